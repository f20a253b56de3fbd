import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { config, forgetConfig } from './config';
import { forgetSigner } from './object-links';
import { faultRate, injectFaults } from './fault-injection';

/**
 * AWS clients, created once per process. Locally the endpoints point at DynamoDB Local and s3rver;
 * s3rver needs path-style addressing, its fixed credentials, and checksums only when required
 * (otherwise uploads are stored with their chunk framing inside).
 */
let dynamoClient: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

export function dynamo(): DynamoDBClient {
  const c = config();
  if (!dynamoClient) {
    dynamoClient = new DynamoDBClient({
      region: c.region,
      ...(c.dynamodbEndpoint
        ? { endpoint: c.dynamodbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
    if (c.dynamodbEndpoint) injectFaults(dynamoClient as never, faultRate());
  }
  return dynamoClient;
}

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } });
  return documentClient;
}

export function s3(): S3Client {
  const c = config();
  if (s3Client) return s3Client;
  s3Client = new S3Client({
    region: c.region,
    ...(c.s3Endpoint
      ? {
          endpoint: c.s3Endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
  });
  if (c.s3Endpoint) injectFaults(s3Client as never, faultRate());
  return s3Client;
}

/**
 * Drops the cached configuration and clients, so they are rebuilt from the environment. The local
 * stack calls this after pointing the environment at a (re)started DynamoDB Local and s3rver.
 */
export function reconnect(): void {
  forgetConfig();
  forgetSigner();
  dynamoClient?.destroy();
  s3Client?.destroy();
  dynamoClient = undefined;
  documentClient = undefined;
  s3Client = undefined;
}
