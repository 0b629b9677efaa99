/** Dates as visitors read them, fixed to UTC so a build is the same wherever it runs. */
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A tel: link for a US number written any way, e.g. (703) 555-0142. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** A phone number that never wraps: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
