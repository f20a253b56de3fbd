/**
 * Text for pdf-lib's standard fonts, which encode WinAnsi (Latin-1 and a few typographic marks)
 * and throw on anything else. Common marks become their ASCII look-alikes; other characters (names
 * in Indian scripts, emoji) become '?', so a PDF is still made. Embedding a Unicode font would need
 * a font file shipped with every function that makes PDFs (docs/decisions.md #205).
 */
const lookAlikes: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '₹': 'Rs.',
  '→': '->',
  '✓': 'v',
  '•': '-',
};

export function winAnsi(text: string): string {
  return [...text.normalize('NFC')]
    .map(
      (c) =>
        lookAlikes[c] ??
        (c.charCodeAt(0) >= 32 && c.charCodeAt(0) <= 255 && c.length === 1 ? c : c === '\n' ? ' ' : '?'),
    )
    .join('');
}
