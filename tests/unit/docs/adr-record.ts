import { headings, sectionText } from './doc-paths';

/**
 * The shape of one decision record (docs/decisions.md, "Adding a decision"): a title with its number,
 * the Status, Issue and Date lines, then MADR's four sections. A product rule that was once kept as a
 * record is `moved`: the record keeps its number and one paragraph that leads to the doc section now
 * holding the rule, which marks it with that number. Pure functions; adr.test.ts reads the files.
 */
export const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/u;
export const SECTIONS = ['Context', 'Options considered', 'Decision', 'Consequences'] as const;
const SUPERSEDED = /^superseded by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\) — \S.*$/u;
const MOVED = /^moved to \[([a-z0-9-]+\.md), "([^"]+)"\]\(\.\.\/([a-z0-9-]+\.md)#([\p{L}\p{N}_-]+)\)$/u;

export type Status =
  | { kind: 'accepted' }
  | { kind: 'superseded'; by: string; file: string }
  | { kind: 'moved'; doc: string; title: string; anchor: string; label: string };

/** What a record's Status line says, or null when it says none of the three. */
export function parseStatus(value: string): Status | null {
  if (value === 'accepted') return { kind: 'accepted' };
  const superseded = SUPERSEDED.exec(value);
  if (superseded) return { kind: 'superseded', by: superseded[1]!, file: superseded[2]! };
  const moved = MOVED.exec(value);
  if (moved) return { kind: 'moved', label: moved[1]!, title: moved[2]!, doc: moved[3]!, anchor: moved[4]! };
  return null;
}

/** What the record needs to check itself against: the other records and the doc pages. */
export interface Records {
  hasRecord(file: string): boolean;
  /** The text of `docs/<name>`, or null when there is no such page. */
  docPage(name: string): string | null;
}

/** The four sections of a reshaped record, or why its body is not that shape. */
function sectionProblems(name: string, body: string[]): string[] {
  const firstText = body.find((line) => line.trim() !== '');
  if (firstText !== '## Context') return [`${name}: the text must begin with '## Context'`];
  const found = body.filter((line) => /^## /u.test(line)).map((line) => line.slice(3));
  if (found.join('|') !== SECTIONS.join('|'))
    return [`${name}: the sections are '${found.join("', '")}', not '${SECTIONS.join("', '")}'`];
  const problems: string[] = [];
  let current = '';
  const hasText = new Set<string>();
  for (const line of body) {
    if (/^## /u.test(line)) current = line.slice(3);
    else if (line.trim() !== '' && !/^#{3,6} /u.test(line)) hasText.add(current);
  }
  for (const section of SECTIONS) if (!hasText.has(section)) problems.push(`${name}: '## ${section}' has no text`);
  return problems;
}

/** Why a moved record does not lead to its rule: the page, the section, and the number marked there. */
function movedProblems(
  name: string,
  number: string,
  status: Status & { kind: 'moved' },
  body: string[],
  records: Records,
) {
  const problems: string[] = [];
  if (status.label !== status.doc) problems.push(`${name}: moved to [${status.label}] links ${status.doc}`);
  if (body.some((line) => /^#{1,6} /u.test(line))) problems.push(`${name}: a moved record has no sections`);
  if (!body.join('\n').includes(`](../${status.doc}#${status.anchor})`))
    problems.push(`${name}: the text does not lead to ${status.doc}#${status.anchor}`);
  const page = records.docPage(status.doc);
  if (page === null) return [...problems, `${name}: moved to docs/${status.doc}, which does not exist`];
  const heading = headings(page).find((entry) => entry.anchor === status.anchor);
  if (!heading) return [...problems, `${name}: docs/${status.doc} has no section #${status.anchor}`];
  if (heading.title !== status.title)
    problems.push(`${name}: the section is "${heading.title}", the status says "${status.title}"`);
  if (!new RegExp(`\\([^()]*\\b${number}\\b[^()]*\\)`, 'u').test(sectionText(page, status.anchor)!))
    problems.push(`${name}: docs/${status.doc}, "${heading.title}" does not mark the rule (${number})`);
  return problems;
}

/** What is wrong with one record, as messages naming it; empty when it has the house shape. */
export function recordProblems(name: string, text: string, records: Records): string[] {
  const number = FILE_NAME.exec(name)?.[1];
  if (!number) return [`${name}: the file name is not NNNN-kebab-title.md`];
  const [title = '', blank1, statusLine = '', issue = '', date = '', blank2, ...body] = text.split('\n');
  const problems: string[] = [];
  const titleMatch = /^# (\d{4})\. (\S.*)$/u.exec(title);
  if (!titleMatch) problems.push(`${name}: the first line is not '# ${number}. Title'`);
  else if (titleMatch[1] !== number) problems.push(`${name}: the title says ${titleMatch[1]}, the file ${number}`);
  else if (/^[a-z]/u.test(titleMatch[2]!))
    problems.push(`${name}: the title does not begin with a capital (sentence case)`);
  if (blank1 !== '' || blank2 !== '') problems.push(`${name}: a blank line must follow the title and the Date line`);
  const status = parseStatus(/^- Status: (.+)$/u.exec(statusLine)?.[1] ?? '');
  if (!status)
    problems.push(
      `${name}: the status is not 'accepted', 'superseded by [NNNN](NNNN-title.md) — what changed' ` +
        `nor 'moved to [page.md, "Section"](../page.md#section)'`,
    );
  if (status?.kind === 'superseded') {
    if (!status.file.startsWith(`${status.by}-`))
      problems.push(`${name}: superseded by [${status.by}] links ${status.file}`);
    if (status.by === number) problems.push(`${name}: superseded by itself`);
    if (!records.hasRecord(status.file)) problems.push(`${name}: superseded by ${status.file}, which does not exist`);
  }
  if (!/^- Issue: [1-9]\d*$/u.test(issue)) problems.push(`${name}: the fourth line is not '- Issue: N'`);
  const day = /^- Date: (\d{4}-\d{2}-\d{2})$/u.exec(date)?.[1];
  if (!day || Number.isNaN(Date.parse(day)) || new Date(day).toISOString().slice(0, 10) !== day)
    problems.push(`${name}: the fifth line is not '- Date: YYYY-MM-DD'`);
  if (!body.some((line) => line.trim() !== '')) problems.push(`${name}: the record has no text`);
  else if (status?.kind === 'moved') problems.push(...movedProblems(name, number, status, body, records));
  else problems.push(...sectionProblems(name, body));
  for (const [, target = ''] of body.join('\n').matchAll(/\]\((\d{4}-[^)#\s]*\.md)(?:#[^)]*)?\)/gu)) {
    if (!records.hasRecord(target)) problems.push(`${name}: links ${target}, which does not exist`);
  }
  return problems;
}
