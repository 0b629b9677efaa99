import type { Outbox } from '../outbox';
import type { Store } from '../storage';
import type { Verdict } from '../turnstile';

/** What the API handlers need, passed in so tests can call them with a Request and no network. */
export interface ApiDeps {
  store: Store;
  outbox: Pick<Outbox, 'kick'>;
  verify: (token: string, remoteIp: string) => Promise<Verdict>;
  limiter: { allow(key: string): boolean };
  contactTo: string;
  /** How many proxies in front of the server append to X-Forwarded-For (0: trust none). */
  trustProxy: number;
}
