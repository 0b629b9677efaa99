/**
 * How every browser run here starts Chromium: Debian's /usr/bin/chromium when present, else
 * Playwright's own if it was installed beforehand. Never a download at test time.
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

export function findChromium(): string | undefined {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return process.env.CHROME_PATH;
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
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
