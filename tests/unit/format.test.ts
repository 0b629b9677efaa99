/** Dates as visitors read them: exactly what Intl's en-US long format, in UTC, writes. */
import { expect, it } from 'vitest';
import { formatDate } from '../../templates/ui/format';

it("writes every day from 1999 to 2031 as Intl's en-US long format does", () => {
  const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const differ: string[] = [];
  for (let t = Date.UTC(1999, 0, 1); t <= Date.UTC(2031, 11, 31); t += 86_400_000) {
    const iso = new Date(t).toISOString().slice(0, 10);
    const ours = formatDate(iso);
    if (ours !== intl.format(new Date(`${iso}T00:00:00Z`))) differ.push(`${iso}: ${ours}`);
  }
  expect(differ).toEqual([]);
});

it('writes the day without a leading zero, the month by name and a leap day as it is', () => {
  expect(formatDate('1999-01-01')).toBe('January 1, 1999');
  expect(formatDate('2025-09-16')).toBe('September 16, 2025');
  expect(formatDate('2000-02-29')).toBe('February 29, 2000');
  expect(formatDate('2031-12-31')).toBe('December 31, 2031');
});
