/** data/careers/{id}.yaml: one open position. The file name is the posting's id (/careers/{id}/). */
import { z } from 'zod';
import { isoDate, text, textList } from './common';

/** Google's employmentType values. */
const EMPLOYMENT_TYPES = new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']);

/**
 * 'Part-Time to Full-Time' -> ['PART_TIME', 'FULL_TIME']: each named type uppercased, hyphens and
 * spaces turned into underscores. Undefined when a part is not one of Google's values.
 */
export function employmentTypes(type: string): string[] | undefined {
  const parts = type
    .split(/\s+to\s+|\s*[,/]\s*|\s+or\s+/i)
    .map((part) => part.trim().toUpperCase().replace(/[-\s]+/g, '_'));
  return parts.every((p) => EMPLOYMENT_TYPES.has(p)) ? parts : undefined;
}

export const jobSchema = z.strictObject({
  title: text,
  department: text,
  /** Every posting is remote (spec 000 section 9); its structured data says TELECOMMUTE, with no address. */
  location: z.literal('Remote', { error: "must be 'Remote': an on-site posting needs an address for its structured data, which postings do not have yet" }),
  /** As shown, e.g. 'Part-Time to Full-Time'; JobPosting employmentType is derived from it. */
  type: text.refine((t) => employmentTypes(t) !== undefined, {
    error: "must name Google employment types joined by 'to', ',' or 'or', e.g. 'Part-Time to Full-Time' (Full-Time, Part-Time, Contractor, Temporary, Intern, Volunteer, Per-Diem, Other)",
  }),
  salary: text,
  /** The 'About the Role' text. */
  description: text,
  responsibilities: textList,
  requirements: textList,
  benefits: textList,
  datePosted: isoDate,
});

export type Job = z.infer<typeof jobSchema>;
