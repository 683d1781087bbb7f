import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { freePorts } from '../support/free-ports.ts';

// The operator's console in a real browser, on its own gateway (the shared one runs without
// ADMIN_TOKEN, which is also checked here: the console does not exist there).
const [PORT] = freePorts(1);
const BASE = `http://127.0.0.1:${PORT}`;
const TOKEN = 'e2e-admin-token-0123456789abcdef';
const SCREENSHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
let gateway: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Start-up opens the embedded database and runs its migrations: slow on a busy machine.
  test.setTimeout(120_000);
  const child = spawn(process.execPath, [`${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      ADMIN_TOKEN: TOKEN,
      RATE_LIMIT_PER_MINUTE: '10000',
      FORMS_PER_HOUR: '10000',
      REDIS_URL: '',
      DATABASE_URL: '',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  gateway = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('"msg":"listening"') && resolve());
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
  const send = (type: string, fields: Record<string, string>) => fetch(`${BASE}/api/forms/${type}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(fields) });
  for (const answer of [
    await send('contact', { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'support', message: 'The export button does nothing on my phone.' }),
    await send('suggestion', { name: 'Grace', email: 'grace@example.com', 'tool-name': 'Haiku writer', description: 'Writes haiku.', category: 'creative', features: 'Syllable count' }),
    await send('bug', { page: '/tools/ai-writer', happened: '=HYPERLINK("http://evil.example")', expected: 'A result', email: 'alan@example.com' }),
  ]) {
    expect(answer.status).toBe(201);
  }
});

test.afterAll(() => {
  gateway?.kill('SIGTERM');
});

/** No serious or critical axe violation on the page as it is now. */
async function expectAxeClean(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), what).toEqual([]);
}

test('the console does not exist on a gateway without ADMIN_TOKEN', async ({ request }) => {
  expect((await request.get('/admin')).status()).toBe(404);
  expect((await request.post('/api/admin/sign-in', { data: { token: TOKEN } })).status()).toBe(404);
});

test('sign in, handle a form, export CSV, sign out, and the old session is refused', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const answer = await page.goto(`${BASE}/admin`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"][content="noindex, nofollow"]').first()).toBeAttached();

  await expect(page.getByRole('heading', { name: 'Operator console' })).toBeVisible();
  await expectAxeClean(page, 'sign-in form');
  await page.getByLabel('Admin token').fill('not-the-token');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not right');
  await page.getByLabel('Admin token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Inbox' })).toContainText('3');
  await expectAxeClean(page, 'dashboard');
  await nav.getByRole('link', { name: 'Tools' }).click();
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await expectAxeClean(page, 'tools');

  await nav.getByRole('link', { name: 'Inbox' }).click();
  await expect(page.getByRole('heading', { name: 'Forms inbox' })).toBeVisible();
  const items = page.locator('.inbox-item');
  await expect(items).toHaveCount(3);
  await expect(items.first()).toContainText('Bug report'); // newest first
  await expectAxeClean(page, 'inbox');
  if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-inbox-1280.png'), fullPage: true });

  // Handle the contact message: the badge drops to 2, the status filter finds it.
  const contact = items.filter({ hasText: 'Contact message' });
  await contact.getByRole('button', { name: 'Mark handled' }).click();
  await expect(contact.locator('.inbox-status')).toHaveText('handled');
  await expect(nav.getByRole('link', { name: 'Inbox' })).toContainText('2');
  await page.getByLabel('Status').selectOption('handled');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Ada Lovelace');
  await page.getByLabel('Status').selectOption('');
  await page.getByLabel('Search').fill('haiku');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Grace');
  await page.getByLabel('Search').fill('');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(items).toHaveCount(3);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('forms-inbox.csv');
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^id,type,status,created_at,forwarded_at,/);
  expect(csv).toContain(`'=HYPERLINK`);
  expect(csv).toContain('handled');
  if (process.env.DOCS_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, 'admin-inbox-handled-1280.png'), fullPage: true });

  const cookies = await page.context().cookies(`${BASE}/api/admin/session`);
  const session = cookies.find((c) => c.name === 'admin_session');
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You are signed out.' })).toBeVisible();
  // The cookie as it was before signing out is refused: the session is gone on the server.
  const replay = await fetch(`${BASE}/api/admin/inbox`, { headers: { Cookie: `admin_session=${session!.value}` } });
  expect(replay.status).toBe(401);
  expect(errors).toEqual([]);
});
