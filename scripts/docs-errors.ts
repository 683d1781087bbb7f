// Writes docs/errors.md from the error-code table and the visitor-message catalogue.
import fs from 'node:fs';
import path from 'node:path';
import { errorsDoc } from '../engine/errors/errors-doc.ts';

const target = path.resolve(import.meta.dirname, '../docs/errors.md');
fs.writeFileSync(target, errorsDoc());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
