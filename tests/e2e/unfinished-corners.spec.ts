import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { MARKDOWN_RESULTS, seedSavedResults } from './support/saved-results-seed.ts';
import { selectText } from './support/editor-selection.ts';
import { clickUntilHidden, expectPath, gotoHydrated } from './support/site.ts';

// The corners a first visit trips on: /history (styled search, a switch that holds its shape,
// plain-text previews, reopening a result in its tool), Saved results in the header, the home
// page's category chips and "Get Started", the editor's selection menu and copy, the contact
// page's spacing, and the 404 page. Phone = 390x844 with touch, desktop = 1366x900.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false } as const;

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function historyWithResults(page: Page): Promise<void> {
  await page.goto('/faq');
  await seedSavedResults(page, MARKDOWN_RESULTS);
  await gotoHydrated(page, '/history');
  await expect(page.getByRole('list', { name: 'Saved results' }).getByRole('listitem')).toHaveCount(MARKDOWN_RESULTS.length);
}

test.describe('/history on a phone', () => {
  test.use(PHONE);

  test('the search box is styled like the other fields, also in dark mode', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await historyWithResults(page);
    const look = (label: string) =>
      page.getByLabel(label, { exact: true }).evaluate((el) => {
        const s = getComputedStyle(el);
        return { background: s.backgroundColor, border: s.borderTopColor, radius: s.borderTopLeftRadius, height: Math.round(el.getBoundingClientRect().height) };
      });
    const search = await look('Search saved results');
    const select = await look('Tool');
    expect(search.background).toBe(select.background);
    expect(search.border).toBe(select.border);
    expect(search.radius).toBe(select.radius);
    expect(search.height).toBeGreaterThanOrEqual(40);
  });

  test('the saving switch keeps its shape beside its long label', async ({ page }) => {
    await historyWithResults(page);
    const toggle = page.getByRole('switch', { name: /Save my results on this device/ });
    const knob = (await toggle.boundingBox())!;
    const label = (await page.locator('label', { hasText: 'Save my results on this device' }).boundingBox())!;
    expect(knob.width).toBeGreaterThan(38);
    expect(overlaps(knob, label)).toBe(false);
  });

  test('previews are plain text, the text Copy gives, without Markdown syntax', async ({ page }) => {
    await historyWithResults(page);
    const items = page.getByRole('list', { name: 'Saved results' }).getByRole('listitem');
    const code = items.filter({ hasText: 'A shell one-liner' });
    await expect(code.locator('summary')).toHaveText('Count lines Use wc: wc -l notes.txt It prints the number of lines.');
    await code.locator('summary').click();
    await expect(code.locator('.result-plain')).toHaveText('Count lines\n\nUse wc:\n\nwc -l notes.txt\n\nIt prints the number of lines.', { useInnerText: true });
    for (const summary of await items.locator('summary').allInnerTexts()) expect(summary).not.toMatch(/\*\*|```|##|`/);
  });
});

