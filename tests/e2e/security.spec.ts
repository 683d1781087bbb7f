import { PRIVATE_PAGE_PATHS, STATIC_PAGE_PATHS } from '../../scripts/lib/prerender-paths.ts';
import { TRANSLATED_LOCALES, localizePath } from '../../engine/i18n/locales.ts';
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated, readToolRoutes, waitForHydration } from './support/site.ts';
import { stubTurnstile } from './title-search-support/turnstile-stub.ts';

// First, the Content-Security-Policy the gateway sends is strict and still lets every page and
// feature work: no `securitypolicyviolation` anywhere. Second, a page on another origin cannot use
// the API through its visitors' browsers.

// Every prerendered page and the private pages (saved results, shares), plus the two tools with a page of their own.
const STATIC_ROUTES = [...STATIC_PAGE_PATHS, ...PRIVATE_PAGE_PATHS, '/ai-text-editor', '/text-to-image'];

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** Records every CSP violation the page reports, from its first script on, and the console's CSP complaints. */
async function watchViolations(page: Page): Promise<Violation[]> {
  const console: Violation[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push({ directive: 'console', blocked: message.text(), page: page.url() });
  });
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; page: string }> = [];
    (window as unknown as { __csp: typeof seen }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI || e.sample, page: location.href }));
  });
  return console;
}

async function violations(page: Page, fromConsole: Violation[]): Promise<Violation[]> {
  const inPage = await page.evaluate(() => (window as unknown as { __csp?: Violation[] }).__csp ?? []);
  return [...inPage, ...fromConsole];
}

// Every address the build serves, in every language: each inline script of its HTML is allowed by
// its own policy (the script's SHA-256 is listed). Read from the HTML the gateway sends, with no
// browser: a hundred page loads in a browser took eight minutes of a 2-core machine, and a browser
// tells nothing more about a hash. One page of each kind is then loaded in Chromium, below.
const TOOL_ROUTES = readToolRoutes().map((t) => t.path);
const ALL_ROUTES = [...STATIC_ROUTES, ...TOOL_ROUTES, '/tools/not-a-real-tool'];
const LOCALIZED_ROUTES = TRANSLATED_LOCALES.flatMap((locale) => [...STATIC_PAGE_PATHS, '/ai-text-editor', '/tools/ai-writer', '/no/such/page'].map((path) => localizePath(path, locale)));

