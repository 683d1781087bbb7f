import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_SCHEMA, type EnvVariable } from '../../server/ops/env-schema.ts';
import { CONFIG_REFERENCE_FILE, renderConfigReference } from '../../scripts/lib/config-reference.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('docs/configuration.md, generated from the env schema', () => {
  it('is what npm run docs:config writes (run it after changing server/ops/env-schema.ts)', () => {
    const committed = fs.readFileSync(path.join(root, CONFIG_REFERENCE_FILE), 'utf8');
    expect(committed).toBe(renderConfigReference(ENV_SCHEMA));
  });

  it('gives every variable a description and a default', () => {
    for (const [name, v] of Object.entries(ENV_SCHEMA) as Array<[string, EnvVariable]>) {
      expect(v.description.trim().length, name).toBeGreaterThan(10);
      expect(v.default.trim(), name).not.toBe('');
    }
  });

  it('keeps a description with a pipe or a line break in its one table row', () => {
    const page = renderConfigReference({ X_TEST: { ...ENV_SCHEMA.PORT, description: 'a | b\nc', default: 'unset' } });
    expect(page).toContain('| `X_TEST` | — | a \\| b c |');
  });
});
