import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetStaffMfaKey, openTotpSecret, sealTotpSecret } from '../../../functions/identity/totp-seal';

/** A staff authenticator's secret at rest (decision 570): sealed, bound to the account, opened only with the key. */
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

afterEach(() => {
  delete process.env.STAFF_MFA_KEY;
  delete process.env.STAFF_MFA_KEY_SECRET;
  forgetStaffMfaKey();
});

describe('sealing a staff authenticator secret', () => {
  it('keeps nothing of the secret in the sealed value, opens for its account only, and not under another key', async () => {
    process.env.STAFF_MFA_KEY = 'k'.repeat(43);
    const sealed = await sealTotpSecret('coach-1', SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(await sealTotpSecret('coach-1', SECRET)).not.toBe(sealed); // a new IV each time
    expect(await openTotpSecret('coach-1', sealed)).toBe(SECRET);
    expect(await openTotpSecret('coach-2', sealed)).toBeUndefined();
    // The tag's first character changed (its last may carry only padding bits, which decode the same).
    const tampered = sealed.replace(
      /\.([\w-])([\w-]*)$/,
      (_m, first: string, rest: string) => `.${first === 'A' ? 'B' : 'A'}${rest}`,
    );
    expect(tampered).not.toBe(sealed);
    expect(await openTotpSecret('coach-1', tampered)).toBeUndefined();
    expect(await openTotpSecret('coach-1', SECRET)).toBeUndefined();

    forgetStaffMfaKey();
    process.env.STAFF_MFA_KEY = 'z'.repeat(43);
    expect(await openTotpSecret('coach-1', sealed)).toBeUndefined();
  });

  it('reads the key from Secrets Manager on AWS, once per process', async () => {
    const sm = mockClient(SecretsManagerClient);
    sm.on(GetSecretValueCommand).resolves({ SecretString: JSON.stringify({ key: 'a'.repeat(64) }) });
    process.env.STAFF_MFA_KEY_SECRET =
      'arn:aws:secretsmanager:ap-south-1:123456789012:secret:fluentia/dev/staff-mfa-key';
    const sealed = await sealTotpSecret('coach-1', SECRET);
    expect(await openTotpSecret('coach-1', sealed)).toBe(SECRET);
    expect(sm.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    expect(sm.commandCalls(GetSecretValueCommand)[0]!.args[0].input).toEqual({
      SecretId: process.env.STAFF_MFA_KEY_SECRET,
    });
    sm.restore();
  });

  it('refuses to seal without a key', async () => {
    await expect(sealTotpSecret('coach-1', SECRET)).rejects.toThrow(/No staff MFA key/);
  });
});
