import { expect, test, type Page } from '@playwright/test';
import { LOCALES, localizePath } from '../../engine/i18n/locales.ts';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { cachedUrls, controlled, precacheList, serviceWorkerReady } from './support/installable-app.ts';
import { seedSavedResults } from './support/saved-results-seed.ts';
import { gotoHydrated } from './support/site.ts';

// The site as an installable app (docs/installable-app.md): a manifest on every page, a service
// worker that keeps the app shell, visited pages and /history for offline use, and never an API answer.
test.use({ serviceWorkers: 'allow' });
// A worker's install fetches the app shell (about 1 MB) while the page loads: on a busy machine that takes a while.
test.setTimeout(120_000);

const generate = (page: Page) => page.getByRole('button', { name: 'Generate', exact: true });

test('every locale’s pages link their manifest: valid, standalone, with icons that load', async ({ page, request }) => {
  for (const locale of ['en', 'es', 'ar'] as const) {
    await page.goto(localizePath('/', locale));
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href, locale).toBe(locale === 'en' ? '/manifest.webmanifest' : `/${locale}/manifest.webmanifest`);
    const res = await request.get(href!);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; lang: string; theme_color: string; background_color: string; icons: Array<{ src: string; sizes: string; purpose: string }> };
    expect(manifest).toMatchObject({ name: 'AI Writing Tools', start_url: localizePath('/', locale), scope: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status(), icon.src).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  }
  await page.goto('/');
  await expect(page.locator('meta[name="theme-color"]')).toHaveCount(2);
});

test('the service worker installs, controls the page after a reload, and is served fresh', async ({ page, request }) => {
  await gotoHydrated(page, '/');
  await serviceWorkerReady(page);
  await page.reload();
  expect(await controlled(page)).toBe(true);
  const sw = await request.get('/sw.js');
  expect(sw.headers()['cache-control']).toBe('no-cache');
  expect(sw.headers()['service-worker-allowed']).toBe('/');
  // The app shell and every locale's /history are kept from the install on; nothing under /api/ ever is.
  const precache = await precacheList(page);
  for (const locale of LOCALES) expect(precache).toContain(localizePath('/history', locale));
  expect(precache.some((url) => url.startsWith('/assets/entry.client-'))).toBe(true);
  expect(precache.filter((url) => url.startsWith('/api'))).toEqual([]);
});

test('offline: a visited tool page and /history open, the saved result is listed, Generate says so before any request', async ({ page, context, request }) => {
  await gotoHydrated(page, '/tools/ai-writer');
  await serviceWorkerReady(page);
  await seedSavedResults(page, [{ toolId: 'ai-writer', toolTitle: 'AI Writer', input: 'Bees in winter', output: '## Bees\n\nThey cluster to keep warm.\n' }]);
  await gotoHydrated(page, '/history');
  await expect(page.getByText('Bees in winter')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Bees in winter')).toBeVisible();
  // Another language's /history was never visited: the install kept it.
  await gotoHydrated(page, '/es/history');
  await expect(page.getByText('Bees in winter')).toBeVisible();

  // Generation requests (POST /api/...); the page's own GET /api/config at load fails offline on its own.
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  await gotoHydrated(page, '/tools/ai-writer');
  const m = marker('offline-app');
  await page.getByLabel('Your Request').fill(`A poem about rain ${m}`);
  await generate(page).click();
  const alert = page.getByRole('alert');
  await expect(alert.locator('.error-title')).toHaveText('You are offline');
  await expect(alert.locator('p').first()).toHaveText('No internet connection. Please check your network and try again.');
  expect(apiCalls).toEqual([]);
  await context.setOffline(false);
  expect(await requestsWith(request, m)).toHaveLength(0);
});

test('no API answer is ever in a cache, even after a generation', async ({ page, request }) => {
  await gotoHydrated(page, '/tools/ai-writer');
  await serviceWorkerReady(page);
  await page.reload();
  expect(await controlled(page)).toBe(true);
  const m = marker('never-cached');
  await whenAsked(request, m, { kind: 'reply', chunks: ['Cached? ', 'Never.'] });
  await page.getByLabel('Your Request').fill(`Say it ${m}`);
  await generate(page).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
  // The page's own JSON calls (config, likes...) went through too by now.
  await page.evaluate(() => fetch('/api/config').then((r) => r.text()));
  const caches = await cachedUrls(page);
  const all = Object.values(caches).flat();
  expect(all.length).toBeGreaterThan(0);
  expect(all.filter((p) => p.startsWith('/api'))).toEqual([]);
  // The page visited is kept (network-first, for offline), and so are its hashed files.
  expect(caches.pages ?? []).toContain('/tools/ai-writer');
});
