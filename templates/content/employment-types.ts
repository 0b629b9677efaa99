/**
 * A posting's type as shown ('Part-Time to Full-Time') read as Google's JobPosting employmentType values:
 * the schema checks it, the structured data uses it. Apart from the schema so pages need not load zod.
 */

/** Google's employmentType values. */
const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);

/**
 * 'Part-Time to Full-Time' -> ['PART_TIME', 'FULL_TIME']: each named type uppercased, hyphens and
 * spaces turned into underscores. Undefined when a part is not one of Google's values.
 */
export function employmentTypes(type: string): string[] | undefined {
  const parts = type.split(/\s+to\s+|\s*[,/]\s*|\s+or\s+/i).map((part) =>
    part
      .trim()
      .toUpperCase()
      .replace(/[-\s]+/g, '_'),
  );
  return parts.every((p) => EMPLOYMENT_TYPES.has(p)) ? parts : undefined;
}
