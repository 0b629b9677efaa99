/**
 * A notification as the outbox hands it to a transport, in Web types only, so the same outbox drives
 * SMTP or .eml files on Node (mail-transport.ts) and an HTTP mail API on Cloudflare (edge/http-mail.ts).
 */
export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  /** The same id on every try, so a copy sent twice (a crash between sending and recording) is recognisable. */
  messageId: string;
  attachment?: { filename: string; contentType: string; content: ReadableStream<Uint8Array> };
}

/**
 * Errors a transport throws say which kind of failure it was, in SMTP's terms (outbox.ts): `code` for a
 * server that cannot be reached (ECONNECTION...) or `responseCode` for one that answered (421: try later
 * without charging the message; other 4xx: refused for now; 5xx: refused for good).
 */
export interface MailTransport {
  send(id: number, message: MailMessage): Promise<void>;
  close(): void;
}

/** The file a notification is written to when no SMTP server is configured. */
export const mailFileName = (id: number) => `${String(id).padStart(6, '0')}.eml`;
