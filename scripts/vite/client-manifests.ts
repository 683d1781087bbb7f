import type { Plugin } from 'vite';

const MANIFEST = /\/tools\/[^/]+\/manifest\.json$/;

/**
 * Drops each tool's systemPrompt from the browser build. Prompts are built
 * on the server; shipping ~100 of them would only bloat the first chunk.
 * The field is optional in the schema, so the client still validates.
 */
export function clientManifests(): Plugin {
  return {
    name: 'client-manifests',
    enforce: 'pre',
    transform(code, id) {
      if (this.environment.name !== 'client' || !MANIFEST.test(id.split('?')[0] ?? '')) return null;
      const manifest = JSON.parse(code) as Record<string, unknown>;
      delete manifest.systemPrompt;
      return { code: JSON.stringify(manifest), map: null };
    },
  };
}
