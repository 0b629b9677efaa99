/**
 * Notifications through an HTTP mail API, for the Worker (no SMTP sockets there). The request is the one
 * Resend's POST /emails takes (https://resend.com/docs/api-reference/emails/send-email), which
 * Postmark-style providers mirror closely: a JSON body with from, to, reply_to, subject, text, headers and
 * base64 attachments, a Bearer key, and an Idempotency-Key so a retry after a lost answer is not sent twice.
 *
 * Answers map onto the outbox's SMTP terms (outbox.ts): no answer, 401/403 (a wrong key: no message is
 * at fault), 429 and 5xx pause the outbox without charging the message (code/421); another 4xx refuses
 * this message for good (5xx-like, 3 tries).
 */
import { Buffer } from 'node:buffer';
import type { MailTransport } from '../mail-message';

export interface HttpMailOptions {
  url: string;
  apiKey: string;
  fetch?: typeof fetch;
}

export class MailApiError extends Error {
  constructor(
    message: string,
    readonly responseCode?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

export function httpMailTransport({ url, apiKey, fetch: fetchImpl = fetch }: HttpMailOptions): MailTransport {
  return {
    async send(id, message) {
      const attachment = message.attachment && {
        filename: message.attachment.filename,
        content_type: message.attachment.contentType,
        // The API takes the file inside the JSON: about 1.4 times its size in memory while it is sent.
        content: Buffer.from(await new Response(message.attachment.content).arrayBuffer()).toString('base64'),
      };
      const body = {
        from: message.from,
        to: [message.to],
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        headers: { 'Message-ID': message.messageId },
        ...(attachment ? { attachments: [attachment] } : {}),
      };
      let res: Response;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
            'idempotency-key': `notification-${id}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (error) {
        throw new MailApiError(`the mail API did not answer: ${(error as Error).message}`, undefined, 'ECONNECTION');
      }
      if (res.ok) return;
      const detail = (await res.text().catch(() => '')).slice(0, 200);
      const laterOrNobody = res.status === 401 || res.status === 403 || res.status === 429 || res.status >= 500;
      throw new MailApiError(
        `the mail API answered ${res.status}${detail ? `: ${detail}` : ''}`,
        laterOrNobody ? 421 : 550,
      );
    },
    close() {},
  };
}
