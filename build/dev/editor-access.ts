/**
 * Who may use the editor's write API. It writes files without signing anyone in, so it is for this
 * machine: on a loopback address it is open; on an address other machines reach (HOST=0.0.0.0) it is
 * off unless EDITOR_ALLOW_REMOTE=1 asks for it, and then every call must carry
 * `Authorization: Bearer <EDITOR_SECRET>`, a secret of 32 characters or more. The site itself is served
 * either way.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackAddress } from './dev-host';

export type EditorAccess =
  | { open: true; secret?: string }
  | {
      open: false;
      /** One sentence: why the editor is off, and how to turn it on. */
      reason: string;
    };

export const MIN_SECRET_LENGTH = 32;

export function editorAccess(bind: string, env: NodeJS.ProcessEnv = process.env): EditorAccess {
  if (isLoopbackAddress(bind)) return { open: true };
  const secret = env.EDITOR_SECRET ?? '';
  if (env.EDITOR_ALLOW_REMOTE !== '1')
    return {
      open: false,
      reason: `The content editor is off: HOST=${bind} lets other machines reach this server and the editor writes files for anyone who reaches it; to open it to them, set EDITOR_ALLOW_REMOTE=1 and EDITOR_SECRET (${MIN_SECRET_LENGTH} characters or more).`,
    };
  if (secret.length < MIN_SECRET_LENGTH)
    return {
      open: false,
      reason: `The content editor is off: EDITOR_ALLOW_REMOTE=1 opens it to other machines only with EDITOR_SECRET of ${MIN_SECRET_LENGTH} characters or more (it has ${secret.length}).`,
    };
  return { open: true, secret };
}

/** Whether a request carries the secret as a bearer token (compared in constant time). */
export function carriesSecret(request: Request, secret: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
