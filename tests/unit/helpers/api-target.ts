/**
 * The API under test, on either platform: the Node server's app over SQLite and a folder (api-app.ts),
 * or the Cloudflare Worker in workerd through miniflare over local D1 and R2 (tests/edge/worker-app.ts).
 * The API tests are written against this interface once; API_TARGET=worker runs them on the Worker
 * (the `worker` project in vitest.config.ts, and npm run deploy:check).
 */
import type { RateLimits } from '../../../server/rate-limit';
import type { ResumeFiles, Store } from '../../../server/storage';

export type TargetName = 'node' | 'worker';

export const API_TARGET: TargetName = process.env.API_TARGET === 'worker' ? 'worker' : 'node';

/** A notification as it reached the mail server (Node: an .eml file; Worker: the mail API stand-in). */
export interface SentMail {
  to: string | undefined;
  replyTo: string | undefined;
  subject: string | undefined;
  /** The message text (on Node the whole message source, quoted-printable lines rejoined). */
  text: string;
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface ApiApp {
  target: TargetName;
  /** A request to `path` (e.g. /api/contact); `from` is the address the platform sees it come from. */
  request(path: string, init?: RequestInit, from?: string): Promise<Response>;
  /** The storage the API writes to, read from the test. */
  store: Store;
  resumes: ResumeFiles;
  /** Changed by a test before or between requests; the next request sees them. */
  settings: { secret: string; rateLimit: RateLimits; trustProxy: number };
  /** Every stored resume file, finished or not. */
  uploads(): Promise<string[]>;
  /** One delivery round of the outbox (Node: outbox.deliverDue(); Worker: its Cron Trigger). */
  deliverDue(): Promise<void>;
  sentMail(): Promise<SentMail[]>;
  /** Makes storing a submission fail from now on (the disk or database gone). */
  breakStorage(): Promise<void>;
  close(): Promise<void>;
}

/** Generous enough that only the rate-limit tests meet it. */
export const DEFAULT_RATE_LIMIT: RateLimits = { max: 1000, windowMs: 60_000 };

/** Contents of a stored resume, read through the target's own ResumeFiles. */
export async function storedBytes(resumes: ResumeFiles, key: string): Promise<Buffer | undefined> {
  const stream = await resumes.open(key);
  return stream && Buffer.from(await new Response(stream).arrayBuffer());
}
