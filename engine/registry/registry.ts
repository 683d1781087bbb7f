import categories from '../../tools/categories.json';
import { repoRelative } from '../renderers/renderer-declaration.ts';
import { RENDERER_FILES } from '../renderers/renderers.ts';
import { checkCatalogue, type Catalogue } from './check-catalogue.ts';

// The one place tools are discovered. Adding a folder under tools/ is all it
// takes: Vite inlines every manifest at build time. Used by the gateway and by
// the route loaders the build runs when it prerenders; never by browser code
// (pages get their data from those loaders), so no manifest, prompt or
// validator reaches the browser.
const modules = import.meta.glob<unknown>('../../tools/*/manifest.json', { eager: true, import: 'default' });

export const registry: Catalogue = checkCatalogue({
  categories,
  renderers: RENDERER_FILES,
  manifests: Object.fromEntries(Object.entries(modules).map(([key, manifest]) => [repoRelative(key), manifest])),
});

// A bad manifest must not take the site down (it is skipped), but it must be seen.
for (const p of registry.problems) console.warn(`[registry] ${p.file} ${p.pointer} ${p.message}`);
