import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { startSupabaseStandIn, withLikesConfigured, type SupabaseStandIn } from './support/supabase-stand-in.ts';

// The site promises likes after signing in only where this deployment has them: the e2e gateway has
// no Supabase, so the sentences are absent, from the prerendered HTML too; with likes configured they show.
const HOME_REASON = 'Signing in is optional and only for likes.';
const FAQ_NOTE = 'Signing in is optional and only lets you like your favourite tools.';

let standIn: SupabaseStandIn;
test.beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
test.afterAll(async () => {
  await standIn.close();
});

test('without likes, neither the prerendered pages nor the running ones mention signing in to like', async ({ page, request }) => {
  for (const path of ['/', '/faq']) {
    // The page's text, without its scripts (the loader data carries the sentence for the browser to show when on).
    const html = (await (await request.get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(html).not.toContain(HOME_REASON);
    expect(html).not.toContain(FAQ_NOTE);
  }
  await gotoHydrated(page, '/');
  await expect(page.locator('.overview')).toContainText('Open a tool and start writing.');
  await expect(page.locator('.home-faq')).toContainText('No. You can use every tool without signing up.');
  await expect(page.locator('body')).not.toContainText(HOME_REASON);
  await expect(page.locator('body')).not.toContainText(FAQ_NOTE);

  await gotoHydrated(page, '/faq');
  await page.getByRole('button', { name: 'Do I need an account?' }).click();
  await expect(page.getByRole('region', { name: 'Do I need an account?' })).toHaveText('No. You can use every tool without signing up.');
});

test('with likes configured, home and the FAQ say that signing in lets you like tools', async ({ page }) => {
  await withLikesConfigured(page, standIn);
  await gotoHydrated(page, '/');
  await expect(page.locator('.overview')).toContainText(`Open a tool and start writing. ${HOME_REASON}`);
  await expect(page.locator('.home-faq')).toContainText(`No. You can use every tool without signing up. ${FAQ_NOTE}`);

  await gotoHydrated(page, '/faq');
  await page.getByRole('button', { name: 'Do I need an account?' }).click();
  await expect(page.getByRole('region', { name: 'Do I need an account?' })).toHaveText(`No. You can use every tool without signing up. ${FAQ_NOTE}`);
});
