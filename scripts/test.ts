/** npm test: every unit test (vitest) and browser test (Playwright in real headless Chromium). */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium';
import { totalsLine } from './test-totals';

ensureChromium();
rmSync('test-results', { recursive: true, force: true });
const run = (args: string[]) => spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } }).status ?? 1;

const unit = run(['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=test-results/vitest.json']);
const browser = run(['playwright', 'test']);
const { line, ok } = totalsLine();
console.log(`\nvitest ${unit === 0 ? 'passed' : 'FAILED'}, playwright ${browser === 0 ? 'passed' : 'FAILED'}`);
console.log(line);
process.exit(unit === 0 && browser === 0 && ok ? 0 : 1);
