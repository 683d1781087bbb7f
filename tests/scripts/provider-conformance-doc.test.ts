import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPresetNames, renderProviderConformanceDoc } from '../../scripts/lib/provider-conformance-doc.ts';
import { readProviderFixtures } from '../fixtures/providers/provider-fixtures.ts';

const root = path.resolve(import.meta.dirname, '../..');
const presets = () => fs.readFileSync(path.join(root, 'docs/provider-presets.md'), 'utf8');

// The page is generated (npm run docs:providers), never a hand edit a test demands.
describe('docs/provider-conformance.md', () => {
  it('is what the fixtures and the provider presets render (run npm run docs:providers when this fails)', () => {
    const onDisk = fs.readFileSync(path.join(root, 'docs/provider-conformance.md'), 'utf8');
    expect(onDisk).toBe(renderProviderConformanceDoc(readProviderFixtures(), presets()));
  });

  it('reads every preset of docs/provider-presets.md and says for each whether it is checked', () => {
    const names = readPresetNames(presets());
    expect(names).toContain('Groq');
    const doc = renderProviderConformanceDoc(readProviderFixtures(), presets());
    for (const preset of names) expect(doc).toMatch(new RegExp(`\\| ${preset.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| (checked|not checked)`));
  });

  it('lists every fixture with its provider, quirks and source', () => {
    const doc = renderProviderConformanceDoc(readProviderFixtures(), presets());
    for (const f of readProviderFixtures()) {
      expect(doc).toContain(`\`${f.file}\``);
      expect(doc).toContain(f.source.split(' ')[0]);
    }
  });
});
