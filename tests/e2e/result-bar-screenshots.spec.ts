import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { LONG_ANSWER } from './support/long-answer.ts';
import { gotoHydrated } from './support/site.ts';

// Not a test: writes the result-bar pictures in docs/screenshots/ (a long result on a phone and
// on a desktop, mid-scroll and at its end with the actions, and the phone's "More" menu open).
// Only on request: DOCS_SCREENSHOTS=1 npx playwright test tests/e2e/result-bar-screenshots.spec.ts
// (RESULT_BAR_SHOTS=before names them for a build of the page as it was).
test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to refresh docs/screenshots');
test.use({ reducedMotion: 'reduce' });

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const name = (what: string, width: number) => path.join(dir, `result-bar-${process.env.RESULT_BAR_SHOTS ?? 'after'}-${what}-${width}.png`);

async function scrollTo(page: Page, selector: string, fraction: number): Promise<void> {
  await page.evaluate(
    ([sel, f]) => {
      const el = document.querySelector(sel as string)!;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight * (f as number), behavior: 'instant' });
    },
    [selector, fraction] as const,
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`a long result at ${viewport.width} px: mid-scroll, its end, the More menu`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const shot = (what: string) => page.screenshot({ path: name(what, viewport.width) });
    const m = marker('shot-bar');
    await whenAsked(request, m, { kind: 'reply', chunks: LONG_ANSWER });
    await gotoHydrated(page, '/tools/ai-writer');
    await page.getByLabel('Your Request').fill(`A long text ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
    await page.getByLabel('Your Request').fill('A long text');
    await scrollTo(page, '.tool-result .markdown p:nth-of-type(10)', 0.3);
    await shot('mid-scroll');
    await scrollTo(page, '.tool-result .result-actions', 0.6);
    await shot('end');
    const more = page.getByRole('button', { name: 'More actions' });
    if (await more.isVisible()) {
      await more.click();
      await expect(page.getByRole('menu')).toBeVisible();
      await shot('more-menu');
    }
  });
}
