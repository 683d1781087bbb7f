import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';
import { sampleDocx } from './support/sample-docx.ts';

const area = (page: Page) => page.getByRole('textbox', { name: 'Text to improve' });

async function openSample(page: Page) {
  await gotoHydrated(page, '/ai-text-editor');
  await expect(area(page)).toBeVisible();
  await page.locator('.editor-files input[type="file"]').setInputFiles({ name: 'report.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await sampleDocx() });
  await expect(area(page).locator('h1')).toHaveText('Quarterly report');
}

async function savedText(page: Page, name: string): Promise<{ file: string; text: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
  const bytes = await fs.readFile(await download.path());
  return { file: download.suggestedFilename(), text: bytes.toString('utf8'), bytes };
}

test.describe('AI Text Editor files', () => {
  test('opens a .docx with its heading, list, bold, link and alignment', async ({ page }) => {
    await openSample(page);
    await expect(area(page).locator('strong')).toHaveText('twelve percent');
    await expect(area(page).locator('em')).toHaveText('this quarter.');
    await expect(area(page).locator('a[href="https://example.com/report"]')).toHaveText('the full report');
    await expect(area(page).locator('ul li')).toHaveText(['New customers in March', 'Fewer returns']);
    await expect(area(page).locator('p', { hasText: 'Sales grew' })).toHaveCSS('text-align', 'center');
  });

  test('asks before replacing text, and Undo brings the old text back in one step', async ({ page }) => {
    await gotoHydrated(page, '/ai-text-editor');
    await area(page).click();
    await page.keyboard.type('My unsaved draft');
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.dismiss();
    });
    await page.locator('.editor-files input[type="file"]').setInputFiles({ name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes\n\n- one\n') });
    await expect.poll(() => asked).toContain('notes.md');
    await expect(area(page)).toHaveText('My unsaved draft');
    page.once('dialog', (d) => void d.accept());
    await page.locator('.editor-files input[type="file"]').setInputFiles({ name: 'notes.md', mimeType: 'text/markdown', buffer: Buffer.from('# Notes\n\n- one\n') });
    await expect(area(page).locator('h1')).toHaveText('Notes');
    await page.keyboard.press('Control+z');
    await expect(area(page)).toHaveText('My unsaved draft');
  });

  test('saves .md, .html and .docx with the document in them', async ({ page }) => {
    await openSample(page);
    const md = await savedText(page, 'Save .md');
    expect(md.file).toMatch(/\.md$/);
    expect(md.text).toContain('# Quarterly report');
    expect(md.text).toContain('**twelve percent**');
    expect(md.text).toContain('[the full report](https://example.com/report)');
    expect(md.text).toContain('- New customers in March');
    const html = await savedText(page, 'Save .html');
    expect(html.text).toContain('<h1>Quarterly report</h1>');
    expect(html.text).toContain('<p style="text-align: center">Sales grew <strong>twelve percent</strong>');
    const docx = await savedText(page, 'Save .docx');
    expect(docx.file).toMatch(/\.docx$/);
    expect(docx.bytes.subarray(0, 2).toString('latin1')).toBe('PK'); // a zip, as every .docx is
    const { docxToHtml } = await import('../../engine/editor/files/docx-to-html.ts');
    const back = await docxToHtml({ buffer: docx.bytes });
    expect(back).toContain('<h1>Quarterly report</h1>');
    expect(back).toContain('<p style="text-align: center">Sales grew <strong>twelve percent</strong>');
    expect(back).toContain('<a href="https://example.com/report">the full report</a>');
  });

  test('the print stylesheet shows the document alone', async ({ page }) => {
    await openSample(page);
    await page.emulateMedia({ media: 'print' });
    await expect(area(page).locator('h1')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save as PDF' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Improve Text' })).toBeHidden();
    await expect(page.locator('.editor-toolbar')).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
  });
});
