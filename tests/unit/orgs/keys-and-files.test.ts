import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseSettings, orgSettingsSchema } from '#shared/orgs/org-settings';
import { csvCell, csvFile } from '#shared/text/csv';
import {
  forgetLicenceHashKey,
  licenceRef,
  maskLicenceKey,
  normaliseLicenceKey,
} from '../../../functions/core/licence-keys';
import { newKeyText } from '../../../functions/orgs/key-text';

/** Keys' text, their hash and mask (decision 0771), the settings function (decision 0770) and CSV cells. */
beforeAll(() => {
  process.env.LICENCE_HMAC_KEY = 'k'.repeat(43);
  forgetLicenceHashKey();
});
afterAll(() => {
  delete process.env.LICENCE_HMAC_KEY;
  forgetLicenceHashKey();
});

describe('a new key', () => {
  it('is FLU- and 16 characters of Crockford base32, different every time', () => {
    const made = Array.from({ length: 2000 }, newKeyText);
    for (const key of made) expect(key).toMatch(/^FLU-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(new Set(made).size).toBe(made.length);
    // Every character of the alphabet turns up: the bits are not biased towards a few.
    expect(new Set(made.join('').replace(/FLU|-/g, '')).size).toBe(32);
  });
});

describe('a key at rest', () => {
  it('is its keyed hash: the same for the same key however typed, and another for another key or hash key', async () => {
    const ref = await licenceRef('FLU-7K2Q-M9XD-3HNB-WZ4T');
    expect(ref).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await licenceRef('  flu-7k2q-m9xd-3hnb-wz4t ')).toBe(ref);
    expect(await licenceRef('FLU-7K2Q-M9XD-3HNB-WZ4U')).not.toBe(ref);
    expect(ref).not.toContain('7K2Q');
    process.env.LICENCE_HMAC_KEY = 'z'.repeat(43);
    forgetLicenceHashKey();
    expect(await licenceRef('FLU-7K2Q-M9XD-3HNB-WZ4T')).not.toBe(ref);
  });

  it('is shown masked: the first group and the last four characters', () => {
    expect(maskLicenceKey('FLU-7K2Q-M9XD-3HNB-WZ4T')).toBe('FLU-••••-••••-••••-WZ4T');
    expect(maskLicenceKey('flu-org1-0002')).toBe('FLU-••••-0002');
    expect(normaliseLicenceKey(' flu-org1-0002 ')).toBe('FLU-ORG1-0002');
  });
});

describe("an organisation's settings for a course", () => {
  const sunrise = { submitHold: [{ courseId: 315, elementId: 3153, remainingSeconds: 1740 }], downloads: [315] };
  it('answers the hold, the downloads and the video player for that course only', () => {
    expect(courseSettings(sunrise, 315)).toEqual({
      submitHold: { elementId: 3153, remainingSeconds: 1740 },
      downloads: [
        { label: 'Workbook', file: 'media/workbook.pdf' },
        { label: 'Teacher manual', file: 'media/manual.pdf' },
      ],
      hostedVideoPlayer: false,
    });
    expect(courseSettings(sunrise, 101)).toEqual({ submitHold: null, downloads: [], hostedVideoPlayer: false });
    expect(courseSettings(null, 315)).toEqual({ submitHold: null, downloads: [], hostedVideoPlayer: false });
    expect(courseSettings({ hostedVideoPlayer: true }, 101).hostedVideoPlayer).toBe(true);
  });

  it('are checked before they are saved', () => {
    expect(orgSettingsSchema.safeParse(sunrise).success).toBe(true);
    for (const bad of [
      { submitHold: [{ courseId: 315, elementId: 3153, remainingSeconds: -1 }] },
      { submitHold: [{ courseId: '315', elementId: 3153, remainingSeconds: 60 }] },
      { downloads: ['315'] },
      { hostedVideoPlayer: 'yes' },
    ])
      expect(orgSettingsSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});

describe('a CSV cell', () => {
  it('is quoted, and formula text is made plain text', () => {
    expect(csvCell('Asha "AR" Rao')).toBe('"Asha ""AR"" Rao"');
    for (const text of ['=1+1', '+91 98450', '-2', '@SUM(A1)', '\t=1', '\r=1'])
      expect(csvCell(text)).toBe(`"'${text}"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell(7)).toBe('"7"');
    expect(csvFile(['a'], [['=x']])).toBe('\uFEFF"a"\r\n"\'=x"\r\n');
  });
});
