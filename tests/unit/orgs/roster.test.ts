import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors';
import { csvRecords, decodeRoster, nameProblem, readRoster } from '../../../functions/orgs/roster';

/** A class's file (decision 0891): how it is read and what each row may be. */
const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'utf8'));
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as AppError).key;
  }
  return undefined;
};

describe('reading a class file', () => {
  it("takes Excel's CSV: a byte order mark, CRLF, quoted cells with commas, quotes and line breaks", () => {
    const text = decodeRoster(
      bytes('\uFEFFname,class,section\r\n"Rao, Asha",5,B\r\n"Ira ""Mini"" Sen\r\nKaur",5,B\r\n'),
    );
    expect(csvRecords(text)).toEqual([
      { line: 1, cells: ['name', 'class', 'section'] },
      { line: 2, cells: ['Rao, Asha', '5', 'B'] },
      { line: 3, cells: ['Ira "Mini" Sen\r\nKaur', '5', 'B'] },
    ]);
    expect(csvRecords('a;b;c\rx;y;z')).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x', 'y', 'z'] },
    ]);
  });

  it('refuses UTF-16 and bytes that are not UTF-8', () => {
    expect(errorOf(() => decodeRoster(new Uint8Array([0xff, 0xfe, 0x6e, 0x00])))).toBe('rosterEncoding');
    expect(errorOf(() => decodeRoster(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])))).toBe('rosterEncoding');
  });

  it('names formula text, markup, digits and other scripts as bad names, and takes Latin names with marks', () => {
    for (const bad of ['=SUM(A1)', '+91 Asha', '-Asha', '@Asha', '<script>', 'Asha & Ravi', 'Asha2', 'आशा', 'A'])
      expect(nameProblem(bad), bad).toEqual(expect.any(String));
    for (const good of ['Asha Rao', "D'Souza", 'Anne-Marie', 'José Pereira', 'K. Ramesh'])
      expect(nameProblem(good), good).toBeUndefined();
  });

  it('lines up problems and duplicates by line, skipping blank rows, and the registered names', () => {
    const roster = readRoster(
      bytes('name,class,section\nAsha Rao,5,B\n\n,,\nRavi Kumar,5,b\nasha  rao,5,B\nMeena Das,5,B,extra\n'),
      { grade: 5, section: 'B' },
      new Set(['ravi kumar']),
    );
    expect(roster.good).toEqual([{ line: 2, name: 'Asha Rao' }]);
    expect(roster.duplicates.map((d) => [d.line, d.reason])).toEqual([
      [5, 'Already registered in this class.'],
      [6, 'The same name as line 2.'],
    ]);
    expect(roster.problems.map((p) => p.line)).toEqual([7]);
  });
});
