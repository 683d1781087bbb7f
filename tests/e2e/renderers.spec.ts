import { expect, test } from '@playwright/test';
import { marker, whenAsked } from './generation-support/fake-provider.ts';
import { gotoHydrated } from './support/site.ts';

test.describe('image renderer', () => {
  test('generates a grid of images with download names and a copy-prompt button; results stay', async ({ page, context }) => {
    await gotoHydrated(page, '/text-to-image');
    await page.getByLabel('Describe your image').fill('A red fox in fresh snow');
    await page.getByRole('radio', { name: 'Landscape' }).check();
    await page.getByLabel('Number of images').selectOption('3');
    await page.getByLabel('Style').selectOption('watercolor');
    await page.getByRole('button', { name: 'Generate' }).click();
    const results = page.getByRole('region', { name: 'Images for: A red fox in fresh snow' });
    await expect(results.getByRole('img')).toHaveCount(3);
    await expect(results.getByRole('link', { name: 'Download' }).first()).toHaveAttribute('download', 'a-red-fox-in-fresh-snow-1.png');
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await results.getByRole('button', { name: 'Copy prompt' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('A red fox in fresh snow');

    await page.getByLabel('Describe your image').fill('A second picture');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('region', { name: 'Images for: A second picture' }).getByRole('img')).toHaveCount(3);
    await expect(results.getByRole('img')).toHaveCount(3); // earlier results kept
  });

  test('a content-policy refusal is explained; Stop cancels a slow request', async ({ page }) => {
    await gotoHydrated(page, '/tools/image-generator');
    await expect(page.getByLabel('Describe your image')).toBeVisible();
    await page.getByLabel('Describe your image').fill('please refuse this');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('alert')).toHaveText('The image provider refused this prompt under its content policy. Please rephrase it.');
    await page.getByLabel('Describe your image').fill('render this slowly');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.getByRole('button', { name: 'Stop Generation' }).click();
    await expect(page.getByRole('alert')).toHaveText('Generation stopped by user');
  });

  test('image-enhancer carries its prompt into the image renderer', async ({ page, request }) => {
    const m = marker('enhance');
    await whenAsked(request, m, { kind: 'reply', chunks: ['A majestic lighthouse at dusk, ', 'volumetric fog, 35mm'] });
    await gotoHydrated(page, '/tools/image-enhancer');
    await page.getByLabel('Your Request').fill(`lighthouse ${m}`);
    await page.getByRole('button', { name: 'Generate', exact: true }).click();
    await page.getByRole('link', { name: 'Create this image' }).click();
    await expect(page).toHaveURL(/\/text-to-image\?prompt=/);
    await expect(page.getByLabel('Describe your image')).toHaveValue('A majestic lighthouse at dusk, volumetric fog, 35mm');
  });
});

test.describe('YouTube revenue calculator', () => {
  test('computes daily, monthly and yearly ranges in the browser and shares them through the URL', async ({ page }) => {
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/') && !r.url().endsWith('/api/config')) apiCalls.push(r.url());
    });
    await gotoHydrated(page, '/tools/youtube-revenue-calculator');
    // The calculator writes its inputs into the URL once it runs: the sign it is interactive.
    await expect(page).toHaveURL(/views=10000/);
    await page.getByLabel('Daily views').fill('20000');
    await page.getByLabel('Niche').selectOption('education');
    await expect(page.getByTestId('estimate-daily')).toContainText('$60.00 – $160');
    await expect(page.getByTestId('estimate-yearly')).toContainText('$21,900 – $58,400');
    await page.getByLabel('RPM to').fill('10');
    await expect(page.getByLabel('Niche')).toHaveValue('custom');
    await expect(page.getByTestId('estimate-daily')).toContainText('$60.00 – $200');
    await expect(page).toHaveURL(/views=20000/);
    const shared = page.url();
    await page.goto('about:blank');
    await gotoHydrated(page, shared);
    await expect(page.getByLabel('Daily views')).toHaveValue('20000');
    await expect(page.getByTestId('estimate-daily')).toContainText('$60.00 – $200');
    await page.getByLabel('Daily views').fill('0');
    await expect(page.getByTestId('estimate-monthly')).toContainText('$0.00 – $0.00');
    expect(apiCalls).toEqual([]);
  });
});
