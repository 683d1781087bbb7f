import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ensurePortEnv } from './tests/support/free-ports.ts';

// Free ports picked at start (set E2E_PORT, E2E_FAKE_PROVIDER_PORT, E2E_FAKE_SEARCH_PORT to choose),
// so two checkouts can run the suite side by side.
ensurePortEnv(['E2E_PORT', 'E2E_FAKE_PROVIDER_PORT', 'E2E_FAKE_SEARCH_PORT']);
const PORT = Number(process.env.E2E_PORT);
/** The fake AI provider (tests/fixtures/fake-openai), a test fixture the e2e gateway is pointed at. */
export const FAKE_PROVIDER_PORT = Number(process.env.E2E_FAKE_PROVIDER_PORT);
/** Fake Turnstile siteverify and Google Custom Search (tests/fixtures/fake-search). */
export const FAKE_SEARCH_PORT = Number(process.env.E2E_FAKE_SEARCH_PORT);

// Browser tests drive Debian's Chromium (never a downloaded browser) against the built site
// served by the real gateway. Run with `npm run test:e2e` (it builds first).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI only: a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  // A 2-core CI machine runs two browsers, the gateway and the fake providers at once: a step that
  // takes 50 ms on a laptop can take 2 s there. Time limits there are doubled; a slow step is not a defect.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace of every test costs about a third of the suite's time; in CI only the retry
    // of a failed test records one (that retry is what a reader of a red run needs).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The site's service worker (docs/installable-app.md) would answer pages from its caches and
    // outlive a test's page; only the specs about it allow it (test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: `node --import tsx tests/fixtures/fake-openai/main.ts ${FAKE_PROVIDER_PORT}`,
      url: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/__control/requests`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node --import tsx tests/fixtures/fake-search/main.ts ${FAKE_SEARCH_PORT}`,
      url: `http://127.0.0.1:${FAKE_SEARCH_PORT}/customsearch/v1?q=health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `node ${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        AI_BASE_URL: `http://127.0.0.1:${FAKE_PROVIDER_PORT}/v1`,
        AI_API_KEY: 'e2e-key',
        AI_TIMEOUT_MS: '3000',
        RATE_LIMIT_PER_MINUTE: '10000',
        FORMS_PER_HOUR: '10000',
        // Parallel tests share one address: quotas and the stream cap are off here (tests/e2e/fair-use.spec.ts runs its own gateway with them on).
        DAILY_GENERATIONS_PER_VISITOR: '0',
        DAILY_OUTPUT_TOKENS_PER_VISITOR: '0',
        DAILY_IMAGES_PER_VISITOR: '0',
        MAX_CONCURRENT_STREAMS_PER_VISITOR: '0',
        // A fresh embedded database for every run.
        DATA_DIR: (process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'))),
        CAPTCHA_SITE_KEY: 'e2e-site-key',
        CAPTCHA_SECRET: 'e2e-secret',
        CAPTCHA_VERIFY_URL: `http://127.0.0.1:${FAKE_SEARCH_PORT}/siteverify`,
        SEARCH_PROVIDER: 'google-cse',
        SEARCH_GOOGLE_PAIRS: 'k1:e1,k2:e2',
        SEARCH_GOOGLE_BASE_URL: `http://127.0.0.1:${FAKE_SEARCH_PORT}/customsearch/v1`,
        IMAGE_BASE_URL: `http://127.0.0.1:${FAKE_SEARCH_PORT}/v1`,
        IMAGE_TIMEOUT_MS: '20000',
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
