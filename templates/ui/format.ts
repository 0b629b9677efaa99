/** Dates and phone numbers as visitors read them. */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * A date (YYYY-MM-DD, as the schemas require) as visitors read it, the way Intl's en-US long format
 * writes it: 'September 16, 2025'. Written out rather than asked of Intl, which cost each post's page
 * about 5 µs for its date (tests/unit/format.test.ts compares the two over years of days).
 */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

/** A tel: link for a US number written any way, e.g. (703) 555-0142. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** A phone number that never wraps: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
