/** Small helpers every API handler shares: JSON errors, body reading, the client's address. */
import type { Context } from 'hono';
import { serverMessages, type ApiAnswer } from '../../lib/contract';
import { withoutDirectionControls } from '../direction-controls';
import type { ApiDeps } from './deps';
import { firstRepeatedKey } from './json-keys';

export type ErrorStatus = 400 | 403 | 404 | 405 | 408 | 413 | 415 | 429 | 503;

export function fail(
  c: Context,
  status: ErrorStatus,
  message: string,
  headers?: Record<string, string>,
  field?: string,
): Response {
  return c.json({ success: false, message, ...(field ? { field } : {}) } satisfies ApiAnswer, status, headers);
}

/**
 * 400 for the first schema problem, naming its field when it has one. A field the form does not have
 * gets the contract's words, not the validator's ('Unrecognized key: ...').
 */
export function invalid(
  c: Context,
  issue: { code?: string; message: string; path: PropertyKey[]; keys?: string[] },
): Response {
  if (issue.code === 'unrecognized_keys' && issue.keys?.length)
    return fail(c, 400, serverMessages.unknownField(shortName(issue.keys[0]!)));
  const field = issue.path[0];
  return fail(c, 400, issue.message, undefined, typeof field === 'string' ? field : undefined);
}

/** A field name is the client's text: quoted back only briefly. */
export function shortName(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}

/** 429 with Retry-After when `key` has used up its window, else undefined. */
export async function rateLimited(c: Context, limiter: ApiDeps['limiter'], key: string): Promise<Response | undefined> {
  const { allowed, retryAfterMs } = await limiter.hit(key);
  if (allowed) return undefined;
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return fail(c, 429, serverMessages.tooMany, { 'Retry-After': String(seconds) });
}

/**
 * Text made safe for a mail subject: one line (every control and line separator a space), no
 * direction controls (which could make it read otherwise), at most `max` characters, none cut in half.
 */
export function oneLine(text: string, max = 80): string {
  const line = withoutDirectionControls(text.normalize('NFC')).replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
  return Array.from(line).slice(0, max).join('');
}

/**
 * The body as a JSON object: anything else (not JSON, null, an array, a number) is the contract's
 * malformed-body answer, and a key given twice is refused as multipart refuses a repeated field.
 */
export async function readJson(c: Context): Promise<{ value: Record<string, unknown> } | { error: Response }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { error: fail(c, 415, serverMessages.notJson) };
  const text = await c.req.text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { error: fail(c, 400, serverMessages.malformed) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { error: fail(c, 400, serverMessages.malformed) };
  const repeated = firstRepeatedKey(text);
  if (repeated !== undefined) return { error: fail(c, 400, serverMessages.repeatedField(shortName(repeated))) };
  return { value: value as Record<string, unknown> };
}

/**
 * The client's address. Behind `trustProxy` proxies, each appends the address it was called from to
 * X-Forwarded-For, so the client is that many entries from the right; entries further left are written
 * by the client and prove nothing. With fewer entries than proxies, the leftmost is taken.
 */
export function clientAddress(c: Context, deps: Pick<ApiDeps, 'peerAddress' | 'trustProxy'>): string {
  return pickClientAddress(c.req.header('x-forwarded-for'), deps.peerAddress(c), deps.trustProxy);
}

export function pickClientAddress(forwardedFor: string | undefined, socket: string, trustProxy: number): string {
  if (trustProxy <= 0 || !forwardedFor) return socket;
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return hops[Math.max(0, hops.length - trustProxy)] ?? socket;
}
