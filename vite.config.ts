import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, loadEnv } from 'vite';
import { publicBuildDefines } from './scripts/lib/public-build-settings.ts';
import { iconSprite } from './scripts/vite/icon-sprite.ts';

export default defineConfig(({ mode }) => ({
  plugins: [iconSprite(), reactRouter()],
  // No preload lists inside chunks for their lazy imports: every lazy chunk carried one
  // (__vite__mapDeps), which cost the first-JS budget more than the round trip it saves, and
  // each page's own modules are already preloaded by React Router (scripts/defer-hydration.ts).
  build: { modulePreload: false },
  // Only SITE_* settings (public by definition) are read from .env into the build.
  define: publicBuildDefines({ ...loadEnv(mode, process.cwd(), 'SITE_'), ...pickSite(process.env) }),
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3001}` },
  },
}));

function pickSite(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k.startsWith('SITE_')));
}
