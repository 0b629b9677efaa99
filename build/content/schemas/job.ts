/** data/careers/{id}.yaml: one open position. The file name is the posting's id (/careers/{id}/). */
import { z } from 'zod';
import { isoDate, text, textList } from './common';

export const jobSchema = z.strictObject({
  title: text,
  department: text,
  location: text,
  /** As shown, e.g. 'Part-Time to Full-Time'; JobPosting employmentType is derived from it. */
  type: text,
  salary: text,
  /** The 'About the Role' text. */
  description: text,
  responsibilities: textList,
  requirements: textList,
  benefits: textList,
  datePosted: isoDate,
});

export type Job = z.infer<typeof jobSchema>;
