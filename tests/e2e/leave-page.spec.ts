import { expect, test, type Page, type Route } from '@playwright/test';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { selectText } from './support/editor-selection.ts';
import { gotoHydrated } from './support/site.ts';

// Leaving a page stops its generation as the navigation starts, not once the next page has
// loaded. The fake keeps streaming (so the gateway's silence time-out never closes it for us).
// To prove it without timing anything, the next page's code and data are held back
// while the provider is watched: only an abort that does not wait for them can close the stream.

/** An answer that keeps coming for about 20 s, well past every poll below. */
const streaming = (first: string) => ({ kind: 'reply' as const, chunks: [first, ...Array.from({ length: 80 }, () => 'more ')], delayMs: 250 });

async function holdNextPage(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.startsWith('/assets/') || url.pathname.startsWith('/__manifest') || url.pathname.endsWith('.data'),
    (route) => void held.push(route),
  );
  return held;
}

async function leaveAndExpectClose(page: Page, request: Parameters<typeof requestsWith>[0], m: string): Promise<void> {
  const held = await holdNextPage(page);
  // The click's own moment, taken in the page (the same machine clock as the fake provider's).
  await page.evaluate(() => document.addEventListener('click', () => ((window as unknown as { __clickedAt: number }).__clickedAt = Date.now()), { capture: true, once: true }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Report a Bug' }).click();
  await expect.poll(async () => (await requestsWith(request, m))[0]?.closedByClient, { message: 'the provider should see the close while the next page is still loading' }).toBe(true);
  // The navigation really was waiting for the held code (otherwise this proves nothing).
  expect(held.length).toBeGreaterThan(0);
  const closedAt = (await requestsWith(request, m))[0]?.closedAt ?? NaN;
  const clickedAt = await page.evaluate(() => (window as unknown as { __clickedAt: number }).__clickedAt);
  test.info().annotations.push({ type: 'close latency', description: `${closedAt - clickedAt} ms from click to provider close` });
  await page.unroute('**/*');
  for (const route of held) await route.continue().catch(() => undefined);
}

test.describe('leaving a page stops the upstream at once', () => {
  test('a tool page generation', async ({ page, request }) => {
    const m = marker('leave-tool');
    await whenAsked(request, m, streaming('Partial '));
    await gotoHydrated(page, '/tools/ai-email-writer');
    await page.getByLabel('Your Request').fill(`Write ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.locator('.tool-result')).toContainText('Partial');
    await leaveAndExpectClose(page, request, m);
  });

  test("the editor's Improve Text", async ({ page, request }) => {
    const m = marker('leave-improve');
    await whenAsked(request, m, streaming('Start '));
    await gotoHydrated(page, '/ai-text-editor');
    await page.getByRole('textbox', { name: 'Text to improve' }).click();
    await page.keyboard.type(`text ${m}`);
    await page.getByRole('button', { name: 'Improve Text' }).click();
    await expect(page.locator('.improved-body')).toContainText('Start');
    await leaveAndExpectClose(page, request, m);
  });

  test("the editor's selection actions", async ({ page, request }) => {
    const m = marker('leave-selection');
    await whenAsked(request, m, streaming('partial '));
    await gotoHydrated(page, '/ai-text-editor');
    const area = page.getByRole('textbox', { name: 'Text to improve' });
    await area.click();
    await page.keyboard.type(`Keep ${m} this.`);
    await selectText(area, m);
    await page.getByRole('button', { name: 'Expand', exact: true }).click();
    await expect(area.locator('.rewrite-stream')).toContainText('partial');
    await leaveAndExpectClose(page, request, m);
  });
});
