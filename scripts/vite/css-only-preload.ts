// Vite wraps every lazy import in its preload helper (vite/preload-helper), which is in every
// page's first JavaScript (about 850 B gzip). With `build.modulePreload: false` the helper is left
// with one job: a lazy chunk's own stylesheet (the admin pages' CSS) must be loaded before the
// chunk renders, or its first paint is unstyled. This replaces the helper with one that does only
// that, the same way: a <link rel="stylesheet"> per stylesheet not already on the page, awaited,
// and the import rejected when a stylesheet fails (the helper's error, without the
// vite:preloadError event, which nothing here listens for).
import type { Plugin } from 'vite';

const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The helper's module text; `base` is the site's public base path (config.base). */
export function cssOnlyPreloadCode(base: string): string {
  return `const seen = {};
const BASE = ${JSON.stringify(base)};
function stylesheet(href) {
  if (document.querySelector('link[rel="stylesheet"][href="' + href + '"]')) return undefined;
  return new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.onload = resolve;
    link.onerror = () => reject(new Error('Unable to preload CSS for ' + href));
    document.head.appendChild(link);
  });
}
// A failed stylesheet is forgotten, so the next attempt (the visitor retrying) loads it again.
function preloadOnce(href) {
  return (seen[href] ??= stylesheet(href)?.catch((error) => {
    delete seen[href];
    throw error;
  }));
}
export const __vitePreload = (load, deps) =>
  Promise.all((deps || []).filter((dep) => dep.endsWith('.css')).map((dep) => preloadOnce(BASE + dep))).then(() => load());
`;
}

export function cssOnlyPreload(): Plugin {
  let base = '/';
  return {
    name: 'css-only-preload',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      base = config.base;
    },
    load(id) {
      return id === PRELOAD_HELPER_ID && this.environment.config.consumer === 'client' ? cssOnlyPreloadCode(base) : null;
    },
  };
}
