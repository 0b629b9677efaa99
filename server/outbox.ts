/**
 * Delivers queued notifications: by SMTP when SMTP_URL is set, otherwise as .eml files in var/mail/
 * (open them in any mail client). A failed delivery is retried with growing pauses until it succeeds.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Store } from './storage';

export interface Outbox {
  /** Delivers everything due now; resolves when this round is done. */
  deliverDue(now?: number): Promise<void>;
  /** Asks for a round soon without waiting for it (after a new submission). */
  kick(): void;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
}

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 60 * 60_000);
}

export function createOutbox(store: Store, options: { smtpUrl?: string; mailFrom: string; varDir: string }): Outbox {
  const mailDir = path.join(options.varDir, 'mail');
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let round: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const deliverOnce = async (now: number) => {
    for (const mail of store.dueMail(now)) {
      try {
        const info = await transport.sendMail({ from: options.mailFrom, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
        if (!options.smtpUrl) {
          mkdirSync(mailDir, { recursive: true });
          writeFileSync(path.join(mailDir, `${String(mail.id).padStart(6, '0')}.eml`), (info as { message: Buffer }).message);
        }
        store.markDelivered(mail.id, Date.now());
      } catch (error) {
        store.markFailed(mail.id, (error as Error).message, Date.now() + retryDelayMs(mail.attempts));
      }
    }
  };

  // Rounds run one after another, so a message is never sent twice by overlapping rounds.
  const deliverDue = (now = Date.now()) => {
    round = round.then(() => deliverOnce(now));
    return round;
  };

  return {
    deliverDue,
    kick: () => void deliverDue(),
    start(intervalMs = 15_000) {
      timer = setInterval(() => void deliverDue(), intervalMs);
      timer.unref();
      void deliverDue();
    },
    async stop() {
      clearInterval(timer);
      await round;
      transport.close();
    },
  };
}
