import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Alarm } from 'aws-cdk-lib/aws-cloudwatch';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Key } from 'aws-cdk-lib/aws-kms';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { RouteId } from '#shared/api/routes';
import type { TableId } from '#functions/data/tables';
import type { BucketId } from '#functions/data/buckets';
import type { SecretId } from './grants';
import type { RouteFunction } from './route-function';

/*
 * What one stack hands another. infra/app.ts passes a stack's resources to the stacks that need them as props,
 * typed here, so no stack imports another (docs/architecture.md, "The infra tree"; decision 0700).
 */

/** What other stacks need from the data stack. */
export interface DataResources {
  tables: Record<TableId, Table>;
  buckets: Record<BucketId, Bucket>;
  /** Keys of outside services (payment providers), read at run time by the functions granted them. */
  secrets: Record<SecretId, Secret>;
  /** The analytics events' Firehose stream into the `generated` bucket (infra/data/analytics-stream.ts). */
  analyticsStream: { readonly streamArn: string; readonly streamName: string };
  /** The uploads bucket's key (also `buckets.uploads.encryptionKey`): who reads or writes uploads uses it. */
  uploadsKey: Key;
}

/** What the API stacks need from the identity stack (passed to them like `data`). */
export interface IdentityResources {
  userPool: UserPool;
  /** The web app client: the audience of every ID token and of child-delegation tokens. */
  client: UserPoolClient;
  /**
   * RSA 2048 sign/verify key for every token the product issues itself: child-delegation tokens
   * (usertoken signs) and learner sessions (login and refresh sign); the authorizer verifies both.
   * Named for the first of them: a new construct id would replace the key.
   */
  delegationKey: Key;
  delegationIssuer: string;
  sessionIssuer: string;
  messaging: { sesFromAddress: string; smsSenderId: string };
  /** The custom-auth triggers, which the API stack's alarms watch (the identity stack cannot reach its topic). */
  triggers: Readonly<Record<string, RouteFunction>>;
}

/** What the web stack and the dashboard need from the API stack. */
export interface ApiResources {
  httpApi: HttpApi;
  /** The API stack's alarms (the API's, the core functions', the triggers', event mode's), for the dashboard. */
  alarms: Alarm[];
}

/** What the dashboard reads of a route stack: the function of each of its routes. */
export interface RouteResources {
  functions: ReadonlyMap<RouteId, RouteFunction>;
}
