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

/** The file a notification is written to when no SMTP server is configured. */
export const mailFileName = (id: number) => `${String(id).padStart(6, '0')}.eml`;

export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** attempts, 60 * 60_000);
}

export function createOutbox(store: Store, options: { smtpUrl?: string; mailFrom: string; varDir: string }): Outbox {
  const mailDir = path.join(options.varDir, 'mail');
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let running: Promise<void> | undefined;
  let again = false;
  let requestedNow: number | undefined;
  let timer: NodeJS.Timeout | undefined;

  const deliverOnce = async (now: number) => {
    for (const mail of store.dueMail(now)) {
      try {
        const info = await transport.sendMail({ from: options.mailFrom, to: mail.to, replyTo: mail.replyTo, subject: mail.subject, text: mail.text });
        if (!options.smtpUrl) {
          mkdirSync(mailDir, { recursive: true });
          writeFileSync(path.join(mailDir, mailFileName(mail.id)), (info as { message: Buffer }).message);
        }
        store.markDelivered(mail.id, Date.now());
      } catch (error) {
        store.markFailed(mail.id, (error as Error).message, Date.now() + retryDelayMs(mail.attempts));
      }
    }
  };

  // One round at a time, so a message is never sent twice by overlapping rounds. Rounds asked for while
  // one runs are merged into a single next round; a round that throws is logged and the next one runs
  // (a rejected chain used to stop the outbox for good, issue 7).
  const run = async () => {
    do {
      again = false;
      const now = requestedNow ?? Date.now();
      requestedNow = undefined;
      try {
        await deliverOnce(now);
      } catch (error) {
        console.error('Outbox: a delivery round failed; the next round retries.', error);
      }
    } while (again);
  };

  const deliverDue = (now?: number) => {
    requestedNow = now;
    if (running) {
      again = true;
      return running;
    }
    running = run().finally(() => {
      running = undefined;
    });
    return running;
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
      await running;
      transport.close();
    },
  };
}
