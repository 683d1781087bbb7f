import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

// The gateway applies its migrations and runs the embedded database's worker from files that
// travel with the build (build/gateway/migrations, build/gateway/pglite-worker.mjs), so build/
// plus node_modules is all it runs from.
function copyDatabaseFiles(): Plugin {
  return {
    name: 'copy-database-files',
    writeBundle(options) {
      const out = options.dir ?? 'build/gateway';
      fs.cpSync(path.resolve('server/db/migrations'), path.join(out, 'migrations'), { recursive: true });
      fs.copyFileSync(path.resolve('server/db/pglite-worker.mjs'), path.join(out, 'pglite-worker.mjs'));
    },
  };
}

// Bundles the gateway for Node. Going through Vite lets the server share
// engine/registry, whose import.meta.glob inlines every tool manifest.
export default defineConfig({
  plugins: [copyDatabaseFiles()],
  // Dependencies are bundled into main.js: resolving and compiling ~40 packages file by file cost
  // about half of the cold start (npm run bench, startup). Left outside: PGlite (only the database
  // worker loads it) and pino with its transport workers, which find their files beside their own code.
  ssr: { noExternal: true, external: ['@electric-sql/pglite', 'pino', 'pino-pretty', 'thread-stream'] },
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/gateway',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
