import { expect, test } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';
import { startSupabaseStandIn, withLikesConfigured, type SupabaseStandIn } from './support/supabase-stand-in.ts';

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

// The like button and its count are part of the result area,
// beside Regenerate and Copy, not the tool header.
test.describe('like button with likes configured', () => {
  // The stand-in is injected into /api/config by the test, so the gateway's CSP does not list its
  // origin (a real deployment's SUPABASE_URL is in connect-src: tests/server/security-headers.test.ts).
  test.use({ bypassCSP: true });
  let standIn: SupabaseStandIn;
  test.beforeAll(async () => {
    standIn = await startSupabaseStandIn(7);
  });
  test.afterAll(async () => {
    await standIn.close();
  });

  for (const width of [390, 1280]) {
    test(`sits with its count beside Regenerate and Copy at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await withLikesConfigured(page, standIn);
      const m = marker('like');
      await whenAsked(request, m, { kind: 'reply', chunks: ['A short answer.'] });
      await gotoHydrated(page, '/tools/ai-writer');
      await expect(page.getByRole('button', { name: 'Sign in with GitHub' })).toBeVisible();
      await expect(page.locator('.tool-header').getByRole('button', { name: /Like this tool/ })).toHaveCount(0);

      await page.getByLabel('Your Request').fill(`Something ${m}`);
      await page.getByRole('button', { name: 'Generate', exact: true }).click();
      const actions = page.locator('.tool-result .result-actions');
      const like = actions.getByRole('button', { name: 'Like this tool (7 likes)' });
      await expect(like).toBeVisible();
      await expect(like).toHaveText('7');
      // On a phone the less used actions sit in the "More actions" menu.
      const names = width < 600 ? ['7', 'Regenerate', 'Copy to Clipboard', 'More actions'] : ['7', 'Regenerate', 'Copy to Clipboard', 'Copy as Markdown', 'Export', 'Share'];
      await expect(actions.getByRole('button')).toHaveText(names);
      // The like button shares the actions' one row, inside the result card.
      const boxes = await actions.getByRole('button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      for (const b of boxes) expect(Math.round(b.top)).toBe(Math.round(boxes[0]!.top));
      const card = (await page.locator('.tool-result').boundingBox())!;
      for (const b of boxes) expect(b.right).toBeLessThanOrEqual(card.x + card.width);
      // The header keeps only the favourites star (kept on the device), never the like button.
      await expect(page.locator('.tool-header').getByRole('button', { name: /like this tool/i })).toHaveCount(0);
    });

    test(`an image tool has it with its newest images, once, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await withLikesConfigured(page, standIn);
      await gotoHydrated(page, '/text-to-image');
      await expect(page.getByRole('button', { name: /Like this tool/ })).toHaveCount(0);
      for (const prompt of ['A red fox in fresh snow', 'A lighthouse at dusk']) {
        await page.getByLabel('Describe your image').fill(prompt);
        await page.getByRole('button', { name: 'Generate' }).click();
        await expect(page.getByRole('region', { name: `Images for: ${prompt}` })).toBeVisible();
      }
      const like = page.getByRole('button', { name: 'Like this tool (7 likes)' });
      await expect(like).toHaveCount(1);
      // With the newest set (shown first), beside its Copy prompt, inside the card.
      const newest = page.getByRole('region', { name: 'Images for: A lighthouse at dusk' });
      await expect(newest.getByRole('button', { name: 'Like this tool (7 likes)' })).toBeVisible();
      const card = (await newest.boundingBox())!;
      const box = (await like.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width);
    });
  }
});
