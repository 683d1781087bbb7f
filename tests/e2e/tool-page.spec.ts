import { expect, test } from '@playwright/test';
import { gotoHydrated, readCategories, readToolManifest } from './support/site.ts';

// The tool page /tools/{toolId}: sidebar, header and the request form (the tips box comes with a result).

test.describe('tool page shell', () => {
  test('/tools/ai-writer: context select, history toggle, request field, Generate and sidebar; no tips before a result', async ({ page }) => {
    const tool = readToolManifest('ai-writer');
    const options = tool.contextOptions ?? [];
    const category = readCategories().find((c) => c.id === tool.category);
    expect(options).toHaveLength(7);
    expect(category).toBeDefined();

    await gotoHydrated(page, '/tools/ai-writer');
    await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();

    // Context select with the tool's 7 options; it describes the chosen one.
    const context = page.getByRole('combobox', { name: 'Context', exact: true });
    await expect(context).toBeVisible();
    await expect(context.getByRole('option')).toHaveText(options.map((o) => o.label));
    const first = options[0]!;
    const third = options[2]!;
    await expect(context).toHaveValue(first.value);
    await expect(context).toHaveAccessibleDescription(first.description);
    await expect(page.getByText(first.description, { exact: true })).toBeVisible();
    await context.selectOption(third.value);
    await expect(context).toHaveAccessibleDescription(third.description);
    await expect(page.getByText(third.description, { exact: true })).toBeVisible();
    await expect(page.getByText(first.description, { exact: true })).toHaveCount(0);

    // 'Remember previous messages' (the tool supports context history).
    expect(tool.contextHistory).toBe(true);
    await expect(page.getByLabel('Remember previous messages', { exact: true })).toBeVisible();

    // 'Your Request': 5 rows, the tool's placeholder.
    const request = page.getByRole('textbox', { name: 'Your Request' });
    await expect(request).toHaveAttribute('rows', '5');
    await expect(request).toHaveAttribute('placeholder', tool.promptPlaceholder ?? `What would you like to create with ${tool.title}?`);

    // Generate is disabled while the request is empty or whitespace.
    const generate = page.getByRole('button', { name: 'Generate', exact: true });
    await expect(generate).toBeDisabled();
    await request.fill('   \n\t  ');
    await expect(generate).toBeDisabled();
    await request.fill('A short note to the team about Friday');
    await expect(generate).toBeEnabled();
    await request.fill('');
    await expect(generate).toBeDisabled();

    // Sidebar: titled with the category, the current tool marked as the current page.
    const sidebar = page.getByRole('complementary', { name: category!.title });
    await expect(sidebar.getByRole('heading', { name: category!.title })).toBeVisible();
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/tools/ai-writer');
    await expect(current).toHaveText(tool.title);
    expect(await sidebar.getByRole('link').count()).toBeGreaterThan(1);

    // The tips are for using a result: none yet (tests/e2e/result-bar.spec.ts shows them after one).
    await expect(page.getByRole('heading', { name: 'Tips for Using This Result' })).toHaveCount(0);
  });

  test('a tool without context options has no Context select', async ({ page }) => {
    const tool = readToolManifest('code-generator');
    expect(tool.contextOptions).toBeUndefined();

    await gotoHydrated(page, '/tools/code-generator');
    await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your Request' })).toBeVisible();
    // Its selects are the shared output language (code tools have no tone or length) and the versions
    // selector every generic tool has; no context.
    await expect(page.getByRole('combobox')).toHaveCount(2);
    await expect(page.getByRole('combobox', { name: 'Output language' })).toBeVisible();
    await expect(page.getByLabel('Context', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Versions' })).toHaveCount(1);
  });
});
