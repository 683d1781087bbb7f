import { expect, test } from '@playwright/test';
import { expectPath, gotoHydrated, pathnameOf } from './support/site.ts';

// Spec §2 Routes: /tools redirects to / (replace); any other path redirects to /; unknown tool id.

test.describe('redirects', () => {
  test('/tools redirects to / and replaces the history entry', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await page.goto('/tools');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: /Unleash Your Creativity/ })).toBeVisible();

    // /tools was replaced by /, so one step back is the FAQ page, not /tools (which would bounce to / again).
    await page.goBack();
    await expectPath(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    expect(pathnameOf(page)).toBe('/faq');
  });

  test('an unknown path redirects to /', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await page.goto('/no/such/page');
    await expectPath(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: /Unleash Your Creativity/ })).toBeVisible();

    await page.goBack();
    await expectPath(page, '/faq');
  });
});

test('an unknown tool id shows "Tool not found"', async ({ page }) => {
  await gotoHydrated(page, '/tools/not-a-real-tool');
  await expect(page.getByRole('heading', { level: 1, name: 'Tool not found' })).toBeVisible();
  expect(pathnameOf(page)).toBe('/tools/not-a-real-tool');
});
