/**
 * The contact form: idle -> 'Sending...' -> /thank-you/, or an error
 * toast and back to idle. The submit button waits for the bot-check token.
 */
import { type FormEvent, useState } from 'react';
import { CONTACT_PATH, limits, toasts } from '../../lib/contract';
import { submit } from '../submit';
import { BotCheck, useBotCheck } from '../ui/bot-check';
import { TextArea, TextField } from '../ui/field';
import { SubmitButton } from '../ui/submit-button';
import { Toaster, useToasts } from '../ui/toaster';

export interface ContactFormProps {
  siteKey: string;
  /** Where a successful send goes. */
  thankYouPath: string;
  /** Shown to visitors without JavaScript, who cannot pass the bot-check. */
  email: string;
}

export default function ContactForm({ siteKey, thankYouPath, email }: ContactFormProps) {
  const [sending, setSending] = useState(false);
  const { toasts: shown, push, dismiss } = useToasts();
  const botCheck = useBotCheck(() => push(toasts.verificationError.title, toasts.verificationError.text));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    if (!botCheck.token) return push(toasts.verificationRequired.title, toasts.verificationRequired.text);
    if (!value('name') || !value('email')) return push(toasts.missingInformation.title, toasts.missingInformation.text);
    setSending(true);
    const turnstileToken = await botCheck.current();
    const outcome = await submit(
      CONTACT_PATH,
      {
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: value('name'),
          email: value('email'),
          phone: value('phone'),
          message: value('message'),
          turnstileToken,
        }),
      },
      { failed: toasts.contactFailed, unexpected: toasts.contactUnexpected },
    );
    if (outcome.ok) {
      window.location.assign(thankYouPath);
      return;
    }
    push(toasts.errorTitle, outcome.message);
    botCheck.renew();
    setSending(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" aria-describedby="contact-form-note">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="contact-name"
          name="name"
          label="Name"
          type="text"
          autoComplete="name"
          required
          maxLength={limits.name}
        />
        <TextField
          id="contact-email"
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={limits.email}
        />
      </div>
      <TextField
        id="contact-phone"
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        maxLength={limits.phone}
        placeholder="(555) 123-4567"
      />
      <TextArea
        id="contact-message"
        name="message"
        label="How can we help?"
        rows={5}
        maxLength={limits.message}
        placeholder="Your practice, your goals, the services you are curious about."
      />
      <p id="contact-form-note" className="text-sm text-muted">
        Please do not include personal health information. We use your details only to reply to you.
      </p>
      <BotCheck siteKey={siteKey} widget={botCheck.widget} email={email} />
      <SubmitButton label="Send Message" busyLabel="Sending..." busy={sending} disabled={!botCheck.token || sending} />
      <Toaster toasts={shown} onDismiss={dismiss} />
    </form>
  );
}
