import type { PDFPage, RGB } from 'pdf-lib';
import { loadPdfKit } from '../lib/load-pdf-kit';
import { winAnsi } from '../lib/pdf-text';

/**
 * A class's login cards (decision 0892): A4 portrait, eight cards a page (two across, four down) with
 * dashed cut lines; each card the child's name, class, login id and PIN, the site's address and the
 * three steps to sign in on the junior page. Made only where the PINs are in clear: a registration's
 * answer and a PIN reset's.
 */
export interface LoginCard {
  name: string;
  grade: number;
  section: string;
  loginId: string;
  pin: string;
}

const A4: [number, number] = [595.28, 841.89];
const ACROSS = 2;
const DOWN = 4;

export async function loginCardsPdf(cards: LoginCard[], site: string, schoolName: string): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await loadPdfKit();
  const doc = await PDFDocument.create();
  doc.setTitle(`Fluentia login cards - ${winAnsi(schoolName)}`);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const mono = await doc.embedFont(StandardFonts.CourierBold);
  const ink = rgb(0.09, 0.09, 0.2);
  const muted = rgb(0.35, 0.35, 0.45);
  const brand = rgb(0.31, 0.27, 0.9);
  const [width, height] = A4;
  const w = width / ACROSS;
  const h = height / DOWN;
  const address = site.replace(/\/+$/, '');
  const steps = [
    `1. Open ${address}/junior/signin`,
    '2. Type your login id and your PIN.',
    '3. Press Sign in, then start your test.',
  ];
  for (let first = 0; first < cards.length; first += ACROSS * DOWN) {
    const page = doc.addPage(A4);
    cutLines(page, width, height, w, h, rgb(0.6, 0.6, 0.6));
    cards.slice(first, first + ACROSS * DOWN).forEach((card, i) => {
      const x = (i % ACROSS) * w + 22;
      const top = height - Math.floor(i / ACROSS) * h - 28;
      const say = (text: string, dy: number, size: number, font = regular, color = ink) =>
        page.drawText(fit(winAnsi(text), font, size, w - 44), { x, y: top - dy, size, font, color });
      say('Fluentia', 0, 11, bold, brand);
      say(schoolName, 13, 8, regular, muted);
      say(card.name, 34, 14, bold);
      say(`Class ${card.grade} ${card.section}`, 50, 10, regular, muted);
      say('Login id', 72, 8, regular, muted);
      say(card.loginId, 86, 14, mono);
      page.drawText('PIN', { x: x + 150, y: top - 72, size: 8, font: regular, color: muted });
      page.drawText(card.pin, { x: x + 150, y: top - 86, size: 14, font: mono, color: ink });
      steps.forEach((step, n) => say(step, 112 + n * 13, 8.5));
      say('Keep this card safe. Ask your teacher if you forget your PIN.', 160, 7, regular, muted);
    });
  }
  return doc.save();
}

function cutLines(page: PDFPage, width: number, height: number, w: number, h: number, color: RGB) {
  const dash = { thickness: 0.5, color, dashArray: [4, 3] };
  for (let c = 1; c < ACROSS; c++) page.drawLine({ start: { x: c * w, y: 0 }, end: { x: c * w, y: height }, ...dash });
  for (let r = 1; r < DOWN; r++) page.drawLine({ start: { x: 0, y: r * h }, end: { x: width, y: r * h }, ...dash });
}

type Font = { widthOfTextAtSize: (text: string, size: number) => number };

/** The text, cut with an ellipsis where it would run past the card. */
function fit(text: string, font: Font, size: number, max: number): string {
  if (font.widthOfTextAtSize(text, size) <= max) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > max) cut = cut.slice(0, -1);
  return `${cut}...`;
}
