import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { clickUntilHidden, gotoHydrated } from './support/site.ts';
import { boxOf, gotoRtl, horizontalScale, overflowsSideways, textSide } from './rtl-support/rtl-page.ts';

// Right to left (Arabic): the layout is the mirror of the English one, directional icons turn
// around, code stays left to right, and nothing scrolls sideways. Until the Arabic pages exist the
// English pages are turned right to left in place (rtl-support/rtl-page.ts); once /ar/ answers,
// the real Arabic pages are checked.

const TOOL = '/tools/ai-writer';
// An Arabic answer with inline code and a code block: the text reads right to left, the code left to right.
const ARABIC_ANSWER = ['## مسودة قصيرة\n\n', 'الفقرة الأولى من الجواب، وفيها الأمر `npm install` داخل النص.\n\n', '```\nconst answer = 42;\n```\n'];

async function generate(page: Page, request: Parameters<typeof whenAsked>[0], name: string): Promise<void> {
  const m = marker(name);
  await whenAsked(request, m, { kind: 'reply', chunks: ARABIC_ANSWER });
  await page.locator('.tool-main textarea').first().fill(`A short text ${m}`);
  await page.locator('.generate-button').click();
  await expect(page.locator('.tool-result .markdown pre')).toBeVisible();
  await expect(page.locator('.tool-result[aria-busy="false"]')).toBeVisible();
}

