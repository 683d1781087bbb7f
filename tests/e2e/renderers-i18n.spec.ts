import { expect, test } from '@playwright/test';
import { stubTurnstile } from './title-search-support/turnstile-stub.ts';
import { gotoHydrated } from './support/site.ts';

// The renderers' pages in other languages read their interface text from that language's
// messages (src/i18n/messages/<locale>/<renderer>.json) and write numbers its way; the English
// pages are the other specs' (renderers, editor, title-search).

test.describe('renderers in other languages', () => {
  test('the AI Text Editor in Spanish: toolbar, placeholder, count and Improve Text', async ({ page }) => {
    await gotoHydrated(page, '/es/ai-text-editor');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Editor de textos con IA');
    await expect(page.getByRole('group', { name: 'Modo de edición' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'Formato' }).getByRole('button', { name: 'Negrita' })).toHaveAttribute('title', 'Negrita');
    const area = page.getByRole('textbox', { name: 'Texto que quieres mejorar' });
    await expect(area.locator('p').first()).toHaveAttribute('data-placeholder', 'Empieza a escribir aquí...');
    await expect(page.getByText('0 / 12.000 caracteres')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mejorar texto' })).toBeDisabled();
    await area.click();
    await page.keyboard.type('Hola mundo');
    await expect(page.getByText('10 / 12.000 caracteres')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mejorar texto' })).toBeEnabled();
  });

  test('the image studio in German: prompt, ratios, count and style presets', async ({ page }) => {
    await gotoHydrated(page, '/de/text-to-image');
    await expect(page.getByLabel('Beschreibe dein Bild')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Seitenverhältnis' }).getByRole('radio', { name: 'Querformat' })).toBeVisible();
    await expect(page.getByLabel('Anzahl der Bilder')).toHaveValue('1');
    const style = page.getByLabel('Stil');
    await expect(style.locator('option')).toHaveText(['Kein Stil', 'Foto', 'Illustration', 'Aquarell', '3D-Rendering', 'Anime', 'Pixel-Art']);
    await style.selectOption({ label: 'Aquarell' });
    await expect(style).toHaveValue('watercolor');
  });

  test('the YouTube calculator in German: labels, niches and dollars written the German way', async ({ page }) => {
    await gotoHydrated(page, '/de/tools/youtube-revenue-calculator');
    await expect(page).toHaveURL(/views=10000/);
    await page.getByLabel('Aufrufe pro Tag').fill('20000');
    await page.getByLabel('Nische').selectOption({ label: 'Bildung (3–8 $ RPM)' });
    await expect(page.getByRole('heading', { name: 'Geschätzte Einnahmen' })).toBeVisible();
    await expect(page.getByTestId('estimate-daily')).toContainText('Pro Tag');
    await expect(page.getByTestId('estimate-daily')).toContainText('60,00 $ – 160 $');
    await expect(page.getByTestId('estimate-yearly')).toContainText('21.900 $ – 58.400 $');
    await expect(page.getByRole('button', { name: 'Link zu diesen Ergebnissen kopieren' })).toBeVisible();
  });

  test('the title search in French: page, field, captcha and Search', async ({ page }) => {
    await stubTurnstile(page);
    await gotoHydrated(page, '/fr/seo-tools/all-in-title-search-tool');
    await expect(page).toHaveTitle('Outil allintitle gratuit – résultats allintitle et allinurl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outil de recherche allintitle');
    await expect(page.getByLabel('Mot-clé')).toHaveAttribute('placeholder', 'ex.\u00a0: meilleures chaussures de trail');
    await expect(page.getByText('Un mot-clé par ligne, jusqu’à 10 à la fois.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rechercher' })).toBeDisabled();
  });

  test('the editor in Arabic and Japanese: every visible name comes from the language’s messages', async ({ page }) => {
    await gotoHydrated(page, '/ar/ai-text-editor');
    await expect(page.getByRole('button', { name: 'حسّن النص' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: 'التنسيق' }).getByRole('button', { name: 'غامق' })).toBeVisible();
    await gotoHydrated(page, '/ja/ai-text-editor');
    await expect(page.getByRole('button', { name: 'テキストを改善' })).toBeVisible();
    await expect(page.getByRole('toolbar', { name: '書式' }).getByRole('button', { name: '太字' })).toBeVisible();
  });
});
