import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { selectFirstParagraph, selectText } from './support/editor-selection.ts';
import { gotoHydrated } from './support/site.ts';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';

// AI edits reviewed as tracked changes: the fake provider (generation-support/fake-provider.ts)
// answers a request carrying the test's marker with the given chunks.

const area = (page: Page) => page.getByRole('textbox', { name: 'Text to improve' });
const bar = (page: Page) => page.getByRole('toolbar', { name: 'AI changes' });
const PENDING_HERE = 'Accept or reject the AI changes here before asking for another edit.';

/** Selects `text` inside one text node of the editor, as a mouse drag would, and waits for the selection menu. */
async function select(page: Page, text: string) {
  await selectText(area(page), text);
  await expect(page.getByRole('button', { name: 'Make Shorter' })).toBeVisible();
}

test('a selection rewrite is reviewed change by change, by keyboard and mouse; undo brings the pending state back; the range is locked', async ({ page, request }) => {
  test.slow(); // an axe run and many steps
  const m = marker('tracked');
  await whenAsked(request, m, { kind: 'reply', chunks: [`The young cat `, `slept on the mat ${m}`] });
  await gotoHydrated(page, '/ai-text-editor');
  await area(page).click();
  await page.keyboard.type(`Intro. The old cat sat on the mat ${m}`);
  await select(page, `The old cat sat on the mat ${m}`);
  await page.getByRole('button', { name: 'Rephrase', exact: true }).click();

  // Deletions struck through and insertions marked, in document order.
  await expect(area(page).locator('del')).toHaveText(['old', 'sat']);
  await expect(area(page).locator('ins')).toHaveText(['young', 'slept']);
  await expect(bar(page)).toContainText('2 changes');
  await expect(area(page).locator('del').first()).toHaveCSS('text-decoration-line', 'line-through');
  await expect(area(page).locator('ins').first()).toHaveCSS('text-decoration-line', 'underline');

  const axe = await new AxeBuilder({ page }).include('.ai-editor').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The cursor is on the first change: Alt+Enter accepts it and moves on to the next.
  await expect(page.locator('.tracked-focused').first()).toContainText('old');
  await page.keyboard.press('Alt+Enter');
  await expect(area(page).locator('del')).toHaveText(['sat']);
  await expect(bar(page)).toContainText('1 change');
  // The next change has the focus outline and its own buttons: reject it with the mouse.
  await page.getByRole('button', { name: 'Reject change' }).click();
  await expect(bar(page)).toBeHidden();
  await expect(area(page)).toHaveText(`Intro. The young cat sat on the mat ${m}`);

  // Each decision is one undo step; then Accept all gives the AI's text, and one undo brings the review back.
  await page.keyboard.press('Control+z');
  await expect(bar(page)).toContainText('1 change');
  await page.keyboard.press('Control+z');
  await expect(bar(page)).toContainText('2 changes');
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(area(page)).toHaveText(`Intro. The young cat slept on the mat ${m}`);
  await expect(area(page).locator('ins, del')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(area(page).locator('ins')).toHaveText(['young', 'slept']);

  // A new action over a range with pending changes is refused, and nothing is sent.
  await select(page, 'on the mat');
  await page.getByRole('button', { name: 'Make Shorter', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(PENDING_HERE);
  expect(await requestsWith(request, m)).toHaveLength(1);
  await expect(area(page).locator('ins')).toHaveText(['young', 'slept']);

  // Alt+] and Alt+[ move between the changes; Alt+Backspace rejects the one at the cursor.
  await area(page).press('Alt+]');
  await expect(page.locator('.tracked-focused').first()).toContainText('old');
  await page.keyboard.press('Alt+]');
  await expect(page.locator('.tracked-focused').first()).toContainText('sat');
  await page.keyboard.press('Alt+BracketLeft');
  await expect(page.locator('.tracked-focused').first()).toContainText('old');
  await page.keyboard.press('Alt+Backspace');
  await expect(area(page).locator('del')).toHaveText(['sat']);
  await expect(area(page)).toContainText('The old cat');
});

test('bold survives an accepted change, and one undo takes the whole edit back', async ({ page, request }) => {
  const m = marker('trackedbold');
  await whenAsked(request, m, { kind: 'reply', chunks: [`A plan that is great ${m}`] });
  await gotoHydrated(page, '/ai-text-editor');
  await area(page).click();
  await page.keyboard.type(`A plan that is good ${m}`);
  await select(page, 'plan that is good');
  await page.getByRole('button', { name: 'Bold', exact: true }).click();
  await expect(area(page).locator('strong')).toHaveText('plan that is good');
  await page.keyboard.press('Control+a');
  await page.getByRole('button', { name: 'Improve', exact: true }).click();
  await expect(area(page).locator('ins')).toHaveText(['great']);
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(area(page)).toHaveText(`A plan that is great ${m}`);
  await expect(area(page).locator('strong')).toHaveText('plan that is great');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await expect(area(page)).toHaveText(`A plan that is good ${m}`);
  await expect(area(page).locator('ins, del')).toHaveCount(0);
});

test('Improve Text diffs block by block, keeping a heading; refused while changes are pending', async ({ page, request }) => {
  const m = marker('trackedimprove');
  await whenAsked(request, m, { kind: 'reply', chunks: ['# A better title\n\n', `Some clearer text ${m}`] });
  await gotoHydrated(page, '/ai-text-editor');
  await area(page).click();
  await page.keyboard.type('# A title');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Some text ${m}`);
  await page.getByRole('button', { name: 'Improve Text' }).click();
  await expect(area(page).locator('h1 ins')).toHaveText(/better/);
  await expect(area(page).locator('p ins')).toHaveText(/clearer/);
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(area(page).locator('h1')).toHaveText('A better title');
  await page.keyboard.press('Control+z');
  await page.getByRole('button', { name: 'Improve Text' }).click();
  await expect(page.getByRole('alert')).toHaveText(PENDING_HERE);
  expect(await requestsWith(request, m)).toHaveLength(1);
});

test('an answer with a different number of blocks is one change: old blocks struck, new ones after; dark theme axe clean', async ({ page, request }) => {
  test.slow(); // an axe run
  const m = marker('trackedblocks');
  await whenAsked(request, m, { kind: 'reply', chunks: ['First new paragraph.\n\n', `Second new paragraph ${m}`] });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, '/ai-text-editor');
  await area(page).click();
  await page.keyboard.type(`One old paragraph ${m}`);
  await page.getByRole('button', { name: 'Improve Text' }).click();
  await expect(area(page).locator('del')).toHaveText(`One old paragraph ${m}`);
  await expect(area(page).locator('ins')).toHaveText(['First new paragraph.', `Second new paragraph ${m}`]);
  await expect(bar(page)).toContainText('1 change');
  // The pointer leaves Improve Text: its dark-theme hover colour is the site's button style, not under test here.
  await page.mouse.move(0, 0);
  const axe = await new AxeBuilder({ page }).include('.ai-editor').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`).join('; ')}`)).toEqual([]);
  await bar(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(area(page).locator('p')).toHaveText([`One old paragraph ${m}`]);
  await page.keyboard.press('Control+z');
  await bar(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(area(page).locator('p')).toHaveText(['First new paragraph.', `Second new paragraph ${m}`]);
});

test('on a Japanese page the review bar, the change buttons and the refusal are in Japanese', async ({ page, request }) => {
  const m = marker('tracked-ja');
  await whenAsked(request, m, { kind: 'reply', chunks: [`The young cat sat on the mat ${m}`] });
  await gotoHydrated(page, '/ja/ai-text-editor');
  const text = page.getByRole('textbox', { name: '改善するテキスト' });
  await text.click();
  await page.keyboard.type(`Intro. The old cat sat on the mat ${m}`);
  await selectText(text, `The old cat sat on the mat ${m}`);
  await page.getByRole('button', { name: '言い換え', exact: true }).click();

  const review = page.getByRole('toolbar', { name: 'AIによる変更' });
  await expect(review).toContainText('1件の変更');
  await expect(review.getByRole('button', { name: 'すべて承認' })).toBeVisible();
  await expect(review).toContainText('Alt+Enter 承認');
  await expect(page.getByRole('button', { name: '変更を承認' })).toBeVisible();
  await expect(page.getByRole('button', { name: '変更を却下' })).toBeVisible();
  // A second edit of the same range is refused, in Japanese.
  await selectFirstParagraph(text);
  await page.getByRole('button', { name: '言い換え', exact: true }).click();
  await expect(page.getByText('別の編集を依頼する前に、ここにあるAIの変更を承認または却下してください。')).toBeVisible();
});
