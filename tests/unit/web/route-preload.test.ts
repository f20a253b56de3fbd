// @vitest-environment happy-dom
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathPattern, preloadSource, routeFiles } from '../../../web/route-preload';

/** The build's route preload (web/route-preload.ts): which files a page's HTML starts downloading. */
const src = '/repo/web/src';
const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  facadeModuleId: facade ? path.join(src, facade) : null,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});

function bundle() {
  const all = [
    chunk('assets/index.js', 'main.tsx', ['assets/session.js'], ['assets/index.css'], true),
    chunk('assets/session.js', null),
    chunk(
      'assets/courses.js',
      'features/courses/index.ts',
      ['assets/session.js', 'assets/sanitize.js'],
      ['assets/courses.css'],
    ),
    chunk('assets/sanitize.js', null),
    chunk('assets/test.js', 'features/assessment/index.ts', ['assets/session.js']),
    chunk('assets/dashboard.js', 'features/account/dashboard.ts'),
    chunk('assets/account.js', 'features/account/index.ts'),
    chunk('assets/auth.js', 'features/auth/index.ts'),
    chunk('assets/family.js', 'features/family/index.ts'),
    chunk('assets/commerce.js', 'features/commerce/index.ts'),
    chunk('assets/logout.js', 'app/logout.tsx'),
    chunk('assets/verify.js', 'features/certificates/verify-page.tsx'),
    chunk('assets/task.js', 'features/coach/submit-task-page.tsx'),
    chunk('assets/workspace.js', 'features/coach/workspace-page.tsx'),
    chunk('assets/privacy.js', 'features/privacy/index.ts'),
    chunk('assets/org.js', 'features/org/index.ts'),
  ];
  return Object.fromEntries(all.map((c) => [c.fileName, c]));
}

describe('route preload', () => {
  it('matches each path of the table, with its parameters, and nothing longer', () => {
    expect(new RegExp(pathPattern('/')).test('/')).toBe(true);
    expect(new RegExp(pathPattern('/')).test('/mycourse')).toBe(false);
    expect(new RegExp(pathPattern('/child/dashboard/:id')).test('/child/dashboard/42')).toBe(true);
    expect(new RegExp(pathPattern('/child/dashboard/:id')).test('/child/dashboard/42/x')).toBe(false);
    expect(new RegExp(pathPattern('/mycourse')).test('/mycourse/')).toBe(true);
  });

  it('lists a screen’s chunk, the chunks and styles it imports, and nothing the entry already loads', () => {
    const routes = new Map(routeFiles(bundle(), src));
    expect(routes.get(pathPattern('/mycourse'))).toEqual([
      'assets/courses.css',
      'assets/courses.js',
      'assets/sanitize.js',
    ]);
    expect(routes.get(pathPattern('/test'))).toEqual(['assets/test.js']);
    expect(routes.get(pathPattern('/mydashboard'))).toEqual(['assets/dashboard.js']);
  });

  it('refuses to build when a screen’s module made no chunk', () => {
    const broken = bundle();
    delete (broken as Record<string, unknown>)['assets/test.js'];
    expect(() => routeFiles(broken, src)).toThrow(/no chunk for features\/assessment/);
  });

  it('adds the links of the path being opened, and only those', () => {
    document.head.innerHTML = '';
    history.replaceState(null, '', '/mycourse?course_id=101');
    new Function(preloadSource(routeFiles(bundle(), src)))();
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.rel,
      l.getAttribute('href'),
      l.getAttribute('as'),
    ]);
    expect(links).toEqual([
      ['preload', '/assets/courses.css', 'style'],
      ['modulepreload', '/assets/courses.js', null],
      ['modulepreload', '/assets/sanitize.js', null],
    ]);
  });
});
