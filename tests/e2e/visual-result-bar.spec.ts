import { expect, test } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { LONG_ANSWER } from './support/long-answer.ts';
import { gotoHydrated } from './support/site.ts';

// Visual regression of a long result on a phone, mid-scroll and at its end: what the visitor sees
// while reading (no actions bar over the text) and the actions in one row under it. Baselines in
// visual-result-bar.spec.ts-snapshots/; refresh after an intended change with
//   npm run build && npx playwright test tests/e2e/visual-result-bar.spec.ts --update-snapshots
// Same settings as visual.spec.ts: reduced motion, frozen animations, hidden caret, the fake provider.

const SHOT = { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, threshold: 0.25 } as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`a long result on a phone, ${theme}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    });

    test('mid-scroll and at its end', async ({ page, request }) => {
      const m = marker('visual-long');
      await whenAsked(request, m, { kind: 'reply', chunks: LONG_ANSWER });
      await gotoHydrated(page, '/tools/ai-writer');
      await page.getByLabel('Your Request').fill(`A long text ${m}`);
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
      await expect(page.locator('.tool-result .markdown p')).toHaveCount(24);
      await page.getByLabel('Your Request').fill('A long text');
      const scrollTo = (selector: string) =>
        page.evaluate((sel) => {
          const el = document.querySelector(sel)!;
          window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.3, behavior: 'instant' });
        }, selector);
      await scrollTo('.tool-result .markdown p:nth-of-type(10)');
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`result-long-mid-scroll-${theme}-390.png`, SHOT);
      await scrollTo('.tool-result .result-actions');
      await expect(page).toHaveScreenshot(`result-long-end-${theme}-390.png`, SHOT);
    });
  });
}
