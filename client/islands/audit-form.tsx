/**
 * The Practice Growth Audit quick form: name and email required, clinic
 * type, ad spend and message optional. It sends nothing anywhere: on submit it shows a toast and
 * resets every field.
 */
import { type FormEvent, useRef, useState } from 'react';
import { toasts } from '../../lib/contract';
import { SelectField, TextArea, TextField } from '../ui/field';
import { fieldMessages } from '../ui/field-messages';
import { SubmitButton } from '../ui/submit-button';
import { Toaster, useToasts } from '../ui/toaster';
import { useFocusFirstError } from '../ui/use-focus-first-error';

type Option = { value: string; label: string };

export interface AuditFormProps {
  clinicTypes: Option[];
  adSpend: Option[];
  submitLabel: string;
  /** Shown after submit; it must not promise a reply, since nothing is sent. */
  toast: { title: string; text: string };
  privacyNote: string;
}

interface Errors {
  name?: string;
  email?: string;
}

/** The form's one rule (name and email required), plus a well-formed email, since no server checks it. */
function check(form: HTMLFormElement): Errors {
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  const email = field('email');
  return {
    name: field('name').value.trim() ? undefined : fieldMessages.nameRequired,
    email: !email.value.trim()
      ? fieldMessages.emailRequired
      : email.validity.typeMismatch
        ? fieldMessages.emailInvalid
        : undefined,
  };
}

export default function AuditForm({ clinicTypes, adSpend, submitLabel, toast, privacyNote }: AuditFormProps) {
  const { toasts: shown, push, dismiss } = useToasts();
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check(event.currentTarget);
    setErrors(found);
    if (found.name || found.email) {
      focusFirstError();
      // The same toast as the other forms when something required is empty; a malformed email is inline only.
      if (found.name || found.email === fieldMessages.emailRequired)
        push(toasts.missingInformation.title, toasts.missingInformation.text);
      return;
    }
    push(toast.title, toast.text, 'info');
    event.currentTarget.reset();
  }

  const clear = (field: keyof Errors) => () => errors[field] && setErrors((e) => ({ ...e, [field]: undefined }));
  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby="audit-form-note">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="audit-name"
          name="name"
          label="Name"
          type="text"
          autoComplete="name"
          required
          error={errors.name}
          onInput={clear('name')}
        />
        <TextField
          id="audit-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          onInput={clear('email')}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          id="audit-clinic-type"
          name="clinic-type"
          label="Clinic type"
          placeholder="Select your practice"
          options={clinicTypes}
        />
        <SelectField
          id="audit-ad-spend"
          name="ad-spend"
          label="Monthly ad spend"
          placeholder="Select a range"
          options={adSpend}
        />
      </div>
      <TextArea
        id="audit-message"
        name="message"
        label="What would you like to grow?"
        rows={4}
        placeholder="The treatments you want more of, your market, your goals."
      />
      <p id="audit-form-note" className="text-sm text-muted">
        {privacyNote}
      </p>
      <SubmitButton label={submitLabel} busyLabel={submitLabel} busy={false} disabled={false} />
      <Toaster toasts={shown} onDismiss={dismiss} />
    </form>
  );
}
