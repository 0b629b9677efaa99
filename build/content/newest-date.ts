/**
 * The newest calendar date the content holds (a post, an episode, a job posting, a policy's update).
 * The footer's copyright year is taken from it rather than from the clock, so the same content builds
 * the same bytes on any day (the feeds date themselves the same way).
 */
import type { Content } from './collections';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function newestDate(content: Content): string | undefined {
  let newest: string | undefined;
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (ISO_DATE.test(value) && (newest === undefined || value > newest)) newest = value;
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(content);
  return newest;
}
