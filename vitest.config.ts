import { defineConfig } from 'vitest/config';

// Unit and integration tests. The browser suite runs separately under Playwright (tests/e2e).
export default defineConfig({
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'reports/vitest.json' }]] : ['default'],
  },
});
