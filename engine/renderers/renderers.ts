import { checkRenderers, repoRelative, type RendererMap } from './renderer-declaration.ts';

// The renderers of bundled code (gateway, prerender, tests): Vite inlines every
// renderers/<name>/renderer.json, so adding a folder is all it takes. Scripts run outside Vite
// read the same files from disk (scripts/lib/read-catalogue.ts).
const modules = import.meta.glob<unknown>('../../renderers/*/renderer.json', { eager: true, import: 'default' });

export const RENDERER_FILES: Record<string, unknown> = Object.fromEntries(Object.entries(modules).map(([key, value]) => [repoRelative(key), value]));

export const RENDERERS: RendererMap = checkRenderers(RENDERER_FILES).renderers;
