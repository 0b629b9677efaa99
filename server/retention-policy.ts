/**
 * Which submissions the privacy policy says are kept no longer (data/legal/privacy.md, 'How long we keep
 * it', periods from contract.ts), and their deletion from any Storage with the resume files. Copies a
 * platform keeps elsewhere (the .eml files on Node) are removed by the caller, given each notification id.
 */
import { retention } from '../lib/contract';
import type { Storage, SubmissionKind } from './storage/types';

/** `now` minus a number of calendar months (24 months before 2026-03-15 is 2024-03-15). */
export function monthsBefore(now: number, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const PERIODS: Record<SubmissionKind, number> = {
  contact: retention.contactMonths,
  application: retention.applicationMonths,
};

/** Deletes expired submissions of every kind with their resume files; returns how many submissions went. */
export async function purgeExpiredSubmissions(
  { store, resumes }: Storage,
  now: number,
  forgetMail: (id: number) => Promise<void> = async () => {},
): Promise<number> {
  let deleted = 0;
  for (const [kind, months] of Object.entries(PERIODS) as [SubmissionKind, number][]) {
    const expired = await store.purge(kind, monthsBefore(now, months));
    for (const id of expired.mailIds) await forgetMail(id);
    for (const key of expired.resumeKeys) await resumes.delete(key);
    deleted += expired.deleted;
  }
  return deleted;
}
