import { existsSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { siteFiles } from './site-files';

/**
 * The web app on the same origin as the API. `dev` mounts Vite in middleware mode (hot reload);
 * `dist` serves the production build from web/dist as CloudFront does (site-files.ts);
 * `none` serves no web app (API-only tests).
 */
export type WebMode = 'dev' | 'dist' | 'none';

export interface WebApp {
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => Promise<void>;
  description: string;
}

const root = path.resolve(import.meta.dirname, '../../web');

export async function createWebApp(mode: WebMode, httpServer: Server): Promise<WebApp> {
  if (mode === 'none') {
    return {
      handle: (_req, res) => {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('This local stack serves the API only.');
      },
      close: async () => undefined,
      description: 'not served (API only)',
    };
  }
  if (mode === 'dist') {
    const dist = path.join(root, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      throw new Error('The web app is not built: run `npm run build:web` first, or use WEB_MODE=dev.');
    }
    const serve = siteFiles(dist);
    return {
      handle: (req, res) => serve(req, res),
      close: async () => undefined,
      description: 'production build (web/dist), compressed and cached as CloudFront serves it',
    };
  }
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'spa',
    logLevel: 'warn',
  });
  return {
    handle: (req, res) => vite.middlewares(req, res),
    close: () => vite.close(),
    description: 'Vite dev server (hot reload)',
  };
}
