import type { Page } from '@playwright/test';

// Helpers for the specs of the installable app (the service worker is blocked everywhere else).

/** Waits until the page's service worker is installed and active (its precache and the open page kept). */
export async function serviceWorkerReady(page: Page): Promise<void> {
  await page.waitForFunction(() => 'serviceWorker' in navigator, undefined, { timeout: 5_000 });
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

/** Whether a service worker controls the page (it answers the page's requests). */
export function controlled(page: Page): Promise<boolean> {
  return page.evaluate(() => navigator.serviceWorker.controller !== null);
}

/** Every URL in every Cache Storage cache of the origin, by cache name. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });
}

/** The precache list written into the served /sw.js. */
export async function precacheList(page: Page): Promise<string[]> {
  const text = await (await page.request.get('/sw.js')).text();
  return [...text.matchAll(/"url":"([^"]+)"/g)].map((m) => String(m[1]));
}
