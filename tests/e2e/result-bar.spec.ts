import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { LONG_ANSWER } from './support/long-answer.ts';
import { gotoHydrated } from './support/site.ts';

// The finished result's actions: one row at every width (icon buttons with tooltips, the less used
// actions in a "More" menu when the result is narrow), never over the text being read, and a
// page that prints only the request and the result. Also where the tips box appears, and the
// versions' tabs on a phone.


async function longResult(page: Page, api: APIRequestContext, path = '/tools/ai-writer'): Promise<string> {
  const m = marker('bar');
  await whenAsked(api, m, { kind: 'reply', chunks: LONG_ANSWER });
  await gotoHydrated(page, path);
  const request = `A long text ${m}`;
  await page.getByLabel('Your Request').fill(request);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  await expect(page.locator('.tool-result .markdown p')).toHaveCount(24);
  return request;
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Scrolls through the result from its heading to its end, half a window at a time, and at each
 * stop returns what the actions bar covers: the "Result" heading or any block of the text that is
 * in the window.
 */
async function coveredWhileScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const overlaps = (a: Box, b: Box) => a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right && b.left < a.right;
    const card = document.querySelector('.tool-result')!;
    const bar = card.querySelector('.result-actions')!;
    const heading = card.querySelector('#result-title')!;
    const blocks = [...card.querySelectorAll('.result-body .markdown > *')];
    const covered: string[] = [];
    const start = card.getBoundingClientRect().top + window.scrollY - 80;
    const end = card.getBoundingClientRect().bottom + window.scrollY;
    for (let y = start; y < end; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      const b = bar.getBoundingClientRect();
      if (b.bottom <= 0 || b.top >= window.innerHeight) continue;
      if (overlaps(b, heading.getBoundingClientRect())) covered.push(`the heading at scroll ${Math.round(window.scrollY)}`);
      for (const block of blocks) {
        const r = block.getBoundingClientRect();
        if (r.bottom > 0 && r.top < window.innerHeight && overlaps(b, r)) covered.push(`"${(block.textContent ?? '').slice(0, 14)}" at scroll ${Math.round(window.scrollY)}`);
      }
    }
    return covered;
  });
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`the result's actions at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('sit in one row, one button high, and never cover the heading or the text being read', async ({ page, request }) => {
      await longResult(page, request);
      const bar = page.locator('.tool-result .result-actions');
      const buttons = bar.getByRole('button');
      const regenerate = (await page.getByRole('button', { name: 'Regenerate' }).boundingBox())!;
      const barBox = (await bar.boundingBox())!;
      // One row: the bar is about one button high (its border and padding aside), every button on that row.
      expect(barBox.height).toBeLessThan(regenerate.height * 1.6);
      const tops = await buttons.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      const card = (await page.locator('.tool-result').boundingBox())!;
      const rights = await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      for (const right of rights) expect(right).toBeLessThanOrEqual(card.x + card.width);
      expect(await coveredWhileScrolling(page)).toEqual([]);
    });

    test('right after Stop, the actions cover neither the "Result" heading nor the text', async ({ page, request }) => {
      const m = marker('bar-stop');
      // The answer arrives in 2.5 s, then more keeps coming for 40 s: Stop lands mid-stream however busy the machine.
      await whenAsked(request, m, { kind: 'reply', chunks: [...LONG_ANSWER, ...Array.from({ length: 400 }, () => ' more')], delayMs: 100 });
      await gotoHydrated(page, '/tools/ai-writer');
      await page.getByLabel('Your Request').fill(`A long text ${m}`);
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      // The 24 paragraphs, and the "more" one after them streaming.
      await expect(page.locator('.tool-result .markdown p').nth(24)).toBeVisible();
      await page.getByRole('button', { name: 'Stop Generation' }).click();
      await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
      expect(await coveredWhileScrolling(page)).toEqual([]);
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Copy as Markdown, Export and Share sit in a "More" menu: arrow keys, Escape, focus back on the button', async ({ page, request }) => {
    await longResult(page, request);
    const bar = page.locator('.tool-result .result-actions');
    for (const name of ['Copy as Markdown', 'Export', 'Share']) await expect(bar.getByRole('button', { name, exact: true })).toHaveCount(0);
    const more = bar.getByRole('button', { name: 'More actions' });
    await expect(more).toHaveAttribute('aria-haspopup', 'menu');
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    await more.focus();
    await page.keyboard.press('Enter');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('menu', { name: 'More actions' });
    const items = menu.getByRole('menuitem');
    await expect(items).toHaveText(['Copy as Markdown', 'Export', 'Share']);
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.nth(2)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(more).toBeFocused();
    await expect(more).toHaveAttribute('aria-expanded', 'false');

    // Export from the menu opens the formats, the first one focused; Escape puts focus back on "More".
    await more.click();
    await menu.getByRole('menuitem', { name: 'Export' }).click();
    await expect(menu).toHaveCount(0);
    const markdown = page.getByRole('button', { name: 'Markdown (.md)' });
    await expect(markdown).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(markdown).toHaveCount(0);
    await expect(more).toBeFocused();

    // Share from the menu shows the link under the bar, which stays one row.
    await more.click();
    await menu.getByRole('menuitem', { name: 'Share' }).click();
    await expect(page.getByLabel(/Share link/)).toBeVisible();
    const tops = await bar.getByRole('button').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);

    // A press outside closes the menu.
    await more.click();
    await expect(menu).toBeVisible();
    await page.locator('.tool-result .markdown p').last().click();
    await expect(menu).toHaveCount(0);
  });

  test('the icon buttons keep their names and show them as a tooltip on hover and keyboard focus', async ({ page, request }) => {
    await longResult(page, request);
    const bar = page.locator('.tool-result .result-actions');
    const tip = (name: string) => bar.getByRole('button', { name, exact: true }).locator('.action-label');
    const shown = async (name: string) => tip(name).evaluate((el) => getComputedStyle(el).opacity === '1' && el.getBoundingClientRect().width > 20);
    // Icon only: the buttons are square, their names hidden until asked for.
    for (const name of ['Regenerate', 'Copy to Clipboard', 'More actions']) {
      const box = (await bar.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(box.width).toBeLessThan(box.height * 1.3);
      expect(await shown(name)).toBe(false);
    }
    await bar.getByRole('button', { name: 'Regenerate' }).hover();
    await expect.poll(() => shown('Regenerate')).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => shown('Regenerate')).toBe(false);
    // Keyboard focus: Tab from Regenerate to Copy to Clipboard.
    await bar.getByRole('button', { name: 'Regenerate' }).focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: 'Copy to Clipboard' })).toBeFocused();
    await expect.poll(() => shown('Copy to Clipboard')).toBe(true);
    await expect(tip('Copy to Clipboard')).toHaveText('Copy to Clipboard');
    // The tooltip stays inside the window.
    const box = (await tip('Copy to Clipboard').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`axe finds nothing serious with the menu open, a tooltip shown and Export's formats open (${theme})`, async ({ page, request }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await longResult(page, request);
      const serious = async () => (await new AxeBuilder({ page }).include('.tool-result').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      const more = page.getByRole('button', { name: 'More actions' });
      await more.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('menu', { name: 'More actions' })).toBeVisible();
      expect(await serious()).toEqual([]);
      await page.getByRole('menuitem', { name: 'Export' }).click();
      await expect(page.getByRole('button', { name: 'Markdown (.md)' })).toBeFocused();
      await page.getByRole('button', { name: 'Regenerate' }).hover();
      expect(await serious()).toEqual([]);
    });
  }

  test('three versions: one-line tabs named "Version A/B/C" under "3 versions"', async ({ page, request }) => {
    const m = marker('bar-tabs');
    await whenAsked(request, m, { kind: 'reply', chunks: ['An answer.'] });
    await gotoHydrated(page, '/tools/ai-writer');
    await page.getByLabel('Versions').selectOption('3');
    await page.getByLabel('Your Request').fill(`Tabs ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('heading', { name: '3 versions' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Versions' }).getByRole('tab');
    // The first is the chosen one until another is used.
    await expect(tabs).toHaveText(['Version A ✓', 'Version B', 'Version C']);
    await tabs.nth(1).click();
    await page.getByRole('button', { name: 'Use Version B' }).click();
    await expect(tabs).toHaveText(['Version A', 'Version B ✓', 'Version C']);
    // Each label on one line: its text's line boxes share one top.
    const lines = await tabs.evaluateAll((els) =>
      els.map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1]);
    await expect(page.getByText(/variant/i)).toHaveCount(0);
  });
});

test.describe('the tips box', () => {
  test('shows after a result, under it, never before one or beside an error', async ({ page, request }) => {
    const tips = page.getByRole('heading', { name: 'Tips for Using This Result' });
    await gotoHydrated(page, '/tools/ai-writer');
    await expect(page.getByRole('textbox', { name: 'Your Request' })).toBeVisible();
    await expect(tips).toHaveCount(0);

    const failing = marker('tips-error');
    await whenAsked(request, failing, { kind: 'status', status: 401 });
    await page.getByLabel('Your Request').fill(`Something ${failing}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(tips).toHaveCount(0);

    const m = marker('tips');
    await whenAsked(request, m, { kind: 'reply', chunks: ['A short answer.'] });
    await page.getByLabel('Your Request').fill(`Something ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(tips).toBeVisible();
    const result = (await page.locator('.tool-result').boundingBox())!;
    const box = (await page.locator('.tips').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(result.y + result.height);
  });
});

test.describe('printing', () => {
  test('prints the request and the result only: no actions, no "Refine this result", no "Ask for a change", no tips', async ({ page, request }) => {
    const asked = await longResult(page, request);
    await expect(page.getByRole('region', { name: 'Refine this result' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('.tool-result .markdown')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'A long draft' })).toBeVisible();
    for (const hidden of [
      page.getByRole('region', { name: 'Refine this result' }),
      page.getByText('Ask for a change'),
      page.locator('.result-actions'),
      page.locator('.tool-form'),
      page.locator('.tips'),
      page.getByRole('button', { name: 'Saved results' }),
      page.locator('.site-header'),
      page.locator('.tool-sidebar'),
    ]) {
      await expect(hidden).toBeHidden();
    }
    await expect(page.locator('.print-request')).toBeVisible();
    await expect(page.locator('.print-request')).toContainText(asked);
    // On screen the request shows once, in the form.
    await page.emulateMedia({ media: 'screen' });
    await expect(page.locator('.print-request')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Refine this result' })).toBeVisible();
  });
});