test.describe('desktop, right to left', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  test('home: the header starts at the right, headings line up right, nothing scrolls sideways', async ({ page, request }) => {
    await gotoRtl(page, request, '/');
    const logo = await boxOf(page, '.site-header .logo');
    const actions = await boxOf(page, '.header-actions');
    expect(logo.left).toBeGreaterThan(actions.right);
    expect(await textSide(page, '.category-title')).toBe('right');
    // The favourite star sits in the card's end corner: the left one.
    const card = await boxOf(page, '.tool-grid-item');
    const star = await boxOf(page, '.tool-grid-item .favourite-star');
    expect(star.left - card.left).toBeLessThan(card.right - star.right);
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('the jump bar scrolls towards its end, the left, with the button there', async ({ page, request }) => {
    await gotoRtl(page, request, '/');
    const bar = page.locator('.category-jump-bar');
    const row = bar.locator('ul');
    const back = bar.locator('[data-scroll="-1"]');
    const more = bar.locator('[data-scroll="1"]');
    await expect(back).toBeHidden(); // nothing before the first chip, at the right
    await expect(more).toBeVisible();
    expect((await boxOf(page, '.category-jump-bar [data-scroll="1"]')).left).toBeLessThan(100);
    await clickUntilHidden(more, 8);
    // Right to left, scrollLeft runs from 0 down to minus the overflow.
    await expect.poll(() => row.evaluate((el) => Math.floor(-el.scrollLeft + el.clientWidth) >= el.scrollWidth - 1)).toBe(true);
    await expect(more).toBeHidden();
    await expect(back).toBeVisible();
    await expect(bar.getByRole('link').last()).toBeInViewport({ ratio: 1 });
  });

  test('tool page: the sidebar is on the right and the Back arrow points right', async ({ page, request }) => {
    await gotoHydrated(page, TOOL);
    expect(await horizontalScale(page, '.back-link svg')).toBe(1);
    await gotoRtl(page, request, TOOL);
    const sidebar = await boxOf(page, '.tool-sidebar');
    const main = await boxOf(page, '.tool-main');
    expect(sidebar.left).toBeGreaterThan(main.right);
    expect(await horizontalScale(page, '.back-link svg')).toBe(-1);
    // The back link itself starts at the page's right edge, above the sidebar.
    expect(Math.abs((await boxOf(page, '.back-link')).right - sidebar.right)).toBeLessThanOrEqual(2);
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('a result: Arabic text right to left, code left to right, the action bar mirrored', async ({ page, request }) => {
    await gotoRtl(page, request, TOOL);
    await generate(page, request, 'rtl-result');
    const body = page.locator('.tool-result .markdown');
    await expect(body).toHaveAttribute('dir', 'auto');
    expect(await body.evaluate((el) => el.matches(':dir(rtl)'))).toBe(true);
    expect(await textSide(page, '.tool-result .markdown p')).toBe('right');
    for (const code of ['.tool-result .markdown pre', '.tool-result .markdown p code']) {
      expect(await page.locator(code).evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    }
    expect(await textSide(page, '.tool-result .markdown pre')).toBe('left');
    // Regenerate, the first action, at the right; the less used actions pushed to the left end.
    const first = await boxOf(page, '.result-toolbar .action-button');
    const secondary = await boxOf(page, '.action-secondary');
    expect(first.left).toBeGreaterThan(secondary.right);
    // A tooltip stays centred on its button.
    const button = page.locator('.action-secondary .action-button').first();
    await button.hover();
    const label = await button.locator('.action-label').evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    const own = await button.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
    expect(Math.abs(label.left + label.width / 2 - (own.left + own.width / 2))).toBeLessThanOrEqual(2);
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('an English result on a right-to-left page reads left to right', async ({ page, request }) => {
    const m = marker('rtl-english');
    await whenAsked(request, m, { kind: 'reply', chunks: ['An English answer, written left to right.\n'] });
    await gotoRtl(page, request, TOOL);
    await page.locator('.tool-main textarea').first().fill(`A short text ${m}`);
    await page.locator('.generate-button').click();
    await expect(page.locator('.tool-result[aria-busy="false"] .markdown p')).toBeVisible();
    expect(await textSide(page, '.tool-result .markdown p')).toBe('left');
  });

  test('editor: each paragraph takes its own direction, the toolbar starts at the right', async ({ page, request }) => {
    await gotoRtl(page, request, '/ai-text-editor');
    const area = page.locator('.editor-area[contenteditable="true"]');
    await area.click();
    await page.keyboard.type('هذه فقرة عربية قصيرة.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('An English paragraph.');
    const directions = await area.locator('p').evaluateAll((ps) => ps.map((p) => (p.matches(':dir(rtl)') ? 'rtl' : 'ltr')));
    expect(directions).toEqual(['rtl', 'ltr']);
    const buttons = page.locator('.editor-toolbar .toolbar-button');
    const first = await buttons.first().boundingBox();
    const last = await buttons.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('the saved results drawer opens at the end side: the left', async ({ page, request }) => {
    await gotoRtl(page, request, TOOL);
    await page.locator('.saved-results-button').click();
    const drawer = page.locator('.saved-results-drawer');
    await expect(drawer).toBeVisible();
    const box = await boxOf(page, '.saved-results-drawer');
    expect(box.left).toBeLessThanOrEqual(1);
    expect(box.right).toBeLessThan(1280 / 2 + 1);
    // Its heading at the right, the Close button at the left.
    const heading = await boxOf(page, '.saved-results-drawer h2');
    const close = await boxOf(page, '.saved-results-drawer .drawer-header button');
    expect(heading.left).toBeGreaterThan(close.right);
  });

  for (const path of ['/text-to-image', '/faq', '/history']) {
    test(`${path}: nothing scrolls sideways`, async ({ page, request }) => {
      await gotoRtl(page, request, path);
      expect(await overflowsSideways(page)).toBe(false);
    });
  }
});

test.describe('tablet, right to left', () => {
  // Narrower than the side-by-side versions: they show as tabs.
  test.use({ viewport: { width: 700, height: 900 }, reducedMotion: 'reduce' });

  test('versions: the tabs run right to left, and the left arrow key goes to the next one', async ({ page, request }) => {
    const m = marker('rtl-tabs');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Same answer.'] }, [
      { kind: 'reply', chunks: ['First answer.'] },
      { kind: 'reply', chunks: ['Second answer.'] },
      { kind: 'reply', chunks: ['Third answer.'] },
    ]);
    await gotoRtl(page, request, TOOL);
    await page.locator('.tool-main select:has(option[value="3"])').selectOption('3');
    await page.locator('.tool-main textarea').first().fill(`A short text ${m}`);
    await page.locator('.generate-button').click();
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    expect((await tabs.nth(0).boundingBox())!.x).toBeGreaterThan((await tabs.nth(1).boundingBox())!.x);
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
  });
});

test.describe('phone, right to left', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', hasTouch: true });

  test('the menu: its button on the left, the open menu spans the window with its links at the right', async ({ page, request }) => {
    await gotoRtl(page, request, '/');
    const button = await boxOf(page, '#menu-button');
    const logo = await boxOf(page, '.site-header .logo');
    expect(button.right).toBeLessThan(logo.left);
    await page.locator('#menu-button').click();
    const nav = await boxOf(page, '.main-nav');
    expect(nav.left).toBeLessThanOrEqual(0);
    expect(nav.right).toBeGreaterThanOrEqual(389);
    expect(await textSide(page, '.nav-list .nav-link')).toBe('right');
    // The SEO tools' links are indented from the right.
    const submenu = page.locator('.main-nav .dropdown-menu');
    expect(await submenu.evaluate((el) => getComputedStyle(el).paddingRight)).toBe('16px');
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('the category jump bar starts at the right', async ({ page, request }) => {
    await gotoRtl(page, request, '/');
    const chips = page.locator('.category-jump-bar .category-chip');
    const first = await chips.nth(0).boundingBox();
    const second = await chips.nth(1).boundingBox();
    expect(first!.x).toBeGreaterThan(second!.x);
    expect(first!.x + first!.width).toBeGreaterThan(350);
    expect(await overflowsSideways(page)).toBe(false);
  });

  test('the More menu opens inside the window, under its button', async ({ page, request }) => {
    await gotoRtl(page, request, TOOL);
    await generate(page, request, 'rtl-more');
    await page.locator('.more-button').click();
    const menu = await boxOf(page, '.more-menu');
    const more = await boxOf(page, '.more-actions');
    expect(menu.left).toBeGreaterThanOrEqual(0);
    expect(menu.right).toBeLessThanOrEqual(390);
    expect(Math.abs(menu.left - more.left)).toBeLessThanOrEqual(1);
    expect(await overflowsSideways(page)).toBe(false);
  });
});
