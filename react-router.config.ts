import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from './scripts/lib/prerender-paths.ts';

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // Every route is prerendered to static HTML; the gateway serves it. No SSR.
  ssr: false,
  prerender: prerenderPaths,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
