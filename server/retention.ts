/**
 * Deletes what the privacy policy says is kept no longer (data/legal/privacy.md, 'How long we keep it'):
 * the database rows and every copy the server wrote of them, such as the .eml notifications in var/mail.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { retention } from './contract';
import { mailFileName } from './outbox';
import type { Store } from './storage';

/** `now` minus a number of calendar months (24 months before 2026-03-15 is 2024-03-15). */
export function monthsBefore(now: number, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

export function purgeExpired(store: Store, options: { mailDir: string; now?: number }): number {
  const now = options.now ?? Date.now();
  const { deleted, mailIds } = store.purge('contact', monthsBefore(now, retention.contactMonths));
  for (const id of mailIds) rmSync(path.join(options.mailDir, mailFileName(id)), { force: true });
  return deleted;
}
