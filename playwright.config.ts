import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/browser';

const PORT = Number(process.env.E2E_PORT ?? 4173);
/** Submissions made by the browser tests; the specs read them back. */
export const E2E_VAR_DIR = 'test-results/e2e-var';

export default defineConfig({
  testDir: 'tests/e2e',
  // Its own folder: Playwright empties outputDir at start, and test-results/ also holds vitest's report.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromiumLaunchOptions(),
  },
  webServer: {
    // The real thing: npm start builds dist/ and serves it with the API (under npm test, the site the
    // unit tests read is already built: it is served as it is).
    command: process.env.TEST_DIST_DIR ? 'npx tsx scripts/start.ts --no-build' : 'npx tsx scripts/start.ts',
    env: {
      PORT: String(PORT),
      SITE_URL: 'https://www.vitalis.example',
      VAR_DIR: E2E_VAR_DIR,
      ...(process.env.TEST_DIST_DIR ? { DIST_DIR: process.env.TEST_DIST_DIR } : {}),
    },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
