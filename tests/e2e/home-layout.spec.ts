import { HEADLINES } from '../../engine/home/headlines.ts';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, readCategories } from './support/site.ts';

// Layout defects the home page once had (particles at the hero's edges, category colours, hero
// buttons that moved while a headline was typed, a no-match search), at a phone's and a desktop's width.

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
}

/** Any CSS colour as [r, g, b] 0-255, read back through a canvas (handles oklch, color-mix...). */
async function rgbOf(page: Page, selector: string): Promise<Array<[number, number, number]>> {
  return page.evaluate((sel) => {
    const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    return [...document.querySelectorAll(sel)].map((el) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b] = ctx.getImageData(0, 0, 1, 1).data;
      return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
    });
  }, selector);
}

function hue([r, g, b]: [number, number, number]): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}


const hueDistance = (a: number, b: number) => Math.min(Math.abs(a - b), 360 - Math.abs(a - b));

for (const viewport of VIEWPORTS) {
  test.describe(`home at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the 20 particles spread over the whole hero, not its edges', async ({ page }) => {
      await gotoHydrated(page, '/');
      const hero = (await page.locator('.hero').boundingBox())!;
      const centres = await page.locator('.particle').evaluateAll((els) =>
        els.map((el) => {
          const r = el.getBoundingClientRect();
          return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
        }),
      );
      expect(centres).toHaveLength(20);
      const xs = centres.map((c) => (c.x - hero.x) / hero.width);
      const ys = centres.map((c) => (c.y - hero.y) / hero.height);
      // Each fifth of the width and of the height holds at least two particles.
      for (let fifth = 0; fifth < 5; fifth += 1) {
        const inFifth = (v: number) => v >= fifth / 5 && v < (fifth + 1) / 5;
        expect(xs.filter(inFifth).length, `particles in horizontal fifth ${fifth + 1}`).toBeGreaterThanOrEqual(2);
        expect(ys.filter(inFifth).length, `particles in vertical fifth ${fifth + 1}`).toBeGreaterThanOrEqual(2);
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`${theme} theme: the 13 category sections keep their own colours`, async ({ page }) => {
        await useTheme(page, theme);
        await gotoHydrated(page, '/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const sections = await rgbOf(page, '.category-section');
        expect(sections).toHaveLength(readCategories().length);
        // Every category's background is its own.
        expect(new Set(sections.map((c) => c.join(','))).size).toBe(sections.length);
        // And it carries the category's hue: the same hue family as the catalogue's bgColor
        // for each clearly tinted category (the two near-white neutrals are left out).
        const tints = await page.locator('.category-section').evaluateAll((els) => els.map((el) => (el as HTMLElement).style.getPropertyValue('--category-bg')));
        const catalogue = tints.map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number]);
        let tinted = 0;
        catalogue.forEach((source, i) => {
          const spread = Math.max(...source) - Math.min(...source);
          if (spread < 8) return;
          tinted += 1;
          const shown = sections[i]!;
          expect(Math.max(...shown) - Math.min(...shown), `category ${i + 1} is coloured, not grey`).toBeGreaterThanOrEqual(theme === 'dark' ? 12 : spread - 2);
          expect(hueDistance(hue(shown), hue(source)), `category ${i + 1} keeps its hue`).toBeLessThan(30);
        });
        expect(tinted).toBeGreaterThanOrEqual(10);
      });
    }

    test('the hero buttons stay put whatever part of whichever headline is typed', async ({ page }) => {
      // Reduced motion keeps React from typing, so the test can lay out every state of the
      // cycle itself: each prefix of each of the 12 headlines (engine/home/headlines.ts).
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await gotoHydrated(page, '/');
      const { tops, states } = await page.evaluate((headlines) => {
        const actions = document.querySelector('.hero-actions')!;
        const typed = document.querySelector('[data-testid="typing-text"]')!;
        const seen = new Set<number>();
        let count = 0;
        for (const headline of headlines) {
          for (let n = 0; n <= headline.length; n += 1) {
            typed.textContent = headline.slice(0, n);
            seen.add(Math.round(actions.getBoundingClientRect().top));
            count += 1;
          }
        }
        return { tops: [...seen], states: count };
      }, HEADLINES);
      expect(states).toBeGreaterThan(300);
      expect(tops, 'positions of the buttons over the whole cycle').toHaveLength(1);
    });

    test("a search with no match says the spec's words, and the categories it points to are below it", async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.getByRole('searchbox', { name: 'Search tools' }).fill('zzqx-no-such-tool');
      const empty = page.locator('.no-results');
      await expect(empty).toBeVisible();
      await expect(empty).toContainText('Try different keywords or browse our categories below.');
      const firstCategory = page.locator('.category-section').first();
      await expect(firstCategory).toBeVisible();
      const [emptyBox, categoryBox] = [await empty.boundingBox(), await firstCategory.boundingBox()];
      expect(categoryBox!.y).toBeGreaterThan(emptyBox!.y + emptyBox!.height - 1);
    });
  });
}
