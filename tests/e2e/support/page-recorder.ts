import type { Page } from '@playwright/test';

// A busy machine polls a page slower than a short-lived state lasts (a "Thinking…" line of two
// seconds, a stream of thirty chunks). Recording inside the page, on every DOM change, sees each
// state however slow the test's own polling is.

/** From now on, keeps every distinct text shown by an element matching `selector`, in order, under `key`. */
export async function recordTexts(page: Page, key: string, selector: string): Promise<void> {
  await page.evaluate(
    ({ key, selector }) => {
      const store = ((window as unknown as { __recorded?: Record<string, string[]> }).__recorded ??= {});
      const texts: string[] = (store[key] = []);
      const note = () => {
        const text = document.querySelector(selector)?.textContent;
        if (text != null && texts[texts.length - 1] !== text) texts.push(text);
      };
      note();
      new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { key, selector },
  );
}

/** The texts recorded under `key`. */
export function recorded(page: Page, key: string): Promise<string[]> {
  return page.evaluate((key) => (window as unknown as { __recorded?: Record<string, string[]> }).__recorded?.[key] ?? [], key);
}
