// Renders docs/configuration.md from server/ops/env-schema.ts: one row per variable, its default and
// its description, so the reference cannot drift from what the gateway checks (npm run docs:config;
// tests/scripts/config-reference.test.ts fails when the committed page is stale).
import type { EnvVariable } from '../../server/ops/env-schema.ts';

export const CONFIG_REFERENCE_FILE = 'docs/configuration.md';

const INTRO = `Set in the environment, or in a \`.env\` file beside \`package.json\` (read at start-up; see
\`.env.example\`). Secrets live only here, on the server: the browser never receives a key or
a prompt, and nothing secret is baked into the build.

Every setting is read when the server starts, except \`SITE_URL\`, which the build needs: the
pages are prerendered to static HTML, and their canonical links and Open Graph URLs (read by
crawlers and link previews without running JavaScript), \`sitemap.xml\` and \`robots.txt\` must
hold the public origin. The other public settings (support email, social link, captcha site
key, Supabase project) reach the browser through \`GET /api/config\`, so one build can be
deployed anywhere.

Every variable is checked at start-up against one schema (\`server/ops/env-schema.ts\`, zod). A
wrong value stops the gateway with exit code 1 and a list of **every** problem at once, each with
the variable named and an example of a good value (secret values are never echoed):

\`\`\`
Configuration has 2 problems:
  - PORT must be a whole number, got "eighty" (for example PORT=3000)
  - LOG_FORMAT must be json or pretty, got "xml" (for example LOG_FORMAT=json)
\`\`\`

A variable that starts with one of the site's prefixes (\`AI_\`, \`LOG_\`, \`METRICS_\`, \`SEARCH_\`, …)
but is not a setting is logged as a warning (a typo, most likely). \`.env.example\` lists exactly the
schema's variables; a test keeps the two in step.
`;

/** A Markdown table cell: a pipe would end the cell, a line break the row. */
function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
}

function defaultCell(value: string): string {
  return value === 'unset' ? '—' : `\`${cell(value)}\``;
}

export function renderConfigReference(schema: Record<string, EnvVariable>): string {
  const rows = Object.entries(schema).map(
    ([name, v]) => `| \`${name}\` | ${defaultCell(v.default)} | ${cell(v.description)} |`,
  );
  return [
    '<!-- Generated from server/ops/env-schema.ts by npm run docs:config: edit the schema, not this page. -->',
    '# Configuration',
    '',
    INTRO,
    '| Variable | Default | Meaning |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}
