import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { installSpeechStandIn, speechLog } from '../fixtures/speech-synthesis-stand-in.ts';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Read aloud, against a recording stand-in for speechSynthesis (a browser test cannot hear).

const TOOL = '/tools/article-writer';
const listen = (page: Page) => page.getByRole('button', { name: 'Listen', exact: true });
const spokenTexts = async (page: Page) => (await speechLog(page)).spoken.map((s) => s.text);

/** A Markdown answer, streamed a chunk every `delayMs`: a heading, code, emphasis, a list. */
const ANSWER = ['## Plan', '\n\nFirst **step** is here. ', 'Run `npm test` now. ', 'Then ', 'rest well.\n\n', '```js\nconst x = 1;\n```\n\n', '- Eat [well](https://example.com).\n', '- Sleep | rest.'];
const SPOKEN = ['Plan', 'First step is here.', 'Run now.', 'Then rest well.', 'Eat well.', 'Sleep rest.'];

async function generate(page: Page, request: Parameters<typeof whenAsked>[0], chunks: string[], delayMs = 0) {
  const m = marker('read-aloud');
  await whenAsked(request, m, { kind: 'reply', chunks, delayMs });
  await page.getByLabel('Your Request').fill(`An article about rest ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

async function openTool(page: Page) {
  await gotoHydrated(page, TOOL);
  await expect(page.locator('fieldset.controls-row[data-restored]')).toBeVisible();
}

test.describe('read aloud', () => {
  test('speaks a streamed answer from its first complete sentence, in order, once each, without Markdown or code', async ({ page, request }) => {
    test.slow(); // a paced stream of eight chunks, on a shared machine
    await installSpeechStandIn(page, { msPerUtterance: 100 });
    await openTool(page);
    await generate(page, request, ANSWER, 1500);
    await listen(page).click();
    // The first sentence is spoken while the answer is still streaming.
    await expect.poll(() => spokenTexts(page)).toContain('Plan');
    await expect(page.locator('section.tool-result')).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    // The picture in docs/workspace.md (npm run docs:screenshots sets DOCS_SCREENSHOTS).
    if (process.env.DOCS_SCREENSHOTS) await page.locator('section.tool-result').screenshot({ path: 'docs/screenshots/read-aloud-streaming.png' });
    await expect(page.locator('section.tool-result')).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
    await expect.poll(() => spokenTexts(page)).toEqual(SPOKEN);
    const log = await speechLog(page);
    for (const u of log.spoken) expect(u.text).not.toMatch(/[#*|`]|npm test|const x|https?:/);
    // Done speaking: Listen is back.
    await expect(listen(page)).toBeVisible();
  });

  test('Pause, Resume and Stop call through to speechSynthesis; Stop ends the speech', async ({ page, request }) => {
    await installSpeechStandIn(page, { msPerUtterance: 5000 });
    await openTool(page);
    await generate(page, request, ['One sentence here. ', 'Another one follows.']);
    await expect(page.locator('section.tool-result')).toHaveAttribute('aria-busy', 'false');
    await listen(page).click();
    const pause = page.getByRole('button', { name: 'Pause', exact: true });
    await expect(pause).toBeFocused();
    await pause.click();
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await expect(listen(page)).toBeFocused();
    const log = await speechLog(page);
    expect(log.calls.filter((c) => c !== 'speak')).toEqual(['pause', 'resume', 'cancel']);
    expect(log.spoken.map((s) => s.text)).toEqual(['One sentence here.']);
  });

  test('the speed chosen is remembered after a reload and used', async ({ page, request }) => {
    test.slow(); // two generations and a reload
    await installSpeechStandIn(page);
    await openTool(page);
    await generate(page, request, ['Fast words.']);
    await page.getByLabel('Speed').selectOption('1.5');
    await page.reload();
    await openTool(page);
    await generate(page, request, ['Fast words again.']);
    await expect(page.getByLabel('Speed')).toHaveValue('1.5');
    await listen(page).click();
    await expect.poll(async () => (await speechLog(page)).spoken.map((s) => s.rate)).toEqual([1.5]);
  });

  test('the voice matches the output language (Spanish output, a Spanish voice)', async ({ page, request }) => {
    await installSpeechStandIn(page);
    await openTool(page);
    await page.getByLabel('Output language').selectOption({ label: 'Español' });
    await generate(page, request, ['Hola a todos. ', '¿Qué tal?']);
    await listen(page).click();
    await expect.poll(() => spokenTexts(page)).toEqual(['Hola a todos.', '¿Qué tal?']);
    for (const u of (await speechLog(page)).spoken) {
      expect(u.voice).toBe('Stand-in Español');
      expect(u.lang).toBe('es-ES');
    }
  });

  test('a new generation stops the speech', async ({ page, request }) => {
    await installSpeechStandIn(page, { msPerUtterance: 5000 });
    await openTool(page);
    await generate(page, request, ['A long first sentence. ', 'A second.']);
    await listen(page).click();
    await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Regenerate' }).click();
    await expect.poll(async () => (await speechLog(page)).calls).toContain('cancel');
  });

  test('without speechSynthesis the control is absent', async ({ page, request }) => {
    await installSpeechStandIn(page, { absent: true });
    await openTool(page);
    await generate(page, request, ['Nothing to hear.']);
    await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible();
    await expect(page.locator('.read-aloud')).toHaveCount(0);
    await expect(listen(page)).toHaveCount(0);
  });

  test('no serious axe violation with the controls shown', async ({ page, request }) => {
    test.slow();
    await installSpeechStandIn(page, { msPerUtterance: 5000 });
    await openTool(page);
    await generate(page, request, ['Accessible words. ', 'More.']);
    await listen(page).click();
    await expect(page.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.tool-result').analyze();
    const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test("the editor's selection menu reads the selection aloud", async ({ page }) => {
    await installSpeechStandIn(page);
    await gotoHydrated(page, '/ai-text-editor');
    const area = page.getByRole('textbox', { name: 'Text to improve' });
    await area.click();
    await page.keyboard.type('Not this part. Read this sentence. And this one.');
    await area.evaluate((el) => {
      const node = el.querySelector('p')?.firstChild;
      if (!node?.textContent) throw new Error('no text');
      const at = node.textContent.indexOf('Read');
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, node.textContent.length);
      getSelection()?.removeAllRanges();
      getSelection()?.addRange(range);
    });
    await listen(page).click();
    await expect.poll(() => spokenTexts(page)).toEqual(['Read this sentence.', 'And this one.']);
  });
});
