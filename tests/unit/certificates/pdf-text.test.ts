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
    // Only measured skills, and the date as the product writes dates (decision 0836).
    expect(text).toContain('Reading 5/12');
    expect(text).toContain('Listening 4/12');
    expect(text).not.toContain('Writing');
    expect(text).not.toContain('Speaking');
    expect(text).toContain('Issued on 24 Nov 2026');
    expect(text).not.toContain('2026-11-24');
  });
});
