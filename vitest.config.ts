import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Playwright specs live in tests/e2e and must not be collected here.
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    env: { TZ: 'UTC' },
  },
});
