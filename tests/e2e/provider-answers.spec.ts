import { expect, test, type Page } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
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

  test('a stream cut without [DONE]: interrupted, partial text kept', async ({ page, request }) => {
    const m = marker('cut');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Half of ', 'an answer'], noDone: true });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `Write ${m}`);
    await expect(page.getByRole('alert')).toHaveText('Generation was interrupted. Please try again.');
    await expect(page.locator('.tool-result .markdown')).toContainText('Half of an answer');
  });
});
