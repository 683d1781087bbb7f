import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// The prose pages in other languages: each locale's text, its own links, the FAQ's structured
// data in that language, the notice on translated legal pages, and the configured fair-use
// numbers written the locale's way. They run once the build prerenders the localized routes.

const built = (page: string) => fs.existsSync(path.resolve(import.meta.dirname, '../../build/client', page, 'index.html'));

const LIMITS = { generationsPerDay: 12000, imagesPerDay: 2, outputTokensPerDay: 0, maxConcurrentStreams: 0 };

/** The gateway's real GET /api/config answer with these fair-use limits. */
async function withLimits(page: Page): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), limits: LIMITS } });
  });
}

test.beforeEach(() => {
  test.skip(!built('es/faq'), 'the build has no localized routes yet');
});

test('the Spanish FAQ shows and describes its questions in Spanish', async ({ page, request }) => {
  const html = await (await request.get('/es/faq')).text();
  const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const faq = JSON.parse(ld) as { '@type': string; mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
  expect(faq['@type']).toBe('FAQPage');
  expect(faq.mainEntity).toHaveLength(12);
  expect(faq.mainEntity[0]?.name).toBe('¿Qué es AI Writing Tools?');
  expect(html).not.toContain('What is AI Writing Tools?');

  await gotoHydrated(page, '/es/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
  await expect(page).toHaveTitle('Preguntas frecuentes – Herramientas de escritura con IA gratis');
  await page.getByRole('button', { name: 'Soporte', exact: true }).click();
  await page.getByRole('button', { name: '¿Cuánto tarda el soporte en responder?' }).click();
  await expect(page.getByRole('region', { name: '¿Cuánto tarda el soporte en responder?' })).toHaveText('Respondemos a los mensajes de soporte en un plazo de 24 horas.');
});

test('a translated legal page says the English text prevails and links within its locale', async ({ page }) => {
  await gotoHydrated(page, '/de/privacy-policy');
  const notice = page.getByRole('note');
  await expect(notice).toContainText('Diese Übersetzung dient nur deiner Orientierung.');
  await expect(notice.getByRole('link')).toHaveAttribute('href', '/privacy-policy');
  await expect(page.getByText('Zuletzt aktualisiert: 25. November 2026')).toBeVisible();
  await expect(page.locator('#main').getByRole('link', { name: 'Gespeicherte Ergebnisse' })).toHaveAttribute('href', '/de/history');
});

test('the configured fair-use numbers are written the page language’s way', async ({ page }) => {
  await withLimits(page);
  await gotoHydrated(page, '/fr/terms-of-service');
  await expect(page.locator('main')).toContainText('12\u202f000 générations de texte (actions de l’éditeur comprises), 2 images par jour');

  await gotoHydrated(page, '/ja/faq');
  await page.getByRole('button', { name: '生成できる量に上限はありますか？' }).click();
  await expect(page.getByRole('region', { name: '生成できる量に上限はありますか？' })).toContainText('テキスト生成12,000回（エディターの操作を含む）、画像2枚');
});
