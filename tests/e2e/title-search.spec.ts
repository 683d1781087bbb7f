import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { stubTurnstile } from './title-search-support/turnstile-stub.ts';

const PATH = '/seo-tools/all-in-title-search-tool';
let counter = 0;
const unique = (name: string) => `${name} ${process.pid}${Date.now()}${++counter}`;

async function open(page: Page) {
  await stubTurnstile(page);
  await gotoHydrated(page, PATH);
  await expect(page.getByTestId('turnstile-stub')).toBeVisible();
}

async function searchFor(page: Page, keyword: string) {
  await page.getByLabel('Keyword').fill(keyword);
  await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
  await page.getByRole('button', { name: 'Search' }).click();
}

test.describe('all-in-title search', () => {
  test('Search is disabled until there is a keyword and a captcha token', async ({ page }) => {
    await open(page);
    const button = page.getByRole('button', { name: 'Search' });
    // A token but no keyword.
    await expect(button).toBeDisabled();
    // A keyword but no token.
    await page.evaluate(() => (window as unknown as { __turnstile: { fail: () => void } }).__turnstile.fail());
    await page.getByLabel('Keyword').fill('shoes');
    await expect(button).toBeDisabled();
  });

  test('shows both counts, titles with length badges and safe links', async ({ page }) => {
    const kw = unique('running shoes');
    await open(page);
    await searchFor(page, kw);
    const result = page.getByRole('region', { name: `Results for ${kw}` });
    await expect(result.getByText('All in Title Results')).toBeVisible();
    await expect(result.locator('.count-card').nth(0)).toContainText('1,234');
    await expect(result.getByText('All in URL Results')).toBeVisible();
    await expect(result.locator('.count-card').nth(1)).toContainText('56');
    const badges = result.locator('.length-badge');
    await expect(badges).toHaveCount(5);
    const classes = await badges.evaluateAll((els) => els.map((e) => [e.firstChild?.textContent, e.className]));
    expect(classes.slice(0, 4)).toEqual([
      ['30', 'length-badge length-yellow'],
      ['50', 'length-badge length-green'],
      ['65', 'length-badge length-orange'],
      ['80', 'length-badge length-red'],
    ]);
    const link = result.locator('.result-item a').first();
    await expect(link).toHaveAttribute('rel', 'noopener nofollow');
    await expect(link).toHaveAttribute('href', new RegExp('^https://example.com/'));
  });

  test('Download CSV gives search_results.csv with the allintitle results, formulas neutralised', async ({ page }) => {
    const kw = unique('csv keyword');
    await open(page);
    await searchFor(page, kw);
    await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('search_results.csv');
    const rows = parse(fs.readFileSync((await download.path())!, 'utf8')) as string[][];
    expect(rows[0]).toEqual(['Length', 'Title', 'Link']);
    expect(rows).toHaveLength(6);
    expect(rows[1]![0]).toBe('30');
    expect(rows[1]![1]).toHaveLength(30);
    expect(rows[5]![1]).toBe(`'=HYPERLINK("http://evil.example")`);
    for (const row of rows.slice(1)) for (const cell of row.slice(1)) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  test('several keywords with one captcha, KGR from a monthly volume, recent searches with clear', async ({ page }) => {
    const a = unique('alpha');
    const b = unique('beta');
    await open(page);
    await searchFor(page, `${a}\n${b}`);
    await expect(page.getByRole('region', { name: `Results for ${a}` })).toBeVisible();
    const second = page.getByRole('region', { name: `Results for ${b}` });
    await expect(second).toBeVisible();
    await second.getByLabel('Monthly search volume (optional)').fill('10000');
    await expect(second.getByRole('status')).toHaveText('KGR 0.12 — good (≤ 0.25)');
    await second.getByLabel('Monthly search volume (optional)').fill('1000');
    await expect(second.getByRole('status')).toHaveText('KGR 1.23 — hard (> 1)');

    const history = page.getByRole('region', { name: 'Recent searches' });
    await expect(history.getByRole('cell', { name: a })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Recent searches' }).getByRole('cell', { name: b })).toBeVisible();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('region', { name: 'Recent searches' })).toHaveCount(0);
  });

  test('every pair rate limited: "Failed to fetch results from all API keys"', async ({ page }) => {
    await open(page);
    await searchFor(page, unique('ratelimit'));
    await expect(page.getByRole('alert')).toContainText('Failed to fetch results from all API keys');
  });

  test('another provider error: the fallback message', async ({ page }) => {
    await open(page);
    await searchFor(page, unique('broken'));
    await expect(page.getByRole('alert')).toHaveText('Failed to perform search. Please try again.');
  });

  test('the widget failing or expiring clears the token with its message', async ({ page }) => {
    await open(page);
    await page.getByLabel('Keyword').fill('shoes');
    await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
    await page.evaluate(() => (window as unknown as { __turnstile: { fail: () => void } }).__turnstile.fail());
    await expect(page.getByRole('alert')).toContainText('Captcha verification failed');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    await page.reload();
    await expect(page.getByTestId('turnstile-stub')).toBeVisible();
    await page.getByLabel('Keyword').fill('shoes');
    await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
    await page.evaluate(() => (window as unknown as { __turnstile: { expire: () => void } }).__turnstile.expire());
    await expect(page.getByRole('alert')).toHaveText('Captcha expired, please verify again');
    await expect(page.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  test('a token the server rejects: "Captcha verification failed"', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __turnstileTokenPrefix: string }).__turnstileTokenPrefix = 'fail';
    });
    await open(page);
    await searchFor(page, unique('rejected'));
    await expect(page.getByRole('alert')).toContainText('Captcha verification failed');
  });
});
