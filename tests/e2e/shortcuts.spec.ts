import { expect, test, type Page } from '@playwright/test';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Keyboard first: every shortcut, and shortcuts ignored while typing (except Ctrl+Enter, Esc).

const request = (page: Page) => page.getByLabel('Your Request');
const generateButton = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });

test('Ctrl+Enter generates from anywhere on the page, and the hint is beside Generate', async ({ page, request: api }) => {
  const m = marker('ctrlenter');
  await whenAsked(api, m, { kind: 'reply', chunks: ['Done.'] });
  await gotoHydrated(page, '/tools/ai-email-writer');
  await expect(page.locator('.shortcut-hint')).toContainText('Enter');
  await request(page).fill(`Ask ${m}`);
  await page.locator('h1').click(); // focus leaves the text field
  await page.keyboard.press('Control+Enter');
  await expect(page.locator('.tool-result')).toContainText('Done.');
  expect(await requestsWith(api, m)).toHaveLength(1);
});

test('Esc stops a generation, even from the request field', async ({ page, request: api }) => {
  const m = marker('esc');
  await whenAsked(api, m, { kind: 'reply', chunks: ['Partial ', ...Array.from({ length: 40 }, () => 'more ')], delayMs: 300 });
  await gotoHydrated(page, '/tools/ai-email-writer');
  await request(page).fill(`Ask ${m}`);
  await request(page).press('Control+Enter');
  await expect(page.locator('.tool-result')).toContainText('Partial');
  await request(page).press('Escape');
  await expect(page.getByRole('alert')).toHaveText('Generation stopped by user');
});

test('Alt+R regenerates and Ctrl+Shift+C copies, but not while typing in a field', async ({ page, context, request: api }) => {
  const m = marker('altr');
  await whenAsked(api, m, { kind: 'reply', chunks: ['Copy me.'] });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/tools/ai-email-writer');
  await request(page).fill(`Ask ${m}`);
  await generateButton(page).click();
  await expect(page.locator('.tool-result')).toContainText('Copy me.');
  await expect(generateButton(page)).toBeVisible();

  // In the text field: ignored.
  await request(page).press('Alt+KeyR');
  await request(page).press('Control+Shift+KeyC');
  expect(await requestsWith(api, m)).toHaveLength(1);

  await page.locator('h1').click();
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await page.keyboard.press('Control+Shift+KeyC');
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('Copy me.');

  await page.keyboard.press('Alt+KeyR');
  await expect.poll(() => requestsWith(api, m).then((r) => r.length)).toBe(2);
});

test('? opens an accessible shortcuts dialog, Esc closes it; typing ? in a field does not', async ({ page }) => {
  await gotoHydrated(page, '/tools/ai-email-writer');
  await request(page).press('Shift+Slash');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.locator('h1').click();
  await page.keyboard.press('Shift+Slash');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(7);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test("/ focuses the home search", async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.keyboard.press('/');
  await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeFocused();
});