test('a saved result reopens in its tool, request and result, from /history', async ({ page, request: api }) => {
  // A generation, two page loads and a reload: more than the default time on a loaded machine.
  test.slow();
  const m = marker('reopen');
  await whenAsked(api, m, { kind: 'reply', chunks: ['## Bees at work\n\n', 'They hum all day.\n'] });
  await gotoHydrated(page, '/tools/ai-writer');
  await page.getByLabel('Your Request').fill(`A note about bees ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();

  await gotoHydrated(page, '/history');
  const item = page.getByRole('list', { name: 'Saved results' }).getByRole('listitem').filter({ hasText: m });
  await item.getByRole('link', { name: /^Open in tool/ }).click();
  await expectPath(page, '/tools/ai-writer');
  await expect(page.locator('.tool-result').getByRole('heading', { name: 'Bees at work' })).toBeVisible();
  await expect(page.getByLabel('Your Request')).toHaveValue(`A note about bees ${m}`);
  // Put back once: a reload opens the tool page empty again.
  await page.reload();
  await gotoHydrated(page, '/tools/ai-writer');
  await expect(page.getByLabel('Your Request')).toHaveValue('');
  await expect(page.locator('.tool-result')).toHaveCount(0);
});

for (const [name, use] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(name, () => {
    // "Get Started" jumps at once instead of scrolling smoothly.
    test.use({ ...use, reducedMotion: 'reduce' });

    test('Saved results has a place in the header', async ({ page }) => {
      await gotoHydrated(page, '/tools/ai-writer');
      const link = page.getByRole('banner').getByRole('link', { name: 'Saved results' });
      await expect(link).toBeVisible();
      await link.click();
      await expectPath(page, '/history');
      await expect(page.getByRole('heading', { level: 1, name: 'Saved Results' })).toBeVisible();
    });

    test('after Get Started the highlights sit below the sticky chip bar, not under it', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('button', { name: 'Get Started', exact: true }).click();
      const bar = page.getByRole('navigation', { name: 'Jump to a category' });
      const first = page.getByRole('list', { name: 'Highlights' }).getByRole('listitem').first();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const barBox = (await bar.boundingBox())!;
      expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(barBox.y + barBox.height - 1);
    });
  });
}

test.describe('home chips at 1366 px', () => {
  // Instant scrolls: each click's effect is there at once.
  test.use({ ...DESKTOP, reducedMotion: 'reduce' });

  test('chips past the right edge are announced by a fade and reached with a scroll button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('navigation', { name: 'Jump to a category' });
    const row = bar.locator('ul');
    const lastChip = bar.getByRole('link').last();
    await expect(lastChip).not.toBeInViewport();
    expect(await row.evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    const back = bar.locator('[data-scroll="-1"]');
    const more = bar.locator('[data-scroll="1"]');
    await expect(back).toBeHidden(); // nothing before the first chip
    await expect(more).toBeVisible();
    await clickUntilHidden(more, 6);
    await expect.poll(() => row.evaluate((el) => Math.ceil(el.scrollLeft + el.clientWidth) >= el.scrollWidth)).toBe(true);
    await expect(lastChip).toBeInViewport({ ratio: 1 });
    await expect(more).toBeHidden(); // the end is reached
    await expect(back).toBeVisible();
  });
});

test.describe('home chips on a phone', () => {
  test.use(PHONE);

  test('the row fades at the edge where more chips wait, and has no mouse buttons', async ({ page }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('navigation', { name: 'Jump to a category' });
    expect(await bar.locator('ul').evaluate((el) => getComputedStyle(el).maskImage)).toContain('gradient');
    await expect(bar.locator('[data-scroll]')).toHaveCount(2);
    await expect(bar.locator('[data-scroll="1"]')).toBeHidden();
  });
});

test.describe('AI Text Editor on a phone', () => {
  test.use(PHONE);

  for (const word of ['First', 'riverbank']) {
    test(`the selection menu stays inside the window and off the toolbar (selecting "${word}")`, async ({ page }) => {
      await gotoHydrated(page, '/ai-text-editor');
      const area = page.getByRole('textbox', { name: 'Text to improve' });
      await area.click();
      await page.keyboard.type('First words of a long line that runs on near the riverbank today.');
      await selectText(area, word);
      const rephrase = page.getByRole('button', { name: 'Rephrase', exact: true });
      await expect(rephrase).toBeVisible();
      const menu = page.locator('.selection-menu');
      await expect.poll(async () => {
        const b = (await menu.boundingBox())!;
        return b.x >= 0 && b.x + b.width <= 390;
      }).toBe(true);
      await expect(rephrase).toBeInViewport({ ratio: 1 });
      const toolbar = (await page.getByRole('toolbar').boundingBox())!;
      expect(overlaps((await menu.boundingBox())!, toolbar)).toBe(false);
    });
  }
});

test('the editor copy button puts rich HTML and plain text on the clipboard, not Markdown', async ({ page, context, request }) => {
  const m = marker('editorcopy');
  await whenAsked(request, m, { kind: 'reply', chunks: ['A **much** better sentence.'] });
  await gotoHydrated(page, '/ai-text-editor');
  await page.getByRole('textbox', { name: 'Text to improve' }).click();
  await page.keyboard.type(`a bad sentance ${m}`);
  await page.getByRole('button', { name: 'Improve Text' }).click();
  await expect(page.locator('.improved-body')).toHaveText('A much better sentence.');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy improved text' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const flavours = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const out: Record<string, string> = {};
    for (const type of item!.types) out[type] = await (await item!.getType(type)).text();
    return out;
  });
  expect(flavours['text/html']).toContain('<strong>much</strong>');
  expect(flavours['text/plain']).toBe('A much better sentence.');
});

test.describe('contact page on a phone', () => {
  test.use(PHONE);

  test('the form follows the lead with no empty band above it', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const lead = (await page.locator('.lead').boundingBox())!;
    const form = (await page.getByRole('form', { name: 'Contact form' }).boundingBox())!;
    expect(form.y - (lead.y + lead.height)).toBeLessThan(48);
  });
});

test.describe('an unknown path', () => {
  test('answers 404 with a titled page and a plain link home', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<head>.*<title>Page not found<\/title>.*<\/head>/s);
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).toMatch(/<a href="\/">Go to the home page<\/a>/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the page stays, says so, and its link goes home', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(page).toHaveTitle('Page not found');
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expectPath(page, '/');
    });

    test('under a language’s prefix the page is in that language, and its link goes to that language’s home', async ({ page }) => {
      const response = await page.goto('/ar/no/such/page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page).toHaveTitle('الصفحة غير موجودة');
      await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'القائمة الرئيسية' }).getByRole('link', { name: 'الأسئلة الشائعة' })).toBeVisible();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
      await page.getByRole('link', { name: 'الذهاب إلى الصفحة الرئيسية' }).click();
      await expectPath(page, '/ar/');
    });
  });

  test('a language’s not-found page passes axe (held in place: its script that goes home is not loaded)', async ({ page }) => {
    await page.route('**/not-found-redirect.js', (route) => route.abort());
    await page.goto('/ar/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'الصفحة غير موجودة' })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test('with JavaScript, an address under a language’s prefix goes to that language’s home, leaving no history entry', async ({ page }) => {
    await gotoHydrated(page, '/es/faq');
    await page.goto('/es/no/such/page');
    await expectPath(page, '/es/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Da rienda suelta');
    await page.goBack();
    await expectPath(page, '/es/faq');
  });
});
