import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { startSupabaseStandIn, withLikesConfigured, type SupabaseStandIn } from './support/supabase-stand-in.ts';

// With Supabase configured, the header must fit one row: once, the "Sign in with GitHub" button wrapped the
// nav to two rows at 1024-1536 px and pushed a 390 px page to 420 px, the menu button off-screen.

let standIn: SupabaseStandIn;
test.beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
test.afterAll(async () => {
  await standIn.close();
});

for (const width of [360, 390, 901, 980, 981, 1024, 1280, 1536]) {
  test(`header with likes configured fits one row at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await withLikesConfigured(page, standIn);
    await gotoHydrated(page, '/');
    const signIn = page.getByRole('button', { name: 'Sign in with GitHub' });
    await expect(signIn).toBeVisible();

    // Nothing is wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const header = (await page.locator('.header-inner').boundingBox())!;
    const logo = (await page.locator('.logo').boundingBox())!;
    // One row: the header is as tall as its tallest item, not two rows of links.
    expect(header.height).toBeLessThan(70);
    for (const control of [signIn, page.getByRole('button', { name: 'Dark theme' })]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(4);
    }
    if (width <= 980) {
      // The menu button is fully on screen and works.
      const menu = page.getByRole('button', { name: 'Menu' });
      const box = (await menu.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await menu.click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
    } else {
      // Every nav item on the logo's row.
      for (const item of await page.locator('.nav-list > li').all()) {
        const box = (await item.boundingBox())!;
        expect(Math.abs(box.y + box.height / 2 - (logo.y + logo.height / 2))).toBeLessThan(4);
      }
    }
  });
}
