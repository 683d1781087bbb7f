import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { marker, whenAsked } from './generation-support/fake-provider.ts';

// "Reading the result": live words/characters/reading time, following the
// stream until the visitor scrolls up, and no empty result card after an error.

async function ask(page: Page, text: string) {
  await page.getByLabel('Your Request').fill(text);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}
const stats = (page: Page) => page.getByTestId('reading-stats');
// The result's end is on screen (the page follows the result, not the footer below it).
const atBottom = (page: Page) =>
  page.locator('.tool-result').evaluate((el) => {
    const { bottom } = el.getBoundingClientRect();
    return bottom > 0 && bottom <= window.innerHeight + 64;
  });

test('shows words, characters and reading time while streaming and after', async ({ page, request }) => {
  const m = marker('stats');
  await whenAsked(request, m, { kind: 'reply', chunks: ['One two three. ', 'Four five.', ...Array.from({ length: 6 }, () => ' more')], delayMs: 400 });
  await gotoHydrated(page, '/tools/ai-email-writer');
  await ask(page, `Count ${m}`);
  await expect(page.getByRole('button', { name: 'Stop Generation' })).toBeVisible();
  await expect(stats(page)).toContainText(/\b[1-9]\d* words? · \d+ characters generated · \d+ sentences? · 1 min read/);
  await expect(page.getByRole('button', { name: 'Stop Generation' })).toBeVisible(); // still streaming when seen
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible({ timeout: 15_000 });
  const text = 'One two three. Four five.' + ' more'.repeat(6);
  // Three sentences ("… more more" after the second full stop); one-syllable words score above Flesch's 100.
  await expect(stats(page)).toHaveText(`11 words · ${text.length} characters generated · 3 sentences · 1 min read · Flesch reading ease 100: Very easy`);
});

test.describe('following the stream', () => {
  test.use({ viewport: { width: 800, height: 500 } });

  test('keeps the end in view, stops when the visitor scrolls up, resumes at the bottom', async ({ page, request }) => {
    const m = marker('follow');
    const line = (i: number) => `Paragraph ${i} of a long answer that keeps growing down the page.\n\n`;
    // More text than the test reads (30 s of it): the stream must still run at the last step. With 60
    // paragraphs (9 s) a slow, loaded machine could reach that step after the end, when the finished
    // result's actions grow the card below the view and the page, no longer streaming, does not follow.
    await whenAsked(request, m, { kind: 'reply', chunks: Array.from({ length: 200 }, (_, i) => line(i)), delayMs: 150 });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Long ${m}`);
    await expect(page.locator('.tool-result')).toContainText('Paragraph 15');
    await expect.poll(() => atBottom(page)).toBe(true);

    // The visitor scrolls up: the page stays where they put it while text keeps coming.
    // (Instant scrolls: a smooth wheel animation would still be moving when the position is read.)
    const held = await page.evaluate(async () => {
      window.scrollBy({ top: -400, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      return window.scrollY;
    });
    expect(held).toBeGreaterThan(0);
    await expect(page.locator('.tool-result')).toContainText('Paragraph 30');
    expect(await page.evaluate(() => window.scrollY)).toBe(held);
    expect(await atBottom(page)).toBe(false);

    // Back to the bottom: following resumes.
    await page.locator('.tool-result').evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
    await expect(page.locator('.tool-result')).toContainText('Paragraph 45');
    await expect.poll(() => atBottom(page)).toBe(true);
  });
});

test('after an error before any text, no empty result card is shown', async ({ page, request }) => {
  const m = marker('errcard');
  await whenAsked(request, m, { kind: 'status', status: 500 });
  await gotoHydrated(page, '/tools/ai-email-writer');
  await ask(page, `Fail ${m}`);
  await expect(page.getByRole('alert')).toContainText('API request failed with status 500', { timeout: 10_000 });
  await expect(page.locator('.tool-result')).toHaveCount(0);
  await expect(page.getByText('0 characters generated')).toHaveCount(0);
});
