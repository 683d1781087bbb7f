import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { marker, requestsMentioning } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// "Copy form link": the tool's form (request, fields, output controls, context) carried in the URL's
// fragment. Opening the link fills the form after hydration and never generates; a value the tool does
// not accept is left out and named.

const TOOL = '/tools/ad-copy';

// Several page loads, a stream and axe runs each: more than the default 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 120_000 });

/** Every /api/generate request the page makes from now on. */
function generateRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/generate')) seen.push(r.url());
  });
  return seen;
}

test('a copied form link opens the tool with the same form filled, generating nothing', async ({ page, browser, context, request }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const m = marker('form-link');
  await gotoHydrated(page, TOOL);
  await expect(page.locator('.controls-row[data-restored]')).toBeAttached();
  await page.getByLabel('Product or service').fill('FitBox lamp');
  await page.getByLabel('Platform').selectOption('LinkedIn');
  await page.getByLabel('Target audience').fill('night owls');
  await page.getByLabel('Anything else (optional)').fill(`Mention the warranty ${m}`);
  await page.getByLabel('Tone').selectOption('formal');
  await page.getByLabel('Length').selectOption('short');
  const button = page.getByRole('button', { name: 'Copy form link' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Form link copied' })).toBeVisible();
  const url = await page.getByLabel(/^Form link/).inputValue();
  expect(url).toMatch(/\/tools\/ad-copy#form=/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A fresh browser (nothing remembered on this device) opens the link.
  const other = await browser.newContext();
  const opened = await other.newPage();
  const generated = generateRequests(opened);
  await gotoHydrated(opened, url);
  await expect(opened.getByText('The form was filled from a link. Nothing is generated until you press Generate.')).toBeVisible({ timeout: 20_000 });
  await expect(opened.getByLabel('Product or service')).toHaveValue('FitBox lamp');
  await expect(opened.getByLabel('Platform')).toHaveValue('LinkedIn');
  await expect(opened.getByLabel('Target audience')).toHaveValue('night owls');
  await expect(opened.getByLabel('Anything else (optional)')).toHaveValue(`Mention the warranty ${m}`);
  await expect(opened.getByLabel('Tone')).toHaveValue('formal');
  await expect(opened.getByLabel('Length')).toHaveValue('short');
  await opened.waitForTimeout(1000);
  expect(generated).toEqual([]);
  expect(await requestsMentioning(request, m)).toEqual([]);
  const axe = await new AxeBuilder({ page: opened }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await other.close();
});

test('a bad link fills what is valid and says what was left out', async ({ page }) => {
  const wire = { v: 1, i: 'Keep this request', c: 'academic', f: { product: 'x'.repeat(151), platform: 'MySpace', audience: 'students', ghost: 'boo' }, o: { tone: 'formal', length: 'enormous' } };
  const generated = generateRequests(page);
  await gotoHydrated(page, `${TOOL}#form=${LZString.compressToEncodedURIComponent(JSON.stringify(wire))}`);
  const notice = page.locator('.form-link-notice');
  await expect(notice).toContainText('The form was filled from a link.', { timeout: 20_000 });
  await expect(notice).toContainText('Left out because this tool does not accept them: Context, Product or service, Platform, ghost, and Length.');
  await expect(page.getByLabel('Anything else (optional)')).toHaveValue('Keep this request');
  await expect(page.getByLabel('Target audience')).toHaveValue('students');
  await expect(page.getByLabel('Product or service')).toHaveValue('');
  await expect(page.getByLabel('Tone')).toHaveValue('formal');
  expect(generated).toEqual([]);
});

test('the context travels too; the link code loads only with a form link or on Copy', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/form-link-io/.test(r.url())) chunks.push(r.url());
  });
  await gotoHydrated(page, '/tools/ai-writer');
  await page.waitForTimeout(500);
  expect(chunks).toEqual([]);
  await page.getByRole('combobox', { name: 'Context', exact: true }).selectOption('academic');
  await page.getByLabel('Your Request').fill('An essay on tides');
  await page.getByRole('button', { name: 'Copy form link' }).click();
  const url = await page.getByLabel(/^Form link/).inputValue();
  expect(chunks).toHaveLength(1);
  await page.goto('/');
  await gotoHydrated(page, url);
  await expect(page.getByRole('combobox', { name: 'Context', exact: true })).toHaveValue('academic');
  await expect(page.getByLabel('Your Request')).toHaveValue('An essay on tides');
});
