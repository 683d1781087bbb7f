import { expect, test } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

// A localized tool page speaks its language: the form, the output controls (answers in the page's
// language until the visitor chooses), the result and its actions, the follow-ups and the tips.
// The words are the Spanish catalogue's (src/i18n/messages/es/*.json).

test.describe('tool page in Spanish', () => {
  test('/es/tools/ai-writer: form, controls, result, actions and tips in Spanish', async ({ page, request: api }) => {
    await gotoHydrated(page, '/es/tools/ai-writer');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('link', { name: 'Volver a todas las herramientas' })).toHaveAttribute('href', '/es/');
    await expect(page.getByLabel('Recordar mensajes anteriores', { exact: true })).toBeVisible();
    const box = page.getByRole('textbox', { name: 'Tu petición' });
    await expect(box).toBeVisible();
    await expect(page.getByText('0 / 8000 caracteres')).toBeVisible();
    const generate = page.getByRole('button', { name: 'Generar', exact: true });
    await expect(generate).toBeDisabled();
    await expect(page.getByText('Rellena «Tu petición» para generar.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Versiones' }).getByRole('option')).toHaveText(['1 versión', '2 versiones', '3 versiones']);

    // The page asks for answers in Spanish until the visitor chooses otherwise.
    await expect(page.locator('fieldset.controls-row[data-restored]')).toBeVisible();
    const language = page.getByRole('combobox', { name: 'Idioma del resultado' });
    await expect(language).toHaveValue('es');
    await expect(language.getByRole('option').first()).toHaveText('El mismo de mi petición');

    const m = marker('es-page');
    await whenAsked(api, m, { kind: 'reply', chunks: ['Hola, ', 'equipo.'] });
    await box.fill(`Una nota breve ${m}`);
    await generate.click();
    await expect(page.getByRole('heading', { name: 'Resultado', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Volver a generar' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copiar al portapapeles' })).toBeVisible();
    await expect(page.getByTestId('reading-stats')).toContainText('2 palabras');
    await expect(page.getByRole('heading', { name: 'Ajusta este resultado' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Más corto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Consejos para usar este resultado' })).toBeVisible();
    await expect(page.getByText('Revisa y edita:')).toBeVisible();
  });

  test('the English page keeps its words and answers as the request asks', async ({ page }) => {
    await gotoHydrated(page, '/tools/ai-writer');
    await expect(page.getByRole('textbox', { name: 'Your Request' })).toBeVisible();
    await expect(page.getByText('0 / 8,000 characters')).toBeVisible();
    await expect(page.locator('fieldset.controls-row[data-restored]')).toBeVisible();
    const language = page.getByRole('combobox', { name: 'Output language' });
    await expect(language).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Length' }).getByRole('option').nth(1)).toHaveText('Short (250–450 words)');
  });
});
