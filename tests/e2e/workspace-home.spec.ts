import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, readCategories } from './support/site.ts';

// Finding tools fast (synonyms, keywords), favourites and recent tools kept on the
// device, and the sticky category jump bar.

const searchInput = (page: Page) => page.getByRole('searchbox', { name: 'Search tools' });
const results = (page: Page) => page.getByRole('region', { name: /Search Results/ });
const resultHrefs = async (page: Page) =>
  results(page).locator('a.tool-card').evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test.describe('search intents', () => {
  const cases: Array<[string, string[]]> = [
    ['paraphrase', ['/tools/paragraph-rewriter', '/tools/sentence-rewriter', '/tools/essay-rewriter']],
    ['humanize', ['/tools/ai-plagiarism-remover', '/tools/paragraph-rewriter']],
    ['resume', ['/tools/cover-letter', '/tools/application-letter', '/tools/linkedin-summary']],
    ['cv', ['/tools/cover-letter', '/tools/application-letter', '/tools/linkedin-summary']],
    ['summary', ['/tools/ai-summarizer']],
  ];
  for (const [query, expected] of cases) {
    test(`"${query}" finds ${expected.join(', ')}`, async ({ page }) => {
      await gotoHydrated(page, '/');
      await searchInput(page).fill(query);
      await expect(results(page).getByRole('status')).not.toHaveText('(0 tools found)');
      const hrefs = await resultHrefs(page);
      for (const href of expected) expect(hrefs, query).toContain(href);
    });
  }

  test('"word counter" says clearly that no tool matches', async ({ page }) => {
    await gotoHydrated(page, '/');
    await searchInput(page).fill('word counter');
    await expect(results(page).getByRole('status')).toHaveText('(0 tools found)');
    await expect(results(page).getByText('No tools found matching your search.')).toBeVisible();
  });
});

test.describe('favourites and recent tools', () => {
  test('a starred tool and a visited tool are listed at the top of home after a reload', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('your-favourites')).toHaveCount(0);
    await expect(page.getByTestId('your-recent')).toHaveCount(0);

    const star = page.getByRole('button', { name: 'Add Slogan Generator to favourites' }).first();
    await star.click();
    await expect(page.getByRole('button', { name: 'Remove Slogan Generator from favourites' }).first()).toHaveAttribute('aria-pressed', 'true');

    await gotoHydrated(page, '/tools/cover-letter');
    const pageStar = page.locator('.tool-header').getByRole('button', { name: /favourites/ });
    await expect(pageStar).toHaveAttribute('aria-pressed', 'false');

    await gotoHydrated(page, '/');
    await page.reload();
    await expect(page.getByTestId('your-favourites').locator('a.tool-card')).toHaveAttribute('href', '/tools/slogan-generator');
    await expect(page.getByTestId('your-recent').locator('a.tool-card').first()).toHaveAttribute('href', '/tools/cover-letter');

    // Unstarring removes the list.
    await page.getByTestId('your-favourites').getByRole('button', { name: 'Remove Slogan Generator from favourites' }).click();
    await expect(page.getByTestId('your-favourites')).toHaveCount(0);
  });
});

test.describe('category jump bar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('has one chip per category, stays in view while scrolling, and jumps to the category', async ({ page }) => {
    const categories = readCategories();
    await gotoHydrated(page, '/');
    const bar = page.getByRole('navigation', { name: 'Jump to a category' });
    await expect(bar.getByRole('link')).toHaveCount(categories.length);
    const last = categories[categories.length - 1]!;
    await bar.getByRole('link', { name: last.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#category-${last.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: last.title, exact: true })).toBeInViewport();
    // Sticky: the bar is still on screen far down the page.
    await expect(bar).toBeInViewport();
  });
});
