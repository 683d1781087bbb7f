import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { startFakeModeration, type FakeModeration } from '../fixtures/fake-moderation/fake-moderation.ts';
import { freePorts } from '../support/free-ports.ts';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Content safety in the browser: an answer the moderation endpoint flags part-way is stopped, the
// page removes the text it had shown and says why, and the saved results never keep it. The shared
// e2e gateway runs without moderation, so this file starts its own, on the same build and fake AI
// provider, pointed at a fake moderation endpoint (tests/fixtures/fake-moderation).

const [PORT] = freePorts(1);
const BASE = `http://127.0.0.1:${PORT}`;
const FLAG = 'forbidden-word';
let gateway: ChildProcess | undefined;
let moderation: FakeModeration;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  moderation = await startFakeModeration();
  moderation.flag(FLAG);
  const child = spawn(process.execPath, [`${process.env.E2E_BUILD_DIR ?? 'build'}/gateway/main.js`], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      AI_BASE_URL: `http://127.0.0.1:${process.env.E2E_FAKE_PROVIDER_PORT ?? 4174}/v1`,
      AI_TIMEOUT_MS: '5000',
      RATE_LIMIT_PER_MINUTE: '10000',
      DAILY_GENERATIONS_PER_VISITOR: '0',
      DAILY_OUTPUT_TOKENS_PER_VISITOR: '0',
      MAX_CONCURRENT_STREAMS_PER_VISITOR: '0',
      REDIS_URL: '',
      DATABASE_URL: '',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-content-safety-')),
      MODERATION_BASE_URL: moderation.baseUrl,
      MODERATION_OUTPUT_CHARS: '60',
      MODERATION_STRIKES: '100',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  gateway = child;
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('"msg":"listening"')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`gateway exited with ${code}`)));
  });
});
test.afterAll(async () => {
  gateway?.kill();
  await moderation?.close();
});

/** The outputs of the saved results this browser's IndexedDB holds (read the raw way, not through the app). */
function savedOutputs(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        // Never create the database, and close it at once: a connection left open (or a database
        // made here at version 1) would block the app's own upgrade, and its save would never happen.
        void indexedDB.databases().then((dbs) => {
          if (!dbs.some((d) => d.name === 'ai-writing-tools')) return resolve([]);
          const open = indexedDB.open('ai-writing-tools');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains('saved-results')) {
              db.close();
              return resolve([]);
            }
            const all = db.transaction('saved-results').objectStore('saved-results').getAll();
            all.onsuccess = () => {
              db.close();
              resolve((all.result as Array<{ output: string }>).map((r) => r.output));
            };
            all.onerror = () => reject(all.error);
          };
        });
      }),
  );
}

test('an answer flagged mid-stream: the partial text is removed, the page says why, and it is not saved', async ({ page, request }) => {
  const clean = 'This first part of the answer is harmless and long enough to pass. ';
  const m = marker('blocked');
  await whenAsked(request, m, { kind: 'reply', chunks: [clean, clean, `Then the ${FLAG} shows up. `, clean, clean], delayMs: 400 });
  await gotoHydrated(page, `${BASE}/tools/ai-email-writer`);
  // Record inside the page every text the result shows, so the check does not depend on polling speed.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      const body = document.querySelector('.tool-result .result-body');
      if (body?.textContent) seen.push(body.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByLabel('Your Request').fill(`A note to the team ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Our automatic content check stopped this answer part-way, so the text was removed. Please rephrase your request and try again.');
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.some((text) => text.includes('This first part of the answer is harmless'))).toBe(true); // checked text was shown while streaming
  expect(seen.some((text) => text.includes(FLAG))).toBe(false); // the flagged part never was
  await expect(page.getByText('This first part of the answer is harmless')).toHaveCount(0); // and what was shown is gone
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A clean answer on the same page is saved (saving loads its module on first use: a busy machine takes a while); the blocked one never was.
  const ok = marker('clean');
  await whenAsked(request, ok, { kind: 'reply', chunks: ['A short and friendly note.'] });
  await page.getByLabel('Your Request').fill(`Another note ${ok}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.locator('.tool-result .markdown')).toHaveText('A short and friendly note.');
  await expect.poll(() => savedOutputs(page), { timeout: 15_000 }).toEqual(['A short and friendly note.']);
});
