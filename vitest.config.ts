import os from 'node:os';
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
    // Two test files at once even on 2 cores (Vitest's default, one fewer than the cores, ran them one
    // at a time there): most files wait on sockets, child processes and databases, not on the CPU.
    // Measured on 2 cores: 681 s with one worker, 514 s with two.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // What a test prints is shown only when it fails: a passing suite is one screen, not hundreds of log lines.
    silent: 'passed-only',
    hookTimeout: 30_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }], './tests/support/suite-errors-reporter.ts'] : ['default'],
  },
});
