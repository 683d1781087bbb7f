import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { marker, requestsMentioning, whenAsked, type SeenRequest } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// "Counts, readability, limits" under a result: the counts and the readability score of the
// output language (computed here again from the published formulas), and a tool's platform
// limit (linkedin-summary: LinkedIn About, 2,600 characters) with its overflow and "Shorter".

// A busy machine: the gateway checks a long answer's content in parts before it shows.
test.setTimeout(90_000);

const stats = (page: Page) => page.getByTestId('reading-stats');
const limitRow = (page: Page) => page.getByTestId('result-limit');

async function askLinkedInSummary(page: Page, m: string) {
  await gotoHydrated(page, '/tools/linkedin-summary');
  await page.getByLabel('Current role').fill(`Data engineer ${m}`);
  await page.getByLabel('Experience and achievements').fill('Eight years of pipelines');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

// "Version 2 of 2" shows as the page starts the follow-up, before the gateway has reached the
// provider: wait until the fake has the request that asks for a shorter text.
async function refinementSent(request: APIRequestContext, m: string): Promise<SeenRequest> {
  let last: SeenRequest | undefined;
  await expect.poll(async () => (last = (await requestsMentioning(request, m)).at(-1))?.body.messages?.at(-1)?.content ?? '').toMatch(/shorter/);
  return last!;
}

// Flesch (1948): 206.835 − 1.015 × words/sentences − 84.6 × syllables/words, graded on his table.
const flesch = (words: number, sentences: number, syllables: number) => 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
const FLESCH_TABLE: Array<[number, string]> = [[90, 'Very easy'], [80, 'Easy'], [70, 'Fairly easy'], [60, 'Standard'], [50, 'Fairly difficult'], [30, 'Difficult'], [-Infinity, 'Very difficult']];
const fleschGrade = (score: number) => FLESCH_TABLE.find(([min]) => score >= min)![1];

test('a result over its 2,600-character limit says by how much, and Shorter sends the refinement', async ({ page, request }) => {
  const m = marker('limit');
  const sentence = 'I design data platforms that teams trust every single day. ';
  const answer = sentence.repeat(Math.ceil(2650 / sentence.length)).trim();
  await whenAsked(request, m, { kind: 'reply', chunks: [answer.slice(0, 1000), answer.slice(1000)] });
  await askLinkedInSummary(page, m);
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });

  const over = answer.length - 2600;
  expect(over).toBeGreaterThan(0);
  const row = limitRow(page);
  await expect(row).toHaveText(`${answer.length.toLocaleString('en-US')} / 2,600 characters · LinkedIn About${over} over`);
  await expect(row.locator('svg')).toHaveCount(1); // an icon, not colour alone, besides the words
  const shorter = page.locator('.result-limits').getByRole('button', { name: 'Shorter' });
  await expect(shorter).toBeVisible();
  // The button says which limit it answers (described by the overflowing row).
  await expect(shorter).toHaveAccessibleDescription(`${answer.length.toLocaleString('en-US')} / 2,600 characters · LinkedIn About ${over} over`);
  // The counts are not a live region (the result is one already).
  await expect(stats(page)).toHaveAttribute('aria-live', 'off');

  await shorter.click();
  await expect(page.getByText('Version 2 of 2')).toBeVisible();
  const sent = await refinementSent(request, m);
  expect(sent.body.messages!.at(-2)!.content).toBe(answer);
  // The fake's default answer fits: the row shows the count, no overflow and no Shorter beside it.
  const fits = 'Hello from the fake provider.';
  await expect(row).toHaveText(`${fits.length} / 2,600 characters · LinkedIn About`);
  await expect(page.locator('.result-limits').getByRole('button', { name: 'Shorter' })).toHaveCount(0);
});

