/**
 * The repository paths a doc page names, read from its Markdown: the folder trees in its code blocks
 * and the backticked paths of its text and tables. Pure functions; the test checks the paths exist.
 */

/** A tree entry's connector: `├── `, `└── ` (or the ASCII `|-- `, `` `-- ``). */
const CONNECTOR = /(├|└|\||`)(──|─|--)\s*/u;
/** Placeholders and elisions name no particular file. */
const PLACEHOLDER = /[<>*{}…]|\.\.\./u;

/** The fenced code blocks of a Markdown text, each as its lines. */
export function codeBlocks(markdown: string): string[][] {
  const blocks: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) {
      if (current) blocks.push(current);
      current = current ? null : [];
    } else if (current) current.push(line);
  }
  return blocks;
}

/**
 * The paths of a folder tree: its first line names the root folder (`functions/`), every line with a
 * connector one entry, nested by the connector's column; a comment after the name is ignored, as are
 * lines without a connector (a comment's continuation) and elided entries (`…`); a name's trailing
 * comma or colon is punctuation. Null when the block
 * is not a tree.
 */
export function treePaths(lines: string[]): string[] | null {
  const first = lines.findIndex((line) => line.trim() !== '');
  const root = lines[first]?.trim().split(/\s+/)[0] ?? '';
  if (!/^[\w.-]+(\/[\w.-]+)*\/$/.test(root) || !lines.some((line) => CONNECTOR.test(line))) return null;
  const paths: string[] = [];
  const open: { column: number; name: string }[] = [];
  for (const line of lines.slice(first + 1)) {
    const match = CONNECTOR.exec(line);
    if (!match) continue;
    const column = match.index;
    const name = (
      line
        .slice(column + match[0].length)
        .trim()
        .split(/\s+/)[0] ?? ''
    ).replace(/[,;:]$/u, '');
    while (open.length > 0 && open[open.length - 1]!.column >= column) open.pop();
    open.push({ column, name });
    if (name === '' || PLACEHOLDER.test(name)) continue;
    const folders = open.slice(0, -1).map((entry) => (entry.name.endsWith('/') ? entry.name : `${entry.name}/`));
    paths.push(root + folders.join('') + name);
  }
  return paths;
}

/** Every path of every folder tree in a Markdown text. */
export function allTreePaths(markdown: string): string[] {
  return codeBlocks(markdown).flatMap((block) => treePaths(block) ?? []);
}

/** A file name with an extension the repository uses, or a path with a folder in it. */
const LOOKS_LIKE_FILE = /\.(tsx?|mjs|js|json|md|css|html|bin|webmanifest|yml|yaml|sh)$|^Dockerfile$/u;

export interface NamedPaths {
  /** Paths from the repository's root (their first folder is one of the root's). */
  rooted: string[];
  /** Names that stand for a file or folder beside the previous path (`session-token.ts`, `lib/writing.ts`). */
  relative: string[];
}

/**
 * The backticked paths of a Markdown text outside code blocks, and the doc pages it names in plain
 * text (`docs/video.md`). A backticked token counts when it is a path from a root folder
 * (`rootFolders`), or a file name or folder-relative path; identifiers, commands and placeholders
 * (`mayBuy`, `npm run bench`, `functions/<area>/`) are not paths.
 */
export function namedPaths(markdown: string, rootFolders: ReadonlySet<string>): NamedPaths {
  const text = markdown.replace(/^\s*```[\s\S]*?^\s*```/gmu, '');
  const rooted = new Set<string>();
  const relative = new Set<string>();
  for (const [, token = ''] of text.matchAll(/`([^`\n]+)`/gu)) {
    if (/[\s()=:,;'"]/u.test(token) || PLACEHOLDER.test(token) || token.startsWith('.') || token.startsWith('#'))
      continue;
    const firstFolder = token.split('/')[0]!;
    if (token.includes('/') && rootFolders.has(firstFolder)) rooted.add(token);
    else if (token.includes('/') || LOOKS_LIKE_FILE.test(token)) relative.add(token);
  }
  for (const [page = ''] of text.matchAll(/(?<![\w/`])docs\/[\w-]+\.md\b/gu)) rooted.add(page);
  return { rooted: [...rooted], relative: [...relative] };
}
