import { expect, test } from '@playwright/test';
import { expectPath, gotoHydrated, pathnameOf } from './support/site.ts';

// Routes: /tools redirects to / (replace); any other path redirects to /; unknown tool id.

test.describe('redirects', () => {
  test('/tools redirects to / and replaces the history entry', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await page.goto('/tools');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: /Unleash Your Creativity/ })).toBeVisible();

    // /tools was replaced by /, so one step back is the FAQ page, not /tools (which would bounce to / again).
    await page.goBack();
    await expectPath(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(pathnameOf(page)).toBe('/faq');
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await page.goto('/no/such/page');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: /Unleash Your Creativity/ })).toBeVisible();

    await page.goBack();
    await expectPath(page, '/faq');
  });
});

test('an unknown tool id shows "Tool not found"', async ({ page }) => {
  await gotoHydrated(page, '/tools/not-a-real-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Tool not found' })).toBeVisible();
  expect(pathnameOf(page)).toBe('/tools/not-a-real-tool');
});

for (const width of [390, 1280]) {
  test(`at ${width} px an in-app navigation to /tools/text-to-image lands on /text-to-image, without a page load`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, '/faq');
    // Survives only if the page is not reloaded: the navigation stays inside the app.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.evaluate(() => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }).__reactRouterDataRouter;
      void router.navigate('/tools/text-to-image');
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Text to Image' })).toBeVisible();
    expect(pathnameOf(page)).toBe('/text-to-image');
    await expect(page.getByRole('heading', { name: 'Tool not found' })).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });
}
