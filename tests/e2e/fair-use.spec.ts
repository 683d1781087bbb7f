import type { ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { freePorts } from '../support/free-ports.ts';
import { stubTurnstile } from './title-search-support/turnstile-stub.ts';
import { startQuotaGateway } from './support/quota-gateway.ts';

// The shared e2e gateway runs with quotas off (parallel tests share one address),
// so this file starts its own gateway, on the same build and fake provider, with
// a daily quota of 10 generations.
// Free ports, picked when the file starts, like the shared gateway's.
const [PORT, CHALLENGE_PORT] = freePorts(2);
const BASE = `http://127.0.0.1:${PORT}`;
const CHALLENGE_BASE = `http://127.0.0.1:${CHALLENGE_PORT}`;
const LIMIT = 10;
const gateways: ChildProcess[] = [];

/** The built gateway on `port` with the given fair-use settings; resolves once it listens. */
async function startGateway(port: number | undefined, env: Record<string, string>): Promise<void> {
  gateways.push(await startQuotaGateway(port ?? 0, env));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // Two gateways open their databases and apply migrations: slow on a busy CI machine.
  test.setTimeout(120_000);
  await Promise.all([
    startGateway(PORT, { DAILY_GENERATIONS_PER_VISITOR: String(LIMIT) }),
    startGateway(CHALLENGE_PORT, {
      DAILY_GENERATIONS_PER_VISITOR: '0',
      CHALLENGE_AFTER: '1',
      CAPTCHA_SITE_KEY: 'e2e-site-key',
      CAPTCHA_SECRET: 'e2e-secret',
      CAPTCHA_VERIFY_URL: `http://127.0.0.1:${process.env.E2E_FAKE_SEARCH_PORT ?? 4175}/siteverify`,
    }),
  ]);
});
test.afterAll(() => {
  for (const g of gateways) g.kill();
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
  await gotoHydrated(page, `${BASE}/tools/ai-email-writer`);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Generate', exact: true }) });
  const allowance = form.locator('.allowance-line');
  await page.getByLabel('Your Request').fill('A short note to the team');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(allowance).toHaveText(`1 of ${LIMIT} free generations left today`);
  // Documentation pictures only on request (npm run docs:screenshots): a test never rewrites a tracked file.
  const screenshots = Boolean(process.env.DOCS_SCREENSHOTS);
  if (screenshots) await form.screenshot({ path: 'docs/screenshots/allowance-line.png' });

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(allowance).toHaveText(new RegExp(`^You have used today's ${LIMIT} free generations\\. More are available from .+\\.$`));
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(`You have used today's ${LIMIT} free generations. They reset at 00:00 UTC`);
  if (screenshots) await form.screenshot({ path: 'docs/screenshots/allowance-exhausted.png' });
});

test('after CHALLENGE_AFTER generations the page shows the Turnstile widget inline only when asked, then runs the request', async ({ page, request }) => {
  await stubTurnstile(page);
  const m = marker('challenge');
  await whenAsked(request, m, { kind: 'reply', chunks: ['Verified ', 'and generated.'] });
  await gotoHydrated(page, `${CHALLENGE_BASE}/tools/ai-email-writer`);
  await page.getByLabel('Your Request').fill('First request');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.locator('.tool-result .markdown')).toContainText('Hello from the fake provider.');
  await expect(page.getByTestId('turnstile-stub')).toHaveCount(0);

  // The stub widget issues its token at once, so it may be gone before a check could see it: record its appearance in the page.
  await page.evaluate(() => {
    const w = window as unknown as { __sawWidget: boolean };
    w.__sawWidget = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="turnstile-stub"]')) w.__sawWidget = true;
    }).observe(document.body, { subtree: true, childList: true });
  });
  await page.getByLabel('Your Request').fill(`Second request ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  // The gateway asks; the (stubbed) widget appears, issues a token and the request runs with it.
  await expect(page.locator('.tool-result .markdown')).toHaveText('Verified and generated.');
  expect(await page.evaluate(() => (window as unknown as { __sawWidget: boolean }).__sawWidget)).toBe(true);
  expect(await requestsWith(request, m)).toHaveLength(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('turnstile-stub')).toHaveCount(0);
});
