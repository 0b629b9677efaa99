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
    // The real thing: npm start builds dist/ and serves it with the API.
    command: `npx tsx scripts/start.ts`,
    env: { PORT: String(PORT), SITE_URL: 'https://www.vitalis.example', VAR_DIR: E2E_VAR_DIR },
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
