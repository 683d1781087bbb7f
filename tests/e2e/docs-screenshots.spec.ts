import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { selectFirstParagraph } from './support/editor-selection.ts';
import { gotoHydrated } from './support/site.ts';
import { seedSavedResults } from './support/saved-results-seed.ts';
import { startSupabaseStandIn, withLikesConfigured, type SupabaseStandIn } from './support/supabase-stand-in.ts';

// Not a test: writes the pictures in docs/screenshots/ (the mobile menu, the header with likes, the
// category colours, the visitor's workspace). Only on request: npm run docs:screenshots
test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to refresh docs/screenshots');
test.use({ reducedMotion: 'reduce' });

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
let standIn: SupabaseStandIn;
test.beforeAll(async () => {
  standIn = await startSupabaseStandIn();
});
test.afterAll(async () => {
  await standIn.close();
});

test('mobile menu with SEO Tools open, 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await gotoHydrated(page, '/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SEO Tools' }).click();
  await page.screenshot({ path: path.join(dir, 'mobile-menu-390.png') });
});

for (const width of [390, 1280]) {
  test(`header with likes configured, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 600 });
    await withLikesConfigured(page, standIn);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Sign in with GitHub' }).waitFor();
    await page.screenshot({ path: path.join(dir, `header-likes-${width}.png`) });
  });

  test(`dark theme category colours, ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 1000 });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await gotoHydrated(page, '/');
    // The boundary between the first two categories, mid-screen.
    await page.evaluate(() => {
      const second = document.querySelectorAll('.category-section')[1]!;
      window.scrollTo({ top: second.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2, behavior: 'instant' });
    });
    await page.screenshot({ path: path.join(dir, `dark-categories-${width}.png`) });
  });
}

