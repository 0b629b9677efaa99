/** Dates as visitors read them: the day written in the data, in en-US long form. */
import { expect, it } from 'vitest';

it('writes a date as the day it names, not the day before, on a machine west of UTC', async () => {
  // The formatter is made when the module loads, so the machine's zone is set before the import.
  const zone = process.env.TZ;
  process.env.TZ = 'Pacific/Honolulu';
  try {
    const { formatDate } = await import('../../templates/ui/format');
    expect(new Date('2025-01-01T00:00:00Z').getDate()).toBe(31); // the zone is in force
    expect(formatDate('2025-01-01')).toBe('January 1, 2025');
    expect(formatDate('2025-09-16')).toBe('September 16, 2025');
    expect(formatDate('2024-02-29')).toBe('February 29, 2024');
    expect(formatDate('2026-03-05')).toBe('March 5, 2026');
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});
