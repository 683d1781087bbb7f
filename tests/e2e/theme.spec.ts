import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// Theme: light or dark, default light, applied as a data attribute on the page and
// saved locally (values light and dark). A saved dark theme must never flash light.

interface ThemeProbe {
  /** data-theme at the moment the parser inserted <body>, before the first paint. */
  atBody: string | null;
  /** document.readyState then: 'loading' proves the deferred app modules had not run yet. */
  readyState: DocumentReadyState;
}

test.describe('theme', () => {
  test('defaults to light with empty storage', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('the toggle switches to dark, which survives a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Dark theme' });
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await gotoHydrated(page, '/faq');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // And back to light.
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a saved dark theme is applied before the first paint (no flash of light)', async ({ page }) => {
    // How this is measured: an init script runs in every new document before any of the page's
    // own scripts. It watches the document with a MutationObserver and records data-theme the
    // moment the parser inserts <body>. Mutation callbacks are delivered at the microtask
    // checkpoint after the inline <head> script and before the parser goes on, and always before
    // the deferred module scripts (the app bundle) run, so the value seen is what the browser
    // paints first; React cannot have touched the attribute yet. (Reading the attribute at
    // DOMContentLoaded would be too late: module scripts run before that event.)
    await page.addInitScript(() => {
      const w = window as unknown as { __themeProbe?: ThemeProbe };
      const observer = new MutationObserver(() => {
        if (document.body && !w.__themeProbe) {
          w.__themeProbe = { atBody: document.documentElement.getAttribute('data-theme'), readyState: document.readyState };
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });

    // Save the dark theme as a visitor would: with the toggle.
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    for (const url of ['/', '/tools/ai-writer', '/faq']) {
      await page.goto(url);
      const probe = await page.evaluate(() => (window as unknown as { __themeProbe?: ThemeProbe }).__themeProbe);
      expect(probe, `probe recorded on ${url}`).toBeDefined();
      expect(probe?.atBody, `data-theme when <body> is parsed on ${url}`).toBe('dark');
      // Still parsing: module scripts (the React app) only run once parsing has finished.
      expect(probe?.readyState).toBe('loading');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
  });

  test('with empty storage the first paint is light', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __atBody?: string | null };
      const observer = new MutationObserver(() => {
        if (document.body && w.__atBody === undefined) {
          w.__atBody = document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { __atBody?: string | null }).__atBody)).toBe('light');
  });
});
