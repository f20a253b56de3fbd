import { randomBytes } from 'node:crypto';
import {
  SecretsManagerClient,
  DescribeSecretCommand,
  GetSecretValueCommand,
  ListSecretVersionIdsCommand,
  PutSecretValueCommand,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { CloudFrontClient, GetDistributionConfigCommand, UpdateDistributionCommand } from '@aws-sdk/client-cloudfront';
import { required } from '../lib/config';
import { KEEP_MS, ORIGIN_HEADER } from '../lib/origin-check';

/**
 * Secrets Manager's rotation of the origin secret (decision 0860), its four steps: a new value as
 * AWSPENDING; the distribution's API origin sends it, but only once every API container has had time
 * to read it (they accept the pending value and re-read every KEEP_MS); nothing to test that the
 * API does not already accept; then AWSCURRENT moves to it, the old value staying accepted as
 * AWSPREVIOUS while CloudFront's edges change over. No request is refused at any step.
 */
interface RotationEvent {
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
  SecretId: string;
  ClientRequestToken: string;
}

const secrets = new SecretsManagerClient({});
const cloudFront = new CloudFrontClient({});
const MARGIN_MS = 60_000;

export async function handler(event: RotationEvent): Promise<void> {
  const { SecretId, ClientRequestToken: token } = event;
  if (event.Step === 'createSecret') await createPending(SecretId, token);
  else if (event.Step === 'setSecret') await sendPending(SecretId, token);
  else if (event.Step === 'finishSecret') await finish(SecretId, token);
}

async function createPending(SecretId: string, token: string): Promise<void> {
  const pending = await pendingValue(SecretId, token).catch(() => undefined);
  if (pending) return; // a retried step
  await secrets.send(
    new PutSecretValueCommand({
      SecretId,
      ClientRequestToken: token,
      SecretString: randomBytes(36).toString('base64url'),
      VersionStages: ['AWSPENDING'],
    }),
  );
}

async function sendPending(SecretId: string, token: string): Promise<void> {
  const value = await pendingValue(SecretId, token);
  const versions = await secrets.send(new ListSecretVersionIdsCommand({ SecretId, IncludeDeprecated: false }));
  const created = versions.Versions?.find((v) => v.VersionId === token)?.CreatedDate?.getTime() ?? Date.now();
  const wait = created + KEEP_MS + MARGIN_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

  const Id = required('DISTRIBUTION_ID', 'Origin secret rotation');
  const { DistributionConfig, ETag } = await cloudFront.send(new GetDistributionConfigCommand({ Id }));
  if (!DistributionConfig) throw new Error(`Distribution ${Id} has no configuration.`);
  let changed = 0;
  for (const origin of DistributionConfig.Origins?.Items ?? [])
    for (const header of origin.CustomHeaders?.Items ?? [])
      if (header.HeaderName?.toLowerCase() === ORIGIN_HEADER) {
        header.HeaderValue = value;
        changed++;
      }
  if (!changed) throw new Error(`Distribution ${Id} has no origin with the ${ORIGIN_HEADER} header.`);
  await cloudFront.send(new UpdateDistributionCommand({ Id, IfMatch: ETag, DistributionConfig }));
}

async function finish(SecretId: string, token: string): Promise<void> {
  const described = await secrets.send(new DescribeSecretCommand({ SecretId }));
  const current = Object.entries(described.VersionIdsToStages ?? {}).find(([, stages]) =>
    stages.includes('AWSCURRENT'),
  )?.[0];
  if (current === token) return;
  await secrets.send(
    new UpdateSecretVersionStageCommand({
      SecretId,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: token,
      ...(current ? { RemoveFromVersionId: current } : {}),
    }),
  );
}

async function pendingValue(SecretId: string, token: string): Promise<string> {
  const { SecretString } = await secrets.send(
    new GetSecretValueCommand({ SecretId, VersionId: token, VersionStage: 'AWSPENDING' }),
  );
  if (!SecretString) throw new Error('The pending version has no value.');
  return SecretString;
}
