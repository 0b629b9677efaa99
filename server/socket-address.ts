/** The address of the socket a request came in on, on Node (@hono/node-server); the API's peerAddress there. */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // called without a socket (tests)
  }
}
