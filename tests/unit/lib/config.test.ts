import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../functions/lib/config';

const complete = {
  APP_ENV: 'dev',
  AWS_REGION: 'ap-south-1',
  TABLE_MAIN: 't',
  BUCKET_UPLOADS: 'u',
  BUCKET_GENERATED: 'g',
  BUCKET_CONTENT: 'c',
};

describe('function configuration', () => {
  it('reads table and bucket names from the environment', () => {
    const c = loadConfig(complete);
    expect([c.env, c.table('main'), c.bucket('uploads'), c.bucket('generated'), c.bucket('content')]).toEqual([
      'dev',
      't',
      'u',
      'g',
      'c',
    ]);
    expect(c.dynamodbEndpoint).toBeUndefined();
  });

  it('fails at once, naming what is missing', () => {
    const { TABLE_MAIN: _t, ...partial } = complete;
    expect(() => loadConfig({ ...partial, APP_ENV: 'moon' })).toThrow(/APP_ENV.*TABLE_MAIN|TABLE_MAIN.*APP_ENV/);
  });
});
