/**
 * Reads the JSON reports of vitest and Playwright and prints one line: `N passed, N failed`.
 * A missing or empty report counts as a failure, so a run that executed no test cannot look green, and so
 * does a test file that failed before its tests could (a hook that timed out).
 */
import { readFileSync } from 'node:fs';

interface Totals {
  passed: number;
  failed: number;
}

/** `emptyFails`: a report of no test counts as a failure (not so for a runner a filter left with nothing to run). */
export function vitestTotals(file: string, emptyFails = true): Totals | undefined {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      numTotalTests: number;
      testResults: { status: string; assertionResults: { status: string }[] }[];
    };
    // A file that failed with none of its tests failed (a hook that threw or timed out) counts once.
    const brokenFiles = report.testResults.filter(
      (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
    ).length;
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests + brokenFiles + (emptyFails && report.numTotalTests === 0 ? 1 : 0),
    };
  } catch {
    return undefined;
  }
}

export function playwrightTotals(file: string, emptyFails = true): Totals | undefined {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      stats: { expected: number; unexpected: number; flaky: number };
    };
    const { expected, unexpected, flaky } = report.stats;
    const none = expected + unexpected + flaky === 0;
    return { passed: expected + flaky, failed: unexpected + (emptyFails && none ? 1 : 0) };
  } catch {
    return undefined;
  }
}

/** The line over both runners; `filtered` (npm test -- <filter>): a runner the filter left nothing to run counts for nothing. */
export function totalsLine(filtered = false): { line: string; ok: boolean } {
  const reports = [
    vitestTotals('test-results/vitest.json', !filtered),
    playwrightTotals('test-results/playwright.json', !filtered),
  ];
  const passed = reports.reduce((n, r) => n + (r?.passed ?? 0), 0);
  const failed = reports.reduce((n, r) => n + (r ? r.failed : 1), 0);
  return { line: `${passed} passed, ${failed} failed`, ok: failed === 0 && passed > 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { line, ok } = totalsLine();
  console.log(line);
  process.exit(ok ? 0 : 1);
}
