/** Dates and phone numbers as visitors read them. */

// In UTC: the date is a day as written, not a moment, so no time zone may move it to the day before.
const LONG_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** A date (YYYY-MM-DD, as the schemas require) as visitors read it: 'September 16, 2025'. */
export function formatDate(isoDate: string): string {
  return LONG_DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A tel: link for a US number written any way, e.g. (703) 555-0142. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** A phone number that never wraps: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
