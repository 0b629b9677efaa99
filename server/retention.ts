/**
 * Deletes what the privacy policy says is kept no longer (data/legal/privacy.md, 'How long we keep it'):
 * the database rows and every copy the server wrote of them, such as the .eml notifications in var/mail.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { mailFileName } from './outbox';
import type { Store } from './storage';

export function purgeExpired(store: Store, options: { mailDir: string; contactRetentionDays: number; now?: number }): number {
  const now = options.now ?? Date.now();
  const { deleted, mailIds } = store.purge('contact', new Date(now - options.contactRetentionDays * 86_400_000));
  for (const id of mailIds) rmSync(path.join(options.mailDir, mailFileName(id)), { force: true });
  return deleted;
}
