import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { MARKDOWN_RESULTS, seedSavedResults } from './support/saved-results-seed.ts';
import { gotoHydrated } from './support/site.ts';

// Not a test: the phone pictures of /history and the home page's category chips in docs/screenshots/
// (corners-*). CORNERS_STAGE=before names them for a build of the code before a change
// (E2E_BUILD_DIR points at it). Only on request: DOCS_SCREENSHOTS=1 npx playwright test tests/e2e/corners-screenshots.spec.ts
test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to refresh docs/screenshots');
test.use({ reducedMotion: 'reduce', viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const stage = process.env.CORNERS_STAGE ?? 'after';
const shot = (name: string) => path.join(dir, `corners-${name}-${stage}.png`);

for (const theme of ['light', 'dark'] as const) {
  test(`/history on a phone, ${theme}`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.goto('/faq');
    await seedSavedResults(page, MARKDOWN_RESULTS);
    await gotoHydrated(page, '/history');
    await page.getByRole('list', { name: 'Saved results' }).getByRole('listitem').first().waitFor();
    await page.screenshot({ path: shot(`history-390-${theme}`), fullPage: true });
  });
}

test('home category chips on a phone, scrolled into the categories', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    const second = document.querySelectorAll('.category-section')[1]!;
    window.scrollTo({ top: second.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' });
  });
  await page.screenshot({ path: shot('home-chips-390') });
});

test('home after Get Started on a phone', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Get Started', exact: true }).click();
  await page.waitForFunction(() => window.scrollY > 0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot('home-get-started-390') });
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false });
  test('home category chips at 1366 px', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const second = document.querySelectorAll('.category-section')[1]!;
      window.scrollTo({ top: second.getBoundingClientRect().top + window.scrollY - 300, behavior: 'instant' });
    });
    await page.screenshot({ path: shot('home-chips-1366') });
  });
});
