import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

function countFormPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/forms/')) posts++;
  });
  return () => posts;
}

test.describe('stored forms', () => {
  test('contact: all fields required, invalid email caught before sending, then sent', async ({ page }) => {
    const posts = countFormPosts(page);
    await gotoHydrated(page, '/contact');
    const subject = page.getByLabel('Subject');
    await expect(subject.locator('option')).toHaveText(['Select a subject...', 'General question', 'Support', 'Feedback', 'Bug report', 'Feature request', 'Business enquiry']);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada-at-example');
    await subject.selectOption('support');
    await page.getByLabel('Message').fill('Hello from the browser test.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Email')).toBeFocused();
    expect(posts()).toBe(0);

    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText('Your message has been sent');
    expect(posts()).toBe(1);
  });

  test('contact: an empty form names every missing field', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(4);
  });

  test('tool suggestion: the eight categories, Submitting..., success', async ({ page }) => {
    await gotoHydrated(page, '/tools-suggest');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suggest a New Tool');
    const category = page.getByLabel('Category');
    await expect(category.locator('option')).toHaveText(['Select a category...', 'Content Writing', 'Story & Book Writing', 'Image Generation', 'Code Tools', 'Business Tools', 'Marketing Tools', 'Creative Tools', 'Other']);
    await page.getByLabel('Your Name').fill('Bo');
    await page.getByLabel('Email').fill('bo@example.org');
    await page.getByLabel('Tool Name').fill('Recipe Writer');
    await page.getByLabel('Description').fill('Writes recipes from what is in the fridge.');
    await category.selectOption('creative');
    await page.getByLabel('Key Features').fill('Ingredients list, steps, timing');
    await page.route('**/api/forms/suggestion', async (route) => {
      await new Promise((r) => setTimeout(r, 400)); // hold the answer long enough to see the busy state
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Suggestion' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await expect(page.getByRole('status')).toContainText('Your suggestion has been received');
    await expect(page.getByRole('heading', { name: 'Have More Questions?' })).toBeVisible();
    // The e2e gateway has no SITE_SUPPORT_EMAIL: the link leads to the contact form (the mail link
    // with an address set is in page-layout.spec.ts).
    await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    for (const q of ['How are suggestions evaluated?', 'How long does it take to build a suggested tool?', 'Can I suggest multiple tools?', 'Will I get credit if my tool is implemented?']) {
      await expect(page.getByText(q)).toBeVisible();
    }
  });

  test('bug report: sent with the optional email left empty', async ({ page }) => {
    await gotoHydrated(page, '/report-bug');
    await page.getByLabel('Page or tool').fill('/tools/ai-writer');
    await page.getByLabel('What happened?').fill('The result never appeared.');
    await page.getByLabel('What did you expect?').fill('A result.');
    await page.getByRole('button', { name: 'Send Report' }).click();
    await expect(page.getByRole('status')).toContainText('Your report has been received');
  });

  test('a filled honeypot looks accepted but is never stored', async ({ page, request }) => {
    const res = await request.post('/api/forms/contact', { data: { name: 'Bot', email: 'bot@spam.example', subject: 'general', message: 'buy now', 'bot-field': 'x' } });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await gotoHydrated(page, '/contact');
    await expect(page.locator('input[name="bot-field"]')).toHaveAttribute('tabindex', '-1');
  });
});

test.describe('FAQ page', () => {
  test('category filter and an accordion whose questions open independently', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    const questions = page.locator('.faq-question button');
    await expect(questions).toHaveCount(12);
    await page.getByRole('button', { name: 'Support', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Support', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(questions).toHaveCount(3);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect(questions).toHaveCount(12);

    const first = questions.nth(0);
    const second = questions.nth(1);
    await first.click();
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: await first.innerText() })).toBeVisible();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    // No SITE_SUPPORT_EMAIL on the e2e gateway: the contact form (page-layout.spec.ts sets one).
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  test('publishes FAQPage structured data in the prerendered HTML', async ({ request }) => {
    const html = await (await request.get('/faq')).text();
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json!) as { '@type': string; mainEntity: Array<{ name: string }> };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(12);
  });
});
