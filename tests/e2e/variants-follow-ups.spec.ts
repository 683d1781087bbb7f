import { expect, test, type Page } from '@playwright/test';
import { marker, requestsMentioning, requestsWith, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// Versions and follow-ups in the browser: several versions in one request, and follow-ups.

async function ask(page: Page, text: string, versions: 1 | 2 | 3) {
  await page.getByLabel('Versions').selectOption(String(versions));
  await page.getByLabel('Your Request').fill(text);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
}
const variants = (page: Page) => page.locator('.variants .variant');
const slow = (text: string) => ({ kind: 'reply' as const, chunks: [text, ...Array.from({ length: 40 }, () => ' more')], delayMs: 250 });

test.describe('versions side by side', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('three versions stream side by side in one request; Stop ends all and keeps what each has', async ({ page, request }) => {
    const m = marker('three-stop');
    await whenAsked(request, m, slow('Partial'));
    await gotoHydrated(page, '/tools/ai-writer');
    await ask(page, `Three please ${m}`, 3);
    await expect(variants(page)).toHaveCount(3);
    for (const i of ['A', 'B', 'C']) {
      await expect(page.getByRole('region', { name: `Version ${i}` })).toContainText('Partial');
      await expect(page.getByRole('progressbar', { name: `Generating Version ${i}` })).toBeVisible();
    }
    // One request to the gateway, three to the provider.
    expect(await requestsWith(request, m)).toHaveLength(3);
    await page.getByRole('button', { name: 'Stop Generation' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    for (const i of ['A', 'B', 'C']) {
      const variant = page.getByRole('region', { name: `Version ${i}` });
      await expect(variant).toContainText('Partial');
      await expect(variant.getByRole('note')).toHaveText('Stopped: the text so far is kept.');
    }
    await expect.poll(async () => (await requestsWith(request, m)).map((r) => r.closedByClient)).toEqual([true, true, true]);
  });

  test('a version whose provider call fails shows its own error while the others finish', async ({ page, request }) => {
    const m = marker('one-fails');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Fine ', 'answer.'], delayMs: 200 }, [{ kind: 'status', status: 401 }]);
    await gotoHydrated(page, '/tools/ai-writer');
    await ask(page, `Three please ${m}`, 3);
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
    await expect(page.locator('.variants').getByRole('alert')).toHaveCount(1);
    await expect(page.locator('.variants').getByRole('alert')).toContainText('Invalid API key. Please check your API key and try again.');
    await expect(variants(page).filter({ hasText: 'Fine answer.' })).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Use Version [ABC]$/ })).toHaveCount(2);
  });
});

test.describe('versions as tabs on a narrow screen', () => {
  test.use({ viewport: { width: 700, height: 900 } });

  test('the tabs work with the keyboard (arrows, Home, End) and "Use this one" picks the result follow-ups work from', async ({ page, request }) => {
    const m = marker('tabs');
    await whenAsked(request, m, { kind: 'reply', chunks: ['Same answer.'] }, [
      { kind: 'reply', chunks: ['First answer.'] },
      { kind: 'reply', chunks: ['Second answer.'] },
      { kind: 'reply', chunks: ['Third answer.'] },
    ]);
    await gotoHydrated(page, '/tools/ai-writer');
    await ask(page, `Tabs ${m}`, 3);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tabs.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    // Tab moves into the shown panel; its "Use this one" makes it the chosen version.
    const panel = page.getByRole('tabpanel');
    const text = (await panel.locator('.markdown').textContent()) ?? '';
    expect(text).toMatch(/^(First|Second|Third) answer\.$/);
    await panel.getByRole('button', { name: 'Use Version B' }).click();
    await expect(panel.getByRole('button', { name: 'Use Version B' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'More formal' }).click();
    await expect(page.getByText('Version 2 of 2')).toBeVisible();
    // The follow-up asks for as many versions as the selector says (3), each from the chosen answer.
    await expect.poll(async () => (await requestsMentioning(request, m)).length).toBe(6);
    const followUps = (await requestsMentioning(request, m)).slice(3);
    for (const f of followUps) expect(f.body.messages!.at(-2)).toEqual({ role: 'assistant', content: text });
  });
});

test.describe('follow-ups', () => {
  test('a refinement produces version 2 with a way back to version 1; "Ask for a change" sends the visitor\'s words', async ({ page, request }) => {
    const m = marker('follow');
    await whenAsked(request, m, { kind: 'reply', chunks: ['The first ', 'version.'] });
    await gotoHydrated(page, '/tools/ai-email-writer');
    await ask(page, `An email ${m}`, 1);
    const result = page.locator('.tool-result .markdown');
    await expect(result).toHaveText('The first version.');
    const bar = page.getByRole('region', { name: 'Refine this result' });
    for (const label of ['Shorter', 'Longer', 'Simpler', 'More formal', 'More casual', 'Continue']) await expect(bar.getByRole('button', { name: label })).toBeVisible();

    await bar.getByRole('button', { name: 'Shorter' }).click();
    await expect(page.getByText('Version 2 of 2')).toBeVisible();
    // The fake's default answer for a message without the marker.
    await expect(result).toHaveText('Hello from the fake provider.');
    const shorter = (await requestsMentioning(request, m)).at(-1)!;
    expect(shorter.body.messages!.slice(-3).map((x) => x.role)).toEqual(['user', 'assistant', 'user']);
    expect(shorter.body.messages!.at(-2)!.content).toBe('The first version.');
    expect(shorter.body.messages!.at(-1)!.content).toMatch(/shorter/);

    await page.getByRole('button', { name: 'Previous version' }).click();
    await expect(page.getByText('Version 1 of 2')).toBeVisible();
    await expect(result).toHaveText('The first version.');
    await expect(page.getByRole('button', { name: 'Previous version' })).toBeDisabled();

    // A follow-up on version 1 again: its words go in the user message, and it becomes version 3.
    const change = marker('change');
    await whenAsked(request, change, { kind: 'reply', chunks: ['Changed.'] });
    await page.getByLabel('Ask for a change').fill(`Mention Monday ${change}`);
    await page.getByLabel('Ask for a change').press('Enter');
    await expect(page.getByText('Version 3 of 3')).toBeVisible();
    await expect(result).toHaveText('Changed.');
    const [asked] = await requestsWith(request, change);
    expect(asked!.body.messages!.at(-1)!.content).toContain(`Mention Monday ${change}`);
    expect(asked!.body.messages!.at(-2)!.content).toBe('The first version.');
    expect(asked!.body.messages![0]!.content).not.toContain(change);
  });
});
