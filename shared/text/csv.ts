/**
 * CSV files the product hands out (the console's exports and the keys shown at issue): RFC 4180 quoting,
 * and every cell a spreadsheet would run as a formula made plain text (OWASP's advice against CSV
 * injection): a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`.
 * A name such as `=HYPERLINK(...)` typed into a profile is then shown, never run. UTF-8 with a byte
 * order mark, so Excel reads names in any script; lines end in CRLF.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const plain = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${plain.replace(/"/g, '""')}"`;
}

export function csvLine(cells: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return cells.map(csvCell).join(',');
}

export function csvFile(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null>>): string {
  return `\uFEFF${[csvLine(header), ...rows.map(csvLine)].join('\r\n')}\r\n`;
}
