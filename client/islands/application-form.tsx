/**
 * The job application form: idle -> 'Submitting Application...' ->
 * /careers/thank-you/, or an 'Error' toast and back to idle. The button waits for the bot-check token
 * and a resume; the checks still run on submit, in a fixed order, since a token can expire.
 */
import { type FormEvent, useRef, useState } from 'react';
import { APPLY_PATH, applyFields, limits, resumeAccept, resumeFormats, toasts } from '../../lib/contract';
import { submit } from '../submit';
import { BotCheck, useBotCheck } from '../ui/bot-check';
import { TextArea, TextField } from '../ui/field';
import { fieldMessages } from '../ui/field-messages';
import { FileField } from '../ui/file-field';
import { SubmitButton } from '../ui/submit-button';
import { Toaster, useToasts } from '../ui/toaster';
import { focusInView, useFocusFirstError } from '../ui/use-focus-first-error';

export interface ApplicationFormProps {
  siteKey: string;
  jobId: string;
  jobTitle: string;
  /** Where a stored application goes. */
  thankYouPath: string;
  /** The careers inbox, for visitors without JavaScript. */
  email: string;
  privacyNote: string;
}

const RESUME_TYPES: ReadonlySet<string> = new Set(Object.values(resumeFormats).map((f) => f.mediaType));

/** The inline error for a chosen resume, if any: by media type, then by size. */
export function resumeProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!RESUME_TYPES.has(file.type)) return toasts.resumeType;
  if (file.size > limits.resumeBytes) return toasts.resumeSize;
  return undefined;
}

export default function ApplicationForm({
  siteKey,
  jobId,
  jobTitle,
  thankYouPath,
  email,
  privacyNote,
}: ApplicationFormProps) {
  const { toasts: shown, push, dismiss } = useToasts();
  const botCheck = useBotCheck(() => push(toasts.verificationError.title, toasts.verificationError.text));
  const [submitting, setSubmitting] = useState(false);
  const [missing, setMissing] = useState({ name: false, email: false });
  const [resume, setResume] = useState<File | null>(null);
  const [resumeError, setResumeError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusFirstError = useFocusFirstError(form);

  function clearFileInput() {
    if (fileInput.current) fileInput.current.value = '';
  }

  function chooseResume(file: File | undefined) {
    if (!file) return; // the picker was cancelled: keep what was there
    const problem = resumeProblem(file);
    setResumeError(problem);
    setResume(problem ? null : file);
    if (problem) {
      clearFileInput();
      focusFirstError();
    }
  }

  function removeResume() {
    setResume(null);
    setResumeError(undefined);
    clearFileInput();
    // The input comes back in place of the file card: put focus there, not on the page.
    requestAnimationFrame(() => fileInput.current?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    if (!botCheck.token) return push(toasts.verificationRequired.title, toasts.verificationRequired.text);
    const nowMissing = { name: !value(applyFields.name), email: !value(applyFields.email) };
    setMissing(nowMissing);
    if (nowMissing.name || nowMissing.email) {
      focusFirstError();
      return push(toasts.missingInformation.title, toasts.missingInformation.text);
    }
    if (!resume) {
      focusInView(fileInput.current);
      return push(toasts.resumeRequired.title, toasts.resumeRequired.text);
    }
    setSubmitting(true);
    const body = new FormData();
    body.set(applyFields.name, value(applyFields.name));
    body.set(applyFields.email, value(applyFields.email));
    body.set(applyFields.phone, value(applyFields.phone));
    body.set(applyFields.coverLetter, value(applyFields.coverLetter));
    body.set(applyFields.resume, resume, resume.name);
    body.set(applyFields.jobTitle, jobTitle);
    body.set(applyFields.jobId, jobId);
    body.set(applyFields.turnstileToken, (await botCheck.current()) ?? '');
    const outcome = await submit(
      APPLY_PATH,
      { body },
      { failed: toasts.applicationFailed, unexpected: toasts.applicationUnexpected },
    );
    if (outcome.ok) {
      window.location.assign(thankYouPath);
      return;
    }
    push(toasts.errorTitle, outcome.message);
    botCheck.renew();
    setSubmitting(false);
  }

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby="application-form-note">
      <TextField
        id="application-name"
        name={applyFields.name}
        label="Full name"
        type="text"
        autoComplete="name"
        required
        maxLength={limits.name}
        error={missing.name ? fieldMessages.nameRequired : undefined}
        onInput={() => missing.name && setMissing((m) => ({ ...m, name: false }))}
      />
      <TextField
        id="application-email"
        name={applyFields.email}
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={limits.email}
        error={missing.email ? fieldMessages.emailRequired : undefined}
        onInput={() => missing.email && setMissing((m) => ({ ...m, email: false }))}
      />
      <TextField
        id="application-phone"
        name={applyFields.phone}
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={limits.phone}
        placeholder="(555) 123-4567"
      />
      <TextArea
        id="application-cover-letter"
        name={applyFields.coverLetter}
        label="Cover letter"
        rows={5}
        maxLength={limits.coverLetter}
        placeholder="Why this role, and one result you are proud of."
      />
      <FileField
        id="application-resume"
        name={applyFields.resume}
        label="Resume"
        required
        hint="PDF, DOC or DOCX, up to 10 MB"
        error={resumeError}
        accept={resumeAccept}
        file={resume}
        inputRef={fileInput}
        onChoose={chooseResume}
        onRemove={removeResume}
      />
      <p id="application-form-note" className="text-sm text-muted">
        {privacyNote}
      </p>
      <BotCheck siteKey={siteKey} widget={botCheck.widget} email={email} />
      <SubmitButton
        label="Submit Application"
        busyLabel="Submitting Application..."
        busy={submitting}
        disabled={submitting || !botCheck.token || !resume}
      />
      <Toaster toasts={shown} onDismiss={dismiss} />
    </form>
  );
}
