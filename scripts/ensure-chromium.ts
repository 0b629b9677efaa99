/**
 * Makes sure a Chromium exists for the browser tests without downloading one at test time: uses
 * Debian's headless shell, /usr/bin/chromium or Playwright's own (tests/browser.ts); run as root, installs
 * Debian's packages for what is missing, otherwise says exactly how to.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM, findChromium, HEADLESS_SHELL } from '../tests/browser';

/** The Debian packages of the full browser and of the headless shell the tests run in. */
const PACKAGES = { [DEBIAN_CHROMIUM]: 'chromium', [HEADLESS_SHELL]: 'chromium-headless-shell' };

export function ensureChromium(kind: 'headless' | 'browser' = 'headless'): string {
  const missing = Object.entries(PACKAGES)
    .filter(([file]) => !existsSync(file))
    .map(([, name]) => name);
  const found = findChromium(kind);
  // Without the headless shell the tests still run, in the full browser, at about twice the CPU.
  if (missing.length && !process.env.CHROME_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      `Installing Debian ${missing.join(' and ')} for the browser tests (apt-get install -y ${missing.join(' ')})...`,
    );
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch (error) {
      if (!found) throw error;
      console.warn(`The install failed; the tests run in ${found}.`);
    }
    const installed = findChromium(kind);
    if (installed) return installed;
  }
  if (found) {
    if (found === DEBIAN_CHROMIUM && kind === 'headless')
      console.log(
        `The browser tests run in ${found}; with Debian's headless shell they take about half the CPU:\n  sudo apt-get install -y chromium-headless-shell`,
      );
    return found;
  }
  console.error(
    'No Chromium found for the browser tests. Install it, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell\n(or set CHROME_PATH to a Chromium executable).',
  );
  process.exit(1);
}
