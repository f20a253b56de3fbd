/**
 * What the PDF makers (certificates, reports, bills) use, in one module so it can ship as its own
 * file: on Lambda it is bundled separately as `pdf-kit.mjs` beside `index.mjs` (the house construct's
 * `separateBundles`), and loaded only when a PDF is made (./load-pdf-kit.ts). pdf-lib, its fonts
 * and the QR code writer are about 500 KB that a function would otherwise parse on every cold start.
 */
export { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
export { default as QRCode } from 'qrcode';