test('counts and the Flesch reading ease of a known English text', async ({ page, request }) => {
  const m = marker('flesch');
  const text = 'The cat sat on the mat. It was a sunny day and the children played outside in the garden.';
  await whenAsked(request, m, { kind: 'reply', chunks: [text] });
  await gotoHydrated(page, '/tools/ai-email-writer');
  await page.getByLabel('Your Request').fill(`A note ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });

  // Counted by hand: 19 words, 2 sentences, 23 syllables (sun-ny, chil-dren, out-side, gar-den).
  const score = flesch(19, 2, 23);
  await expect(stats(page)).toHaveText(`19 words · ${text.length} characters generated · 2 sentences · 1 min read · Flesch reading ease ${Math.round(score)}: ${fleschGrade(score)}`);
  // No limits on this tool: no limit row.
  await expect(limitRow(page)).toHaveCount(0);
});

test('a Spanish page grades a Spanish result with Szigriszt-Pazos, in Spanish', async ({ page, request }) => {
  const m = marker('inflesz');
  const text = 'El gato duerme en la casa durante toda la tarde tranquila de verano. Los niños juegan en el parque.';
  await whenAsked(request, m, { kind: 'reply', chunks: [text] });
  await gotoHydrated(page, '/es/tools/ai-email-writer');
  await page.getByLabel('Tu petición').fill(`Una nota ${m}`);
  await page.getByRole('button', { name: 'Generar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Volver a generar' }).first()).toBeVisible({ timeout: 40_000 });

  // Szigriszt-Pazos (1993): 206.835 − 62.3 × syllables/words − words/sentences, on the INFLESZ scale.
  // Counted by hand: 19 words, 2 sentences, 33 syllables (du-ran-te, tran-qui-la, ve-ra-no, duer-me, jue-gan, par-que).
  const raw = 206.835 - 62.3 * (33 / 19) - 19 / 2;
  const inflesz: Array<[number, string]> = [[80, 'Muy fácil'], [65, 'Bastante fácil'], [55, 'Normal'], [40, 'Algo difícil'], [-Infinity, 'Muy difícil']];
  const grade = inflesz.find(([min]) => raw >= min)![1];
  await expect(page.getByTestId('readability')).toHaveText(`Perspicuidad de Szigriszt-Pazos ${Math.round(raw)}: ${grade}`);
  await expect(stats(page)).toContainText('19 palabras');
  await expect(stats(page)).toContainText('2 oraciones');
});

test('a limit on each option of a list (youtube-title: 100 characters a title) names the titles over it, and Shorter sends the refinement', async ({ page, request }) => {
  const m = marker('titles');
  const long = 'How I Built a Tiny Off-Grid Cabin in the Woods With Reclaimed Wood and Only Hand Tools Over One Summer';
  expect(long.length).toBe(102);
  const answer = `1. Tiny Cabin, Big Summer\n2. ${long}\n3. **Building a Cabin for Under $500**\n\nTop pick: #1 – short and clear.`;
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/youtube-title');
  await page.getByLabel('Your Request').fill(`A cabin build vlog ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });

  const row = limitRow(page);
  await expect(row).toHaveText('Each option: at most 100 characters · YouTube title — 1 option overoption 2: 102 (2 over)');
  await expect(row.locator('svg')).toHaveCount(1);
  const shorter = page.locator('.result-limits').getByRole('button', { name: 'Shorter' });
  await expect(shorter).toHaveAccessibleDescription('Each option: at most 100 characters · YouTube title — 1 option over option 2: 102 (2 over)');
  await shorter.click();
  await expect(page.getByText('Version 2 of 2')).toBeVisible();
  await refinementSent(request, m);
  // The fake's default answer is no list: no option to check, so no row.
  await expect(row).toHaveCount(0);
});

test('X replies are counted as X counts them (twitter-comment): a Japanese reply of 150 characters is 300 there', async ({ page, request }) => {
  const m = marker('x-replies');
  const japanese = 'あ'.repeat(150);
  const answer = `1. **Witty:** Short and sweet.\n2. **Thoughtful:** ${japanese}\n3. **Question:** Which part surprised you?`;
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/twitter-comment');
  await page.getByLabel('Your Request').fill(`Post: meetings should be short ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });
  await expect(limitRow(page)).toHaveText('Each option: at most 280 characters · X reply, as X counts — 1 option overoption 2: 300 (20 over)');
});

