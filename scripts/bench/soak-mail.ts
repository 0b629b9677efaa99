/**
 * The soak's mail server: the tests' SMTP sink on 127.0.0.1, counting each contact notification by the
 * marker in its subject, with an outage on demand (it refuses with 421, then its port is closed, then it
 * listens again on the same port, as a mail provider that degrades and then goes away for a while).
 * Received messages are counted and dropped as they arrive, so 180,000 of them do not fill the memory.
 */
import { header, type SmtpListener, startSmtp } from '../../tests/unit/helpers/smtp';

export interface MailSink {
  port: number;
  /** Notifications received per contact marker (index: the marker's number); copies of one counted once. */
  readonly deliveries: Uint16Array;
  /**
   * Copies of a notification received before (the same Message-ID): the outbox sent it again because it
   * was killed between the mail server's acceptance and recording it, which the mailbox can recognise.
   */
  resent(): number;
  /** Refuses every recipient with 421 for `refuseMs`, then is closed for `closedMs`; resolves when it is back. */
  outage(refuseMs: number, closedMs: number): Promise<void>;
  close(): Promise<void>;
}

const MARKER = /^New contact message from Bench Visitor (\d+)$/;

export async function startMailSink(markers: number): Promise<MailSink> {
  let refusing = false;
  const refuse = () => (refusing ? { code: 421, message: 'Service not available, closing channel' } : undefined);
  let listener: SmtpListener = await startSmtp({ refuse });
  const deliveries = new Uint16Array(markers);
  const messageIds: string[] = [];
  let resent = 0;
  const count = () => {
    for (const raw of listener.received.splice(0)) {
      const n = Number(MARKER.exec(header(raw, 'Subject') ?? '')?.[1] ?? Number.NaN);
      if (!Number.isInteger(n) || n >= markers) continue; // an application: the report counts those stored
      const id = header(raw, 'Message-ID') ?? '';
      if (deliveries[n]! > 0 && messageIds[n] === id) {
        resent++;
        continue;
      }
      messageIds[n] ??= id;
      deliveries[n]!++;
    }
  };
  const counter = setInterval(count, 100);
  let closed = false;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    port: listener.port,
    deliveries,
    resent: () => resent,
    async outage(refuseMs, closedMs) {
      refusing = true;
      await sleep(refuseMs);
      count();
      await listener.close();
      count();
      await sleep(closedMs);
      refusing = false;
      listener = await startSmtp({ port: listener.port, refuse });
    },
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(counter);
      await listener.close();
      count();
    },
  };
}
