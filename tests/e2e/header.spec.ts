import { expect, test, type Page } from '@playwright/test';
import { expectPath, gotoHydrated } from './support/site.ts';

// The header: the SEO Tools dropdown (opens on hover, closes 300 ms after the pointer
// leaves) and the mobile menu button.

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const seoButton = (page: Page) => mainNav(page).getByRole('button', { name: 'SEO Tools' });
const seoLink = (page: Page) => mainNav(page).getByRole('link', { name: 'All in Title Search Tool' });

test.describe('SEO Tools dropdown', () => {
  test('opens on hover and closes 300 ms after the pointer leaves', async ({ page }) => {
    await gotoHydrated(page, '/faq');
    await expect(seoLink(page)).toBeHidden();

    await seoButton(page).hover();
    await expect(seoLink(page)).toBeVisible();
    await expect(seoButton(page)).toHaveAttribute('aria-expanded', 'true');

    // Timing is measured inside the page, so test-runner latency cannot make it flaky: a native
    // pointerleave listener on the dropdown starts two timers in the same event dispatch in which
    // the component schedules its 300 ms close. Timers of one page fire in due order, so the
    // 100 ms sample is taken before the close and the 700 ms sample after it.
    await page.evaluate(() => {
      const dropdown = document.querySelector('.dropdown');
      const menu = dropdown?.querySelector('ul');
      if (!dropdown || !menu) throw new Error('dropdown not found');
      const w = window as unknown as { __dropdownSamples: Promise<{ at100: boolean; at700: boolean; closedAfterMs: number }> };
      w.__dropdownSamples = new Promise((resolve) => {
        dropdown.addEventListener(
          'pointerleave',
          () => {
            const left = performance.now();
            let closedAfterMs = -1;
            const observer = new MutationObserver(() => {
              if (menu.hidden && closedAfterMs < 0) closedAfterMs = performance.now() - left;
            });
            observer.observe(menu, { attributes: true, attributeFilter: ['hidden'] });
            let at100 = false;
            setTimeout(() => (at100 = !menu.hidden), 100);
            setTimeout(() => {
              observer.disconnect();
              resolve({ at100, at700: !menu.hidden, closedAfterMs });
            }, 700);
          },
          { once: true },
        );
      });
    });

    // Leave the dropdown: move the pointer to an empty area of the page.
    await page.mouse.move(5, 600);

    const samples = await page.evaluate(() => (window as unknown as { __dropdownSamples: Promise<{ at100: boolean; at700: boolean; closedAfterMs: number }> }).__dropdownSamples);
    expect(samples.at100, 'still open ~100 ms after the pointer left').toBe(true);
    expect(samples.at700, 'closed by ~700 ms after the pointer left').toBe(false);
    // setTimeout never fires early; allow a little for clock granularity.
    expect(samples.closedAfterMs).toBeGreaterThanOrEqual(290);
    expect(samples.closedAfterMs).toBeLessThan(700);

    await expect(seoLink(page)).toBeHidden();
    await expect(seoButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  async function tabToSeoButton(page: Page): Promise<void> {
    await gotoHydrated(page, '/faq');
    await expect(seoButton(page)).not.toBeFocused();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      if (await seoButton(page).evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error("Tab never reached the 'SEO Tools' button");
  }

  test('keyboard: Enter opens it, the link is reachable, Escape closes and refocuses the button', async ({ page }) => {
    await tabToSeoButton(page);
    await expect(seoLink(page)).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(seoButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(seoLink(page)).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(seoLink(page)).toBeFocused();
    await expect(seoLink(page)).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(seoLink(page)).toBeHidden();
    await expect(seoButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(seoButton(page)).toBeFocused();
  });

  test('keyboard: ArrowDown opens it and focuses the link, Escape closes and refocuses the button', async ({ page }) => {
    await tabToSeoButton(page);

    await page.keyboard.press('ArrowDown');
    await expect(seoLink(page)).toBeVisible();
    await expect(seoLink(page)).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(seoLink(page)).toBeHidden();
    await expect(seoButton(page)).toBeFocused();

    // The link is usable from the keyboard too.
    await page.keyboard.press('ArrowDown');
    await expect(seoLink(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectPath(page, '/seo-tools/all-in-title-search-tool');
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('nav links show only after pressing Menu; following one navigates and closes the menu', async ({ page }) => {
    await gotoHydrated(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const faqLink = mainNav(page).getByRole('link', { name: 'FAQ' });

    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Home', 'Text to Image', 'FAQ', 'AI Text Editor', 'Report Bug', 'Tools Suggest']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeHidden();
    }
    await expect(seoButton(page)).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'Text to Image', 'FAQ', 'AI Text Editor', 'Report Bug', 'Tools Suggest']) {
      await expect(mainNav(page).getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(seoButton(page)).toBeVisible();

    await faqLink.click();
    await expectPath(page, '/faq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(faqLink).toBeHidden();
  });
});

// A defect once seen: after "SEO Tools" was opened, the first tap on a link below it was lost
// (the sub-menu collapsed on the link's pointerdown and moved it from under the finger).
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`after opening SEO Tools at ${viewport.width} px`, () => {
    test.use({ viewport, hasTouch: true });

    for (const [name, pathname] of [
      ['FAQ', '/faq'],
      ['AI Text Editor', '/ai-text-editor'],
      ['Report Bug', '/report-bug'],
      ['Tools Suggest', '/tools-suggest'],
    ] as const) {
      test(`one tap on ${name} navigates`, async ({ page }) => {
        await gotoHydrated(page, '/about');
        const menuButton = page.getByRole('button', { name: 'Menu' });
        if (viewport.width < 900) await menuButton.tap();
        await seoButton(page).tap();
        await expect(seoButton(page)).toHaveAttribute('aria-expanded', 'true');
        await mainNav(page).getByRole('link', { name, exact: true }).tap();
        await expectPath(page, pathname);
      });
    }
  });
}