test('a bio is checked against the cap of the platform picked in the form (social-bio), Instagram when none is', async ({ page, request }) => {
  const m = marker('bios');
  const bio = (n: number) => 'Wedding photographer in Lisbon. '.repeat(6).slice(0, n).trimEnd().padEnd(n, 'x');
  // Five bios of 70, 90, 120, 150 and 170 characters.
  const answer = [70, 90, 120, 150, 170].map((n, i) => `${i + 1}. **Style ${i + 1}:** ${bio(n)}`).join('\n');
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] }, [{ kind: 'reply', chunks: [answer] }]);
  await gotoHydrated(page, '/tools/social-bio');
  await page.getByLabel('Name or brand').fill(`Rosa Chen ${m}`);
  await page.getByLabel('About you').fill('Candid wedding photography');
  await page.getByLabel('Platform').selectOption('TikTok');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });
  await expect(limitRow(page)).toHaveText('Each option: at most 80 characters · TikTok bio — 4 options overoption 2: 90 (10 over) · option 3: 120 (40 over) · option 4: 150 (70 over) · option 5: 170 (90 over)');

  // The platform left empty: the prompt writes for Instagram, and its 150 characters apply.
  await page.getByLabel('Platform').selectOption('');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(limitRow(page)).toHaveText('Each option: at most 150 characters · Instagram bio — 1 option overoption 5: 170 (20 over)', { timeout: 40_000 });
});

test('meta descriptions are held to 160 characters each, without the count the model wrote after each one', async ({ page, request }) => {
  const m = marker('metas');
  const meta = (n: number) => 'Compare hiking boots by fit, grip and weight. '.repeat(5).slice(0, n).trimEnd().padEnd(n, 'x');
  const answer = [150, 158, 160].map((n, i) => `${i + 1}. ${meta(n)} (${n} characters)`).join('\n');
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/meta-description');
  await page.getByLabel('Your Request').fill(`Hiking boots comparison page ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });
  // Counted with the notes, the last two would be over (175 and 177).
  await expect(limitRow(page)).toHaveText('Each option: at most 160 characters · Meta description — all 3 fit');
});

test('Instagram captions: each within 2,200 characters, and the post within Instagram’s 5 hashtags', async ({ page, request }) => {
  const m = marker('captions');
  const captions = ['Golden hour at the lake.', 'Slow mornings, strong coffee.', 'Which view wins?', 'Pun intended: lake it or not.', 'Book your table: link in bio.'];
  const answer = `${captions.map((c, i) => `${i + 1}. **Style ${i + 1}:** ${c}`).join('\n')}\n\nHashtags: #LakeLife #GoldenHour #SlowMorning #CoffeeTime #Annecy #TravelFrance #2026`;
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/instagram-caption');
  await page.getByLabel('What the post shows').fill(`Sunset over Lake Annecy ${m}`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });
  // #2026 is no hashtag (no letter): six count, one over.
  await expect(limitRow(page)).toHaveText(['6 / 5 hashtags · Instagram post1 over', 'Each option: at most 2,200 characters · Instagram caption — all 5 fit']);
  await expect(page.locator('.result-limits').getByRole('button', { name: 'Shorter' })).toBeVisible();
});

test('Google Ads copy: headlines held to 30 characters and descriptions to 90, each list to its own cap', async ({ page, request }) => {
  const m = marker('google-ads');
  const line = (n: number) => 'Home gym delivered monthly and '.repeat(4).slice(0, n).trimEnd().padEnd(n, 's');
  // A Japanese headline of 16 characters counts 32 there: Google Ads counts double-width characters twice.
  const answer = `### Headlines\n1. ${line(28)} (28 characters)\n2. ${line(34)} (34 characters)\n3. 自宅で本格トレーニングを始めよう (16 characters)\n\n### Descriptions\n1. ${line(88)} (88 characters)\n2. ${line(95)} (95 characters)`;
  await whenAsked(request, m, { kind: 'reply', chunks: [answer] });
  await gotoHydrated(page, '/tools/ad-copy');
  await page.getByLabel('Product or service').fill(`FitBox home gym ${m}`);
  await page.getByLabel('Platform').selectOption('Google Search');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Regenerate' }).first()).toBeVisible({ timeout: 40_000 });
  await expect(limitRow(page)).toHaveText([
    'Each option: at most 30 characters · Google Ads headline — 2 options overoption 2: 34 (4 over) · option 3: 32 (2 over)',
    'Each option: at most 90 characters · Google Ads description — 1 option overoption 2: 95 (5 over)',
  ]);
});
