/**
 * The repository paths a doc page names, read from its Markdown: the folder trees in its code blocks
 * and the backticked paths of its text and tables. Pure functions; the test checks the paths exist.
 */

/** A tree entry's connector: `├── `, `└── ` (or the ASCII `|-- `, `` `-- ``). */
const CONNECTOR = /(├|└|\||`)(──|─|--)\s*/u;
/** Placeholders and elisions name no particular file (`functions/<area>/`, `docs/adr/NNNN-title.md`). */
const PLACEHOLDER = /[<>*{}…]|\.\.\.|NNNN/u;

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

/** A heading's anchor as GitHub makes it: link text kept, lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /gu, '-');
}

/** Text without its fenced code blocks: a `#` line or a link in an example is neither a heading nor a link. */
const withoutFences = (markdown: string) => markdown.replace(/^\s*```[\s\S]*?^\s*```/gmu, '');

export interface Heading {
  level: number;
  title: string;
  anchor: string;
  /** Its offset in the text without code blocks. */
  at: number;
}

/** The headings of a Markdown text with their anchors (a repeated anchor gets `-1`, `-2`… as on GitHub). */
export function headings(markdown: string): Heading[] {
  const seen = new Map<string, number>();
  return [...withoutFences(markdown).matchAll(/^(#{1,6}) (.+)$/gmu)].map((match) => {
    const base = slug(match[2]!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const title = match[2]!.trim().replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1');
    return { level: match[1]!.length, title, anchor: count === 0 ? base : `${base}-${count}`, at: match.index };
  });
}

/** The text of the section an anchor names, its heading included, up to the next heading of its level or above. */
export function sectionText(markdown: string, anchor: string): string | null {
  const text = withoutFences(markdown);
  const all = headings(markdown);
  const index = all.findIndex((heading) => heading.anchor === anchor);
  if (index < 0) return null;
  const start = all[index]!;
  const end = all.slice(index + 1).find((heading) => heading.level <= start.level);
  return text.slice(start.at, end?.at ?? text.length);
}

export interface Link {
  /** The file part, empty for a link within the page. */
  file: string;
  anchor: string | null;
}

/** The relative links of a Markdown text outside code (web addresses and e-mail links are not the repository's). */
export function relativeLinks(markdown: string): Link[] {
  const text = withoutFences(markdown).replace(/`[^`\n]*`/gu, '');
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/gu)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/iu.test(target))
    .map((target) => {
      const [file = '', anchor] = target.split('#');
      return { file: decodeURIComponent(file), anchor: anchor ?? null };
    });
}
