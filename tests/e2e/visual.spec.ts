import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';
import { stubTurnstile } from './title-search-support/turnstile-stub.ts';

// Visual regression: the first screen of the main pages at a phone's and a desktop's
// width, in both themes. Baselines live in visual.spec.ts-snapshots/ (Debian's Chromium and its
// fonts); refresh them after an intended change with
//   npm run build && npx playwright test tests/e2e/visual.spec.ts --update-snapshots
// Animations are frozen (reduced motion, and Playwright stops CSS animations), the caret is
// hidden, and every answer comes from the fake provider and search, so the data is fixed. The
// comparison allows a little anti-aliasing noise per pixel and in area.

const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, threshold: 0.25 } as const;

/** Scrolls so the element's top sits 40% down the window: the same picture whatever scrolled before. */
async function scrollToShow(page: Page, selector: string): Promise<void> {
  await page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.4, behavior: 'instant' });
  }, selector);
}

async function ask(page: Page, text: string): Promise<void> {
  await page.getByLabel('Your Request').fill(text);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

for (const theme of ['light', 'dark'] as const) {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`${theme}, ${viewport.width} px`, () => {
      test.use({ viewport, reducedMotion: 'reduce' });
      test.beforeEach(async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      });
      const name = (page: string) => `${page}-${theme}-${viewport.width}.png`;

      for (const [page, path] of [
        ['home', '/'],
        ['editor', '/ai-text-editor'],
        ['faq', '/faq'],
        ['suggest', '/tools-suggest'],
        // Right to left: the Arabic pages mirror the layout (sidebar, menus, arrows).
        ['ar-home', '/ar/'],
        ['ar-tool', '/ar/tools/ai-writer'],
        ['ar-editor', '/ar/ai-text-editor'],
      ] as const) {
        test(page, async ({ page: p }) => {
          await gotoHydrated(p, path);
          await expect(p).toHaveScreenshot(name(page), SHOT);
        });
      }

      test('tool page mid-stream', async ({ page, request }) => {
        const m = marker('visual-stream');
        // Two paragraphs, then the provider goes quiet: the page stays in its streaming state.
        await whenAsked(request, m, { kind: 'stall', chunks: ['## A draft\n\n', 'The first paragraph of the answer, long enough to wrap onto a second line on a phone.\n\n'] });
        await gotoHydrated(page, '/tools/ai-writer');
        await ask(page, `A short text ${m}`);
        await expect(page.getByText('characters generated')).toHaveText('94 characters generated');
        await expect(page.getByRole('button', { name: 'Stop Generation' })).toBeVisible();
        // The Markdown view is a lazy chunk: shoot the rendered draft, not the plain text shown until it arrives.
        await expect(page.locator('.tool-result').getByRole('heading', { name: 'A draft' })).toBeVisible();
        // Read aloud's row loads on its own, under the result: arriving after the scroll below, it grew
        // the streaming result and the page, following the stream, scrolled 66 px further (failed once).
        await expect(page.locator('.tool-result').getByRole('button', { name: 'Listen' })).toBeVisible();
        await page.getByLabel('Your Request').fill('A short text');
        await scrollToShow(page, '.tool-result');
        await expect(page).toHaveScreenshot(name('tool-streaming'), SHOT);
      });

      test('tool page done', async ({ page, request }) => {
        const m = marker('visual-done');
        await whenAsked(request, m, { kind: 'reply', chunks: ['## A draft\n\n', 'The first paragraph.\n\n', '- one point\n- another point\n'] });
        await gotoHydrated(page, '/tools/ai-writer');
        await ask(page, `A short text ${m}`);
        await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
        await page.getByLabel('Your Request').fill('A short text');
        await scrollToShow(page, '.tool-result');
        await expect(page).toHaveScreenshot(name('tool-done'), SHOT);
      });

      test('title search with results', async ({ page }) => {
        await stubTurnstile(page);
        await gotoHydrated(page, '/seo-tools/all-in-title-search-tool');
        await page.getByLabel('Keyword').fill('visual check');
        await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
        await page.getByRole('button', { name: 'Search' }).click();
        const results = page.getByRole('region', { name: 'Results for visual check' });
        await expect(results.locator('.length-badge')).toHaveCount(5);
        await scrollToShow(page, '.keyword-result');
        await expect(page).toHaveScreenshot(name('title-search'), SHOT);
      });
    });
  }
}
