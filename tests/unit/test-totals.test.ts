/** The last line of npm test counts what the runners' reports say failed, a file whose hook failed too. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { vitestTotals } from '../../scripts/test-totals';

const report = (testResults: { status: string; assertionResults: { status: string }[] }[]) => {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'vitalis-totals-')), 'vitest.json');
  const all = testResults.flatMap((f) => f.assertionResults);
  writeFileSync(
    file,
    JSON.stringify({
      numPassedTests: all.filter((a) => a.status === 'passed').length,
      numFailedTests: all.filter((a) => a.status === 'failed').length,
      numTotalTests: all.length,
      testResults,
    }),
  );
  return file;
};

it("counts a file whose beforeAll timed out as failed, though none of its tests did (it once read '0 failed')", () => {
  const file = report([
    { status: 'passed', assertionResults: [{ status: 'passed' }, { status: 'passed' }] },
    { status: 'failed', assertionResults: [{ status: 'skipped' }, { status: 'skipped' }] },
    { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] },
  ]);
  expect(vitestTotals(file)).toEqual({ passed: 3, failed: 2 });
});

it('counts a runner that ran no test as a failure, unless a filter (npm test -- feeds) left it nothing to run', () => {
  const file = report([]);
  expect(vitestTotals(file)).toEqual({ passed: 0, failed: 1 });
  expect(vitestTotals(file, false)).toEqual({ passed: 0, failed: 0 });
});
