import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { recorded, recordTexts } from './support/page-recorder.ts';
import { gotoHydrated } from './support/site.ts';

// What the visitor sees when the provider answers oddly (the gateway's tests cover every case;
// these check the page end to end).

async function ask(page: Page, text: string) {
  await page.getByLabel('Your Request').fill(text);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}

test.describe('provider answers on the tool page', () => {
  test('finish_reason "length": the text stays, with a note that it hit the length limit', async ({ page, request }) => {
    const m = marker('length');
    await whenAsked(request, m, { kind: 'reply', chunks: ['A long ', 'answer that stops'], finishReason: 'length' });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Write ${m}`);
    await expect(page.locator('.tool-result .markdown')).toContainText('A long answer that stops');
    await expect(page.getByRole('note')).toHaveText(/hit the length limit/);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a 200 HTML error page: the fallback message, never an empty success', async ({ page, request }) => {
    const m = marker('html200');
    await whenAsked(request, m, { kind: 'raw', contentType: 'text/html', body: '<h1>Bad Gateway</h1>' });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Write ${m}`);
    await expect(page.getByRole('alert')).toHaveText('An error occurred while generating content. Please try again.');
  });

  test('a stream cut mid-answer: interrupted, partial text kept', async ({ page, request }) => {
    const m = marker('cut');
    await whenAsked(request, m, { kind: 'drop', chunks: ['Half of ', 'an answer'] });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Write ${m}`);
    await expect(page.getByRole('alert')).toHaveText('Generation was interrupted. Please try again.');
    await expect(page.locator('.tool-result .markdown')).toContainText('Half of an answer');
  });

  test('a reasoning model: "Thinking…" with the seconds, then the answer with its reasoning folded under it and kept out of the result', async ({ page, request }) => {
    const m = marker('reasoning');
    const chunk = (delta: object, finish: string | null = null) => ({ choices: [{ index: 0, delta, finish_reason: finish }] });
    const thoughts = ['The visitor wants an email. ', 'Keep it short and friendly. ', 'Sign off warmly.'];
    await whenAsked(request, m, { kind: 'events', events: [...thoughts.map((t) => chunk({ reasoning_content: t })), chunk({ content: 'Hello team, ' }), chunk({ content: 'see you Monday.' }, 'stop')], delayMs: 700 });
    await gotoHydrated(page, '/tools/ai-email-writer');
    // The thinking line lasts about two seconds: recorded in the page, so a slow poll cannot miss it.
    await recordTexts(page, 'thinking', '.result-thinking');
    await ask(page, `Write ${m}`);
    await expect(page.locator('.tool-result .markdown')).toHaveText('Hello team, see you Monday.');
    const thinking = await recorded(page, 'thinking');
    expect(thinking.length).toBeGreaterThan(0);
    for (const line of thinking) expect(line).toMatch(/^Thinking… \d+ s$/);
    await expect(page.locator('.result-thinking')).toHaveCount(0);
    const details = page.locator('.result-reasoning');
    await expect(details).not.toHaveAttribute('open', '');
    await expect(details.locator('.reasoning-text')).toBeHidden();
    await details.getByText('Reasoning').click();
    await expect(details.locator('.reasoning-text')).toHaveText(thoughts.join(''));
    await expect(page.locator('.tool-result .markdown')).not.toContainText('The visitor wants');
  });
});
