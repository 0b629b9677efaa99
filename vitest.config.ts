import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Builds and dev servers the tests start keep their cache and report outside the checkout. */
const BUILD_DIR = process.env.BUILD_DIR || path.join(os.tmpdir(), 'vitalis-test-build');
const CARD_STORE = process.env.CARD_STORE || path.join(os.tmpdir(), 'vitalis-test-cards');
const PICTURE_STORE = process.env.PICTURE_STORE || path.join(os.tmpdir(), 'vitalis-test-pictures');
// The global setups (tests/unit/global-setup.ts seeds the stores) run in this process.
Object.assign(process.env, { BUILD_DIR, CARD_STORE, PICTURE_STORE });

/** The API tests written once (tests/unit/helpers/api-target.ts) and run against both servers. */
const API_TESTS = [
  'tests/unit/api-contact.test.ts',
  'tests/unit/api-apply.test.ts',
  'tests/unit/api-fuzz.test.ts',
  'tests/unit/api-editor-sign-in.test.ts',
  'tests/unit/editor-sign-in-browser.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Files wait on workerd, sockets, timers and child builds: one more file at a time than cores keeps
    // both busy (two cores: 131 s with two files at a time, 111 s with three, 110 s with four).
    maxWorkers: os.availableParallelism() + 1,
    // Test files share a worker's loaded modules: loading zod, React and the server again for every file
    // cost a fifth of the run. A test that mocks a module imports what uses it afresh (vi.resetModules).
    isolate: false,
    hookTimeout: 120_000,
    env: { TZ: 'UTC', BUILD_DIR, CARD_STORE, PICTURE_STORE },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Playwright specs live in tests/e2e and must not be collected here.
          include: [
            'tests/unit/**/*.test.ts',
            'tests/unit/**/*.test.tsx',
            'tests/integration/**/*.test.ts',
            'examples/*/tests/**/*.test.ts',
          ],
          globalSetup: ['tests/unit/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The same API tests against the Cloudflare Worker in workerd (miniflare), plus the edge's own.
          name: 'worker',
          include: [...API_TESTS, 'tests/edge/**/*.test.ts'],
          globalSetup: ['tests/unit/global-setup.ts', 'tests/edge/global-setup.ts'],
          env: { TZ: 'UTC', BUILD_DIR, CARD_STORE, PICTURE_STORE, API_TARGET: 'worker' },
        },
      },
    ],
  },
});
