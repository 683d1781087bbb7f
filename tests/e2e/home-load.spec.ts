import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// What the home page leaves out of its load (the Lighthouse gate's Total Blocking Time, issue 18)
// without the visitor losing anything: the hero's decoration starts moving once the page is idle
// after hydration.

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
