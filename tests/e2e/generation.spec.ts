import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';

async function ask(page: Page, text: string) {
  await page.getByLabel('Your Request').fill(text);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

const result = (page: Page) => page.locator('.tool-result .markdown');
const errorBox = (page: Page) => page.getByRole('alert');

test.describe('generic tool generation', () => {
  test('streams markdown progressively, then offers regenerate and copy', async ({ page, request, context }) => {
    const m = marker('stream');
    await whenAsked(request, m, { kind: 'reply', chunks: ['# Heading\n\n', 'First **bold** paragraph.\n\n', '- item one\n', '- item two\n'], delayMs: 600 });
    await gotoHydrated(page, '/tools/ai-email-writer');
    // Record, inside the page, every state the result goes through, so the check does not depend on polling speed.
    await page.evaluate(() => {
      const seen: Array<{ heading: boolean; items: number }> = [];
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new MutationObserver(() => {
        const md = document.querySelector('.tool-result .markdown');
        if (md) seen.push({ heading: !!md.querySelector('h1'), items: md.querySelectorAll('li').length });
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await ask(page, `Write something ${m}`);

    await expect(page.getByRole('button', { name: 'Stop Generation' })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(result(page).getByRole('heading', { name: 'Heading' })).toBeVisible();
    await expect(result(page).locator('strong')).toHaveText('bold');
    await expect(result(page).locator('li')).toHaveCount(2);
    // Progressive: the heading was on screen before the list arrived, then one item, then two.
    const seen = await page.evaluate(() => (window as unknown as { __seen: Array<{ heading: boolean; items: number }> }).__seen);
    expect(seen.some((s) => s.heading && s.items === 0)).toBe(true);
    expect(seen.some((s) => s.heading && s.items === 1)).toBe(true);
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    // Counted as the reader sees it: the Markdown marks (#, **, -) are not characters of the text.
    const visible = 'Heading\n\nFirst bold paragraph.\n\nitem one\nitem two';
    await expect(page.getByText(`${visible.length} characters generated`)).toBeVisible();

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    // Copy writes rich text: its plain-text flavour has no Markdown syntax (the source is "Copy as Markdown").
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Heading\n\nFirst bold paragraph.\n\n- item one\n- item two');
    await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible({ timeout: 3000 });

    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect(result(page).locator('li')).toHaveCount(2);
    expect(await requestsWith(request, m)).toHaveLength(2);
  });

  test('Stop Generation aborts, keeps the partial text and tells the provider', async ({ page, request }) => {
    const m = marker('stop');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Partial answer ', ...Array.from({ length: 40 }, () => 'more ')], delayMs: 300 });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Long one ${m}`);
    await expect(result(page)).toContainText('Partial answer');
    await page.getByRole('button', { name: 'Stop Generation' }).click();
    await expect(errorBox(page).locator('p').first()).toHaveText('Generation stopped by user');
    await expect(result(page)).toContainText('Partial answer');
    await expect.poll(async () => (await requestsWith(request, m))[0]?.closedByClient).toBe(true);
  });

  test('Remember previous messages sends earlier turns, and switching it off clears them', async ({ page, request }) => {
    const first = marker('hist1');
    const second = marker('hist2');
    const third = marker('hist3');
    await whenAsked(request, first, { kind: 'reply', chunks: ['Answer one.'] });
    await whenAsked(request, second, { kind: 'reply', chunks: ['Answer two.'] });
    await whenAsked(request, third, { kind: 'reply', chunks: ['Answer three.'] });
    await gotoHydrated(page, '/tools/ai-writer');
    const toggle = page.getByRole('switch', { name: 'Remember previous messages' });
    await toggle.check();

    await ask(page, `First ${first}`);
    await expect(result(page)).toHaveText('Answer one.');
    await ask(page, `Second ${second}`);
    await expect(result(page)).toHaveText('Answer two.');
    const [withHistory] = await requestsWith(request, second);
    expect(withHistory!.body.messages!.map((msg) => [msg.role, msg.content])).toEqual([
      ['system', expect.any(String)],
      ['user', `First ${first}`],
      ['assistant', 'Answer one.'],
      ['user', `Second ${second}`],
    ]);

    await toggle.uncheck();
    await toggle.check();
    await ask(page, `Third ${third}`);
    await expect(result(page)).toHaveText('Answer three.');
    const [afterClear] = await requestsWith(request, third);
    expect(afterClear!.body.messages!.map((msg) => msg.role)).toEqual(['system', 'user']);
  });

  const errors: Array<[string, Parameters<typeof whenAsked>[2], string]> = [
    ['401', { kind: 'status', status: 401 }, 'Invalid API key. Please check your API key and try again.'],
    ['500', { kind: 'status', status: 500 }, 'API request failed with status 500'],
    ['no body', { kind: 'no-body' }, 'No reader available'],
    ['time-out', { kind: 'stall' }, 'Request timed out. Please try again.'],
    ['dropped connection', { kind: 'drop', chunks: ['Some text'] }, 'Generation was interrupted. Please try again.'],
  ];
  for (const [name, scenario, message] of errors) {
    test(`shows the spec's message on ${name}`, async ({ page, request }) => {
      const m = marker(name.replace(/\W/g, ''));
      await whenAsked(request, m, scenario);
      await gotoHydrated(page, '/tools/ai-email-writer');
      await ask(page, `Try ${m}`);
      // The spec's words come first; a plain line for the visitor may follow them in the same box.
      await expect(errorBox(page).locator('p').first()).toHaveText(message, { timeout: 10_000 });
      await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
    });
  }

  test('offline: the offline message, and nothing is sent', async ({ page, context, request }) => {
    const m = marker('offline');
    await gotoHydrated(page, '/tools/ai-email-writer');
    await context.setOffline(true);
    await ask(page, `Offline ${m}`);
    await expect(errorBox(page).locator('p').first()).toHaveText('No internet connection. Please check your network and try again.');
    await context.setOffline(false);
    expect(await requestsWith(request, m)).toHaveLength(0);
  });

  // A connection that drops once the page is shown: the parts that load after it (the allowance line,
  // the Markdown pipeline, the result's actions) are missing, and the page, with what was typed, stays.
  test('parts that cannot load after the page leave it working: no allowance line, the result as written', async ({ page, request }) => {
    const m = marker('partsoffline');
    await whenAsked(request, m, { kind: 'reply', chunks: ['# A title\n\n', 'Some **bold** words.'] });
    await page.route(/\/assets\/(allowance-view|markdown-view|result-actions)-[^/]*\.js$/, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Write ${m}`);
    await expect(page.locator('.tool-result .markdown.plain-text')).toHaveText('# A title\n\nSome **bold** words.');
    await expect(page.getByLabel('Your Request')).toHaveValue(`Write ${m}`);
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
  });

  test('the fallback message when the gateway fails unexpectedly', async ({ page }) => {
    await page.route('**/api/generate', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'event: error\ndata: {"code":"internal","message":"An error occurred while generating content. Please try again."}\n\n' }));
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, 'anything');
    await expect(errorBox(page).locator('p').first()).toHaveText('An error occurred while generating content. Please try again.');
  });

  test('rendered output is sanitised: no script, no javascript: link, no event handler', async ({ page, request }) => {
    const m = marker('xss');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await whenAsked(request, m, {
      kind: 'reply',
      chunks: ['Hello\n\n', '<img src=x onerror="alert(1)">\n\n', '[click](javascript:alert(2))\n\n', '<iframe src="https://example.com"></iframe>\n\nBye'],
    });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Inject ${m}`);
    await expect(result(page)).toContainText('Bye');
    const html = await result(page).innerHTML();
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<img/i);
    expect(dialogs).toBe(0);
  });
});
