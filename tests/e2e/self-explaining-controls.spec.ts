import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { gotoHydrated, pathnameOf, startTags } from './support/site.ts';

// Controls that explain themselves: a disabled Generate says why, the request box a tool needs is
// marked required (from its manifest), the SEO Tools menu stays open when clicked after a hover,
// the phone menu closes on a tap outside it, and keyboard hints stay off touch screens.

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;
const DESKTOP = { viewport: { width: 1366, height: 900 }, hasTouch: false, isMobile: false } as const;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
interface Manifest {
  id: string;
  path?: string;
  renderer: string;
  fields?: unknown[];
  requestBox?: 'required' | 'optional' | 'none';
}
const generic = fs
  .readdirSync(path.join(root, 'tools'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(root, 'tools', e.name, 'manifest.json')))
  .map((e) => JSON.parse(fs.readFileSync(path.join(root, 'tools', e.name, 'manifest.json'), 'utf8')) as Manifest)
  .filter((m) => m.renderer === 'generic');

test.describe('desktop', () => {
  test.use(DESKTOP);

  test('a disabled Generate says why beside it; AI Email Writer marks its request box required', async ({ page }) => {
    await gotoHydrated(page, '/tools/ai-email-writer');
    const box = page.getByRole('textbox', { name: /Your Request/ });
    await expect(page.locator('label', { hasText: 'Your Request' })).toHaveText('Your Request (required)');
    await expect(box).toHaveAttribute('required', '');
    // Optional fields are not marked.
    await expect(page.getByLabel('Recipient')).not.toHaveAttribute('required', '');

    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription('Fill in “Your Request” to generate.');
    await expect(page.getByText('Fill in “Your Request” to generate.')).toBeVisible();

    await box.fill('Ask for Friday off');
    await expect(generate).toBeEnabled();
    await expect(page.getByText('Fill in “Your Request” to generate.')).toHaveCount(0);

    await box.fill('x'.repeat(8_001));
    await expect(generate).toBeDisabled();
    await expect(generate).toHaveAccessibleDescription(/Shorten your request to 8,000 characters/);
  });

  test('hovering opens SEO Tools, and the click that follows leaves it open', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'SEO Tools' });
    await button.hover();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'All in Title Search Tool' })).toBeVisible();
    // A second click is a real "close".
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('keyboard hints show where there is a mouse and a keyboard', async ({ page }) => {
    await gotoHydrated(page, '/tools/ai-writer');
    await expect(page.locator('.shortcut-hint')).toBeVisible();
    await gotoHydrated(page, '/');
    await expect(page.locator('.search-hint')).toBeVisible();
  });
});

test.describe('phone', () => {
  test.use(PHONE);

  test('a tap outside the open menu closes it, on a backdrop (the tap opens nothing under it)', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeVisible();
    const backdrop = page.locator('.menu-backdrop');
    await expect(backdrop).toBeVisible();
    // Below the menu's last item, over the page.
    const menu = (await nav.boundingBox())!;
    await page.touchscreen.tap(195, Math.min(menu.y + menu.height + 60, 830));
    await expect(nav.getByRole('link', { name: 'FAQ' })).toBeHidden();
    await expect(backdrop).toHaveCount(0);
    expect(pathnameOf(page)).toBe('/');
  });

  test('keyboard hints are hidden on a touch screen', async ({ page }) => {
    await gotoHydrated(page, '/tools/ai-writer');
    await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
    await expect(page.locator('.shortcut-hint')).toBeHidden();
    await gotoHydrated(page, '/');
    await expect(page.getByRole('searchbox', { name: 'Search tools' })).toBeVisible();
    await expect(page.locator('.search-hint')).toBeHidden();
  });
});

test('every tool marks the request box its manifest requires, and only that one', async ({ request }) => {
  expect(generic.length).toBeGreaterThan(50);
  for (const tool of generic) {
    const box = tool.fields ? (tool.requestBox ?? 'optional') : 'required';
    const html = await (await request.get(tool.path ?? `/tools/${tool.id}`)).text();
    const textareas = startTags(html, 'textarea').filter((t) => t.rows === '5');
    if (box === 'none') {
      expect(textareas, tool.id).toHaveLength(0);
      continue;
    }
    expect(textareas, tool.id).toHaveLength(1);
    expect('required' in textareas[0]!, `${tool.id}: request box required`).toBe(box === 'required');
    // Beside other fields the mark is visible too.
    expect(html.includes('Your Request<span class="field-required"> (required)</span>'), `${tool.id}: visible mark`).toBe(box === 'required' && Boolean(tool.fields));
  }
});
