import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { readEditorStores, seedVersions, type RawVersion } from './editor-versions-support/device-db.ts';
import { finishAnimations, gotoHydrated } from './support/site.ts';

// The editor's documents and versions live in this browser (IndexedDB): autosaved, a version
// before every AI edit and on "Save version", a capped list with a diff, restore as one undo step,
// several documents, the writing goal and focus mode; switching saving off deletes them all.

// Each test loads the editor and then its documents chunk, several times: slow on a busy machine.
test.beforeEach(() => test.slow());

const area = (page: Page) => page.getByRole('textbox', { name: 'Text to improve' });
const items = (page: Page) => page.locator('.versions-list > li');

/** The editor page with its documents read (the extras chunk has loaded and opened the last document). */
async function openEditor(page: Page) {
  await gotoHydrated(page, '/ai-text-editor');
  // The editor loads when the browser is idle, then its documents chunk: a busy machine needs time.
  await expect(page.getByText('Your documents are saved as you write')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('combobox', { name: 'Document', exact: true })).toBeVisible();
}

async function saveVersion(page: Page, name: string) {
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByLabel('Name of the version').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** Waits for autosave (1 s after the last change) to have written `text` into the shown document. */
async function savedWith(page: Page, text: string) {
  await expect.poll(async () => (await readEditorStores(page)).documents.some((d) => d.html.includes(text)), { timeout: 10_000 }).toBe(true);
}

test('typed text is back after a reload; Save version with a name; the list shows time, name, words and a diff; restore then Ctrl+Z', async ({ page }) => {
  test.slow();
  await openEditor(page);
  await area(page).click();
  await page.keyboard.type('The first draft of my essay.');
  await savedWith(page, 'The first draft of my essay.');
  await page.reload();
  await expect(area(page)).toHaveText('The first draft of my essay.');
  await expect(page.getByRole('combobox', { name: 'Document', exact: true })).toBeVisible();

  await saveVersion(page, 'Draft one');
  await expect(page.getByRole('button', { name: 'Versions (1)' })).toBeVisible();
  await area(page).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' A second sentence.');
  await page.getByRole('button', { name: 'Versions (1)' }).click();
  const first = items(page).first();
  await expect(first.locator('time')).toHaveText(/\d/);
  await expect(first).toContainText('Draft one');
  await expect(first).toContainText('6 words');
  await expect(first.locator('.version-diff ins')).toHaveText(' A second sentence.');
  await expect(page.getByText('Up to 50 versions or 5 MB are kept per document')).toBeVisible();

  await first.getByRole('button', { name: /Restore the version of/ }).click();
  await expect(area(page)).toHaveText('The first draft of my essay.');
  await area(page).click();
  await page.keyboard.press('Control+z');
  await expect(area(page)).toHaveText('The first draft of my essay. A second sentence.');
  // The text the restore replaced was kept as a version too.
  await expect(page.getByRole('button', { name: 'Versions (2)' })).toBeVisible();
  await expect(items(page).first()).toContainText('Before a restore');
});

test('an AI edit keeps a version of the text as it was just before', async ({ page, request }) => {
  const m = marker('versions-ai');
  await whenAsked(request, m, { kind: 'reply', chunks: [`A much better sentence ${m}`] });
  await openEditor(page);
  await area(page).click();
  await page.keyboard.type(`A bad sentence ${m}`);
  await page.getByRole('button', { name: 'Improve Text' }).click();
  await expect(area(page).locator('ins').first()).toBeVisible();
  await expect.poll(async () => (await readEditorStores(page)).versions.map((v) => [v.reason, v.text])).toEqual([['ai', `A bad sentence ${m}`]]);
  await page.getByRole('button', { name: 'Versions (1)' }).click();
  await expect(items(page).first()).toContainText('Before an AI edit');
});

