import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import LZString from 'lz-string';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Automated accessibility check (axe-core) of the main page types in both themes: no
// 'serious' or 'critical' violation is allowed.

const { compressToEncodedURIComponent } = LZString;

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

// A share link made the way the page makes it (lz-string in the fragment), so /share shows a result.
const SHARED = compressToEncodedURIComponent(
  JSON.stringify({ v: 1, t: 'ai-writer', n: 'AI Writer', i: 'A short note', o: '## A heading\n\nSome **bold** text.\n\n- one\n- two\n' }),
);
const PAGES = ['/', '/tools/ai-writer', '/tools/cover-letter', '/faq', '/ai-text-editor', '/seo-tools/all-in-title-search-tool', '/contact', '/tools-suggest', '/privacy-policy', '/history', `/share#${SHARED}`];
const THEMES = ['light', 'dark'] as const;

function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

/**
 * Scrolls through the whole page so every tool card reveals itself (cards below the fold wait
 * hidden until 10% of them is in view, and hidden text is not checked for contrast), returns
 * to the top and finishes the reveal transitions, so axe sees the final colours.
 */
async function revealAndSettle(page: Page): Promise<void> {
  // Every card's observer has reported once (it then carries data-visible), so none can miss the scroll.
  await expect(page.locator('a.tool-card:not([data-visible])')).toHaveCount(0);
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    for (let y = 0; y < document.documentElement.scrollHeight; y += Math.floor(window.innerHeight / 2)) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
    // Brought to their end state, the colours axe must see, rather than waited for: a card in a
    // category the browser has stopped rendering (content-visibility: auto, home.css) gets no
    // finished event until it is rendered again, so waiting could last forever.
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
  });
  await expect(page.locator('a.tool-card[data-visible="false"]'), 'every tool card has been revealed').toHaveCount(0);
}

for (const theme of THEMES) {
  test.describe(`accessibility, ${theme} theme`, () => {
    for (const path of PAGES) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        // A full axe run over the long home page takes several seconds, more on a loaded machine.
        test.slow();
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await revealAndSettle(page);

        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => v.id), `axe violations on ${path} (${theme}):\n\n${describeViolations(blocking)}`).toEqual([]);
      });
    }
  });
}

// The tool page showing three versions side by side and the follow-up bar, and the versions as tabs.
test.describe('accessibility of versions and follow-ups', () => {
  for (const theme of THEMES) {
    for (const width of [1280, 700]) {
      test(`three versions and the follow-up bar at ${width} px (${theme}) have no serious or critical axe violations`, async ({ page, request }) => {
        test.slow();
        const m = `[a11y-variants-${theme}-${width}-${process.pid}-${Date.now()}]`;
        await whenAsked(request, m, { kind: 'reply', chunks: ['# A heading\n\n', 'Some **bold** text and a list:\n\n- one\n- two\n'] });
        await page.setViewportSize({ width, height: 900 });
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        await gotoHydrated(page, '/tools/ai-writer');
        await page.getByLabel('Versions').selectOption('3');
        await page.getByLabel('Your Request').fill(`Three versions ${m}`);
        await page.getByRole('button', { name: 'Generate', exact: true }).click();
        await expect(page.getByRole('region', { name: 'Refine this result' })).toBeVisible();
        // A second turn, so the version switcher shows too.
        await page.getByRole('button', { name: 'Regenerate' }).click();
        await expect(page.getByText('Version 2 of 2')).toBeVisible();
        await expect(page.getByRole('region', { name: 'Refine this result' })).toBeVisible();
        // The pointer off the buttons: axe checks the resting colours, as on the other pages.
        await page.mouse.move(0, 0);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => v.id), `axe violations with versions (${theme}, ${width} px):\n\n${describeViolations(blocking)}`).toEqual([]);
      });
    }
  }
});

// What appears only after a generation (the result's actions, the export menu, a share
// link) and the saved-results drawer (a modal dialog).
test('a finished result with its actions, export menu, share link and the saved-results drawer', async ({ page, request }) => {
  test.slow();
  const m = marker('a11y-result');
  await whenAsked(request, m, { kind: 'reply', chunks: ['## A heading\n\nSome **bold** text.\n'] });
  await gotoHydrated(page, '/tools/ai-writer');
  await page.getByLabel('Your Request').fill(`Something ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByLabel(/Share link/)).toBeVisible();
  const check = async (what: string) => {
    const results = await new AxeBuilder({ page }).analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => v.id), `axe violations (${what}):\n\n${describeViolations(blocking)}`).toEqual([]);
  };
  await check('result actions');
  await page.getByRole('button', { name: 'Saved results' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved results' }).getByRole('listitem')).toHaveCount(1);
  await check('saved-results drawer');
});
