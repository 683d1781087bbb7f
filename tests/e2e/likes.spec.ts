import { expect, test } from '@playwright/test';

test('with Supabase unconfigured there is no like or sign-in UI and no console error', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const supabaseRequests: string[] = [];
  page.on('request', (r) => {
    if (/supabase/i.test(r.url())) supabaseRequests.push(r.url());
  });
  // Wait for the public config the like UI reads, started before navigation so it cannot be missed.
  const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
  await page.goto('/tools/ai-writer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Writer');
  expect(((await (await config).json()) as { supabase: unknown }).supabase).toBeNull();
  await page.waitForTimeout(300);
  await expect(page.getByRole('button', { name: /Like this tool|Unlike this tool/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in with GitHub' })).toHaveCount(0);
  expect(problems).toEqual([]);
  expect(supabaseRequests).toEqual([]);
});
