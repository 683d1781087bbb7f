// Regenerates docs/configuration.md from server/ops/env-schema.ts: npm run docs:config
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENV_SCHEMA } from '../server/ops/env-schema.ts';
import { CONFIG_REFERENCE_FILE, renderConfigReference } from './lib/config-reference.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
fs.writeFileSync(path.join(root, CONFIG_REFERENCE_FILE), renderConfigReference(ENV_SCHEMA));
console.log(`${CONFIG_REFERENCE_FILE} written from server/ops/env-schema.ts`);
