import { expect, test, type Page } from '@playwright/test';
import { selectText } from './support/editor-selection.ts';
import { gotoHydrated } from './support/site.ts';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';

const area = (page: Page) => page.getByRole('textbox', { name: 'Text to improve' });
const panel = (page: Page) => page.locator('.improved-body');

async function typeText(page: Page, text: string) {
  await area(page).click();
  await page.keyboard.type(text);
}

/** Selects `word` inside the editor the way a mouse drag would, then waits for the bubble menu. */
async function selectWord(page: Page, word: string) {
  await selectText(area(page), word);
  await expect(page.getByRole('button', { name: 'Make Shorter' })).toBeVisible();
}

test.describe('AI Text Editor', () => {
  test('shows the canvas: title, seven modes with grammar_style chosen, toolbar, placeholder, min height', async ({ page }) => {
    await gotoHydrated(page, '/ai-text-editor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('AI Text Editor Canvas');
    const modes = page.getByRole('radio');
    await expect(modes).toHaveCount(7);
    await expect(page.getByRole('radio', { name: /Grammar & Style/ })).toBeChecked();
    for (const name of ['Bold', 'Italic', 'Underline', 'Align Left', 'Align Center', 'Align Right']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.locator('.editor-area p.is-editor-empty')).toHaveAttribute('data-placeholder', 'Start typing here...');
    expect((await area(page).boundingBox())!.height).toBeGreaterThanOrEqual(200);
    await expect(page.getByRole('button', { name: 'Improve Text' })).toBeDisabled();
    await typeText(page, '   ');
    await expect(page.getByRole('button', { name: 'Improve Text' })).toBeDisabled();
  });

  test('toolbar buttons show their active state', async ({ page }) => {
    await gotoHydrated(page, '/ai-text-editor');
    await typeText(page, 'Some words');
    await page.keyboard.press('Control+a');
    const bold = page.getByRole('button', { name: 'Bold', exact: true });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(area(page).locator('strong')).toHaveText('Some words');
    await page.getByRole('button', { name: 'Align Center' }).click();
    await expect(page.getByRole('button', { name: 'Align Center' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Align Left' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('Improve Text streams the result with the chosen mode; copy; the answer is reviewed in the document, each step one undo', async ({ page, request, context }) => {
    const m = marker('improve');
    await whenAsked(request, m, { kind: 'reply', chunks: ['A **much** ', 'better ', 'sentence.'], delayMs: 1000 });
    await gotoHydrated(page, '/ai-text-editor');
    await page.getByRole('radio', { name: /Clarity & Readability/ }).check();
    await typeText(page, `a bad sentance ${m}`);
    await page.getByRole('button', { name: 'Improve Text' }).click();
    await expect(page.getByRole('button', { name: 'Stop Generation' })).toBeVisible();
    await expect(page.locator('.improved-panel .progress-bar')).toBeVisible();
    await expect(panel(page)).toContainText('A much');
    await expect(panel(page)).toHaveText('A much better sentence.');
    await expect(panel(page).locator('strong')).toHaveText('much');
    await expect(page.locator('.improved-panel .progress-bar')).toHaveCount(0);

    const [sent] = await requestsWith(request, m);
    expect(sent!.body.messages![0]!.content).toContain('Focus on Clarity & Readability');
    expect(sent!.body.messages![1]).toEqual({ role: 'user', content: `a bad sentance ${m}` });

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy improved text' }).click();
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    // Plain text without the Markdown syntax (the rich HTML flavour: unfinished-corners.spec.ts).
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('A much better sentence.');

    // The answer is in the document as tracked changes (tracked changes: editor-tracked-changes.spec.ts).
    await expect(area(page).locator('del')).toHaveText(`a bad sentance ${m}`);
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(area(page)).toHaveText('A much better sentence.');
    await expect(area(page).locator('strong')).toHaveText('much');
    await page.keyboard.press('Control+z');
    await expect(area(page).locator('ins')).not.toHaveCount(0);
    await page.keyboard.press('Control+z');
    await expect(area(page)).toHaveText(`a bad sentance ${m}`);
  });

  test('Stop Generation stops Improve Text', async ({ page, request }) => {
    const m = marker('improvestop');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Start ', ...Array.from({ length: 30 }, () => 'more ')], delayMs: 300 });
    await gotoHydrated(page, '/ai-text-editor');
    await typeText(page, `text ${m}`);
    await page.getByRole('button', { name: 'Improve Text' }).click();
    await expect(panel(page)).toContainText('Start');
    await page.getByRole('button', { name: 'Stop Generation' }).click();
    await expect(page.getByRole('alert')).toHaveText('Generation stopped by user');
    await expect.poll(async () => (await requestsWith(request, m))[0]?.closedByClient).toBe(true);
  });

  const actions: Array<[string, string]> = [
    ['Improve', 'improve'],
    ['Make Shorter', 'shorter'],
    ['Expand', 'expand'],
    ['Rephrase', 'rephrase'],
  ];
  for (const [label, action] of actions) {
    test(`selection menu: ${label} shows its answer as changes to accept, one undo restores it`, async ({ page, request }) => {
      const m = marker(action);
      // The second chunk waits long enough for the preview of the first to be seen on a loaded machine.
      await whenAsked(request, m, { kind: 'reply', chunks: ['new ', `**${action}**`], delayMs: 1500 });
      await gotoHydrated(page, '/ai-text-editor');
      await typeText(page, `Before ${m} after.`);
      await selectWord(page, m);
      await page.getByRole('button', { name: label, exact: true }).click();
      await expect(page.getByRole('button', { name: 'Make Shorter' })).toBeHidden();
      await expect(area(page).locator('.rewrite-stream')).toContainText('new');
      await expect(area(page)).toContainText(`${m}new ${action}`); // struck through, then the answer
      await expect(area(page).locator('del')).toHaveText(m);
      await expect(area(page).locator('.rewrite-stream')).toHaveCount(0);
      await page.getByRole('button', { name: 'Accept all' }).click();
      await expect(area(page)).toHaveText(`Before new ${action} after.`);
      await expect(area(page).locator('strong')).toHaveText(action);
      await expect(area(page).locator('p')).toHaveCount(1);
      const [sent] = await requestsWith(request, m);
      expect(sent!.body.messages![1]).toEqual({ role: 'user', content: m });
      await page.keyboard.press('Control+z');
      await page.keyboard.press('Control+z');
      await expect(area(page)).toHaveText(`Before ${m} after.`);
      await expect(area(page).locator('ins, del')).toHaveCount(0);
    });
  }

  test('an aborted selection action removes the span and brings the original back', async ({ page, request }) => {
    const m = marker('selstop');
    await whenAsked(request, m, { kind: 'reply', chunks: ['partial ', ...Array.from({ length: 30 }, () => 'more ')], delayMs: 300 });
    await gotoHydrated(page, '/ai-text-editor');
    await typeText(page, `Keep ${m} this.`);
    await selectWord(page, m);
    await page.getByRole('button', { name: 'Expand', exact: true }).click();
    await expect(area(page).locator('.rewrite-stream')).toContainText('partial');
    await page.getByRole('button', { name: 'Stop Generation' }).click();
    await expect(page.getByRole('alert')).toHaveText('Generation stopped by user');
    await expect(area(page).locator('.rewrite-stream')).toHaveCount(0);
    await expect(area(page)).toHaveText(`Keep ${m} this.`);
  });

  test('a failed selection action says so and keeps the original', async ({ page, request }) => {
    const m = marker('selfail');
    await whenAsked(request, m, { kind: 'status', status: 500 });
    await gotoHydrated(page, '/ai-text-editor');
    await typeText(page, `Keep ${m} this.`);
    await selectWord(page, m);
    await page.getByRole('button', { name: 'Rephrase', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to process the selected text');
    await expect(area(page)).toHaveText(`Keep ${m} this.`);
  });

  const errors: Array<[string, Parameters<typeof whenAsked>[2], string]> = [
    ['time-out', { kind: 'stall' }, 'Request timed out. Please try again.'],
    ['dropped connection', { kind: 'drop', chunks: ['Some'] }, 'Generation was interrupted. Please try again.'],
    ['provider error', { kind: 'status', status: 500 }, 'An error occurred while processing your request. Please try again.'],
    ['invalid key', { kind: 'status', status: 401 }, 'An error occurred while processing your request. Please try again.'],
  ];
  for (const [name, scenario, message] of errors) {
    test(`Improve Text shows the editor's message on ${name}, above the button`, async ({ page, request }) => {
      const m = marker(name.replace(/\W/g, ''));
      await whenAsked(request, m, scenario);
      await gotoHydrated(page, '/ai-text-editor');
      await typeText(page, `Text ${m}`);
      await page.getByRole('button', { name: 'Improve Text' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toHaveText(message, { timeout: 10_000 });
      const alertBox = (await alert.boundingBox())!;
      const buttonBox = (await page.getByRole('button', { name: 'Improve Text' }).boundingBox())!;
      expect(alertBox.y).toBeLessThan(buttonBox.y);
    });
  }

  test('model output and pasted HTML never put script, handlers, javascript: links or iframes in the DOM', async ({ page, request }) => {
    const m = marker('xss');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const evil = 'ok <script>alert(1)</script> <img src=x onerror="alert(2)"> [x](javascript:alert(3)) <iframe src="https://example.com"></iframe> **fine**';
    await whenAsked(request, m, { kind: 'reply', chunks: [evil] });
    await gotoHydrated(page, '/ai-text-editor');
    await typeText(page, `Text ${m}`);
    await page.getByRole('button', { name: 'Improve Text' }).click();
    await expect(panel(page).locator('strong')).toHaveText('fine');
    await page.getByRole('button', { name: 'Accept all' }).click();

    // Paste hostile HTML into the editor.
    await area(page).click();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>pasted <a href="javascript:alert(4)">link</a><img src=x onerror="alert(5)"><script>alert(6)</script><iframe src="https://example.com"></iframe></p>');
      data.setData('text/plain', 'pasted link');
      document.querySelector('.editor-area')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(area(page)).toContainText('pasted');
    for (const html of [await area(page).innerHTML(), await page.locator('.improved-panel').innerHTML()]) {
      expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<img/i);
    }
    expect(dialogs).toBe(0);
  });

  test('text over the limit is refused before sending', async ({ page }) => {
    await gotoHydrated(page, '/ai-text-editor');
    await area(page).click();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', 'x'.repeat(12_001));
      document.querySelector('.editor-area')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect(page.getByText('The text is 12,001 characters; the limit is 12,000.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Improve Text' })).toBeDisabled();
  });
});
