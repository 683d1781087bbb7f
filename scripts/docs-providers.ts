// Regenerates docs/provider-conformance.md from the conformance fixtures: npm run docs:providers
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readProviderFixtures } from '../tests/fixtures/providers/provider-fixtures.ts';
import { renderProviderConformanceDoc } from './lib/provider-conformance-doc.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'docs', 'provider-conformance.md');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, renderProviderConformanceDoc(readProviderFixtures(), fs.readFileSync(path.join(root, 'docs', 'provider-presets.md'), 'utf8')));
console.log('docs/provider-conformance.md updated');
