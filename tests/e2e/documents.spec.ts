import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { marker, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { DOCX, encryptPdf, makeDocx, makeImagePdf, makePng, makeTextPdf, PDF, type TestFile } from './documents-support/make-files.ts';
import { gotoHydrated, waitForHydratedElement, waitForHydration } from './support/site.ts';

// "Add a file" under the long text boxes of a tool page: each file is made by the test (see
// documents-support/make-files.ts), given to the box through the picker, the hidden file input or
// a drop, and read in the browser; the gateway only ever receives the text.

const SUMMARIZER = '/tools/ai-summarizer';
/** A tool with a long text field of its own: "Email you received", up to 5,000 characters. */
const EMAIL_REPLY = '/tools/email-response';

const requestBox = (page: Page) => page.getByRole('textbox', { name: 'Your Request' });
const fieldOf = (box: Locator) => box.locator('xpath=ancestor::div[contains(@class, "field")][1]');

async function addFile(box: Locator, file: TestFile) {
  await fieldOf(box).locator('input[type=file]').setInputFiles(file);
}

const file = (name: string, mimeType: string, buffer: Buffer): TestFile => ({ name, mimeType, buffer });

/** Time for a reader's first use: its chunk and worker (pdf.js's is 1.2 MB) load then, on a busy machine too. */
const READ = { timeout: 20_000 };

test.describe('documents in', () => {
  test('a PDF picked with the keyboard: its text follows what was typed, its name, pages and characters are shown, and Generate sends only text', async ({ page, request }) => {
    const m = marker('pdf');
    await whenAsked(request, m, { kind: 'reply', chunks: ['A short summary.'] });
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(r.postData() ?? '');
    });
    await page.addInitScript(() => document.addEventListener('securitypolicyviolation', (e) => console.log(`Refused to ${e.violatedDirective}`)));
    const response = await page.goto(SUMMARIZER);
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await waitForHydration(page);

    const pdf = await makeTextPdf([`Cycling report ${m}\nBike lanes doubled in 2025.`, 'Page two: accidents fell by a third.']);
    await requestBox(page).fill('Summarise this for a council briefing:');
    const button = fieldOf(requestBox(page)).getByRole('button', { name: 'Add a file' });
    // Its code loads after the page's: a press held until then is replayed too late to open a file
    // picker (the browser opens one only within a few seconds of the visitor's own gesture).
    await waitForHydratedElement(page, '.document-trigger .document-button');
    await button.focus();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(file('report.pdf', PDF, pdf));

    const expected = `Summarise this for a council briefing:\n\nCycling report ${m}\nBike lanes doubled in 2025.\n\nPage two: accidents fell by a third.`;
    await expect(requestBox(page)).toHaveValue(expected, READ);
    const read = expected.length - 'Summarise this for a council briefing:\n\n'.length;
    await expect(fieldOf(requestBox(page)).locator('.document-status')).toHaveText(
      `\u2068report.pdf\u2069 · 2 pages · ${read} characters Added after the text already in the box.`,
    );

    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect(page.locator('.tool-result .markdown')).toHaveText('A short summary.');
    const [seen] = await requestsWith(request, m);
    expect(seen?.body.messages?.filter((x) => x.role === 'user').at(-1)?.content).toContain(expected);
    // The page sent text only: the request box's words, never the file's bytes.
    const generate = sent.find((body) => body.includes(m));
    expect((JSON.parse(generate ?? '{}') as { input?: string }).input).toBe(expected);
    expect(sent.join('\n')).not.toContain('%PDF');
    expect(problems).toEqual([]);
  });

  test('a Word document fills an empty request box, paragraphs apart by a blank line', async ({ page }) => {
    await gotoHydrated(page, SUMMARIZER);
    const paragraphs = ['Meeting minutes', 'We agreed on the budget.', 'Next meeting: Friday.'];
    await addFile(requestBox(page), file('minutes.docx', DOCX, await makeDocx(paragraphs)));
    await expect(requestBox(page)).toHaveValue(paragraphs.join('\n\n'), READ);
    await expect(fieldOf(requestBox(page)).locator('.document-status')).toHaveText(`\u2068minutes.docx\u2069 · ${paragraphs.join('\n\n').length} characters`);
  });

  test('a Markdown file dropped on the box is read, and the box is marked while the file is over it', async ({ page }) => {
    await gotoHydrated(page, SUMMARIZER);
    await requestBox(page).fill('Typed first');
    const handle = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['# Notes\r\n\r\nDropped   \r\ntext'], 'notes.md', { type: 'text/markdown' }));
      return data;
    });
    // The box becomes a drop target with the lazy "Add a file" part; a real drag sends dragover
    // again and again while the file is held over the box, so the test does too until it is marked.
    await expect(fieldOf(requestBox(page)).getByRole('button', { name: 'Add a file' })).toBeVisible();
    await requestBox(page).dispatchEvent('dragenter', { dataTransfer: handle });
    await expect(async () => {
      await requestBox(page).dispatchEvent('dragover', { dataTransfer: handle });
      await expect(requestBox(page)).toHaveAttribute('data-drop', '', { timeout: 500 });
    }).toPass();
    await requestBox(page).dispatchEvent('drop', { dataTransfer: handle });
    await expect(requestBox(page)).toHaveValue('Typed first\n\n# Notes\n\nDropped\ntext');
    await expect(requestBox(page)).not.toHaveAttribute('data-drop');
  });

  test('text over the limit is offered cut to the first 8,000 characters, never added silently', async ({ page }) => {
    await gotoHydrated(page, SUMMARIZER);
    const long = 'word '.repeat(1999) + 'LAST-WORD ' + 'tail '.repeat(200);
    await addFile(requestBox(page), file('long.txt', 'text/plain', Buffer.from(long)));
    const accept = page.getByRole('button', { name: 'Use the first 8,000 characters' });
    await expect(accept).toBeVisible(READ);
    await expect(fieldOf(requestBox(page)).locator('.document-status')).toContainText(`long.txt\u2069 · ${long.trim().length.toLocaleString('en')} characters That is more than the box has room for.`);
    await expect(requestBox(page)).toHaveValue('');
    await accept.click();
    const value = await requestBox(page).inputValue();
    expect(value).toBe(long.slice(0, 8000));
    await expect(fieldOf(requestBox(page)).locator('.document-status')).toContainText('Used the first 8,000 characters.');

    // Refused, the offer leaves the box as it was.
    await requestBox(page).fill('Keep me');
    await addFile(requestBox(page), file('long.txt', 'text/plain', Buffer.from(long)));
    await expect(page.getByRole('button', { name: 'Use the first 7,991 characters' })).toBeVisible();
    await page.getByRole('button', { name: "Don't add it" }).click();
    await expect(requestBox(page)).toHaveValue('Keep me');
  });

  test('each file that cannot be read says why and keeps what was typed', async ({ page }) => {
    await gotoHydrated(page, SUMMARIZER);
    test.setTimeout(120_000);
    const typed = 'My own words, typed before the file.';
    await requestBox(page).fill(typed);
    const cases: Array<[TestFile, string]> = [
      [file('scan.pdf', PDF, await makeImagePdf()), 'scan.pdf\u2069 has no text to read: its pages are images, as in a scan.'],
      [file('locked.pdf', PDF, encryptPdf(await makeTextPdf(['Secret text']))), 'locked.pdf\u2069 is protected by a password, so its text cannot be read.'],
      [file('broken.pdf', PDF, Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 251))])), 'broken.pdf\u2069 could not be read: the file seems damaged.'],
      [file('broken.docx', DOCX, Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(300, 7)])), 'broken.docx\u2069 could not be read: the file seems damaged.'],
      [file('photo.pdf', PDF, makePng()), 'photo.pdf\u2069 is not a TXT, MD, DOCX or PDF file.'],
      [file('setup.exe', 'application/octet-stream', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0])), 'setup.exe\u2069 is not a TXT, MD, DOCX or PDF file.'],
    ];
    for (const [given, message] of cases) {
      await addFile(requestBox(page), given);
      await expect(page.getByRole('alert').filter({ hasText: given.name })).toContainText(message, READ);
      await expect(requestBox(page)).toHaveValue(typed);
    }
    // One byte over 10 MB, made in the page and dropped (10 MB through the test's file input is slow).
    const huge = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61)], 'huge.txt', { type: 'text/plain' }));
      return data;
    });
    await requestBox(page).dispatchEvent('drop', { dataTransfer: huge });
    await expect(page.getByRole('alert').filter({ hasText: 'huge.txt' })).toContainText('huge.txt\u2069 is larger than 10 MB.');
    await expect(requestBox(page)).toHaveValue(typed);
  });

  test("a tool's long text field takes a file up to its own limit", async ({ page }) => {
    await gotoHydrated(page, EMAIL_REPLY);
    const email = page.getByRole('textbox', { name: 'Email you received' });
    await addFile(email, file('email.docx', DOCX, await makeDocx(['Hello Sam,', 'Can we meet on Tuesday?'])));
    await expect(email).toHaveValue('Hello Sam,\n\nCan we meet on Tuesday?', READ);
    await expect(fieldOf(email).locator('.document-status')).toHaveText('\u2068email.docx\u2069 · 35 characters');
    // The request box beside it is untouched.
    await expect(page.getByRole('textbox', { name: 'Anything else' })).toHaveValue('');

    await email.fill('');
    await addFile(email, file('thread.txt', 'text/plain', Buffer.from('x'.repeat(6000))));
    await page.getByRole('button', { name: 'Use the first 5,000 characters' }).click();
    await expect(email).toHaveValue('x'.repeat(5000));
  });

  test('a localized page offers the first characters in its own number format', async ({ page }) => {
    await gotoHydrated(page, `/de${SUMMARIZER}`);
    await addFile(page.getByRole('textbox', { name: 'Deine Anfrage' }), file('lang.txt', 'text/plain', Buffer.from('a '.repeat(5000))));
    await expect(page.getByRole('button', { name: 'Die ersten 8.000 Zeichen übernehmen' })).toBeVisible(READ);
    await expect(page.getByRole('button', { name: 'Datei hinzufügen' })).toBeVisible();
  });
});

test.describe('docs screenshot', () => {
  test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to refresh docs/screenshots');
  test.use({ reducedMotion: 'reduce' });

  test('a PDF loaded into the summarizer', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, SUMMARIZER);
    const pdf = await makeTextPdf([
      'City Cycling Report 2025\nProtected bike lanes grew from 42 km to 85 km.\nDaily bike trips rose by 37 percent.',
      'Safety\nSerious accidents involving cyclists fell by a third.\nMost new lanes are on school routes.',
      'Next steps\nConnect the east and west networks by 2027.',
    ]);
    await requestBox(page).fill('Summarise this report in 5 bullet points for a council briefing:');
    await addFile(requestBox(page), file('city-cycling-report.pdf', PDF, pdf));
    await expect(fieldOf(requestBox(page)).locator('.document-status')).toContainText('3 pages', READ);
    const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
    await page.locator('form.tool-form').screenshot({ path: path.join(dir, 'pdf-in-summarizer.png') });
  });
});
