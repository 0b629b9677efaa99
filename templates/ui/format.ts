/** Dates as visitors read them, fixed to UTC so a build is the same wherever it runs. */
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const formatted = new Map<string, string>();

/** Kept by date: Intl's formatting cost a post's page a few microseconds on each of its dates. */
export function formatDate(isoDate: string): string {
  let text = formatted.get(isoDate);
  if (text === undefined) {
    text = dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
    formatted.set(isoDate, text);
  }
  return text;
}

/** A tel: link for a US number written any way, e.g. (703) 555-0142. */
export function telHref(phone: string): string {
  return `tel:+1${phone.replace(/\D/g, '')}`;
}

/** A phone number that never wraps: non-breaking spaces and hyphens. */
export function unbreakable(phone: string): string {
  return phone.replace(/ /g, '\u00a0').replace(/-/g, '\u2011');
}