test('dark theme, all 13 category colours at a glance (1280 px, zoomed out)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await gotoHydrated(page, '/');
  await page.evaluate(() => {
    document.documentElement.style.zoom = '0.17';
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
  await page.screenshot({ path: path.join(dir, 'dark-categories-overview.png') });
});

// A tool page with structured fields, output controls, three versions side by side and the
// follow-up bar, in both themes.
for (const theme of ['light', 'dark'] as const) {
  test(`tool page with fields, controls and three versions, ${theme} theme, 1280 px`, async ({ page, request }) => {
    const m = `[docs-variants-${theme}-${Date.now()}]`;
    await whenAsked(request, m, { kind: 'reply', chunks: ['Dear hiring team,\n\nI would love to bring ', 'six years of baking to Crumb & Co.'] }, [
      { kind: 'reply', chunks: ['Dear Ms Baker,\n\nYour posting for a **head baker** ', 'caught my eye at once.'] },
      { kind: 'reply', chunks: ['Hello Crumb & Co. team,\n\nSlow-fermented loaves ', 'have been my craft since 2019.'] },
      { kind: 'reply', chunks: ['Dear hiring manager,\n\nI am applying for the **head baker** role, ', 'bringing team leadership and sourdough expertise.'] },
    ]);
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await gotoHydrated(page, '/tools/cover-letter');
    await page.getByLabel('Job title').fill('Head baker');
    await page.getByLabel('Company').fill('Crumb & Co.');
    await page.getByLabel('Your experience').fill('Six years in artisan bakeries, leading a team of four; sourdough and viennoiserie.');
    await page.getByLabel('Anything else (optional)').fill(`Keep it warm ${m}`);
    await page.getByLabel('Tone').selectOption({ index: 2 });
    await page.getByLabel('Versions').selectOption('3');
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('region', { name: 'Refine this result' }).waitFor();
    await page.getByRole('button', { name: 'Use Version B' }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(dir, `tool-page-fields-controls-three-versions-${theme}.png`), fullPage: true });
  });
}
// Saved results, /history, a share page, and the phone home page with the jump bar.
async function finishedResult(page: Page, api: Parameters<typeof whenAsked>[0], text: string, reply: string): Promise<void> {
  const m = marker('docs');
  await whenAsked(api, m, { kind: 'reply', chunks: [reply] });
  await page.getByLabel('Your Request').fill(`${text} ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' })).toBeVisible();
}

test('saved results drawer, /history and a share page, 1280 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await gotoHydrated(page, '/tools/ai-writer');
  await finishedResult(page, request, 'A welcome note for new members', '## Welcome aboard\n\nWe are glad you joined. Here is how to start.\n\n- Read the guide\n- Say hello\n');
  await finishedResult(page, request, 'A thank-you note to volunteers', '## Thank you\n\nYour time made the fair a success.\n');
  await page.getByRole('button', { name: 'Saved results' }).click();
  await expect(page.getByRole('dialog', { name: 'Saved results' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: path.join(dir, 'saved-results-drawer-1280.png') });
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByLabel(/Share link/).inputValue();

  await gotoHydrated(page, '/history');
  await expect(page.getByRole('list', { name: 'Saved results' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: path.join(dir, 'history-1280.png'), fullPage: true });

  await page.goto(link);
  await expect(page.locator('.shared-result .markdown')).toBeVisible();
  await page.screenshot({ path: path.join(dir, 'share-page-1280.png'), fullPage: true });
});

test('home page with the category jump bar, 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/');
  // Scrolled into the categories, where the bar sticks under the header.
  await page.evaluate(() => {
    const second = document.querySelectorAll('.category-section')[1]!;
    window.scrollTo({ top: second.getBoundingClientRect().top + window.scrollY - 200, behavior: 'instant' });
  });
  await page.screenshot({ path: path.join(dir, 'home-jump-bar-390.png') });
});

test("a reasoning model's answer with its reasoning folded under it, then unfolded, 1280 px", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = marker('shot-reasoning');
  const chunk = (delta: object, finish: string | null = null) => ({ choices: [{ index: 0, delta, finish_reason: finish }] });
  // DeepSeek-R1's form on Groq and the Hugging Face router: the reasoning in a leading <think> block.
  await whenAsked(request, m, {
    kind: 'events',
    events: [
      chunk({ content: '<think>\nThe visitor wants a short note to the team. ' }),
      chunk({ content: 'Friendly, one paragraph, with the date.\n</think>\n\n' }),
      chunk({ content: 'Hello team,\n\nA quick reminder that our planning meeting moves to **Monday at 10:00**. ' }),
      chunk({ content: 'Bring your notes from last week.\n\nThanks!' }, 'stop'),
    ],
  });
  await gotoHydrated(page, '/tools/ai-email-writer');
  await page.getByLabel('Your Request').fill(`A note to the team ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const details = page.locator('.result-reasoning');
  await expect(details).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy to Clipboard' })).toBeVisible(); // the answer is done
  await page.locator('.tool-result').screenshot({ path: path.join(dir, 'reasoning-collapsed-1280.png') });
  await details.getByText('Reasoning').click();
  await page.locator('.tool-result').screenshot({ path: path.join(dir, 'reasoning-open-1280.png') });
});

for (const [name, url] of [
  ['ar-tool-page-390', '/ar/tools/ai-writer'],
  ['ja-home-390', '/ja/'],
] as const) {
  test(`localized page on a phone: ${url}`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, url);
    await page.screenshot({ path: path.join(dir, `${name}.png`) });
  });
}

/** Once Shorter shows, the end of the result (`above` px of it) and the limit line under it. */
async function shootResultOverLimit(page: Page, name: string, above: number): Promise<void> {
  await expect(page.locator('.result-limits').getByRole('button', { name: 'Shorter' })).toBeVisible({ timeout: 15_000 });
  await page.locator('.result-stats').scrollIntoViewIfNeeded();
  const card = await page.locator('.tool-result').boundingBox();
  const stats = await page.locator('.result-stats').boundingBox();
  if (!card || !stats) throw new Error('the result is not on screen');
  const top = Math.max(card.y, stats.y - above);
  await page.screenshot({ path: path.join(dir, name), clip: { x: card.x, y: top, width: card.width, height: stats.y + stats.height + 24 - top } });
}

test('a post over its platform limit, with Shorter beside it (1280 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = marker('docs-over-limit');
  const paragraph = 'I turn messy data into pipelines that product teams trust. Over eight years I have built platforms for payments, logistics and health care, cut reporting time from days to minutes and mentored a dozen engineers. ';
  const answer = paragraph.repeat(13).trim();
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/linkedin-summary');
  await page.getByLabel('Current role').fill(`Data engineer ${m}`);
  await page.getByLabel('Experience and achievements').fill('Eight years of data pipelines');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await shootResultOverLimit(page, 'post-over-limit.png', 160);
});

