import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// The tool page's layout shift (CLS 0.6). The prerendered HTML held "Loading…" where
// the form goes and React swapped the form in later, pushing the page down by 826 px.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`tool page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('without JavaScript the prerendered page shows the real form in place', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto('/tools/ai-writer'); // no JavaScript: nothing hydrates
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const form = page.locator('.tool-main form.tool-form');
      await expect(form).toBeVisible();
      await expect(form.getByLabel('Your Request')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
      await context.close();
    });

    test('nothing moves while the page loads and hydrates', async ({ page }) => {
      // Layout shifts are recorded by the browser itself from the first paint on.
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) w.__shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
      await gotoHydrated(page, '/tools/ai-writer');
      await config;
      await page.waitForLoadState('networkidle');
      // Two frames after the last response, so any late layout has been painted and recorded.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
    });

    test('a select spans its field with a definite width, not one measured from its options', async ({ page }) => {
      // With an automatic width Chromium measured the text of all 37 output languages during the
      // page's first layout (about 8 ms of CPU here), though the field decided the width anyway.
      await gotoHydrated(page, '/tools/ai-writer');
      const selects = page.locator('.field:not(.field-inline) > select');
      expect(await selects.count()).toBeGreaterThanOrEqual(2);
      for (const select of await selects.all()) {
        const { width, fieldWidth } = await select.evaluate((el) => ({
          width: el.getBoundingClientRect().width,
          fieldWidth: (el.parentElement as HTMLElement).getBoundingClientRect().width,
        }));
        expect(width).toBeCloseTo(fieldWidth, 0);
        await expect(select).toHaveCSS('min-width', '100%');
      }
    });
  });
}

// Every renderer's tool page: its controls are in the prerendered HTML, with no pending boundary.
for (const [path, control] of [
  ['/tools/ai-writer', 'Your Request'],
  ['/tools/youtube-revenue-calculator', 'Daily views'],
  ['/tools/image-generator', 'Describe your image'],
] as const) {
  test(`prerendered ${path} holds "${control}" in place, not "Loading…"`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain('Loading…');
    expect(html).toContain(`>${control}</label>`);
  });
}
