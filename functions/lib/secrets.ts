import { traced } from './trace-calls';

/**
 * One Secrets Manager secret's text (of one version stage, else the current), read when asked (the payment keys,
 * the staff MFA key, the origin secret). The SDK
 * client is imported only here and only then, so a cold start that reads no secret loads none of it.
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
