import { expect, test, type Locator, type Page } from '@playwright/test';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { earlyInputScript } from '../../src/features/early-input/early-input-script.ts';
import { waitForHydration } from './support/site.ts';

// No dead clicks: the pages hydrate after the first paint (the JavaScript loads late to keep the
// main thread free), so a visitor on a slow phone acts on the prerendered page before React
// listens. Every test here opens a page with the CPU slowed 4x (a mid-range phone), acts the
// moment the load event has fired, and only then waits for the page to hydrate and checks that
// the action took effect: it either worked at once or was replayed once the page could handle it.

/** Opens `url` with the CPU slowed 4x and returns as soon as the load event has fired. */
async function openAtLoad(page: Page, url: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load' });
}

/**
 * A visitor's click: the mouse goes down and up on the element's centre, now. No waiting for
 * the element to become enabled or for anything to listen, as Playwright's click() would.
 */
async function clickNow(page: Page, target: Locator): Promise<void> {
  // Into view first; an element replaced meanwhile (the editor's toolbar when the editor is ready) is found again below.
  await target.scrollIntoViewIfNeeded({ timeout: 5_000 }).catch(() => undefined);
  // Caught between the old element's removal and its replacement's first layout, it has no box for
  // a moment: a visitor's finger would land a moment later, so look again for up to two seconds.
  let box = await target.boundingBox();
  for (let tries = 0; !box && tries < 20; tries++) {
    await page.waitForTimeout(100);
    box = await target.boundingBox();
  }
  if (!box) throw new Error('the element has no box to click');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Hydration at 4x slower CPU on a shared machine takes a few seconds; the checks wait for it. */
const AFTER_HYDRATION = { timeout: 15_000 };

test.describe('input at the load event, CPU slowed 4x', () => {
  test.setTimeout(60_000); // a page at a quarter of the CPU speed, on a shared machine
  test('the theme toggle switches the theme', async ({ page }) => {
    await openAtLoad(page, '/');
    await clickNow(page, page.getByRole('button', { name: 'Dark theme' }));
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', AFTER_HYDRATION);
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('/ focuses the home search, and what is typed next searches', async ({ page }) => {
    await openAtLoad(page, '/');
    await page.keyboard.press('/');
    await page.keyboard.type('email');
    await waitForHydration(page);
    const search = page.getByRole('searchbox', { name: 'Search tools' });
    await expect(search).toBeFocused(AFTER_HYDRATION);
    await expect(search).toHaveValue('email');
    await expect(page.getByRole('heading', { name: /Search Results/ })).toBeVisible(AFTER_HYDRATION);
  });

  test('the phone menu opens', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAtLoad(page, '/faq');
    await clickNow(page, page.getByRole('button', { name: 'Menu' }));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true', AFTER_HYDRATION);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' })).toBeVisible();
  });

  test('a category chip takes the page to its category', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAtLoad(page, '/');
    const chip = page.getByRole('navigation', { name: 'Jump to a category' }).getByRole('link').first();
    const href = await chip.getAttribute('href');
    await clickNow(page, chip);
    await waitForHydration(page);
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(href ?? '#none')).toBeInViewport(AFTER_HYDRATION);
  });

  test('an FAQ filter applies', async ({ page }) => {
    await openAtLoad(page, '/faq');
    const all = await page.locator('.faq-item').count();
    await clickNow(page, page.getByRole('group', { name: 'Filter questions by category' }).getByRole('button', { name: 'Usage' }));
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Usage' })).toHaveAttribute('aria-pressed', 'true', AFTER_HYDRATION);
    expect(await page.locator('.faq-item').count()).toBeLessThan(all);
  });

  test('Generate starts, with what was typed before the page hydrated', async ({ page, request }) => {
    const m = marker('early-generate');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Typed early, ', 'answered in full.'] });
    await openAtLoad(page, '/tools/love-letter');
    await page.getByRole('textbox', { name: /Their name/ }).fill('Sam');
    await page.locator('textarea[name="memories"]').fill(`the lake ${m}`);
    await clickNow(page, page.getByRole('button', { name: 'Generate', exact: true }));
    await waitForHydration(page);
    await expect(page.getByText('Typed early, answered in full.')).toBeVisible(AFTER_HYDRATION);
    expect(await requestsWith(request, m)).toHaveLength(1);
  });

  test("an editor toolbar button applies once the editor is ready", async ({ page }) => {
    await openAtLoad(page, '/ai-text-editor');
    await clickNow(page, page.getByRole('button', { name: 'Bold', exact: true }));
    await waitForHydration(page);
    const area = page.getByRole('textbox', { name: 'Text to improve' });
    await expect(area).toBeFocused(AFTER_HYDRATION);
    await page.keyboard.type('strong words');
    await expect(area.locator('strong')).toHaveText('strong words');
  });

  test('text typed into a lazily loaded renderer form survives its mount', async ({ page }) => {
    await openAtLoad(page, '/tools/image-generator');
    await page.getByLabel('Describe your image').fill('a lighthouse at dusk');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Generate' })).toBeEnabled(AFTER_HYDRATION);
    await expect(page.getByLabel('Describe your image')).toHaveValue('a lighthouse at dusk');
  });

  test('a file picked before its part of the page hydrated is read once it has, and the page stays', async ({ page }) => {
    await openAtLoad(page, '/tools/ai-summarizer');
    const box = page.getByRole('textbox', { name: 'Your Request' });
    // The hidden input under the box, prerendered before the code that reads files has loaded.
    const input = box.locator('xpath=ancestor::div[contains(@class, "field")][1]').locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Picked before the page could read it.') });
    await waitForHydration(page);
    await expect(box).toHaveValue('Picked before the page could read it.', AFTER_HYDRATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Summarizer');
  });
});

