import { defineConfig } from 'vitest/config';

// Unit and integration tests. The browser suite runs separately under Playwright (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    globalSetup: ['tests/support/pglite-template.ts'],
    // Sized for a loaded 2-core machine. Slow set-up is made fast rather than given more time:
    // PGlite databases are copied from one migrated template (tests/support/pglite-template.ts).
    testTimeout: 20_000,
    // What a test prints is shown only when it fails: a passing suite is one screen, not hundreds of log lines.
    silent: 'passed-only',
    hookTimeout: 30_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
  },
});
