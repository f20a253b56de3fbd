import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { separateBundles } from '../../../infra/constructs/bundling';
import { allTreePaths, namedPaths, treePaths } from './doc-paths';

/**
 * docs/architecture.md is where a newcomer learns which file does what: its folder trees, its
 * canonical-file table and the paths of its text must name files that exist, or the page misleads.
 * A failure lists each path the page names that the repository does not have.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const architecture = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const ignored = new Set(['node_modules', '.git', '.local', 'cdk.out', 'dist']);
const rootFolders = new Set(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
    .map((entry) => entry.name),
);

/** Files the bundler writes beside a Lambda's bundle: named by the page, never in the repository. */
const builtFiles = new Set<string>(['index.mjs', ...separateBundles.map((kit) => kit.file)]);

/** Every file and folder of the repository's own folders, as paths from its root. */
function repositoryPaths(): string[] {
  return [...rootFolders].flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((entry) => !entry.split(path.sep).some((part) => ignored.has(part)))
      .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`),
  );
}

const exists = (repoPath: string) => existsSync(path.join(root, repoPath));

describe('docs/architecture.md', () => {
  it('names in its folder trees only files and folders that exist', () => {
    const paths = allTreePaths(architecture);
    expect(paths.length).toBeGreaterThan(10);
    expect(
      paths.filter((p) => !exists(p)),
      'tree entries of docs/architecture.md that do not exist',
    ).toEqual([]);
  });

  it('names in its text and its canonical-file table only paths that exist', () => {
    const { rooted } = namedPaths(architecture, rootFolders);
    expect(rooted).toContain('shared/api/routes.ts');
    expect(
      rooted.filter((p) => !exists(p)),
      'paths in docs/architecture.md that do not exist',
    ).toEqual([]);
  });

  it('names beside a path only files that exist somewhere under it', () => {
    const all = repositoryPaths();
    const found = (name: string) => exists(name) || all.some((p) => p.endsWith(`/${name.replace(/\/$/, '')}`));
    const { relative } = namedPaths(architecture, rootFolders);
    expect(relative).toContain('session-families.ts');
    expect(
      relative.filter((name) => !builtFiles.has(name) && !found(name)),
      'file names in docs/architecture.md found nowhere',
    ).toEqual([]);
  });
});

describe('reading a folder tree', () => {
  it('nests entries by their connector, ignoring comments, continuation lines and elisions', () => {
    const tree = [
      'functions/',
      '├── lib/          shared plumbing: HTTP pipeline, respond',
      '├── core/         records every area uses',
      '│   └── users.ts      the user record',
      '├── identity/     sign-in, sessions, tokens',
      '│                 its Cognito and local adapters',
      '│   ├── routes/     login, register, …',
      '│   │   └── login.ts',
      '│   └── authorizer.ts   the API Gateway Lambda authorizer',
      '└── assessment/',
      '    ├── …',
      '    └── scoring/    scoring one answer',
    ];
    expect(treePaths(tree)).toEqual([
      'functions/lib/',
      'functions/core/',
      'functions/core/users.ts',
      'functions/identity/',
      'functions/identity/routes/',
      'functions/identity/routes/login.ts',
      'functions/identity/authorizer.ts',
      'functions/assessment/',
      'functions/assessment/scoring/',
    ]);
  });

  it('takes any indent width and ASCII connectors, and leaves diagrams alone', () => {
    expect(treePaths(['web/src/', '|-- app/', '|  `-- router.tsx', '`-- lib/'])).toEqual([
      'web/src/app/',
      'web/src/app/router.tsx',
      'web/src/lib/',
    ]);
    expect(treePaths(['functions/core/', '├── users.ts, learner-state.ts', '└── notifications.ts: the inbox'])).toEqual(
      ['functions/core/users.ts', 'functions/core/notifications.ts'],
    );
    expect(treePaths(['browser ── CloudFront', '   │', '   ▼', 'API Gateway'])).toBeNull();
  });

  it('finds paths in text and tables, not identifiers, commands or placeholders', () => {
    const named = namedPaths(
      '| x | `functions/lib/http.ts`, `session-token.ts`; `mayBuy` in `functions/commerce/catalogue.ts` (docs/video.md) |\n' +
        'Run `npm run bench`; `functions/<area>/routes/` and `http(id, fn)`; `lib/writing.ts`.\n```\nfunctions/\n└── gone.ts\n```',
      new Set(['functions', 'docs']),
    );
    expect(named.rooted.sort()).toEqual(['docs/video.md', 'functions/commerce/catalogue.ts', 'functions/lib/http.ts']);
    expect(named.relative.sort()).toEqual(['lib/writing.ts', 'session-token.ts']);
  });
});
