import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, readCategories, readToolManifest, readToolRoutes } from './support/site.ts';

// The home page and its search (13 categories, search shortcut '/').

const categories = readCategories();

const searchInput = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });
const categoryHeadings = (page: Page) => page.locator('section.category-section').getByRole('heading', { level: 2 });
const resultsSection = (page: Page) => page.getByRole('region', { name: /Search Results/ });

test.describe('home page', () => {
  test('shows the 13 category headings in the order of categories.json', async ({ page }) => {
    expect(categories).toHaveLength(13);
    await gotoHydrated(page, '/');
    await expect(categoryHeadings(page)).toHaveText(categories.map((c) => c.title));
  });

  test('search shows matching tools with a count equal to the cards shown', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchInput(page).fill('email');

    const results = resultsSection(page);
    await expect(results.getByRole('heading', { name: /^Search Results/ })).toBeVisible();
    const count = results.getByRole('status');
    await expect(count).toHaveText(/^\(\d+ tools found\)$/);
    const shown = Number(/\((\d+) tools found\)/.exec((await count.textContent()) ?? '')?.[1]);
    expect(shown).toBeGreaterThan(1);
    await expect(results.getByRole('link')).toHaveCount(shown);
    // Every card shown really matches the query (title, id, description or manifest keywords; case-insensitive).
    const keywordsByPath = new Map(readToolRoutes().map((r) => [r.path, readToolManifest(r.id).keywords ?? []]));
    for (const card of await results.getByRole('link').all()) {
      const text = ((await card.textContent()) ?? '').toLowerCase();
      const href = (await card.getAttribute('href')) ?? '';
      const byKeyword = (keywordsByPath.get(href) ?? []).some((k) => k.includes('email'));
      expect(text.includes('email') || href.includes('email') || byKeyword, `card ${href} should match 'email'`).toBe(true);
    }
    // Categories give way to the results.
    await expect(categoryHeadings(page)).toHaveCount(0);
  });

  test('a query with one match says "(1 tool found)"', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchInput(page).fill('GreenText');
    const results = resultsSection(page);
    await expect(results.getByRole('status')).toHaveText('(1 tool found)');
    await expect(results.getByRole('link')).toHaveCount(1);
    await expect(results.getByRole('link')).toHaveAttribute('href', '/tools/4chan-greentext');
  });

  test('a query matching nothing shows the empty state with the categories below it, clearing it brings the page back', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchInput(page).fill('zzqx-no-such-tool');
    const results = resultsSection(page);
    await expect(results.getByRole('status')).toHaveText('(0 tools found)');
    await expect(results.getByText('No tools found matching your search.', { exact: true })).toBeVisible();
    // The specification's words, and the categories are indeed below.
    await expect(results.getByText('Try different keywords or browse our categories below.', { exact: true })).toBeVisible();
    await expect(results.getByRole('link')).toHaveCount(0);
    await expect(categoryHeadings(page)).toHaveText(categories.map((c) => c.title));

    await searchInput(page).fill('');
    await expect(resultsSection(page)).toHaveCount(0);
    await expect(categoryHeadings(page)).toHaveText(categories.map((c) => c.title));
  });

  test("pressing '/' outside a text field focuses the search input", async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect.poll(() => page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await expect(searchInput(page)).not.toBeFocused();

    await page.keyboard.press('/');
    await expect(searchInput(page)).toBeFocused();
    // The shortcut key itself is not typed into the field.
    await expect(searchInput(page)).toHaveValue('');
  });
});

test.describe('hero typing headline under reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows a full, static headline instead of typing', async ({ page }) => {
    await gotoHydrated(page, '/');
    const typed = page.getByTestId('typing-text');
    // Without reduced motion the text starts empty and types from 1000 ms on; here it is whole at once.
    await expect(typed).toHaveText('Write better emails in seconds');
    // Past the 1000 ms start delay plus several 40 ms keystrokes and the 20 ms deletes: still unchanged.
    const samples: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.waitForTimeout(250);
      samples.push((await typed.textContent()) ?? '');
    }
    expect(samples).toEqual(Array.from({ length: 8 }, () => 'Write better emails in seconds'));
  });
});
