/**
 * Where notifications go: an SMTP server through a pool of connections when SMTP_URL is set, otherwise
 * .eml files in var/mail/ that any mail client opens. Both stream the message, attachments included,
 * so a 10 MB resume is never held in memory whole.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

export interface MailTransport {
  send(id: number, message: Mail.Options): Promise<void>;
  close(): void;
}

/** The file a notification is written to when no SMTP server is configured. */
export const mailFileName = (id: number) => `${String(id).padStart(6, '0')}.eml`;

export function smtpTransport(url: string, options: { maxConnections: number }): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: options.maxConnections,
    // Fail fast on a server that does not answer: the outbox pauses and probes again (server/outbox.ts).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    send: async (_id, message) => void (await transport.sendMail(message)),
    close: () => transport.close(),
  };
}

export function emlFolder(dir: string): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });
  return {
    async send(id, message) {
      await mkdir(dir, { recursive: true });
      const info = await transport.sendMail(message);
      const file = path.join(dir, mailFileName(id));
      // Written whole under a temporary name first, so a file with the final name is a complete message.
      await pipeline(info.message as Readable, createWriteStream(`${file}.tmp`, { mode: 0o600 }));
      await rename(`${file}.tmp`, file);
    },
    close: () => transport.close(),
  };
}
