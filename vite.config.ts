import fs from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, loadEnv, searchForWorkspaceRoot } from 'vite';
import { publicBuildDefines } from './scripts/lib/public-build-settings.ts';
import { devGateway } from './scripts/vite/dev-gateway.ts';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

export default defineConfig(({ mode }) => ({
  plugins: [devGateway(), iconSprite(), reactRouter()],
  // No preload lists inside chunks for their lazy imports: every lazy chunk carried one
  // (__vite__mapDeps), which cost the first-JS budget more than the round trip it saves, and
  // each page's own modules are already preloaded by React Router (scripts/defer-hydration.ts).
  build: {
    modulePreload: false,
    rolldownOptions: {
      // The renderer map (renderer-components.tsx) imports every renderer lazily, while the pages of
      // their own (the editor, text to image, the title search) import theirs directly, and the
      // favourite star is lazy on the tool page but direct on the home page: the lazy import then
      // defers rendering, not a chunk, which is what is meant, so the warning says nothing new.
      checks: { ineffectiveDynamicImport: false },
    },
  },
  // Only SITE_* settings (public by definition) are read from .env into the build.
  define: publicBuildDefines({ ...loadEnv(mode, process.cwd(), 'SITE_'), ...pickSite(process.env) }),
  // npm run dev: find every dependency of the browser app at start-up, lazy chunks included. Found
  // one page at a time instead, each new one re-bundles the others and the first load fails with
  // "504 Outdated Optimize Dep". Server-only modules are left out (they import Node built-ins).
  optimizeDeps: { entries: ['src/**/*.{ts,tsx}', '!src/**/*.server.{ts,tsx}', '!src/entry.server.tsx'] },
  // node_modules may be a link to elsewhere (a git worktree, a shared install): Vite may still serve it.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), fs.realpathSync('node_modules')] } },
}));

function pickSite(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('SITE_')));
}
