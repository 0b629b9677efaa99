/** A real SMTP listener on 127.0.0.1 (smtp-server) that records what it receives, and a MIME reader for it. */
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

export interface SmtpOptions {
  port?: number;
  /** Answer for a recipient: an SMTP error code and text to refuse it, or undefined to accept. */
  refuse?: (recipient: string) => { code: number; message: string } | undefined;
  /** Milliseconds to hold each message before accepting it, like a slow mail server. */
  delayMs?: number;
}

export interface SmtpListener {
  port: number;
  received: string[];
  /** Most messages being received at the same time so far. */
  peakConcurrent: number;
  /** Connection errors after listening, such as a client killed mid-message (ECONNRESET). */
  connectionErrors: Error[];
  close(): Promise<void>;
}

export function startSmtp(options: SmtpOptions = {}): Promise<SmtpListener> {
  let concurrent = 0;
  const listener = { received: [] as string[], peakConcurrent: 0, connectionErrors: [] as Error[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 30 * 1024 * 1024,
    // Pooled clients keep connections open; do not wait the default 30 s for them on close.
    closeTimeout: 50,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
    },
    onData(stream, _session, callback) {
      concurrent++;
      listener.peakConcurrent = Math.max(listener.peakConcurrent, concurrent);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        setTimeout(() => {
          concurrent--;
          listener.received.push(Buffer.concat(chunks).toString('latin1'));
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  return new Promise((resolve, reject) => {
    let listening = false;
    // smtp-server re-emits a connection's error on the server when it happens mid-transaction: a
    // client killed while sending (the durability test's SIGKILL) is a fact to record, not a crash.
    server.on('error', (err) => (listening ? listener.connectionErrors.push(err) : reject(err)));
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      listening = true;
      resolve(
        Object.assign(listener, {
          port: (server.server.address() as AddressInfo).port,
          close: () => new Promise<void>((done) => server.close(() => done())),
        }),
      );
    });
  });
}

/** A port nothing listens on (for now): a mail server that is down. */
export async function freePort(): Promise<number> {
  // Outside the ephemeral range the system hands to `listen(0)`, so a server another test file starts
  // meanwhile cannot be given this port while the test keeps it closed on purpose.
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    const probe = await startSmtp({ port }).catch(() => undefined);
    if (!probe) continue;
    await probe.close();
    return port;
  }
}

/** A header of a raw message (first occurrence, unfolded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The attachments of a raw multipart message, decoded. */
export function attachments(raw: string): { filename: string; contentType: string; content: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(raw, 'Content-Type') ?? '')?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => part.replace(/^\r?\n/, ''))
    .filter((part) =>
      /^Content-Disposition:\s*attachment/im.test(part.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')),
    )
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const unfolded = head!.replace(/\r?\n[ \t]+/g, ' ');
      return {
        filename: /filename="?([^";\r\n]+)"?/i.exec(unfolded)?.[1] ?? '',
        contentType: /^Content-Type:\s*([^;\r\n]+)/im.exec(unfolded)?.[1]?.trim() ?? '',
        content: Buffer.from(body.join('\n\n').replace(/\s+/g, ''), 'base64'),
      };
    });
}
