import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Saved results live in the visitor's browser (IndexedDB), survive a reload,
// come back into the page from the drawer, and can be deleted, cleared, exported or switched off.

const request = (page: Page) => page.getByLabel('Your Request');
const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });

/** How many saved results this browser's IndexedDB holds (read the raw way, not through the app). */
function savedCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        // Never create the database, and close it at once: a connection left open (or a database
        // made here at version 1) would block the app's own upgrade, and its save would never happen.
        void indexedDB.databases().then((dbs) => {
          if (!dbs.some((d) => d.name === 'ai-writing-tools')) return resolve(0);
          const open = indexedDB.open('ai-writing-tools');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('saved-results')) {
              db.close();
              return resolve(0);
            }
            const count = db.transaction('saved-results').objectStore('saved-results').count();
            count.onsuccess = () => {
              db.close();
              resolve(count.result);
            };
            count.onerror = () => reject(count.error);
          };
        });
      }),
  );
}

async function generateOn(page: Page, api: Parameters<typeof whenAsked>[0], text: string, chunks: string[]): Promise<void> {
  const m = marker('saved');
  await whenAsked(api, m, { kind: 'reply', chunks });
  await request(page).fill(`${text} ${m}`);
  await generate(page).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
}

test('a result survives a reload and is restored from the drawer, request and all', async ({ page, request: api }) => {
  await gotoHydrated(page, '/tools/ai-writer');
  await generateOn(page, api, 'A note about bees', ['## Bees at work\n\n', 'They hum all day.\n']);
  await expect.poll(() => savedCount(page)).toBe(1);

  await page.reload();
  await gotoHydrated(page, '/tools/ai-writer');
  await expect(page.locator('.tool-result')).toHaveCount(0);
  await page.getByRole('button', { name: 'Saved results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Saved results' });
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await expect(drawer).toContainText('A note about bees');
  await drawer.getByRole('button', { name: 'Restore' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('.tool-result').getByRole('heading', { name: 'Bees at work' })).toBeVisible();
  await expect(request(page)).toHaveValue(/^A note about bees /);
  // A restored result is not saved a second time.
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  expect(await savedCount(page)).toBe(1);
});

test('delete from the drawer; on /history search, filter, delete and clear all with confirmation', async ({ page, request: api }) => {
  await gotoHydrated(page, '/tools/ai-writer');
  await generateOn(page, api, 'First about apples', ['Apples.']);
  await generateOn(page, api, 'Second about pears', ['Pears.']);
  await generateOn(page, api, 'Third about plums', ['Plums.']);
  await expect.poll(() => savedCount(page)).toBe(3);

  await page.getByRole('button', { name: 'Saved results' }).click();
  const drawer = page.getByRole('dialog', { name: 'Saved results' });
  await expect(drawer.getByRole('listitem')).toHaveCount(3);
  await drawer.getByRole('listitem').filter({ hasText: 'Third about plums' }).getByRole('button', { name: /Delete/ }).click();
  await expect(drawer.getByRole('listitem')).toHaveCount(2);
  expect(await savedCount(page)).toBe(2);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await gotoHydrated(page, '/history');
  const list = page.getByRole('list', { name: 'Saved results' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Up to 500 results or 20 MB are kept')).toBeVisible();
  await page.getByLabel('Search saved results').fill('pears');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Second about pears');
  await page.getByLabel('Search saved results').fill('');
  await page.getByLabel('Tool', { exact: true }).selectOption({ label: 'AI Writer' });
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await list.getByRole('listitem').filter({ hasText: 'First about apples' }).getByRole('button', { name: /Delete/ }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('Delete all 1 saved results?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Yes, delete all' }).click();
  await expect(page.getByText('No saved results yet.')).toBeVisible();
  expect(await savedCount(page)).toBe(0);
});

test('exports all saved results as JSON, and another tab follows a clear', async ({ page, context, request: api }) => {
  await gotoHydrated(page, '/tools/ai-writer');
  await generateOn(page, api, 'Exported request', ['# Exported\n\nText.']);
  await expect.poll(() => savedCount(page)).toBe(1);

  await gotoHydrated(page, '/history');
  const other = await context.newPage();
  await gotoHydrated(other, '/history');
  await expect(other.getByRole('list', { name: 'Saved results' }).getByRole('listitem')).toHaveCount(1);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export all as JSON' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^ai-writing-tools-history-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await streamText(await download.createReadStream())) as { format: string; results: Array<{ toolId: string; input: string; output: string; model?: string }> };
  expect(exported.format).toBe('ai-writing-tools/saved-results');
  expect(exported.results).toHaveLength(1);
  expect(exported.results[0]).toMatchObject({ toolId: 'ai-writer', output: '# Exported\n\nText.' });
  expect(exported.results[0]!.input).toMatch(/^Exported request /);
  // The gateway names its model (X-Model); the e2e gateway runs the default one.
  expect(typeof exported.results[0]!.model).toBe('string');

  await page.getByRole('button', { name: 'Clear all' }).click();
  await page.getByRole('button', { name: 'Yes, delete all' }).click();
  // The other tab hears about it (BroadcastChannel) without a reload.
  await expect(other.getByText('No saved results yet.')).toBeVisible();
});

test('switching saving off clears what was saved and stops saving; on again saves again', async ({ page, request: api }) => {
  await gotoHydrated(page, '/tools/ai-writer');
  await generateOn(page, api, 'Before switching off', ['Kept for now.']);
  await expect.poll(() => savedCount(page)).toBe(1);

  await gotoHydrated(page, '/history');
  // The page's content is a lazy chunk: once it has read the list, its switch is live.
  await expect(page.getByText('1 of 1 shown.')).toBeVisible();
  const setting = page.getByRole('switch', { name: /Save my results on this device/ });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect(page.getByText('No saved results yet.')).toBeVisible();
  expect(await savedCount(page)).toBe(0);

  await gotoHydrated(page, '/tools/ai-writer');
  await generateOn(page, api, 'While off', ['Not saved.']);
  await page.getByRole('button', { name: 'Saved results' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved results' })).toContainText('Saving results is switched off');
  await page.keyboard.press('Escape');

  await gotoHydrated(page, '/history');
  await expect(page.getByText('No saved results yet.')).toBeVisible();
  await expect(setting).not.toBeChecked();
  await setting.check();
  await gotoHydrated(page, '/tools/ai-writer');
  await generateOn(page, api, 'After switching on', ['Saved again.']);
  // Only the last one: the result made while saving was off was never written.
  await expect.poll(() => savedCount(page)).toBe(1);
  await gotoHydrated(page, '/history');
  await expect(page.getByRole('list', { name: 'Saved results' })).toContainText('After switching on');
  await expect(page.getByRole('list', { name: 'Saved results' })).not.toContainText('While off');
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

test('/history does not prerender what only this device knows: the switch and the list appear once the page runs, and the first click on the switch counts', async ({ page, request: api }) => {
  // Prerendered, the switch said "on" to a visitor who had switched saving off, and a click on it
  // before its code arrived was lost.
  const html = await (await api.get('/history')).text();
  expect(html).not.toContain('role="switch"');
  expect(html).toContain('Loading');
  await page.addInitScript(() => localStorage.setItem('awt-saved-results-off', '1'));
  await page.goto('/history');
  const setting = page.getByRole('switch', { name: /Save my results on this device/ });
  await expect(setting).not.toBeChecked();
  await setting.check();
  await expect(setting).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('awt-saved-results-off'))).toBeNull();
});
