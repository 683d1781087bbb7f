// Regenerates the tool list in docs/tools.md from the catalogue: npm run docs:tools
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from './lib/read-catalogue.ts';
import { TOOL_LIST_FILE, renderToolList, replaceToolList } from './lib/tool-list.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, TOOL_LIST_FILE);
fs.writeFileSync(file, replaceToolList(fs.readFileSync(file, 'utf8'), renderToolList(readCatalogue(root))));
console.log(`${TOOL_LIST_FILE} tool list updated`);
