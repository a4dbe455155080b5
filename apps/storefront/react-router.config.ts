import type { Config } from '@react-router/dev/config';

/** Framework mode, rendered on the server; `server/main.ts` serves the build. */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // React Router 8's behaviour, adopted now: middleware with a typed context, split route modules.
  // Not `v8_passThroughRequests`: loaders read the page's URL, not the `.data` request's.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
