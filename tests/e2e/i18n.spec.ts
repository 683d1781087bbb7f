import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// The localized site: html lang and dir, the language menu leading to the same page in another
// language (remembered), the banner that offers the visitor's language (never a redirect), and
// axe on a left-to-right and a right-to-left page.

test('/es/ is Spanish and /ar/ is Arabic, right to left', async ({ page }) => {
  await gotoHydrated(page, '/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
  await gotoHydrated(page, '/ar/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('the footer language menu leads to the same page in another language, from the keyboard, and remembers it', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const menu = page.locator('footer .language-switcher');
  await menu.locator('summary').focus();
  await page.keyboard.press('Enter');
  await menu.getByRole('link', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('preferred-locale'))).toBe('de');
});

test.describe('with a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('an English page stays English and offers Spanish in a dismissible banner', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await expect(page).toHaveURL(/\/faq$/);
    const banner = page.getByRole('complementary', { name: 'Language' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es/faq');
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
    await gotoHydrated(page, '/about');
    await expect(page.getByRole('complementary', { name: 'Language' })).toHaveCount(0);
  });
});

for (const path of ['/es/', '/ar/']) {
  test(`${path} has no serious or critical axe violation`, async ({ page }) => {
    // The home lists every tool: axe reads a few thousand nodes, slow on a busy 2-core machine.
    test.setTimeout(120_000);
    await gotoHydrated(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}
