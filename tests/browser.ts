/**
 * How every browser run here starts Chromium: Debian's headless shell (package chromium-headless-shell)
 * when present, else Debian's /usr/bin/chromium, else Playwright's own if it was installed beforehand.
 * Never a download at test time.
 *
 * The headless shell is Chromium's old headless mode, which Playwright itself runs headless tests in:
 * the full browser's new headless mode spent about twice its CPU on the same browser tests.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Chromium to run: for the tests and scripts, the headless shell first; `browser` for the full browser (Lighthouse). */
export function findChromium(kind: 'headless' | 'browser' = 'headless'): string | undefined {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (kind === 'headless' && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  try {
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error(
      'No Chromium found: run `npm test` once (it installs Debian chromium as root) or `sudo apt-get install -y chromium`.',
    );
  return { executablePath, args: CHROMIUM_FLAGS };
}
