import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { gotoHydrated } from '../support/site.ts';

// Right-to-left pages for the browser suite. Until the Arabic pages exist, the English page is
// turned right to left in place (<html dir="rtl">, as the Arabic pages will carry): the stylesheets
// and components are what is checked, and they must not care about the words. Once /ar/ answers
// 200, the same tests open the real Arabic pages instead, so they hold after the locales land.
// Selectors are classes and roles, never English words, for the same reason.

let arabicPages: Promise<boolean> | undefined;

/** Whether the site serves Arabic pages (asked once per worker). */
export function hasArabicPages(request: APIRequestContext): Promise<boolean> {
  arabicPages ??= request.get('/ar/', { maxRedirects: 0 }).then((r) => r.status() === 200);
  return arabicPages;
}

/** Opens `path` right to left: its Arabic page when there is one, else the English page flipped. */
export async function gotoRtl(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const arabic = await hasArabicPages(request);
  await gotoHydrated(page, arabic ? (path === '/' ? '/ar/' : `/ar${path}`) : path);
  if (!arabic) await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

export interface Box {
  left: number;
  right: number;
  width: number;
}

/** An element's box in the window (the first match). */
export async function boxOf(page: Page, selector: string): Promise<Box> {
  return page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, right: r.right, width: r.width };
  });
}

/**
 * Where an element's text lines up, inside its content box: 'right', 'left' or 'centre' (the
 * text's box against the padding-less box, within 2 px). For a text on one line, shorter than its box.
 */
export async function textSide(page: Page, selector: string): Promise<string> {
  return page.locator(selector).first().evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const text = range.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    const inner = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    const atRight = Math.abs(inner.right - text.right) <= 2;
    const atLeft = Math.abs(text.left - inner.left) <= 2;
    return atRight && !atLeft ? 'right' : atLeft && !atRight ? 'left' : 'centre';
  });
}

/** Whether the page scrolls sideways (it never should). */
export async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** The horizontal scale an element is drawn with: -1 when it is mirrored. */
export async function horizontalScale(page: Page, selector: string): Promise<number> {
  return page.locator(selector).first().evaluate((el) => new DOMMatrix(getComputedStyle(el).transform === 'none' ? undefined : getComputedStyle(el).transform).a);
}
