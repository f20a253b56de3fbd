import { environment } from './config';
import { traced } from './trace-calls';

/**
 * One Secrets Manager secret's text (of one version stage, else the current), read when asked (the payment keys,
 * the staff MFA key, the licence key hash key, the origin secret). The SDK client is imported only here and only
 * then, so a cold start that reads no secret loads none of it.
 */
export async function readSecretString(secretId: string, versionStage?: string): Promise<string | undefined> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = traced(new SecretsManagerClient({}));
  try {
    return (
      await client.send(
        new GetSecretValueCommand({ SecretId: secretId, ...(versionStage ? { VersionStage: versionStage } : {}) }),
      )
    ).SecretString;
  } finally {
    client.destroy();
  }
}

/** Where a key of the product lives: a secret's JSON field `key` on AWS, a variable of the data folder locally. */
export interface KeyMaterialSource {
  /** The variable naming the Secrets Manager secret (set by CDK on the functions granted it). */
  secretVar: string;
  /** The variable holding the key itself (the local stack's, derived from its data folder). */
  localVar: string;
  /** What the key is for, in an error: 'staff MFA key'. */
  what: string;
}

/**
 * A key's bytes, read once per process and kept (a failed read is tried again next time). The
 * staff authenticators' sealing key and the licence keys' hash key are both read so; `forget` makes
 * the next use read it again (tests).
 */
export function keyMaterial(source: KeyMaterialSource): { get: () => Promise<Buffer>; forget: () => void } {
  let material: Promise<Buffer> | undefined;
  const get = () => {
    if (material) return material;
    const env = environment();
    const secretId = env[source.secretVar];
    const local = env[source.localVar];
    if (!secretId && !local)
      return Promise.reject(new Error(`No ${source.what} is configured (${source.secretVar} or ${source.localVar}).`));
    material = secretId ? fromSecret(secretId, source.what) : Promise.resolve(Buffer.from(local!, 'utf8'));
    material.catch(() => (material = undefined));
    return material;
  };
  return { get, forget: () => (material = undefined) };
}

async function fromSecret(secretId: string, what: string): Promise<Buffer> {
  const key = (JSON.parse((await readSecretString(secretId)) ?? '{}') as { key?: unknown }).key;
  if (typeof key !== 'string' || key.length < 32) throw new Error(`The ${what} secret has no key.`);
  return Buffer.from(key, 'utf8');
}
