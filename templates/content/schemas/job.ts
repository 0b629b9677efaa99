/** data/careers/{id}.yaml: one open position. The file name is the posting's id (/careers/{id}/). */
import { z } from 'zod';
import { isoDate, paragraph, text, textList } from './common';
import { employmentTypes } from '../employment-types';

export const jobSchema = z
  .strictObject({
    title: text,
    department: text,
    location: z
      .literal('Remote', {
        error:
          "must be 'Remote': an on-site posting needs an address for its structured data, which postings do not have yet",
      })
      .describe('Every posting is remote; its structured data says TELECOMMUTE, with no address.'),
    type: text
      .refine((t) => employmentTypes(t) !== undefined, {
        error:
          "must name Google employment types joined by 'to', ',' or 'or', e.g. 'Part-Time to Full-Time' (Full-Time, Part-Time, Contractor, Temporary, Intern, Volunteer, Per-Diem, Other)",
      })
      .describe("As shown, e.g. 'Part-Time to Full-Time'; JobPosting employmentType is derived from it."),
    salary: text,
    description: paragraph.describe("The 'About the Role' text."),
    responsibilities: textList,
    requirements: textList,
    benefits: textList,
    datePosted: isoDate,
    validThrough: isoDate.describe(
      'The last day the posting is open, for its structured data (search engines drop it after). The build warns two weeks ahead: extend it or take the posting down.',
    ),
  })
  .refine((job) => job.validThrough > job.datePosted, { error: 'must be after datePosted', path: ['validThrough'] });

export type Job = z.infer<typeof jobSchema>;
