import { inflateSync } from 'node:zlib';

/**
 * The text a login-card PDF draws, in order, read from its page content streams (pdf-lib writes
 * standard-font text as hex strings in Flate-compressed streams): what a test needs of a card.
 */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a compressed content stream
    }
    for (const hex of body.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) texts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
  }
  return texts;
}

/** Each card's login id and PIN: the text drawn right after the "Login id" and "PIN" labels. */
export function cardLogins(pdf: Buffer): Array<{ loginId: string; pin: string }> {
  const texts = pdfTexts(pdf);
  const cards: Array<{ loginId: string; pin: string }> = [];
  texts.forEach((t, i) => {
    if (t === 'Login id' && texts[i + 2] === 'PIN') cards.push({ loginId: texts[i + 1]!, pin: texts[i + 3]! });
  });
  return cards;
}
