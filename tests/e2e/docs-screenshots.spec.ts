import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { startSupabaseStandIn, withLikesConfigured, type SupabaseStandIn } from './support/supabase-stand-in.ts';

// Not a test: writes the pictures in docs/screenshots/ that show issue 18's layout fixes.
//   npm run build && DOCS_SCREENSHOTS=1 npx playwright test tests/e2e/docs-screenshots.spec.ts
test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to refresh docs/screenshots');
test.use({ reducedMotion: 'reduce' });

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
let standIn: SupabaseStandIn;
test.beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
test.afterAll(async () => {
  await standIn.close();
});

test('mobile menu with SEO Tools open, 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SEO Tools' }).click();
  await page.screenshot({ path: path.join(dir, 'mobile-menu-390.png') });
});

for (const width of [390, 1280]) {
  test(`header with likes configured, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 600 });
    await withLikesConfigured(page, standIn);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
    await page.screenshot({ path: path.join(dir, `header-likes-${width}.png`) });
  });

  test(`dark theme category colours, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/');
    // The boundary between the first two categories, mid-screen.
    await page.evaluate(() => {
      const second = document.querySelectorAll('.category-section')[1]!;
      window.scrollTo({ top: second.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2, behavior: 'instant' });
    });
    await page.screenshot({ path: path.join(dir, `dark-categories-${width}.png`) });
  });
}

test('dark theme, all 13 category colours at a glance (1280 px, zoomed out)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    document.documentElement.style.zoom = '0.17';
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.screenshot({ path: path.join(dir, 'dark-categories-overview.png') });
});
