import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The shared e2e gateway runs with quotas off (parallel tests share one address),
// so this file starts its own gateway, on the same build and fake provider, with
// a daily quota of 10 generations.
const PORT = Number(process.env.E2E_PORT ?? 4173) + 3;
const BASE = `http://127.0.0.1:${PORT}`;
const LIMIT = 10;
let gateway: ChildProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  gateway = spawn(process.execPath, [`${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? 4174}/v1`,
      AI_TIMEOUT_MS: '3000',
      RATE_LIMIT_PER_MINUTE: '10000',
      DAILY_GENERATIONS_PER_VISITOR: String(LIMIT),
      REDIS_URL: '',
      DATABASE_URL: '',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-fair-use-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready once it says it listens.
  await new Promise<void>((resolve, reject) => {
    gateway.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Listening on')) resolve();
    });
    gateway.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
});
test.afterAll(() => {
  gateway?.kill();
});

test('the tool page shows the allowance near Generate once fewer than 20 % remain, and the reset time when none remain', async ({ page, request }) => {
  const config = (await (await request.get(`${BASE}/api/config`)).json()) as { limits: { generationsPerDay: number } };
  expect(config.limits.generationsPerDay).toBe(LIMIT);
  // Use 8 of the 10 generations through the API (the browser is the same visitor: 127.0.0.1).
  for (let i = 0; i < LIMIT - 2; i++) {
    const res = await request.post(`${BASE}/api/generate`, { data: { toolId: 'ai-email-writer', input: `warm-up ${i}` } });
    expect(res.status()).toBe(200);
    await res.body();
  }
  await page.goto(`${BASE}/tools/ai-email-writer`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Generate', exact: true }) });
  const allowance = form.locator('.allowance-line');
  await page.getByLabel('Your Request').fill('A short note to the team');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(allowance).toHaveText(`1 of ${LIMIT} free generations left today`);
  fs.mkdirSync('docs/screenshots', { recursive: true });
  await form.screenshot({ path: 'docs/screenshots/allowance-line.png' });

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(allowance).toHaveText(new RegExp(`^You have used today's ${LIMIT} free generations\\. More are available from .+\\.$`));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(`You have used today's ${LIMIT} free generations. They reset at 00:00 UTC`);
  await form.screenshot({ path: 'docs/screenshots/allowance-exhausted.png' });
});
