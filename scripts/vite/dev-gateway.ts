// `npm run dev`: Vite with hot reload AND a working API on the same origin. The plugin starts the
// gateway (server/dev-main.ts, loaded through Vite so the registry's import.meta.glob works) on a
// loopback port, with .env's settings, and proxies /api to it. The browser only ever talks to
// Vite's origin, so the gateway's same-origin rule holds as in production; nothing here runs in a build.
import type { Plugin, ProxyOptions, ViteDevServer } from 'vite';
import { loadEnv } from 'vite';
import type { startDevGateway } from '../../server/dev-main.ts';

/**
 * The gateway's environment in development: .env files, then the shell, then the dev listener.
 * Port 0: the OS gives the gateway a port as it listens. A port found free beforehand could be taken
 * by another process before the gateway opens it, and the gateway would stop the dev server.
 */
export function devGatewayEnv(fileEnv: Record<string, string>, shellEnv: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { NODE_ENV: 'development', ...fileEnv, ...shellEnv, PORT: '0', HOST: '127.0.0.1', METRICS_PORT: '' };
}

export function devGateway(): Plugin {
  // Vite's proxy reads this object's target on every request (its configure hook hands it over),
  // so the target is set once the gateway listens; no request reaches the proxy before then.
  let proxied: ProxyOptions | undefined;
  let started: Promise<unknown> | undefined;
  const start = (server: ViteDevServer) => {
    started ??= server
      .ssrLoadModule('/server/dev-main.ts')
      .then((mod) => (mod as { startDevGateway: typeof startDevGateway }).startDevGateway(devGatewayEnv(loadEnv(server.config.mode, process.cwd(), ''), process.env)))
      .then((gateway) => {
        if (proxied) proxied.target = `http://127.0.0.1:${gateway.port}`;
      });
    return started;
  };
  return {
    name: 'dev-gateway',
    apply: 'serve',
    config() {
      // changeOrigin stays false: the gateway sees the browser's own Host (Vite's), so Origin matches it.
      const api: ProxyOptions = { target: 'http://127.0.0.1', changeOrigin: false, configure: (_proxy, options) => (proxied = options) };
      return { server: { proxy: { '/api': api } } };
    },
    configureServer(server) {
      // Runs before the proxy: an API request that arrives while the gateway starts waits for it.
      server.middlewares.use((req, _res, next) => {
        if (!req.url?.startsWith('/api/')) return next();
        start(server).then(() => next(), next);
      });
      server.httpServer?.once('listening', () => {
        start(server).catch((error: unknown) => server.config.logger.error(`The API gateway did not start: ${error instanceof Error ? error.message : String(error)}`));
      });
    },
  };
}
