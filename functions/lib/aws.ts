import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config, forgetConfig } from './config';
import { forgetSigner } from './object-links';
import { runReconnectHooks } from './reconnect-hooks';
import { withoutSdkCallLogging } from './sdk-log-filter';
import { withSdkHooks } from './sdk-client-hooks';
import { traced } from './trace-calls';

/**
 * The DynamoDB clients, created once per process; locally the endpoint is DynamoDB Local. The S3
 * client is in ./s3.ts (most functions never load it).
 */
let dynamoClient: DynamoDBClient | undefined;
let documentClient: DynamoDBDocumentClient | undefined;

export function dynamo(): DynamoDBClient {
  const c = config();
  if (!dynamoClient) {
    dynamoClient = withoutSdkCallLogging(
      new DynamoDBClient({
        region: c.region,
        ...(c.dynamodbEndpoint
          ? { endpoint: c.dynamodbEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      }),
    );
    withSdkHooks(dynamoClient, 'dynamodb'); // the local stack's instruments, none on Lambda (decision 0712)
    traced(dynamoClient);
  }
  return dynamoClient;
}

export function db(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(dynamo(), { marshallOptions: { removeUndefinedValues: true } });
  return documentClient;
}

/**
 * Drops the cached configuration and clients, so they are rebuilt from the environment. The local
 * stack calls this after pointing the environment at a (re)started DynamoDB Local and s3rver.
 */
export function reconnect(): void {
  forgetConfig();
  forgetSigner();
  dynamoClient?.destroy();
  dynamoClient = undefined;
  documentClient = undefined;
  runReconnectHooks();
}