test('five bios held to the cap of the platform picked (TikTok, 80 characters), 1280 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const m = marker('docs-tiktok-bios');
  const bios = [
    ['Professional', 'Candid wedding photographer in Lisbon. Real moments, no posing. Booking 2026.'],
    ['Playful', 'I cry at every wedding, then I photograph it. Lisbon-based, happy to travel anywhere for love stories.'],
    ['Minimalist', 'Weddings. Lisbon. Candid.'],
    ['Line by line', 'Candid weddings / Lisbon + anywhere / Booking 2026'],
    ['Call to action', 'Your day, told honestly. Check dates and packages at the link below before 2026 fills up completely.'],
  ];
  const answer = bios.map(([style, bio], i) => `${i + 1}. **${style}:** ${bio}`).join('\n');
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/social-bio');
  await page.getByLabel('Name or brand').fill(`Rosa Chen ${m}`);
  await page.getByLabel('Platform').selectOption('TikTok');
  await page.getByLabel('About you').fill('Candid wedding photographer in Lisbon');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await shootResultOverLimit(page, 'bios-over-tiktok-limit.png', 260);
});

test('the AI Text Editor versions list with a diff, 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/ai-text-editor');
  const area = page.getByRole('textbox', { name: 'Text to improve' });
  await expect(page.getByText('Your documents are saved as you write')).toBeVisible();
  await area.click();
  await page.keyboard.type('Our team met on Monday. We agreed to ship the new editor next week.');
  await page.getByRole('button', { name: 'Save version' }).click();
  await page.getByLabel('Name of the version').fill('Meeting notes, first draft');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await area.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(' Ana will write the release notes.');
  await page.getByRole('button', { name: /^Versions \(1\)$/ }).click();
  const panel = page.locator('.versions-panel');
  await expect(panel.locator('.version-diff ins')).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: path.join(dir, 'editor-versions.png') });
});

test.describe('the installable app', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/history opened offline, with a saved result, 1280 px', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/history');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await seedSavedResults(page, [{ toolId: 'ai-writer', toolTitle: 'AI Writer', input: 'A short note about bees in winter', output: '## Bees in winter\n\nThey cluster together and shiver to keep the queen warm.\n', minutesAgo: 12 }]);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('A short note about bees in winter')).toBeVisible();
    await page.screenshot({ path: path.join(dir, 'offline-history.png') });
    await context.setOffline(false);
  });
});

test('a .docx opened in the AI Text Editor, 1280 px', async ({ page }) => {
  const { sampleDocx } = await import('./support/sample-docx.ts');
  // Tall enough for the whole editor: no scrolling, so the sticky header stays above it, not across it.
  await page.setViewportSize({ width: 1280, height: 1600 });
  await gotoHydrated(page, '/ai-text-editor');
  await page.locator('.editor-files input[type="file"]').setInputFiles({ name: 'report.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: await sampleDocx() });
  await expect(page.locator('.editor-area h1')).toHaveText('Quarterly report');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.locator('.ai-editor').screenshot({ path: path.join(dir, 'editor-docx-open.png') });
});

test('a selection rewrite shown as tracked changes in the AI Text Editor, 1280 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 1600 });
  const m = marker('shot-tracked');
  await whenAsked(request, m, { kind: 'reply', chunks: ['Our team met on Tuesday and agreed to ship the new editor ', `this week ${m}`] });
  await gotoHydrated(page, '/ai-text-editor');
  const area = page.getByRole('textbox', { name: 'Text to improve' });
  await area.click();
  await page.keyboard.type(`Our team met on Monday. We agreed to ship the new editor next week ${m}`);
  await selectFirstParagraph(area);
  await page.getByRole('button', { name: 'Rephrase', exact: true }).click();
  await expect(page.getByRole('toolbar', { name: 'AI changes' })).toBeVisible();
  await page.locator('.ai-editor').screenshot({ path: path.join(dir, 'editor-tracked-changes.png') });
});