test('past 50 versions the oldest unnamed one is dropped and a named one is kept', async ({ page }) => {
  await openEditor(page);
  await area(page).click();
  await page.keyboard.type('Cap test.');
  await savedWith(page, 'Cap test.');
  const docId = (await readEditorStores(page)).documents[0]?.id ?? '';
  const seeded: RawVersion[] = Array.from({ length: 50 }, (_, i) => ({
    id: `seed-${String(i).padStart(2, '0')}`, docId, createdAt: 1_000 + i, reason: 'ai', html: `<p>Old ${i}</p>`, text: `Old ${i}`, words: 2, bytes: 120,
    ...(i === 0 ? { name: 'Oldest but named' } : {}),
  }));
  await seedVersions(page, seeded);
  // The page's own store applies the cap when it keeps the 51st.
  await saveVersion(page, 'Newest');
  await expect(page.getByRole('button', { name: 'Versions (50)' })).toBeVisible();
  const ids = (await readEditorStores(page)).versions.map((v) => v.id);
  expect(ids).toHaveLength(50);
  expect(ids).toContain('seed-00');
  expect(ids).not.toContain('seed-01');
  expect(ids).toContain('seed-02');
});

test('documents: new, rename and delete', async ({ page }) => {
  await openEditor(page);
  await area(page).click();
  await page.keyboard.type('Text of the first document.');
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await expect(area(page)).toHaveText('');
  await expect(page.getByRole('combobox', { name: 'Document', exact: true })).toHaveValue(/.+/);
  await expect(page.getByRole('combobox', { name: 'Document', exact: true }).locator('option')).toHaveText(['Document 2', 'Document 1']);
  await area(page).click();
  await page.keyboard.type('Second text.');

  await page.getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('New name of the document').fill('Letter to Ana');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('combobox', { name: 'Document', exact: true }).locator('option:checked')).toHaveText('Letter to Ana');

  await page.getByRole('combobox', { name: 'Document', exact: true }).selectOption({ label: 'Document 1' });
  await expect(area(page)).toHaveText('Text of the first document.');
  await page.getByRole('combobox', { name: 'Document', exact: true }).selectOption({ label: 'Letter to Ana' });
  await expect(area(page)).toHaveText('Second text.');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('combobox', { name: 'Document', exact: true }).locator('option')).toHaveText(['Document 1']);
  await expect(area(page)).toHaveText('Text of the first document.');
  await expect.poll(async () => (await readEditorStores(page)).documents.map((d) => d.name)).toEqual(['Document 1']);
});

test('switching saving off deletes every document and version', async ({ page }) => {
  await openEditor(page);
  await area(page).click();
  await page.keyboard.type('Private text.');
  await saveVersion(page, 'Kept');
  await savedWith(page, 'Private text.');
  expect((await readEditorStores(page)).versions).toHaveLength(1);

  await gotoHydrated(page, '/history');
  const setting = page.getByRole('switch', { name: /Save my results on this device/ });
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await expect.poll(() => readEditorStores(page)).toEqual({ documents: [], versions: [] });

  await gotoHydrated(page, '/ai-text-editor');
  await expect(page.getByText('Saving is switched off, so documents and versions are not kept.')).toBeVisible();
  await expect(area(page)).toHaveText('');
  await area(page).click();
  await page.keyboard.type('Not kept.');
  await page.waitForTimeout(1500);
  expect(await readEditorStores(page)).toEqual({ documents: [], versions: [] });
});

test('goal progress, focus mode (Escape leaves it) and no axe violations', async ({ page }) => {
  await openEditor(page);
  await page.getByRole('combobox', { name: 'Goal', exact: true }).selectOption('words');
  await page.getByLabel('Target').fill('10');
  await area(page).click();
  await page.keyboard.type('One two three four five.');
  await expect(page.getByText('5 of 10 words (50 %)')).toBeVisible();
  await expect(page.locator('.goal-progress progress')).toHaveAttribute('value', '50');
  await expect(page.getByText(/min read/)).toBeVisible();
  await expect(page.getByText(/^Readability: \d+/)).toBeVisible();
  // Remembered with the document.
  await expect.poll(async () => (await readEditorStores(page)).documents[0]?.goal).toEqual({ unit: 'words', target: 10 });

  // Improve Text turns on once the typed text is counted, and fades to its colour: axe reads the end of that.
  await expect(page.getByRole('button', { name: 'Improve Text' })).toBeEnabled();
  await finishAnimations(page);
  const axe = await new AxeBuilder({ page }).include('.ai-editor').analyze();
  const blocking = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join('; ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Focus mode' }).click();
  await expect(area(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave focus mode (Esc)' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Improve Text' })).toBeHidden();
  await expect(page.getByRole('toolbar', { name: 'Formatting' })).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave focus mode (Esc)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Focus mode' })).toBeFocused();
});
