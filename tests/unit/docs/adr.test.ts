import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStatus, recordProblems, type Records } from './adr-record';

/**
 * Decisions are records, one file each in docs/adr/ (docs/decisions.md, "Adding a decision"), and
 * docs/decisions.md is their index. Code and docs cite a decision by its number, so numbers are
 * unique and never change; a status says whether the decision still holds, a superseded one names
 * the record that replaced it, and a product rule moved to the doc of its area leads there. Each
 * failure names the file and what is wrong with it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const adrFolder = path.join(root, 'docs/adr');
const files = readdirSync(adrFolder)
  .filter((name) => name.endsWith('.md'))
  .sort();
const read = (name: string) => readFileSync(path.join(adrFolder, name), 'utf8');
const indexText = readFileSync(path.join(root, 'docs/decisions.md'), 'utf8');
const inFolder = (file: string) => existsSync(path.join(adrFolder, file));
const repository: Records = {
  hasRecord: inFolder,
  docPage: (name) => {
    const file = path.join(root, 'docs', name);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  },
};

/** Text without code: examples of the format are not links. */
const withoutCode = (text: string) => text.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

/** What the record's status line says, as the index writes it. */
function statusAsListed(name: string): string {
  const status = parseStatus(/^- Status: (.+)$/u.exec(read(name).split('\n')[2] ?? '')?.[1] ?? '');
  if (status?.kind === 'superseded') return `superseded by ${status.by}`;
  if (status?.kind === 'moved') return `moved to ${status.doc}#${status.anchor}`;
  return status?.kind ?? 'no status';
}

describe('decision records (docs/adr/)', () => {
  it('each have the house shape: title, status, issue, date, then Context, Options, Decision, Consequences', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.flatMap((name) => recordProblems(name, read(name), repository))).toEqual([]);
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
        /^- \[(\d{4})\]\(adr\/([^)]+)\) (.+) — (accepted|superseded by \[(\d{4})\]\(adr\/[^)]+\)|moved to \[[^\]]+\]\(([a-z0-9-]+\.md#[\p{L}\p{N}_-]+)\))$/gmu,
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
      const indexSays =
        entry[4] === 'accepted' ? 'accepted' : entry[5] ? `superseded by ${entry[5]}` : `moved to ${entry[6]}`;
      const recordSays = statusAsListed(name);
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
  const page =
    '# Family\n\n## Children\n\n- **A new child’s username** (0077): first name and four digits.\n\n## Other\n';
  const records: Records = {
    hasRecord: (file) => file === '0325-licences-are-chosen-by-name.md',
    docPage: (name) => (name === 'family.md' ? page : null),
  };
  const sections =
    '## Context\n\nWhy.\n\n## Options considered\n\n- A\n- B\n\n## Decision\n\nB.\n\n## Consequences\n\nSo.\n';
  const record = (status: string, body = sections, title = "# 0080. The children's paid product is a child licence") =>
    `${title}\n\n- Status: ${status}\n- Issue: 6\n- Date: 2026-11-21\n\n${body}`;
  const moved = 'moved to [family.md, "Children"](../family.md#children)';
  const movedBody = 'A product rule, kept in [docs/family.md, "Children"](../family.md#children).\n';

  it('passes the house shape', () => {
    expect(recordProblems('0080-child-licence.md', record('accepted'), records)).toEqual([]);
    expect(
      recordProblems(
        '0080-child-licence.md',
        record('superseded by [0325](0325-licences-are-chosen-by-name.md) — the licence is named'),
        records,
      ),
    ).toEqual([]);
    expect(recordProblems('0077-a-new-childs-username.md', record(moved, movedBody, '# 0077. Name'), records)).toEqual(
      [],
    );
  });

  it('takes subheadings inside a section, and no other section', () => {
    const withSub = sections.replace('B.\n', '### Sign-in\n\nB.\n');
    expect(recordProblems('0080-child-licence.md', record('accepted', withSub), records)).toEqual([]);
    expect(
      recordProblems('0080-child-licence.md', record('accepted', `${sections}\n## Notes\n\nMore.\n`), records),
    ).toEqual([
      "0080-child-licence.md: the sections are 'Context', 'Options considered', 'Decision', 'Consequences', " +
        "'Notes', not 'Context', 'Options considered', 'Decision', 'Consequences'",
    ]);
  });

  it('names the file and the fault', () => {
    expect(recordProblems('0080-child-licence.md', record('superseded by [0326](0326-gone.md) — x'), records)).toEqual([
      '0080-child-licence.md: superseded by 0326-gone.md, which does not exist',
    ]);
    expect(recordProblems('0080-child-licence.md', record('accepted', sections, '# 0081. Wrong'), records)).toEqual([
      '0080-child-licence.md: the title says 0081, the file 0080',
    ]);
    expect(recordProblems('0080-child-licence.md', record('proposed'), records)).toHaveLength(1);
    expect(recordProblems('80-child-licence.md', record('accepted'), records)).toEqual([
      '80-child-licence.md: the file name is not NNNN-kebab-title.md',
    ]);
    expect(
      recordProblems('0080-child-licence.md', record('accepted', 'The decision, in one paragraph.\n'), records),
    ).toEqual(["0080-child-licence.md: the text must begin with '## Context'"]);
    expect(recordProblems('0080-child-licence.md', record('accepted', sections.replace('So.\n', '')), records)).toEqual(
      ["0080-child-licence.md: '## Consequences' has no text"],
    );
  });

  it('holds a moved record to a section that marks its rule', () => {
    expect(recordProblems('0078-deleting-a-child.md', record(moved, movedBody, '# 0078. Deleting'), records)).toEqual([
      '0078-deleting-a-child.md: docs/family.md, "Children" does not mark the rule (0078)',
    ]);
    const elsewhere = 'moved to [family.md, "Pets"](../family.md#pets)';
    expect(
      recordProblems('0077-a-new-childs-username.md', record(elsewhere, movedBody, '# 0077. Name'), records),
    ).toEqual([
      '0077-a-new-childs-username.md: the text does not lead to family.md#pets',
      '0077-a-new-childs-username.md: docs/family.md has no section #pets',
    ]);
    expect(recordProblems('0077-a-new-childs-username.md', record(moved, sections, '# 0077. Name'), records)).toEqual([
      '0077-a-new-childs-username.md: a moved record has no sections',
      '0077-a-new-childs-username.md: the text does not lead to family.md#children',
    ]);
  });
});
