/** Calendar dates written YYYY-MM-DD, as the schemas take them. */

/** 'YYYY-MM-DD' plus days, as 'YYYY-MM-DD' (UTC, so the result is the same anywhere). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
