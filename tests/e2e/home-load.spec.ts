import { expect, test } from '@playwright/test';
import { expectPath, gotoHydrated } from './support/site.ts';

// What the home page leaves out of its load (the Lighthouse gate's Total Blocking Time)
// without the visitor losing anything: the hero's decoration starts moving once the page is idle
// after hydration, and the 107 cards are plain links that still navigate inside the app.

const drifting = () => document.getAnimations().filter((a) => (a as CSSAnimation).animationName === 'drift').length;

test.describe('hero decoration', () => {
  test('stays still until the page has hydrated, then the 20 particles drift and the caret blinks', async ({ page }) => {
    // Hold back the JavaScript: the page as it is between its first paint and hydration.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('.hero-title')).toBeVisible();
    await page.waitForTimeout(500);
    expect(await page.evaluate(drifting)).toBe(0);
    await expect(page.locator('.typing-caret')).toHaveCSS('animation-name', 'none');

    await page.unrouteAll();
    await gotoHydrated(page, '/');
    await expect.poll(() => page.evaluate(drifting)).toBe(20);
    await expect(page.locator('.typing-caret')).toHaveCSS('animation-name', 'blink');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('moves at once', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('.particle').first()).toHaveCSS('animation-name', 'drift');
      await expect(page.locator('.typing-caret')).toHaveCSS('animation-name', 'blink');
    });
  });
});

test.describe('tool cards', () => {
  test('a click opens the tool inside the app, without a page load', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Survives only if the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await page.locator('a.tool-card[href="/tools/slogan-generator"]').first().click();
    await expectPath(page, '/tools/slogan-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Slogan Generator' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a click with a modifier is left to the browser (a new tab here)', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.locator('a.tool-card[href="/tools/slogan-generator"]').first().click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect.poll(() => new URL(opened.url()).pathname).toBe('/tools/slogan-generator');
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('cards below the fold are revealed as they scroll into view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/');
    const last = page.locator('.category-section').last().locator('a.tool-card').last();
    await expect(last).toHaveAttribute('data-visible', 'false');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-visible', 'true');
  });
});

test('before the stylesheet arrives, the categories are already laid out only near the viewport', async ({ page }) => {
  // Chromium may lay the page out while its stylesheet is still loading (nothing is painted
  // until it has come): the 13 categories' 1,300 elements are left out of that layout too.
  await page.route('**/assets/*.css', (route) => route.abort());
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  const sections = page.locator('section.category-section');
  await expect(sections).toHaveCount(13);
  await expect(sections.first()).toHaveCSS('content-visibility', 'auto');
  await expect(sections.last()).toHaveCSS('content-visibility', 'auto');
  // Far below the fold, the last category's cards are skipped.
  expect(await sections.last().locator('a.tool-card').first().evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }))).toBe(false);
});