/** The exact text of each inline script (no src) of an HTML page, as CSP hashes it. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] ?? '');
}

test.describe('Content-Security-Policy', () => {
  test(`every inline script of every page (${ALL_ROUTES.length + LOCALIZED_ROUTES.length} addresses, every language) is allowed by that page's policy`, async ({ request }) => {
    test.setTimeout(120_000);
    const refused: string[] = [];
    for (const path of [...ALL_ROUTES, ...LOCALIZED_ROUTES]) {
      const response = await request.get(path);
      const policy = response.headers()['content-security-policy'] ?? '';
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1]?.split(/\s+/) ?? [];
      expect(scriptSrc[0], path).toBe("'self'");
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      const scripts = inlineScripts(await response.text());
      expect(scripts.length, `${path} has no inline script: is it the page it should be?`).toBeGreaterThan(0);
      for (const script of scripts) {
        const hash = `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
        if (!scriptSrc.includes(hash)) refused.push(`${path}: ${script.slice(0, 80)}`);
      }
    }
    expect(refused).toEqual([]);
  });

  // One page of each kind in the browser: every page module, a tool page, an unknown tool and a
  // localized page, loaded and hydrated, with no violation reported by the page or its console.
  const BROWSER_PARTS = [
    [...STATIC_ROUTES.slice(0, Math.ceil(STATIC_ROUTES.length / 2))],
    [...STATIC_ROUTES.slice(Math.ceil(STATIC_ROUTES.length / 2)), TOOL_ROUTES[0]!, '/tools/not-a-real-tool', '/ar/tools/ai-writer', '/ja/ai-text-editor'],
  ];
  for (const [part, paths] of BROWSER_PARTS.entries()) {
    test(`a page of each kind loads and hydrates with zero violations (part ${part + 1} of ${BROWSER_PARTS.length}: ${paths.length} pages)`, async ({ page }) => {
      test.setTimeout(240_000);
      const fromConsole = await watchViolations(page);
      const found: Violation[] = [];
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' 'sha256-");
        await waitForHydration(page);
        found.push(...(await violations(page, fromConsole.splice(0))));
      }
      expect(found).toEqual([]);
    });
  }

  test('a generation, the editor, the title search and the image page run with zero violations', async ({ page, request }) => {
    const fromConsole = await watchViolations(page);
    const found: Violation[] = [];

    const m = marker('csp');
    await whenAsked(request, m, { kind: 'reply', chunks: ['# Title\n\n', 'Some **bold** text and a [link](https://example.com).'] });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await page.getByLabel('Your Request').fill(`Write ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.locator('.tool-result strong')).toHaveText('bold');
    found.push(...(await violations(page, fromConsole.splice(0))));

    const e = marker('csp-editor');
    await whenAsked(request, e, { kind: 'reply', chunks: ['Better ', '**text**'] });
    await gotoHydrated(page, '/ai-text-editor');
    await page.getByRole('textbox', { name: 'Text to improve' }).click();
    await page.keyboard.type(`Some words ${e}`);
    await page.getByRole('button', { name: 'Improve Text' }).click();
    await expect(page.locator('.improved-body strong')).toHaveText('text');
    found.push(...(await violations(page, fromConsole.splice(0))));

    await stubTurnstile(page);
    await gotoHydrated(page, '/seo-tools/all-in-title-search-tool');
    await expect(page.getByTestId('turnstile-stub')).toBeVisible();
    await page.getByLabel('Keyword').fill(`csp shoes ${Date.now()}`);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('All in Title Results')).toBeVisible();
    found.push(...(await violations(page, fromConsole.splice(0))));

    await gotoHydrated(page, '/text-to-image');
    await page.getByLabel('Describe your image').fill('A red fox');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('region', { name: 'Images for: A red fox' }).getByRole('img').first()).toBeVisible();
    await expect.poll(() => page.getByRole('region', { name: 'Images for: A red fox' }).getByRole('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    found.push(...(await violations(page, fromConsole.splice(0))));

    expect(found).toEqual([]);
  });

  test('an injected inline script is refused (the policy really is enforced)', async ({ page }) => {
    const fromConsole = await watchViolations(page);
    await gotoHydrated(page, '/about');
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__injected = true';
      document.body.appendChild(s);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    const found = await violations(page, fromConsole);
    expect(found.some((v) => v.directive.startsWith('script-src'))).toBe(true);
  });
});

test.describe('another origin cannot use the API', () => {
  let attacker: http.Server;
  let attackerOrigin = '';
  test.beforeAll(async () => {
    // A page on another loopback address: another site as far as the browser is concerned.
    attacker = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!DOCTYPE html><title>elsewhere</title><p>another site</p>');
    });
    await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.2', resolve));
    attackerOrigin = `http://127.0.0.2:${(attacker.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => attacker.close(resolve));
  });

  const ROUTES: Array<[string, (m: string) => unknown]> = [
    ['/api/generate', (m) => ({ toolId: 'ai-writer', input: m })],
    ['/api/editor/improve', (m) => ({ mode: 'clarity', text: m })],
    ['/api/editor/rewrite', (m) => ({ action: 'improve', text: m })],
    ['/api/images', (m) => ({ toolId: 'text-to-image', prompt: m, size: 'square', n: 1 })],
    ['/api/title-search', (m) => ({ keyword: m, captchaToken: 'pass-x' })],
    ['/api/forms/contact', (m) => ({ name: 'Eve', email: 'eve@example.com', subject: 'general', message: m })],
    ['/api/forms/suggestion', (m) => ({ name: 'Eve', email: 'eve@example.com', 'tool-name': m, description: m, category: 'creative', features: m })],
    ['/api/forms/bug', (m) => ({ page: '/x', happened: m, expected: m })],
  ];

  for (const [route, body] of ROUTES) {
    test(`${route}: text/plain without preflight, JSON with CORS and a form post are all refused`, async ({ page, request, baseURL }) => {
      const m = marker(`xsite-${route.replace(/\W+/g, '-')}`);
      const target = `${baseURL}${route}`;
      const statuses: number[] = [];
      page.on('response', (response) => {
        if (response.url() === target) statuses.push(response.status());
      });
      await page.goto(attackerOrigin);
      const outcome = await page.evaluate(
        async ({ target, payload }) => {
          const results: string[] = [];
          // A "simple" request: no preflight, the browser sends it and hides the answer.
          await fetch(target, { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: payload }).then(
            () => results.push('no-cors sent'),
            () => results.push('no-cors failed'),
          );
          // JSON needs a preflight, which the gateway refuses.
          await fetch(target, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: payload }).then(
            (r) => results.push(`json ${r.status}`),
            () => results.push('json blocked'),
          );
          return results;
        },
        { target, payload: JSON.stringify(body(m)) },
      );
      expect(outcome).toEqual(['no-cors sent', 'json blocked']);
      // A classic form post (navigates the page to the answer).
      await page.evaluate(
        ({ target, payload }) => {
          const form = document.createElement('form');
          form.method = 'POST';
          form.action = target;
          form.enctype = 'text/plain';
          const input = document.createElement('input');
          input.name = payload;
          input.value = '';
          form.appendChild(input);
          document.body.appendChild(form);
          form.submit();
        },
        { target, payload: JSON.stringify(body(m)) },
      );
      await expect.poll(() => statuses.length).toBeGreaterThanOrEqual(2);
      expect(statuses.every((s) => s === 403), `statuses ${statuses.join(',')}`).toBe(true);
      expect(await requestsWith(request, m)).toEqual([]);
    });
  }
});

test.describe('remote images stay out', () => {
  let tracker: http.Server;
  let pixel = '';
  const hits: string[] = [];
  test.beforeAll(async () => {
    // Another site's tracking pixel: every request it receives is a reader given away.
    tracker = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'image/png' });
      res.end();
    });
    await new Promise<void>((resolve) => tracker.listen(0, '127.0.0.2', resolve));
    pixel = `http://127.0.0.2:${(tracker.address() as AddressInfo).port}/pixel.png?leak=1`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => tracker.close(resolve));
  });

  test('a Markdown image in model output is a link on the tool page, the share page, /history and in the .html export; nothing is requested', async ({ page, context, request }) => {
    const fromConsole = await watchViolations(page);
    const m = marker('pixel');
    await whenAsked(request, m, { kind: 'reply', chunks: ['# Report\n\nSee ', `![the chart](${pixel}) now.`] });
    await gotoHydrated(page, '/tools/ai-writer');
    await page.getByLabel('Your Request').fill(`Write a report ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
    const result = page.locator('.tool-result');
    await expect(result.getByRole('link', { name: 'the chart' })).toHaveAttribute('href', pixel);
    await expect(result.locator('img')).toHaveCount(0);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Web page (.html)' }).click()]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
    const exported = Buffer.concat(chunks).toString('utf8');
    expect(exported).not.toMatch(/<img/i);
    expect(exported).toContain(`<a href="${pixel.replace('&', '&amp;')}">the chart</a>`);

    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByLabel(/Share link/).inputValue();
    const viewer = await context.newPage();
    const viewerConsole = await watchViolations(viewer);
    await viewer.goto(link);
    const shared = viewer.locator('.shared-result .markdown');
    await expect(shared.getByRole('link', { name: 'the chart' })).toHaveAttribute('href', pixel);
    await expect(shared.locator('img')).toHaveCount(0);

    await gotoHydrated(page, '/history');
    const saved = page.getByRole('list', { name: 'Saved results' }).getByRole('listitem').filter({ hasText: m });
    await saved.locator('summary').click();
    await expect(saved).toContainText('the chart');
    await expect(page.locator('main img')).toHaveCount(0);

    expect(hits).toEqual([]);
    expect([...(await violations(page, fromConsole)), ...(await violations(viewer, viewerConsole))]).toEqual([]);
  });

  test('the policy itself refuses an image from another host', async ({ page }) => {
    const fromConsole = await watchViolations(page);
    await gotoHydrated(page, '/about');
    await page.evaluate((src) => {
      const img = document.createElement('img');
      img.src = src;
      document.body.appendChild(img);
    }, pixel);
    await expect.poll(async () => (await violations(page, fromConsole)).some((v) => v.directive === 'img-src')).toBe(true);
    expect(hits).toEqual([]);
  });
});
