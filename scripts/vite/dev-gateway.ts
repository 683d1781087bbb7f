// `npm run dev`: Vite with hot reload AND a working API on the same origin. The plugin starts the
// gateway (server/dev-main.ts, loaded through Vite so the registry's import.meta.glob works) on a
// free loopback port, with .env's settings, and proxies /api to it. The browser only ever talks to
// Vite's origin, so the gateway's same-origin rule holds as in production; nothing here runs in a build.
import net from 'node:net';
import type { Plugin, ViteDevServer } from 'vite';
import { loadEnv } from 'vite';
import type { startDevGateway } from '../../server/dev-main.ts';

/** A port the OS says is free on 127.0.0.1 now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The gateway's environment in development: .env files, then the shell, then the dev listener. */
export function devGatewayEnv(fileEnv: Record<string, string>, shellEnv: NodeJS.ProcessEnv, port: number): NodeJS.ProcessEnv {
  return { NODE_ENV: 'development', ...fileEnv, ...shellEnv, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '' };
}

export function devGateway(): Plugin {
  let port = 0;
  let started: Promise<unknown> | undefined;
  const start = (server: ViteDevServer) => {
    started ??= server
      .ssrLoadModule('/server/dev-main.ts')
      .then((mod) => (mod as { startDevGateway: typeof startDevGateway }).startDevGateway(devGatewayEnv(loadEnv(server.config.mode, process.cwd(), ''), process.env, port)));
    return started;
  };
  return {
    name: 'dev-gateway',
    apply: 'serve',
    async config() {
      port = await freePort();
      // changeOrigin stays false: the gateway sees the browser's own Host (Vite's), so Origin matches it.
      return { server: { proxy: { '/api': { target: `http://127.0.0.1:${port}`, changeOrigin: false } } } };
    },
    configureServer(server) {
      // Runs before the proxy: an API request that arrives while the gateway starts waits for it.
      server.middlewares.use((req, _res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        start(server).then(() => next(), next);
      });
      server.httpServer?.once('listening', () => void start(server));
    },
  };
}
