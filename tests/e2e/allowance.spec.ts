import type { ChildProcess } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { startQuotaGateway } from './support/quota-gateway.ts';
import { freePorts } from '../support/free-ports.ts';

// The allowance as a visitor meets it, each test on a gateway of its own with a daily quota of 10
// (the browser and the API calls are one visitor: 127.0.0.1).
const LIMIT = 10;
const ports = freePorts(5);
const base = (i: number) => `http://127.0.0.1:${ports[i]}`;
const gateways: ChildProcess[] = [];

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(120_000);
  gateways.push(...(await Promise.all(ports.map((port) => startQuotaGateway(port!, { DAILY_GENERATIONS_PER_VISITOR: String(LIMIT) })))));
});
test.afterAll(() => {
  for (const g of gateways) g.kill();
});

/** Uses `n` generations through the API, as another tab of the same visitor would. */
async function use(request: APIRequestContext, url: string, n: number, input = 'warm-up'): Promise<void> {
  for (let i = 0; i < n; i++) {
    const res = await request.post(`${url}/api/generate`, { data: { toolId: 'ai-email-writer', input } });
    expect(res.status()).toBe(200);
    await res.body();
  }
}

const form = (page: Page) => page.locator('form.tool-form');
const line = (page: Page) => form(page).locator('.allowance-line');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true }).click();

test('on load the line says nothing before any generation today, then quietly how many are left, plainly at 10 % to 20 %', async ({ page, request }) => {
  await gotoHydrated(page, `${base(0)}/tools/ai-email-writer`);
  // The page has asked the gateway (on idle) and there is nothing to say.
  await expect.poll(async () => (await request.get(`${base(0)}/api/allowance`)).status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(form(page).locator('.allowance')).toHaveCount(0);

  await use(request, base(0), 1);
  await gotoHydrated(page, `${base(0)}/tools/ai-email-writer`);
  await expect(line(page)).toHaveText(`9 of ${LIMIT} free generations left today`);
  await expect(form(page).locator('.allowance-quiet')).toBeVisible();
  await expect(line(page)).not.toHaveAttribute('role');

  await use(request, base(0), 7);
  await gotoHydrated(page, `${base(0)}/tools/ai-email-writer`);
  await expect(line(page)).toHaveText(`2 of ${LIMIT} free generations left today`);
  await expect(form(page).locator('.allowance-low')).toBeVisible();
  await expect(line(page)).toHaveAttribute('role', 'status');
});

test('three versions with two left: the line says so and offers two, which then run', async ({ page, request }) => {
  await use(request, base(1), LIMIT - 2);
  await gotoHydrated(page, `${base(1)}/tools/ai-email-writer`);
  const m = marker('offer');
  await page.getByLabel('Your Request').fill(`A short note to the team ${m}`);
  await page.getByLabel('Versions', { exact: true }).selectOption('3');
  await expect(line(page)).toHaveText('3 versions need 3 generations, and you have 2 left today.');
  await page.getByRole('button', { name: 'Generate 2 versions' }).click();
  await expect(page.getByLabel('Versions', { exact: true })).toHaveValue('2');
  await expect.poll(async () => (await requestsWith(request, m)).length).toBe(2);
  await expect(line(page)).toHaveText(new RegExp(`^You have used today's ${LIMIT} free generations\\. More are available from .+\\.$`));
});

test('when another tab used them first, the refusal is the one message, beside Generate, with the offer', async ({ page, request }) => {
  await use(request, base(2), LIMIT - 3);
  await gotoHydrated(page, `${base(2)}/tools/ai-email-writer`);
  await page.getByLabel('Your Request').fill('A short note to the team');
  await page.getByLabel('Versions', { exact: true }).selectOption('3');
  await expect(line(page)).toHaveText(`3 of ${LIMIT} free generations left today`);
  await use(request, base(2), 1);
  await generate(page);
  await expect(line(page)).toHaveText('3 versions need 3 generations, and you have 2 left today.');
  await expect(line(page)).toHaveAttribute('role', 'alert');
  await expect(page.locator('.error-box')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate 2 versions' })).toBeVisible();

  // Used up: one message says so, not two differently worded ones.
  await use(request, base(2), 2);
  await page.getByLabel('Versions', { exact: true }).selectOption('1');
  await generate(page);
  await expect(line(page)).toContainText(`You have used today's ${LIMIT} free generations. They reset at 00:00 UTC`);
  // Said once: by the allowance line, neither by an error box nor again by the page's live region.
  await expect(page.getByText(/You have used today's/)).toHaveCount(1);
  await expect(page.locator('.error-box')).toHaveCount(0);
});

test('a generation the provider fails does not use one up', async ({ page, request }) => {
  await use(request, base(3), LIMIT - 2);
  await gotoHydrated(page, `${base(3)}/tools/ai-email-writer`);
  await expect(line(page)).toHaveText(`2 of ${LIMIT} free generations left today`);
  const m = marker('refund');
  await whenAsked(request, m, { kind: 'status', status: 401 });
  await page.getByLabel('Your Request').fill(`A short note ${m}`);
  await generate(page);
  await expect(page.getByRole('alert')).toContainText('Invalid API key. Please check your API key and try again.');
  // The plain-language line under the specification's message.
  await expect(page.getByRole('alert')).toContainText('This site cannot reach its AI service right now. It is not a problem with your request: please try again later.');
  // Read again once the page is idle after the request: on a loaded machine that can take a few seconds.
  await expect(line(page)).toHaveText(`2 of ${LIMIT} free generations left today`, { timeout: 15_000 });
});

test("the AI Text Editor shows the quota's own message when the day's generations are used up", async ({ page, request }) => {
  await use(request, base(4), LIMIT);
  await gotoHydrated(page, `${base(4)}/ai-text-editor`);
  await page.getByRole('textbox', { name: 'Text to improve' }).click();
  await page.keyboard.type('Their is a mistake in this sentense.');
  await page.getByRole('button', { name: 'Improve Text' }).click();
  await expect(page.getByRole('alert')).toContainText(`You have used today's ${LIMIT} free generations. They reset at 00:00 UTC`);
});
