/**
 * Where notifications go: an SMTP server through a pool of connections when SMTP_URL is set, otherwise
 * .eml files in var/mail/ that any mail client opens. Both stream the message, attachments included,
 * so a 10 MB resume is never held in memory whole.
 */
import { createWriteStream } from 'node:fs';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { mailFileName, type MailMessage, type MailTransport } from './mail-message';
import { privateDir } from './storage/private-files';

export { mailFileName, type MailTransport } from './mail-message';

/** Runs `send` with `message` as nodemailer options, the attachment streamed from the resume files and closed after. */
async function asNodemailer<T>(message: MailMessage, send: (options: Mail.Options) => Promise<T>): Promise<T> {
  const { attachment, ...fields } = message;
  const content = attachment && Readable.fromWeb(attachment.content as NodeReadableStream<Uint8Array>);
  try {
    return await send({
      ...fields,
      ...(attachment
        ? { attachments: [{ filename: attachment.filename, contentType: attachment.contentType, content }] }
        : {}),
    });
  } finally {
    content?.destroy();
  }
}

/** nodemailer is loaded at the first notification, not when the server starts (npm run dev answers sooner). */
function madeOnFirstSend<T extends { close(): void }>(make: (mailer: typeof nodemailer) => T) {
  let made: Promise<T> | undefined;
  return {
    made: () => {
      made ??= import('nodemailer').then((loaded) => make(loaded.default));
      return made;
    },
    close: () => void made?.then((transport) => transport.close()),
  };
}

export function smtpTransport(url: string, options: { maxConnections: number }): MailTransport {
  const transport = madeOnFirstSend((mailer) =>
    mailer.createTransport({
      url,
      pool: true,
      maxConnections: options.maxConnections,
      // Fail fast on a server that does not answer: the outbox pauses and probes again (server/outbox.ts).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
    }),
  );
  return {
    send: (_id, message) =>
      asNodemailer(message, async (options) => void (await (await transport.made()).sendMail(options))),
    close: transport.close,
  };
}

export function emlFolder(dir: string): MailTransport {
  const transport = madeOnFirstSend((mailer) => mailer.createTransport({ streamTransport: true, newline: 'unix' }));
  return {
    async send(id, message) {
      await privateDir(dir);
      const file = path.join(dir, mailFileName(id));
      await asNodemailer(message, async (options) => {
        const info = await (await transport.made()).sendMail(options);
        // Written whole under a temporary name first, so a file with the final name is a complete message.
        await pipeline(info.message as Readable, createWriteStream(`${file}.tmp`, { mode: 0o600 }));
      });
      await rename(`${file}.tmp`, file);
    },
    close: transport.close,
  };
}
