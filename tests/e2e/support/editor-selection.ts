import type { Locator } from '@playwright/test';

// Selections in the AI Text Editor, made as a mouse drag would leave them (a DOM range), so the
// editor's selection menu opens.

/** Selects `text` inside one text node of the editor; throws when the editor has no such text. */
export async function selectText(area: Locator, text: string): Promise<void> {
  await area.evaluate((el, t) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(t) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + t.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
      return;
    }
    throw new Error(`"${t}" not found in the editor`);
  }, text);
}

/** Selects the whole first paragraph of the editor, marks and all. */
export async function selectFirstParagraph(area: Locator): Promise<void> {
  await area.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.querySelector('p')!);
    getSelection()?.removeAllRanges();
    getSelection()?.addRange(range);
  });
}
