import { strFromU8, unzipSync } from 'fflate';
import { expect, test, type Download, type Page, type Request } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Exporting a result: copy as rich text, downloads (.md, .txt, .html, .docx) and share links
// whose fragment carries the result (nothing reaches the server).

const SOURCE = '## Quarterly plan\n\nWe **grow** and *learn*.\n\n- first step\n- second step\n\n| Team | Goal |\n| --- | --- |\n| Sales | More |\n';

async function finishedResult(page: Page, api: Parameters<typeof whenAsked>[0], chunks: string[] = [SOURCE]): Promise<void> {
  const m = marker('export');
  await whenAsked(api, m, { kind: 'reply', chunks });
  await gotoHydrated(page, '/tools/ai-writer');
  await page.getByLabel('Your Request').fill(`Plan the next quarter ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
}

async function bytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

async function exportAs(page: Page, label: string): Promise<Download> {
  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: label }).click()]);
  return download;
}

test('Copy puts sanitised HTML and plain text on the clipboard; Copy as Markdown keeps the source', async ({ page, context, request: api }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await finishedResult(page, api);
  await page.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const flavours = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const out: Record<string, string> = {};
    for (const type of item!.types) out[type] = await (await item!.getType(type)).text();
    return out;
  });
  expect(Object.keys(flavours).sort()).toEqual(['text/html', 'text/plain']);
  expect(flavours['text/html']).toContain('<h2>Quarterly plan</h2>');
  expect(flavours['text/html']).toContain('<strong>grow</strong>');
  expect(flavours['text/html']).toContain('<table>');
  expect(flavours['text/plain']).toContain('Quarterly plan\n\nWe grow and learn.\n\n- first step\n- second step');
  expect(flavours['text/plain']).not.toMatch(/\*\*|##|\|/);

  await page.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(SOURCE);
});

test('downloads: .md equals the Markdown source, .txt and .html are clean, .docx is Office Open XML with the heading', async ({ page, request: api }) => {
  await finishedResult(page, api);

  const md = await exportAs(page, 'Markdown (.md)');
  // The tool, then the request's first six words (the sixth is the test's marker, "[export-<pid>…").
  expect(md.suggestedFilename()).toMatch(/^ai-writer-plan-the-next-quarter-export-\d+\.md$/);
  expect((await bytes(md)).toString('utf8')).toBe(SOURCE);

  const txt = await exportAs(page, 'Plain text (.txt)');
  expect(txt.suggestedFilename()).toMatch(/^ai-writer-plan-the-next-quarter-.*\.txt$/);
  expect((await bytes(txt)).toString('utf8')).toMatch(/^Quarterly plan\n\nWe grow and learn\./);

  const html = (await bytes(await exportAs(page, 'Web page (.html)'))).toString('utf8');
  expect(html).toContain('<h2>Quarterly plan</h2>');
  expect(html).not.toContain('<script');

  const docx = await exportAs(page, 'Word (.docx)');
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  const zip = unzipSync(new Uint8Array(await bytes(docx)));
  expect(Object.keys(zip)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  const xml = strFromU8(zip['word/document.xml']!);
  expect(xml).toContain('Quarterly plan');
  expect(xml).toContain('w:val="Heading2"');
  expect(xml).toContain('<w:tbl>');
});

test('a share link round trip: the page shows the result read-only, and no request carries it', async ({ page, context, request: api }) => {
  const secret = `Shared words ${marker('share')}`;
  const sent: Array<{ url: string; body: string; headers: string }> = [];
  const record = async (req: Request) => {
    const url = new URL(req.url());
    url.hash = ''; // never on the wire (HTTP has no fragment)
    sent.push({ url: url.toString(), body: req.postData() ?? '', headers: JSON.stringify(await req.allHeaders()) });
  };
  context.on('request', (req) => void record(req));

  await finishedResult(page, api, [`# Shared\n\n${secret}\n`]);
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel(/Share link/).inputValue();
  expect(link).toMatch(/\/share#[A-Za-z0-9+\-$]+$/);
  const fragment = link.split('#')[1]!;
  const requestsBefore = sent.length;

  const viewer = await context.newPage();
  await viewer.goto(link);
  await expect(viewer.getByRole('heading', { name: 'Shared Result', level: 1 })).toBeVisible();
  await expect(viewer.getByText('This link holds the text itself')).toBeVisible();
  await expect(viewer.getByRole('heading', { name: 'AI Writer' })).toBeVisible();
  await expect(viewer.getByText(/^Plan the next quarter/)).toBeVisible();
  await expect(viewer.locator('.shared-result .markdown')).toContainText(secret);
  await expect(viewer.getByRole('link', { name: 'Try this tool' })).toHaveAttribute('href', '/tools/ai-writer');
  expect(await viewer.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');

  // Nothing the share page (or anything since) sent carries the result or its compressed form.
  const afterShare = sent.slice(requestsBefore);
  expect(afterShare.length).toBeGreaterThan(0);
  for (const r of afterShare) {
    for (const needle of [secret, fragment.slice(0, 40)]) {
      expect(r.url).not.toContain(needle);
      expect(r.body).not.toContain(needle);
      expect(r.headers).not.toContain(needle);
    }
  }
});

test('a result too long for a link says so instead of failing', async ({ page, request: api }) => {
  // Pseudo-random text compresses badly: far over the 8 KB limit.
  let seed = 7;
  let text = '';
  for (let i = 0; i < 20000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    text += String.fromCharCode(97 + (seed % 26)) + (i % 9 === 0 ? ' ' : '');
  }
  await finishedResult(page, api, [text]);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('alert')).toContainText('too long to fit in a link');
  await expect(page.getByLabel(/Share link/)).toHaveCount(0);
});

test('a damaged share link explains itself', async ({ page }) => {
  await gotoHydrated(page, '/share#not-a-real-share');
  await expect(page.getByRole('alert')).toContainText('incomplete or damaged');
});
