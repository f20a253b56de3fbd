import { loadPdfKit } from '../lib/load-pdf-kit';
import { levelBand } from '#shared/scoring/level-bands';
import { winAnsi } from '../lib/pdf-text';
import { formatDay } from '#shared/text/dates';

/**
 * The certificate PDF (pdf-lib, A4 landscape): the learner's name as they confirmed it, the course,
 * levels out of 12 per skill and overall with the band, the date, the organisation where there is
 * one, and a QR code and short URL of the public verification page.
 */
export interface CertificateContent {
  certId: string;
  name: string;
  courseName: string;
  /** India date, YYYY-MM-DD. */
  issuedOn: string;
  levels: { overall: number | null; R: number | null; W: number | null; L: number | null; S: number | null };
  orgName: string | null;
  verifyUrl: string;
  /** An olympiad's certificate of participation, with the class percentile when the rules allow it (decision 0840). */
  participation?: { percentile: number | null; grade: number | null };
}

const skills = [
  ['R', 'Reading'],
  ['W', 'Writing'],
  ['L', 'Listening'],
  ['S', 'Speaking'],
] as const;

export async function certificatePdf(c: CertificateContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb, QRCode } = await loadPdfKit();
  const doc = await PDFDocument.create();
  doc.setTitle(`Fluentia certificate ${c.certId}`);
  const page = doc.addPage([842, 595]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.09, 0.09, 0.2);
  const brand = rgb(0.31, 0.27, 0.9);
  const centred = (raw: string, y: number, size: number, font = regular, color = ink) => {
    const text = winAnsi(raw);
    page.drawText(text, { x: (842 - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color });
  };

  page.drawRectangle({ x: 24, y: 24, width: 794, height: 547, borderColor: brand, borderWidth: 3 });
  centred('Fluentia', 515, 20, bold, brand);
  const taking = c.participation;
  centred(taking ? 'Certificate of Participation' : 'Certificate of Achievement', 470, 30, bold);
  centred('This certifies that', 430, 13);
  centred(c.name, 392, 28, bold);
  centred(taking ? `took part in ${c.courseName} and sat its Final Test` : `completed ${c.courseName}`, 360, 14);
  if (c.orgName) centred(`with ${c.orgName}`, 340, 12);

  const overall = c.levels.overall;
  centred(
    overall === null
      ? 'Overall level: not enough answers to measure'
      : `Overall level ${overall} of 12 (${levelBand(overall)})`,
    300,
    16,
    bold,
    brand,
  );
  // Only the skills the final test measured: a course without speaking prints no 'Speaking -/12' (decision 0836).
  const line = skills
    .filter(([k]) => c.levels[k] !== null)
    .map(([k, label]) => `${label} ${c.levels[k]}/12`)
    .join('     ');
  if (line) centred(line, 270, 13);
  if (taking?.percentile != null && taking.grade != null)
    centred(`Better than ${taking.percentile}% of the children of Class ${taking.grade} on the day`, 240, 13);
  centred(`Issued on ${formatDay(c.issuedOn)}     Certificate ${c.certId}`, 90, 11);
  centred(`Verify at ${c.verifyUrl}`, 72, 10);

  const qr = await QRCode.toBuffer(c.verifyUrl, { type: 'png', margin: 1, width: 240 });
  const image = await doc.embedPng(qr);
  page.drawImage(image, { x: 700, y: 60, width: 96, height: 96 });
  return doc.save();
}
