/** Small helpers every API handler shares: JSON errors, body reading, the client's address. */
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serverMessages, type ApiAnswer } from '../contract';

type ErrorStatus = 400 | 403 | 404 | 405 | 413 | 415 | 429 | 503;

export function fail(c: Context, status: ErrorStatus, message: string, headers?: Record<string, string>): Response {
  return c.json({ success: false, message } satisfies ApiAnswer, status, headers);
}

export async function readJson(c: Context): Promise<{ value: unknown } | { error: Response }> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) return { error: fail(c, 415, serverMessages.notJson) };
  const text = await c.req.text();
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { error: fail(c, 400, serverMessages.malformed) };
  }
}

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // called without a socket (tests)
  }
}
