import { defineConfig } from 'vitest/config';

// Three projects: unit tests beside the code, contract tests of the gateway against the
// reference upstream over HTTP, and end-to-end tests in Debian's Chromium.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['routes/src/**/*.test.ts', 'search-words/src/**/*.test.ts', 'amounts/src/**/*.test.ts', 'availability/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'pegaso/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'web/build/**/*.test.ts'],
          testTimeout: 30_000,
          // Seeding a test database in beforeAll takes seconds on two busy cores.
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          include: ['tests/contract/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // Twice Playwright's own 30 s wait, so a step that never comes names itself (a
          // TimeoutError with its locator) instead of the test's bare timeout; a CI machine two
          // to three times slower than a quiet one takes 15-25 s for the longest tests.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
