import { traced } from './trace-calls';

/**
 * One Secrets Manager secret's text, read when asked (the payment keys, the staff MFA key). The SDK
 * client is imported only here and only then, so a cold start that reads no secret loads none of it.
 */
export async function readSecretString(secretId: string): Promise<string | undefined> {
  const { SecretsManagerClient, GetSecretValueCommand } = await import('@aws-sdk/client-secrets-manager');
  const client = traced(new SecretsManagerClient({}));
  try {
    return (await client.send(new GetSecretValueCommand({ SecretId: secretId }))).SecretString;
  } finally {
    client.destroy();
  }
}
