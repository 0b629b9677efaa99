/** Dates as visitors read them: exactly what Intl's en-US long format, in UTC, writes. */
import { expect, it } from 'vitest';
import { formatDate } from '../../templates/ui/format';

it("writes every day from 1999 to 2031 as Intl's en-US long format does", () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const days: [string, string][] = [];
  for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2031, 11, 31); t += 86_400_000) {
    const iso = new Date(t).toISOString().slice(0, 10);
    days.push([formatDate(iso), intl.format(new Date(`${iso}T00:00:00Z`))]);
  }
  expect(days.length).toBe(12_053);
  expect(days.filter(([ours, theirs]) => ours !== theirs)).toEqual([]);
  expect(formatDate('2025-09-16')).toBe('September 16, 2025');
  expect(formatDate('2024-02-29')).toBe('February 29, 2024');
});
