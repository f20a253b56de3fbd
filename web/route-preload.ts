import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { appPaths } from './src/config/paths';
import { screens } from './src/app/screens';

/**
 * Lets a page's HTML start downloading its screen's code at once. Without it the browser learns of
 * the screen's chunk only after the entry chunk has downloaded and run (the router then imports
 * it), one round trip and the whole entry later; on a slow phone network that was most of the gap
 * to the Largest Contentful Paint budget (docs/performance.md).
 *
 * The build writes `assets/route-preload-<hash>.js`, a small module that index.html loads before
 * the entry. It holds, for each path of the route table, the files of its screen's chunk (and the
 * chunks and styles that chunk imports but the entry does not), and adds `modulepreload` and style
 * `preload` links for the path being opened. A file, not an inline script, so the
 * Content-Security-Policy stays `script-src 'self'`.
 */
export type RouteFiles = Array<[pattern: string, files: string[]]>;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
type OutputLike = ChunkLike | { type: 'asset'; fileName: string };

/** `/child/dashboard/:id` → `^/child/dashboard/[^/]+/?$` */
export function pathPattern(routePath: string): string {
  const body = routePath === '/' ? '' : routePath.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return `^${body}/?$`;
}

/** The files each route's screen needs beyond the entry's, from the bundle Rollup made. */
export function routeFiles(bundle: Record<string, OutputLike>, srcDir: string): RouteFiles {
  const chunks = new Map(
    Object.values(bundle)
      .filter((o): o is ChunkLike => o.type === 'chunk')
      .map((c) => [c.fileName, c]),
  );
  const closure = (start: ChunkLike): Set<string> => {
    const seen = new Set<string>();
    const visit = (c: ChunkLike) => {
      if (seen.has(c.fileName)) return;
      seen.add(c.fileName);
      for (const css of c.viteMetadata?.importedCss ?? []) seen.add(css);
      for (const name of c.imports) {
        const next = chunks.get(name);
        if (next) visit(next);
      }
    };
    visit(start);
    return seen;
  };
  const entry = [...chunks.values()].find((c) => c.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  const inEntry = closure(entry);
  const byModule = new Map<string, ChunkLike>();
  for (const c of chunks.values())
    if (c.facadeModuleId) byModule.set(c.facadeModuleId.replace(/\.(tsx?|jsx?)$/, ''), c);

  const result: RouteFiles = [];
  for (const p of appPaths) {
    const screen = screens[p.id as keyof typeof screens];
    if (!screen) continue;
    const base = path.join(srcDir, screen[0]);
    const chunk = byModule.get(base) ?? byModule.get(path.join(base, 'index'));
    if (!chunk) throw new Error(`route-preload: no chunk for ${screen[0]} (screen of ${p.path})`);
    result.push([pathPattern(p.path), [...closure(chunk)].filter((f) => !inEntry.has(f)).sort()]);
  }
  return result;
}

/** The module's source: plain ES2017 that runs before the entry. */
export function preloadSource(routes: RouteFiles): string {
  return `const routes=${JSON.stringify(routes)};
for (const [pattern, files] of routes) {
  if (!new RegExp(pattern).test(location.pathname)) continue;
  for (const file of files) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  }
  break;
}
`;
}

export function routePreload(): Plugin {
  let outDir = '';
  let srcDir = '';
  let file: { name: string; source: string } | undefined;
  return {
    name: 'fluentia:route-preload',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      srcDir = path.resolve(config.root, 'src');
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const source = preloadSource(routeFiles(ctx.bundle as unknown as Record<string, OutputLike>, srcDir));
        const name = `assets/route-preload-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        file = { name, source };
        // Before the entry's own tag: module scripts run in document order, so the links go in first.
        const tag = `<script type="module" crossorigin src="/${name}"></script>\n    `;
        return html.replace(/<script type="module"/, `${tag}<script type="module"`);
      },
    },
    writeBundle() {
      if (!file) return;
      mkdirSync(path.dirname(path.join(outDir, file.name)), { recursive: true });
      writeFileSync(path.join(outDir, file.name), file.source);
    },
  };
}
