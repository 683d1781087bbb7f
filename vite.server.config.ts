import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// The gateway applies its migrations at start-up: they travel with the build
// (build/gateway/migrations), so build/ plus node_modules is all it runs from.
function copyMigrations(): Plugin {
  return {
    name: 'copy-migrations',
    writeBundle(options) {
      fs.cpSync(path.resolve('server/db/migrations'), path.join(options.dir ?? 'build/gateway', 'migrations'), { recursive: true });
    },
  };
}

// Bundles the gateway for Node. Going through Vite lets the server share
// engine/registry, whose import.meta.glob inlines every tool manifest.
export default defineConfig({
  plugins: [copyMigrations()],
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/gateway',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