test.describe('a held click whose button was replaced before it could be replayed', () => {
  // The early-input script on a page of its own: a placeholder button the script holds a click on
  // (no React keys on it yet), then replaced by "hydrated" ones, as the editor's real toolbar
  // replaces its placeholder when the editor is ready.
  const page = (buttons: string) => `<main>${buttons}</main><script>${earlyInputScript()}</script>`;
  async function holdClickThenReplace(p: Page, replacement: string): Promise<string[]> {
    await p.setContent(page('<button id="old" aria-label="Bold" style="position:absolute;left:20px;top:20px;width:60px;height:30px">B</button>'));
    await p.locator('#old').click(); // held: nothing on the page is hydrated
    return p.evaluate((html) => {
      const clicks: string[] = [];
      document.querySelector('main')!.innerHTML = html;
      for (const button of document.querySelectorAll('button')) {
        Object.assign(button, { __reactFiber$test: {} }); // what React leaves on a node it has hydrated
        button.addEventListener('click', () => clicks.push(button.id));
      }
      (window as unknown as { __earlyInput: { flush: () => void } }).__earlyInput.flush();
      return clicks;
    }, replacement);
  }

  test('goes to the button of the same name now under the click', async ({ page: p }) => {
    const at = (id: string, label: string, top: number) => `<button id="${id}" aria-label="${label}" style="position:absolute;left:20px;top:${top}px;width:60px;height:30px">B</button>`;
    expect(await holdClickThenReplace(p, at('real', 'Bold', 20) + at('other', 'Bold', 200))).toEqual(['real']);
  });

  test('goes to the only button of that name elsewhere, and is dropped when the name is ambiguous or gone', async ({ page: p }) => {
    const at = (id: string, label: string, top: number) => `<button id="${id}" aria-label="${label}" style="position:absolute;left:20px;top:${top}px;width:60px;height:30px">B</button>`;
    expect(await holdClickThenReplace(p, at('moved', 'Bold', 300) + at('italic', 'Italic', 20))).toEqual(['moved']);
    expect(await holdClickThenReplace(p, at('a', 'Bold', 300) + at('b', 'Bold', 400))).toEqual([]);
    expect(await holdClickThenReplace(p, at('italic', 'Italic', 20))).toEqual([]);
  });
});
