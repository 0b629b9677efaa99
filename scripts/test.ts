/**
 * npm test: every unit test (vitest) and browser test (Playwright in real headless Chromium).
 * npm test -- <filter> ...: only the test files whose paths match a filter, in both runners.
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { compiledArgs } from './build-command';
import { ensureChromium } from './ensure-chromium';
import { totalsLine } from './test-totals';

const filters = process.argv.slice(2);
if (filters.some((filter) => filter.startsWith('-'))) {
  console.error('Usage: npm test [-- <file filter> ...] (a part of a test file path, such as feeds or e2e/search)\n');
  process.exit(2);
}
/** With filters, a runner none of whose files match has nothing to run, which is no failure. */
const narrowed = (passWithNoTests: string) => (filters.length ? [...filters, passWithNoTests] : []);

ensureChromium();
rmSync('test-results', { recursive: true, force: true });
// The site is built once, by `npm run build` itself, and both runners read that dist/: the unit tests
// from disk, the browser tests through `npm start --no-build`.
const TEST_DIST_DIR = 'test-results/site';
// Its report, which the tests read; the builds the tests make keep theirs apart (vitest.config.ts).
const TEST_BUILD_DIR = 'test-results/site-build';
const env = { ...process.env, TZ: 'UTC', TEST_DIST_DIR, TEST_BUILD_DIR, SITE_URL: 'https://www.vitalis.example' };
// Without the social cards, which tests/unit/social-cards.test.ts builds: the others need none.
const built = spawnSync(process.execPath, compiledArgs('scripts/build.ts', ['--no-cards']), {
  stdio: 'inherit',
  env: { ...env, DIST_DIR: TEST_DIST_DIR, BUILD_DIR: TEST_BUILD_DIR },
}).status;
if (built !== 0) {
  console.log('\nThe site did not build; no test ran.\n0 passed, 1 failed');
  process.exit(1);
}
const run = (args: string[]) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1;

const unit = run([
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
  ...narrowed('--passWithNoTests'),
]);
const browser = run(['playwright', 'test', ...narrowed('--pass-with-no-tests')]);
const { line, ok } = totalsLine(filters.length > 0);
console.log(`\nvitest ${unit === 0 ? 'passed' : 'FAILED'}, playwright ${browser === 0 ? 'passed' : 'FAILED'}`);
console.log(line);
process.exit(unit === 0 && browser === 0 && ok ? 0 : 1);
