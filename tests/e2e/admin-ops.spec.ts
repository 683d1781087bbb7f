import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { freePorts } from '../support/free-ports.ts';
import { gotoHydrated } from './support/site.ts';
import { listening } from './support/quota-gateway.ts';

// The console's operations pages on the built gateway: a generation from the fake provider shows
// in the dashboard; a tool switched off in the console is refused by its page and its API. With
// TEST_DATABASE_URL two gateways share one PostgreSQL database (their own, by name) and the tool is
// refused on the second; without it one gateway on an embedded database plays both parts.

const TOKEN = 'e2e-admin-token-for-the-console';
const TOOL = { id: 'ai-email-writer', title: 'AI Email Writer' };
const REASON = 'Paused for maintenance until this evening.';
const [PORT_A, PORT_B] = freePorts(2);
const A = `http://127.0.0.1:${PORT_A}`;
const sharedUrl = process.env.TEST_DATABASE_URL ? Object.assign(new URL(process.env.TEST_DATABASE_URL), {}) : null;
if (sharedUrl) sharedUrl.pathname = `${sharedUrl.pathname}_admin_ops_e2e`;
const B = sharedUrl ? `http://127.0.0.1:${PORT_B}` : A;
const gateways: ChildProcess[] = [];

async function startGateway(port: number | undefined, database: Record<string, string>): Promise<void> {
  const gateway = spawn(process.execPath, [`${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`], {
    env: {
      ...process.env,
      PORT: String(port ?? 0),
      HOST: '127.0.0.1',
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? 4174}/v1`,
      AI_TIMEOUT_MS: '3000',
      RATE_LIMIT_PER_MINUTE: '10000',
      DAILY_GENERATIONS_PER_VISITOR: '0',
      ADMIN_TOKEN: TOKEN,
      AI_MODEL: 'test-model',
      // Dear prices, so the spend of a few test generations shows in cents.
      MODEL_PRICES: 'test-model=200/600',
      DAILY_BUDGET_USD: '5',
      REDIS_URL: '',
      ...database,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  gateways.push(gateway);
  await listening(gateway);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (!sharedUrl) return startGateway(PORT_A, { DATABASE_URL: '', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-ops-')) });
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${sharedUrl.pathname.slice(1)}" WITH (FORCE)`);
  await client.query(`CREATE DATABASE "${sharedUrl.pathname.slice(1)}"`);
  await client.end();
  // One after the other: the second finds the migrations applied.
  await startGateway(PORT_A, { DATABASE_URL: sharedUrl.href });
  await startGateway(PORT_B, { DATABASE_URL: sharedUrl.href });
});
test.afterAll(() => {
  for (const g of gateways) g.kill();
});

async function signIn(page: Page, url: string): Promise<void> {
  await gotoHydrated(page, url);
  await page.getByLabel('Admin token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function expectAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a generation shows in the dashboard, whose figures come before its chart', async ({ page, request }) => {
  // Two gateways and a built site on a shared machine: more than the default 30 s at times.
  test.setTimeout(60_000);
  const res = await request.post(`${A}/api/generate`, { data: { toolId: TOOL.id, input: 'A note for the dashboard' } });
  expect(res.status()).toBe(200);
  await res.body();
  await signIn(page, `${A}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const generations = page.locator('.admin-figure', { hasText: 'Generations' }).locator('dd');
  await expect(generations).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByRole('table', { name: 'Per tool' }).getByRole('rowheader', { name: TOOL.id })).toBeVisible();
  await expect(page.locator('.admin-chart canvas')).toBeVisible();
  await expect(page.getByRole('meter')).toBeVisible();
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  await expectAxeClean(page);
  await page.getByRole('button', { name: '7 days' }).click();
  await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
  if (process.env.DOCS_SCREENSHOTS) {
    await page.getByRole('button', { name: 'Today' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.locator('.admin-chart canvas')).toBeVisible();
    await page.screenshot({ path: 'docs/screenshots/admin-dashboard-1280.png', fullPage: true });
  }
});

test('a tool switched off in the console is refused by its page and its API (on the other instance too)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, `${A}/admin/tools`);
  await page.getByLabel('Find a tool').fill(TOOL.id);
  const row = page.getByRole('row', { name: new RegExp(TOOL.title) });
  await row.getByLabel('Switched off').check();
  await row.getByLabel('Reason shown to visitors').fill(REASON);
  await row.getByRole('button', { name: 'Save' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved: switched off.');
  await expectAxeClean(page);

  // Every instance enforces it within 5 s.
  await expect
    .poll(async () => (await request.post(`${B}/api/generate`, { data: { toolId: TOOL.id, input: 'hello' } })).status(), { timeout: 5_000 })
    .toBe(503);
  const refused = await request.post(`${B}/api/generate`, { data: { toolId: TOOL.id, input: 'hello' } });
  expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({ code: 'tool_disabled', message: expect.stringContaining(REASON) });

  // The prerendered page and the sitemap stay as they are: the page learns it at run time.
  expect(await (await request.get(`${B}/tools/${TOOL.id}`)).text()).toContain('Generate');
  expect(await (await request.get(`${B}/sitemap.xml`)).text()).toContain(`/tools/${TOOL.id}`);
  expect(await (await request.get(`${B}/sitemap.xml`)).text()).not.toContain('/admin');
  await gotoHydrated(page, `${B}/tools/${TOOL.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'switched off for now' })).toContainText(REASON);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toHaveCount(0);
  if (process.env.DOCS_SCREENSHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'docs/screenshots/admin-tool-disabled-1280.png' });
  }

  // Switched on again (still signed in: the token is kept for the tab), the tool answers once more.
  await gotoHydrated(page, `${A}/admin/tools`);
  await page.getByLabel('Find a tool').fill(TOOL.id);
  const again = page.getByRole('row', { name: new RegExp(TOOL.title) });
  await again.getByLabel('Switched off').uncheck();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByRole('status')).toHaveText('Saved: on.');
  await expect.poll(async () => (await (await request.get(`${B}/api/config`)).json()).disabledTools, { timeout: 5_000 }).toEqual({});
});
