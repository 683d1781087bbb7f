import type { Page } from '@playwright/test';

// Saved results written straight into the browser's IndexedDB, the way the app stores them
// (database 'ai-writing-tools', store 'saved-results', keyPath 'id', index 'toolId'), so a test of
// /history needs no generation first. The page must be on the site's origin.

export interface SeedResult {
  toolId: string;
  toolTitle: string;
  input: string;
  output: string;
  minutesAgo?: number;
}

/** Markdown results like the models give: a heading, bold, a list and a fenced code block. */
export const MARKDOWN_RESULTS: SeedResult[] = [
  {
    toolId: 'ai-email-writer',
    toolTitle: 'AI Email Writer',
    input: 'Ask my manager for Friday off',
    output: 'Subject: **Friday off** request\n\nHi Dana,\n\nCould I take **Friday** off? I will:\n\n- finish the report by Thursday\n- hand over the tickets\n\nThanks,\nChris\n',
    minutesAgo: 5,
  },
  {
    toolId: 'ai-writer',
    toolTitle: 'AI Writer',
    input: 'A shell one-liner that counts lines',
    output: '## Count lines\n\nUse `wc`:\n\n```bash\nwc -l notes.txt\n```\n\nIt prints the **number of lines**.\n',
    minutesAgo: 60,
  },
];

export async function seedSavedResults(page: Page, results: readonly SeedResult[]): Promise<void> {
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('ai-writing-tools', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('saved-results', { keyPath: 'id' }).createIndex('toolId', 'toolId');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('saved-results', 'readwrite');
          rows.forEach((r, i) => {
            const createdAt = Date.now() - (r.minutesAgo ?? i) * 60_000;
            tx.objectStore('saved-results').put({ id: `${createdAt.toString(36).padStart(9, '0')}-seed${i}`, toolId: r.toolId, toolTitle: r.toolTitle, input: r.input, output: r.output, createdAt, status: 'done' });
          });
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    results,
  );
}
