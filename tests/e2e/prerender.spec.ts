import { expect, test } from '@playwright/test';
import { decodeHtml, readCategories, readToolRoutes, startTags } from './support/site.ts';

// Every route is prerendered: its raw HTML (fetched without a browser, so no JavaScript runs)
// already holds the page's title, description and canonical link, and the home page's content.

const tools = readToolRoutes();

function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? decodeHtml(match[1] ?? '') : undefined;
}

test('the catalogue lists tools to check', () => {
  expect(tools.length).toBeGreaterThan(80);
});

for (const tool of tools) {
  test(`prerendered HTML of ${tool.path} holds its own title, description and canonical link`, async ({ request }) => {
    const response = await request.get(tool.path, { maxRedirects: 0 });
    expect(response.status(), `${tool.path} is served as a prerendered page`).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();

    // Titles carry & and quotes, which the HTML escapes (&amp; &#x27; ...): compare decoded text.
    expect(titleOf(html)).toBe(tool.pageTitle);
    expect(html.match(/<title>/gi), 'exactly one <title>').toHaveLength(1);

    const descriptions = startTags(html, 'meta').filter((m) => m['name'] === 'description');
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]?.['content']).toBe(tool.description);

    const canonicals = startTags(html, 'link').filter((l) => l['rel'] === 'canonical');
    expect(canonicals).toHaveLength(1);
    const href = canonicals[0]?.['href'] ?? '';
    expect(() => new URL(href), `canonical ${href} is an absolute URL`).not.toThrow();
    expect(new URL(href).pathname).toBe(tool.path);
  });
}

test('prerendered home HTML holds the content without JavaScript', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const text = decodeHtml(html);

  for (const category of readCategories()) {
    expect(text, `home HTML contains the category '${category.title}'`).toContain(`>${category.title}</h2>`);
  }
  expect(text).toContain('AI-Powered Tools');
  expect(titleOf(html)).toBeTruthy();
  expect(startTags(html, 'meta').some((m) => m['name'] === 'description' && (m['content'] ?? '') !== '')).toBe(true);
  expect(startTags(html, 'link').some((l) => l['rel'] === 'canonical')).toBe(true);
  // Tool cards are real links in the HTML.
  for (const tool of tools) {
    expect(startTags(html, 'a').some((a) => a['href'] === tool.path), `home HTML links to ${tool.path}`).toBe(true);
  }
});
