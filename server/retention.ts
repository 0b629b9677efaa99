/**
 * Deletes what the privacy policy says is kept no longer (retention-policy.ts): the database rows and
 * every copy the Node server made of them, the .eml notifications in var/mail and the resume files.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { mailFileName } from './mail-message';
import { purgeExpiredSubmissions } from './retention-policy';
import type { Storage } from './storage';

export { monthsBefore } from './retention-policy';

/** Deletes expired submissions of every kind with their files; returns how many submissions went. */
export function purgeExpired(storage: Storage, options: { mailDir: string; now?: number }): Promise<number> {
  return purgeExpiredSubmissions(storage, options.now ?? Date.now(), (id) =>
    rm(path.join(options.mailDir, mailFileName(id)), { force: true }),
  );
}
