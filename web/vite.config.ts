import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { apiRoutesDefine } from './api-routes-define';
import { routePreload } from './route-preload';

/**
 * The web app builds from web/ into web/dist. No dev-server port or proxy here: the local stack
 * (infra/local) mounts Vite in middleware mode on the same origin as the API (/v1, /v3), which is
 * also how CloudFront serves it, so the app never needs CORS or an API base URL.
 * `#shared/*` imports resolve through the root package.json's "imports" field.
 */
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * A production build must bundle React's production code even when started from a process whose
 * NODE_ENV is already set (Vitest sets 'test', and the e2e suite builds from inside Vitest): Vite
 * would otherwise honour that value and ship a development build three times the size. The
 * previous value is put back when the build ends, so the calling process is left as it was.
 */
function productionNodeEnv(): Plugin[] {
  const previous = process.env.NODE_ENV;
  if (previous === 'production') return [];
  process.env.NODE_ENV = 'production';
  const restore = () => {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  };
  return [
    {
      name: 'fluentia:restore-node-env',
      apply: 'build',
      closeBundle: restore,
      buildEnd: (error) => error && restore(),
    },
  ];
}

export default defineConfig(({ command, mode }) => ({
  root,
  envDir: root,
  publicDir: 'public',
  define: apiRoutesDefine(),
  plugins: [react(), routePreload(), ...(command === 'build' && mode === 'production' ? productionNodeEnv() : [])],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Sizes are reported gzipped so the 150 KB budget for the first download can be read off the log.
    reportCompressedSize: true,
  },
}));
