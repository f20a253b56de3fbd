import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decisions are records, one file each in docs/adr/ (docs/decisions.md, "Adding a decision"), and
 * docs/decisions.md is their index. Code and docs cite a decision by its number, so numbers are
 * unique and never change; a status says whether the decision still holds, and a superseded one
 * names the record that replaced it. Each failure names the file and what is wrong with it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const adrFolder = path.join(root, 'docs/adr');
const files = readdirSync(adrFolder)
  .filter((name) => name.endsWith('.md'))
  .sort();
const read = (name: string) => readFileSync(path.join(adrFolder, name), 'utf8');
const indexText = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');

const FILE_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const SUPERSEDED = /^superseded by \[(\d{4})\]\((\d{4}-[a-z0-9-]+\.md)\) — \S.*$/;

/** What is wrong with one record, as messages naming it; empty when it has the house format. */
function recordProblems(name: string, text: string, exists: (file: string) => boolean): string[] {
  const number = FILE_NAME.exec(name)?.[1];
  if (!number) return [`${name}: the file name is not NNNN-kebab-title.md`];
  const [title = '', blank1, status = '', issue = '', date = '', blank2, ...body] = text.split('\n');
  const problems: string[] = [];
  const titleMatch = /^# (\d{4})\. (\S.*)$/.exec(title);
  if (!titleMatch) problems.push(`${name}: the first line is not '# ${number}. Title'`);
  else if (titleMatch[1] !== number) problems.push(`${name}: the title says ${titleMatch[1]}, the file ${number}`);
  else if (/^[a-z]/.test(titleMatch[2]!))
    problems.push(`${name}: the title does not begin with a capital (sentence case)`);
  if (blank1 !== '' || blank2 !== '') problems.push(`${name}: a blank line must follow the title and the Date line`);
  const statusValue = /^- Status: (.+)$/.exec(status)?.[1] ?? '';
  const superseded = SUPERSEDED.exec(statusValue);
  if (statusValue !== 'accepted' && !superseded)
    problems.push(`${name}: the status is not 'accepted' nor 'superseded by [NNNN](NNNN-title.md) — what changed'`);
  if (superseded) {
    const [, byNumber, byFile = ''] = superseded;
    if (!byFile.startsWith(`${byNumber}-`)) problems.push(`${name}: superseded by [${byNumber}] links ${byFile}`);
    if (byNumber === number) problems.push(`${name}: superseded by itself`);
    if (!exists(byFile)) problems.push(`${name}: superseded by ${byFile}, which does not exist`);
  }
  if (!/^- Issue: [1-9]\d*$/.test(issue)) problems.push(`${name}: the third line is not '- Issue: N'`);
  const day = /^- Date: (\d{4}-\d{2}-\d{2})$/.exec(date)?.[1];
  if (!day || Number.isNaN(Date.parse(day)) || new Date(day).toISOString().slice(0, 10) !== day)
    problems.push(`${name}: the fourth line is not '- Date: YYYY-MM-DD'`);
  if (!body.some((line) => line.trim() !== '')) problems.push(`${name}: the record has no text`);
  for (const [, target = ''] of body.join('\n').matchAll(/\]\((\d{4}-[^)#\s]*\.md)(?:#[^)]*)?\)/g)) {
    if (!exists(target)) problems.push(`${name}: links ${target}, which does not exist`);
  }
  return problems;
}

/** Text without code: examples of the format are not links. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
const inFolder = (file: string) => existsSync(path.join(adrFolder, file));

describe('decision records (docs/adr/)', () => {
  it('each have the house format: title with its number, status, issue, date, text', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((name) => recordProblems(name, read(name), inFolder))).toEqual([]);
  });

  it('have unique numbers', () => {
    const numbers = files.map((name) => name.slice(0, 4));
    expect(
      numbers.filter((n, i) => numbers.indexOf(n) !== i).map((n) => `decision ${n} has more than one file`),
    ).toEqual([]);
  });

  it('are each listed once in docs/decisions.md, with the status the record gives', () => {
    const listed = [
      ...indexText.matchAll(
        /^- \[(\d{4})\]\(adr\/([^)]+)\) (.+) — (accepted|superseded by \[(\d{4})\]\(adr\/([^)]+)\))$/gm,
      ),
    ];
    const problems: string[] = [];
    for (const name of files) {
      const entries = listed.filter((entry) => entry[2] === name);
      const line = `- [${name.slice(0, 4)}](adr/${name}) ${read(name)
        .split('\n')[0]
        ?.replace(/^# \d{4}\. /, '')} — accepted`;
      if (entries.length === 0) problems.push(`${name}: not in docs/decisions.md; add under its topic: ${line}`);
      if (entries.length > 1) problems.push(`${name}: listed ${entries.length} times in docs/decisions.md`);
      const entry = entries[0];
      if (!entry) continue;
      if (entry[1] !== name.slice(0, 4)) problems.push(`docs/decisions.md: [${entry[1]}] links ${name}`);
      const status = /^- Status: (accepted|superseded by \[(\d{4})\])/.exec(read(name).split('\n')[2] ?? '');
      const indexSays = entry[4] === 'accepted' ? 'accepted' : `superseded by ${entry[5]}`;
      const recordSays = status?.[1] === 'accepted' ? 'accepted' : `superseded by ${status?.[2]}`;
      if (indexSays !== recordSays)
        problems.push(`docs/decisions.md: ${name} is '${indexSays}' there, '${recordSays}' in the record`);
    }
    expect(problems).toEqual([]);
  });

  it('are what every link of the index, the docs and the README leads to', () => {
    const pages = [
      ['docs/decisions.md', indexText, 'docs'],
      ['README.md', readFileSync(path.join(root, 'README.md'), 'utf8'), '.'],
      ...readdirSync(path.join(root, 'docs'))
        .filter((name) => name.endsWith('.md') && name !== 'decisions.md')
        .map((name) => [`docs/${name}`, readFileSync(path.join(root, 'docs', name), 'utf8'), 'docs']),
    ] as const;
    const broken = pages.flatMap(([page, text, folder]) =>
      [...withoutCode(text).matchAll(/\]\(((?:docs\/)?adr\/[^)#\s]+)(?:#[^)]*)?\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !existsSync(path.join(root, folder, target)))
        .map((target) => `${page}: links ${target}, which does not exist`),
    );
    expect(broken).toEqual([]);
  });
});

describe('docs/architecture.md', () => {
  it('points at decisions that still hold', () => {
    const text = withoutCode(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));
    const cited = [...text.matchAll(/\]\(adr\/([^)#\s]+)\)/g)].map((match) => match[1]!);
    expect(cited.length).toBeGreaterThan(10);
    const notAccepted = cited.filter((name) => !inFolder(name) || !read(name).includes('\n- Status: accepted\n'));
    expect(notAccepted.map((name) => `docs/architecture.md cites ${name}, which is not an accepted record`)).toEqual(
      [],
    );
  });
});

describe('checking one record', () => {
  const exists = (file: string) => file === '0325-licences-are-chosen-by-name.md';
  const record = (status: string, title = "# 0080. The children's paid product is a child licence") =>
    `${title}\n\n- Status: ${status}\n- Issue: 6\n- Date: 2026-11-21\n\nThe text.\n`;

  it('passes the house format', () => {
    expect(recordProblems('0080-child-licence.md', record('accepted'), exists)).toEqual([]);
    expect(
      recordProblems(
        '0080-child-licence.md',
        record('superseded by [0325](0325-licences-are-chosen-by-name.md) — the licence is named'),
        exists,
      ),
    ).toEqual([]);
  });

  it('names the file and the fault', () => {
    expect(recordProblems('0080-child-licence.md', record('superseded by [0326](0326-gone.md) — x'), exists)).toEqual([
      '0080-child-licence.md: superseded by 0326-gone.md, which does not exist',
    ]);
    expect(recordProblems('0080-child-licence.md', record('accepted', '# 0081. Wrong number'), exists)).toEqual([
      '0080-child-licence.md: the title says 0081, the file 0080',
    ]);
    expect(recordProblems('0080-child-licence.md', record('proposed'), exists)).toHaveLength(1);
    expect(recordProblems('80-child-licence.md', record('accepted'), exists)).toEqual([
      '80-child-licence.md: the file name is not NNNN-kebab-title.md',
    ]);
  });
});
