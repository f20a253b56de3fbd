import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headings, namedPaths, relativeLinks, sectionText, slug } from './doc-paths';

/**
 * The README and every page under docs/ (the decision records included) send a reader somewhere: each
 * relative link must lead to a file or folder of the repository, and a link into a Markdown page to
 * one of its headings; each repository path named in backticks (`functions/lib/http.ts`) must exist
 * (what a build writes, `web/dist/`, is not in the repository and is not checked).
 * A failure names the page and what it names that is not there.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const ignored = new Set(['node_modules', '.git', '.local', 'cdk.out', 'dist']);
const rootFolders = new Set(
  readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !ignored.has(entry.name))
    .map((entry) => entry.name),
);
const pages = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name.split(path.sep).join('/')}`),
].sort();
const read = (page: string) => readFileSync(path.join(root, page), 'utf8');

/** Why one link of a page leads nowhere, or null when it leads to something. */
function linkProblem(page: string, file: string, anchor: string | null): string | null {
  const target = file === '' ? page : path.posix.normalize(path.posix.join(path.posix.dirname(page), file));
  const shown = `${file}${anchor === null ? '' : `#${anchor}`}`;
  if (target.startsWith('..') || !existsSync(path.join(root, target))) return `${page}: links ${shown}, not a file`;
  if (anchor === null || !target.endsWith('.md') || statSync(path.join(root, target)).isDirectory()) return null;
  return headings(read(target)).some((heading) => heading.anchor === anchor)
    ? null
    : `${page}: links ${shown}, a heading ${target} does not have`;
}

describe('the README and docs/', () => {
  it('are read whole: the README, the doc pages and the decision records', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/architecture.md');
    expect(pages.filter((page) => page.startsWith('docs/adr/')).length).toBeGreaterThan(300);
  });

  it('link only to files and headings that exist', () => {
    const broken = pages.flatMap((page) =>
      relativeLinks(read(page)).flatMap(({ file, anchor }) => linkProblem(page, file, anchor) ?? []),
    );
    expect(broken).toEqual([]);
  });

  it('name in backticks only repository paths that exist', () => {
    const missing = pages.flatMap((page) =>
      namedPaths(read(page), rootFolders)
        .rooted.filter((named) => !named.split('/').some((part) => ignored.has(part)))
        .filter((named) => !existsSync(path.join(root, named)))
        .map((named) => `${page}: names ${named}, which does not exist`),
    );
    expect(missing).toEqual([]);
  });
});

describe('reading a page', () => {
  const page = [
    '# Coach calls',
    '',
    "## Children's speaking-test slot",
    'The slot ([rules](#rules-and-their-messages)).',
    '### Tasks (`/submitAssignment`)',
    '```',
    '# not a heading [nor a link](gone.md)',
    '```',
    '## Rules and their messages',
    'See [the API](api.md#the-envelope "title"), [decisions](adr/), `[code](x.md)` and [AWS](https://aws.amazon.com).',
    '## Rules and their messages',
  ].join('\n');

  it('makes anchors as GitHub does', () => {
    expect(slug("Children's speaking-test slot")).toBe('childrens-speaking-test-slot');
    expect(slug('Staff accounts: MFA (issue 31, decision [570](adr/0570-x.md))')).toBe(
      'staff-accounts-mfa-issue-31-decision-570',
    );
    expect(headings(page).map((heading) => heading.anchor)).toEqual([
      'coach-calls',
      'childrens-speaking-test-slot',
      'tasks-submitassignment',
      'rules-and-their-messages',
      'rules-and-their-messages-1',
    ]);
  });

  it('finds relative links outside code, not web addresses', () => {
    expect(relativeLinks(page)).toEqual([
      { file: '', anchor: 'rules-and-their-messages' },
      { file: 'api.md', anchor: 'the-envelope' },
      { file: 'adr/', anchor: null },
    ]);
  });

  it('reads a section up to the next heading of its level', () => {
    expect(sectionText(page, 'childrens-speaking-test-slot')).toContain('### Tasks');
    expect(sectionText(page, 'childrens-speaking-test-slot')).not.toContain('Rules and their messages\nSee');
    expect(sectionText(page, 'missing')).toBeNull();
  });
});
