import { defineConfig } from 'vite';

// Bundles the gateway for Node. Going through Vite lets the server share
// engine/registry, whose import.meta.glob inlines every tool manifest.
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/gateway',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
