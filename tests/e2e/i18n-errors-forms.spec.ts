import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/site.ts';

// A localized form page, its field problems and its error box in the page's language; the saved
// results and share pages too. The English pages' words are checked by forms.spec.ts and the rest.

test('the Spanish contact form words its labels, its field problems and its error box in Spanish', async ({ page }) => {
  await gotoHydrated(page, '/es/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contáctanos');
  await expect(page).toHaveTitle('Contacto – AI Writing Tools');
  const subject = page.getByLabel('Asunto');
  await expect(subject.locator('option').nth(1)).toHaveText('Pregunta general');
  await expect(subject.locator('option').nth(1)).toHaveAttribute('value', 'general');
  await page.getByLabel('Nombre').fill('Ana');
  await page.getByLabel('Correo electrónico').fill('ana-sin-arroba');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByText('Escribe un correo electrónico válido.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Corrige los campos marcados.');
});

test('the Japanese saved results page and the German share page speak their language', async ({ page }) => {
  await gotoHydrated(page, '/ja/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('保存した結果');
  await expect(page.getByLabel('保存した結果を検索')).toBeVisible();
  await gotoHydrated(page, '/de/share#broken');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Geteiltes Ergebnis');
  await expect(page.getByRole('alert')).toContainText('Dieser Link ist unvollständig oder beschädigt');
});
