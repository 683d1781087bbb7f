import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { publicBuildDefines } from './scripts/lib/public-build-settings.ts';
import { clientManifests } from './scripts/vite/client-manifests.ts';

export default defineConfig({
  plugins: [clientManifests(), reactRouter()],
  define: publicBuildDefines(process.env),
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.GATEWAY_PORT ?? 3001}` },
  },
});
