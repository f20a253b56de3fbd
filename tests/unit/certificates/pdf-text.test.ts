import { describe, expect, it } from 'vitest';
import { extractText } from 'unpdf';
import { winAnsi } from '../../../functions/lib/pdf-text';
import { certificatePdf } from '../../../functions/certificates/certificate-pdf';

describe('PDF text', () => {
  it('keeps Latin text, maps typographic marks, and replaces what the standard fonts cannot draw', () => {
    expect(winAnsi('José’s “café” – ₹499')).toBe('José\'s "café" - Rs.499');
    expect(winAnsi('आरव')).toBe('???');
  });

  it('lets a certificate be made for a name in any script', async () => {
    const pdf = await certificatePdf({
      certId: 'ABC',
      name: 'आरव Pillai',
      courseName: 'Everyday English',
      issuedOn: '2026-11-24',
      levels: { overall: 5, R: 5, W: null, L: 4, S: null },
      orgName: null,
      verifyUrl: 'http://localhost/verify/ABC',
    });
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Pillai');
    expect(text).toContain('Overall level 5 of 12 (Intermediate)');
  });
});
