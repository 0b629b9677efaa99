/**
 * Deletes what the privacy policy says is kept no longer (data/legal/privacy.md, 'How long we keep it',
 * periods from server/contract.ts): the database rows and every copy the server made of them, the .eml
 * notifications in var/mail and the resume files.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { retention } from './contract';
import { mailFileName } from './mail-transport';
import type { Storage, SubmissionKind } from './storage';

/** `now` minus a number of calendar months (24 months before 2026-03-15 is 2024-03-15). */
export function monthsBefore(now: number, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const PERIODS: Record<SubmissionKind, number> = { contact: retention.contactMonths, application: retention.applicationMonths };

/** Deletes expired submissions of every kind with their files; returns how many submissions went. */
export async function purgeExpired({ store, resumes }: Storage, options: { mailDir: string; now?: number }): Promise<number> {
  const now = options.now ?? Date.now();
  let deleted = 0;
  for (const [kind, months] of Object.entries(PERIODS) as [SubmissionKind, number][]) {
    const expired = await store.purge(kind, monthsBefore(now, months));
    for (const id of expired.mailIds) await rm(path.join(options.mailDir, mailFileName(id)), { force: true });
    for (const key of expired.resumeKeys) await resumes.delete(key);
    deleted += expired.deleted;
  }
  return deleted;
}
