import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { numberSetting, required, setting, world } from '../../../functions/lib/config';

const functionsDir = path.resolve(import.meta.dirname, '../../../functions');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.(ts|mjs)$/.test(e.name) ? [full] : [];
  });
}

afterEach(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.SES_FROM_ADDRESS;
  delete process.env.UNIT_CACHE_SECONDS;
});

describe('the runtime module (functions/lib/config.ts)', () => {
  it('says the world: aws on Lambda, local anywhere else', () => {
    expect(world()).toBe('local');
    process.env.AWS_LAMBDA_FUNCTION_NAME = 'login';
    expect(world()).toBe('aws');
  });

  it('names a missing required setting and what needed it', () => {
    expect(() => required('SES_FROM_ADDRESS', 'Messages')).toThrow(
      'Messages configuration is incomplete: SES_FROM_ADDRESS',
    );
    process.env.SES_FROM_ADDRESS = '';
    expect(setting('SES_FROM_ADDRESS')).toBeUndefined(); // empty is unset
    process.env.SES_FROM_ADDRESS = 'hello@example.com';
    expect(required('SES_FROM_ADDRESS', 'Messages')).toBe('hello@example.com');
  });

  it('reads a number, falling back when it is unset or not a non-negative number', () => {
    expect(numberSetting('UNIT_CACHE_SECONDS', 30)).toBe(30);
    process.env.UNIT_CACHE_SECONDS = 'soon';
    expect(numberSetting('UNIT_CACHE_SECONDS', 30)).toBe(30);
    process.env.UNIT_CACHE_SECONDS = '0';
    expect(numberSetting('UNIT_CACHE_SECONDS', 30)).toBe(0);
  });

  it('is the only file of functions/ that reads process.env', () => {
    const readers = sources(functionsDir)
      .filter((file) => readFileSync(file, 'utf8').includes('process.env'))
      .map((file) => path.relative(functionsDir, file));
    expect(readers).toEqual(['lib/config.ts']);
  });
});
