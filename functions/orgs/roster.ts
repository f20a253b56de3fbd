import type { RosterProblem } from '#shared/api/contract-schools';
import { AppError } from '#shared/errors';
import { MAX_ROSTER_ROWS } from '#shared/schemas/school-classes';

/**
 * A class's file (decision 0891): CSV with the headings name, class, section; UTF-8 with or without a
 * byte order mark, as Excel's "CSV UTF-8" saves it, or plain ASCII as its "CSV" does; commas, or
 * semicolons where Excel's locale uses them; quoted cells; CRLF, LF or CR line ends. Each row is
 * checked on its own and named by the line it starts on (the headings are line 1).
 */
export interface RosterRow {
  line: number;
  name: string;
}

export interface Roster {
  rows: number;
  good: RosterRow[];
  problems: RosterProblem[];
  duplicates: RosterProblem[];
}

const UTF16_BOMS = ['fffe', 'feff'];

/** The file's text, or the encoding refusal: bytes that are not UTF-8 (UTF-16, or an old code page). */
export function decodeRoster(bytes: Uint8Array): string {
  if (UTF16_BOMS.includes(Buffer.from(bytes.subarray(0, 2)).toString('hex'))) throw new AppError('rosterEncoding');
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    if (text.includes('\u0000')) throw new AppError('rosterEncoding');
    return text;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('rosterEncoding');
  }
}

/** CSV records with the line each starts on; quotes may hold commas and line breaks. */
export function csvRecords(text: string): Array<{ line: number; cells: string[] }> {
  const firstLine = text.split(/\r\n|\r|\n/, 1)[0] ?? '';
  const sep = firstLine.includes(';') && !firstLine.includes(',') ? ';' : ',';
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') ((cell += '"'), i++);
      else if (c === '"') quoted = false;
      else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line++;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === sep) (cells.push(cell), (cell = ''));
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      start = ++line;
    } else cell += c;
  }
  if (cell !== '' || cells.length) endRecord();
  return records;
}

const NAME = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ .'-]{1,59}$/;

/** Why a name cannot be registered, or undefined. Names are printed on the login cards in Latin letters. */
export function nameProblem(name: string): string | undefined {
  if (!name) return 'The name is missing.';
  if (/^[=+\-@\t\r]/.test(name)) return 'A name cannot start with =, +, - or @ (spreadsheet formula).';
  if (/[<>&{}[\]\\/|`$%]/.test(name)) return 'A name cannot contain markup or symbols such as < > & /.';
  if (/\d/.test(name)) return 'A name cannot contain digits.';
  if (!NAME.test(name)) return 'Write the name in English letters (2 to 60), as it will be printed on the login card.';
  return undefined;
}

function classProblem(cell: string, grade: number): string | undefined {
  const value = /^(?:class\s*)?(\d{1,2})$/i.exec(cell.trim())?.[1];
  if (!value) return 'The class is missing or not a number.';
  const n = Number(value);
  if (n < 3 || n > 10) return 'The class must be from 3 to 10.';
  if (n !== grade) return `This row is for class ${n}, not class ${grade}.`;
  return undefined;
}

export const nameKey = (name: string): string => name.toLowerCase().replace(/\s+/g, ' ');

/**
 * The rows of the file for a class of `grade` and `section`: the good ones, the bad ones with their
 * reason, and the duplicates (the same name twice in the file, or already registered in the class).
 */
export function readRoster(
  bytes: Uint8Array,
  klass: { grade: number; section: string },
  registered: ReadonlySet<string>,
): Roster {
  const records = csvRecords(decodeRoster(bytes)).filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (records.length < 2) throw new AppError('rosterEmpty');
  const heading = records[0]!.cells.map((c) => c.trim().toLowerCase());
  if (heading.join(',') !== 'name,class,section') throw new AppError('rosterHeading');
  const rows = records.slice(1);
  if (rows.length > MAX_ROSTER_ROWS) throw new AppError('rosterTooLong');
  const roster: Roster = { rows: rows.length, good: [], problems: [], duplicates: [] };
  const seen = new Map<string, number>();
  for (const { line, cells } of rows) {
    const name = (cells[0] ?? '').trim().replace(/\s+/g, ' ');
    const section = (cells[2] ?? '').trim();
    const reason =
      (cells.length > 3 && cells.slice(3).some((c) => c.trim()) ? 'This row has more than three cells.' : undefined) ??
      nameProblem(name) ??
      classProblem(cells[1] ?? '', klass.grade) ??
      (section.toUpperCase() === klass.section
        ? undefined
        : `This row is for section ${section || '(none)'}, not section ${klass.section}.`);
    if (reason) {
      roster.problems.push({ line, name, reason });
      continue;
    }
    const key = nameKey(name);
    const earlier = seen.get(key);
    if (earlier) roster.duplicates.push({ line, name, reason: `The same name as line ${earlier}.` });
    else if (registered.has(key)) roster.duplicates.push({ line, name, reason: 'Already registered in this class.' });
    else {
      seen.set(key, line);
      roster.good.push({ line, name });
    }
  }
  return roster;
}
