/**
 * Makes sure a Chromium exists for the browser tests without downloading one at test time: uses
 * /usr/bin/chromium or Playwright's own; otherwise installs Debian's package when running as root,
 * or says exactly how to.
 */
import { execFileSync } from 'node:child_process';
import { findChromium } from '../tests/browser';

export function ensureChromium(): string {
  const found = findChromium();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('No Chromium found: installing Debian chromium (apt-get install -y chromium)...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    'No Chromium found for the browser tests. Install it, then run npm test again:\n  sudo apt-get update && sudo apt-get install -y chromium\n(or set CHROME_PATH to a Chromium executable).',
  );
  process.exit(1);
}
