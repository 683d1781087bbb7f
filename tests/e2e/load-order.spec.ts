import { expect, test } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// What the Lighthouse gate depends on, checked in the browser: a page's prerendered
// content is painted before any of its JavaScript is even requested (scripts/defer-hydration.ts),
// and the AI Text Editor's late TipTap takes the placeholder's place without moving anything.

const PAGES = ['/', '/tools/ai-writer', '/ai-text-editor', '/faq'];

for (const path of PAGES) {
  test(`${path}: the head asks only for the stylesheet, and no script loads before the first paint`, async ({ page, request }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head.match(/<link rel="stylesheet"/g)).toHaveLength(1);

    await gotoHydrated(page, path);
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: Math.min(...performance.getEntriesByType('paint').map((e) => e.startTime)),
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((e) => /\/assets\/[^/]+\.js$/.test(e.name)).map((e) => e.startTime)),
    }));
    expect(Number.isFinite(firstPaint), 'the page painted').toBe(true);
    expect(Number.isFinite(firstScript), 'the page loaded its JavaScript (and hydrated)').toBe(true);
    expect(firstScript).toBeGreaterThanOrEqual(firstPaint);
  });
}

for (const width of [390, 1280]) {
  test(`AI Text Editor at ${width} px: the editor replaces its placeholder without a layout shift`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/ai-text-editor');
    // The placeholder is in the prerendered page; TipTap's editable area comes when the browser is idle.
    const area = page.getByRole('textbox', { name: 'Text to improve' });
    await expect(area).toBeVisible();
    await expect(page.locator('.editor-area-loading')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bold', exact: true })).toBeEnabled();
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThanOrEqual(0.02);
    // And it works straight away.
    await area.click();
    await page.keyboard.type('Ready to write');
    await expect(area).toHaveText('Ready to write');
    await expect(page.getByRole('button', { name: 'Improve Text' })).toBeEnabled();
  });
}

// A page's first Intl call loads ICU's number data: about 15 ms of main thread here, inside
// hydration (the tool form's character counter did it). Counters use formatCount instead.
for (const path of ['/', '/tools/ai-writer', '/ai-text-editor', '/seo-tools/all-in-title-search-tool', '/text-to-image', '/faq', '/tools-suggest']) {
  test(`${path}: nothing formats a number with Intl while the page loads and hydrates`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __intlCalls: string[] };
      w.__intlCalls = [];
      const original = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: Parameters<typeof original>) {
        w.__intlCalls.push(`toLocaleString(${String(this)})`);
        return original.apply(this, args);
      };
      const NumberFormat = Intl.NumberFormat;
      Intl.NumberFormat = function (...args: ConstructorParameters<typeof NumberFormat>) {
        w.__intlCalls.push('Intl.NumberFormat');
        return new NumberFormat(...args);
      } as unknown as typeof Intl.NumberFormat;
    });
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => (window as unknown as { __intlCalls: string[] }).__intlCalls)).toEqual([]);
  });
}

test('a tool page fetches the Markdown pipeline when a generation starts, not while it loads', async ({ page, request }) => {
  const markdownChunks = () =>
    page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/assets\/markdown-view-[^/]+\.js$/.test(e.name)).length);
  await gotoHydrated(page, '/tools/ai-email-writer');
  // The result area's chunk is fetched on idle: once it is there, the page has settled.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /\/assets\/session-extras-[^/]+\.js$/.test(e.name))))
    .toBe(true);
  await page.waitForTimeout(500);
  expect(await markdownChunks()).toBe(0);

  const m = marker('markdown');
  await whenAsked(request, m, { kind: 'reply', chunks: ['## A heading\n\nSome **bold** text.'] });
  await page.getByLabel('Your Request').fill(`Write ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const result = page.locator('.tool-result');
  await expect(result.getByRole('heading', { name: 'A heading' })).toBeVisible();
  await expect(result.locator('strong')).toHaveText('bold');
  expect(await markdownChunks()).toBe(1);
});
