import type { Context } from 'hono';
import type { JobCatalog } from '../jobs';
import type { Outbox } from '../outbox';
import type { RequestLimiter } from '../rate-limit';
import type { ResumeFiles, Store } from '../storage';
import type { Verdict } from '../turnstile';

/** What the API handlers need, passed in so tests can call them with a Request and no network. */
export interface ApiDeps {
  store: Store;
  resumes: ResumeFiles;
  jobs: JobCatalog;
  outbox: Pick<Outbox, 'kick'>;
  verify: (token: string, remoteIp: string) => Promise<Verdict>;
  limiter: RequestLimiter;
  /** The address the request came from: the socket's on Node, CF-Connecting-IP on Cloudflare. */
  peerAddress: (c: Context) => string;
  /** Recipients of the notifications: the general inbox for messages, the careers inbox for applications. */
  contactTo: string;
  careersTo: string;
  /** How many proxies in front of the server append to X-Forwarded-For (0: trust none). */
  trustProxy: number;
  /** An upload not received whole in this long is refused with 408 and its partial file removed (0 or unset: no bound). */
  requestTimeoutMs?: number;
}
