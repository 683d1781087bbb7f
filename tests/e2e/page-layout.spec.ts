import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// Layout defects other pages once had (the suggest page's FAQ, the YouTube calculator's figures,
// the support email and social links), at a phone's and a desktop's width.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The gateway's real GET /api/config answer with the given public settings added. */
async function withSiteSettings(page: Page, settings: { supportEmail?: string; socialUrl?: string }): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), ...settings } });
  });
}

/** How many lines an element's text takes. */
const lineCount = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
      return Math.round(el.getBoundingClientRect().height / lineHeight);
    }),
  );

for (const viewport of VIEWPORTS) {
  test.describe(`pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme} theme: the suggest page's FAQ is styled like the home FAQ`, async ({ page }) => {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await gotoHydrated(page, '/tools-suggest');
        const faq = page.locator('.suggest-faq');
        await expect(faq.locator('dt')).toHaveCount(4);
        const question = await faq.locator('dt').first().evaluate((el) => getComputedStyle(el).fontWeight);
        expect(Number(question)).toBeGreaterThanOrEqual(700);
        const answer = await faq.locator('dd').first().evaluate((el) => {
          const s = getComputedStyle(el);
          return { marginLeft: s.marginLeft, color: s.color, text: getComputedStyle(document.body).color };
        });
        expect(answer.marginLeft).toBe('0px');
        // Answers are muted, like the home page's.
        expect(answer.color).not.toBe(answer.text);
        const list = await faq.evaluate((el) => ({ padding: getComputedStyle(el).paddingLeft, margin: getComputedStyle(el).marginLeft }));
        expect(list).toEqual({ padding: '0px', margin: '0px' });
        // Items have the card look.
        const item = await faq.locator('.home-faq-item').first().evaluate((el) => getComputedStyle(el).borderTopStyle);
        expect(item).toBe('solid');
      });
    }

    test('the YouTube calculator keeps each figure on one line', async ({ page }) => {
      await gotoHydrated(page, '/tools/youtube-revenue-calculator');
      for (const views of ['10000', '100000']) {
        await page.getByLabel('Daily views').fill(views);
        await expect(page.getByTestId('estimate-yearly')).toContainText(views === '10000' ? '$' : ',');
        expect(await lineCount(page, '.calculator .count-value'), `figures at ${views} daily views`).toEqual([1, 1, 1]);
      }
    });

    test('with no support email or social link set, no made-up address and the contact form instead', async ({ page }) => {
      const config = page.waitForResponse((r) => r.url().endsWith('/api/config'));
      await gotoHydrated(page, '/faq');
      expect(await (await config).json()).toMatchObject({ supportEmail: null, socialUrl: null });
      await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
      await gotoHydrated(page, '/contact');
      await expect(page.getByRole('form', { name: 'Contact form' })).toBeVisible();
      await expect(page.locator('.contact-channels')).toBeEmpty();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /Follow us/ })).toHaveCount(0);
      for (const path of ['/faq', '/contact', '/tools-suggest']) {
        const html = await (await page.request.get(path)).text();
        expect(html, path).not.toContain('example.com');
      }
    });

    test('the support email and social link come from the server at run time', async ({ page }) => {
      await withSiteSettings(page, { supportEmail: 'help@tools.example.org', socialUrl: 'https://social.example.org/@tools' });
      await gotoHydrated(page, '/faq');
      await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', 'mailto:help@tools.example.org');
      await expect(page.getByRole('contentinfo').getByRole('link', { name: /Follow us/ })).toHaveAttribute('href', 'https://social.example.org/@tools');
      await gotoHydrated(page, '/tools-suggest');
      await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', 'mailto:help@tools.example.org');
      await gotoHydrated(page, '/contact');
      await expect(page.locator('.contact-channels').getByRole('link', { name: 'help@tools.example.org' })).toHaveAttribute('href', 'mailto:help@tools.example.org');
      await expect(page.locator('.contact-channels').getByRole('link', { name: 'social.example.org/@tools' })).toBeVisible();
    });
  });
}
