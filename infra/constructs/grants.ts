import type { IndexName, TableId } from '#functions/data/tables';
import type { BucketId } from '#functions/data/buckets';

/**
 * The kinds of grant: what a function may touch, and nothing more (a route's in infra/api/route-grants.ts, the
 * triggers' in infra/identity/identity-stack.ts). ./apply-grants.ts turns them into IAM statements.
 *
 * - table read: GetItem/Query/BatchGetItem (and DescribeTable); write: PutItem/UpdateItem/DeleteItem;
 *   describe: DescribeTable only; `indexes`: Query on exactly these indexes of the table, no other
 *   (none without it). tests/infra/grants-match-bundles.test.ts checks each function's indexes
 *   against the `IndexName`s its shipped bundle queries.
 * - bucket read: GetObject (presigned GET, HeadObject) and ListBucket (so a missing key is a 404,
 *   not a 403); write: PutObject (presigned PUT/POST); list: ListBucket only (HeadBucket). `keys`:
 *   the object actions on these key prefixes only; the same test checks them against the key
 *   prefixes its bundle builds or reads (ADR 0580).
 * - bucket tag: PutObjectTagging only (a recording's retention tag, decision 0803).
 * - userPool: the listed `cognito-idp:Admin*` actions on the environment's user pool, nothing else.
 * - delegationKey sign: `kms:Sign` (RS256 only) on the product's key (child-delegation tokens and
 *   learner sessions, functions/identity/token-signer.ts).
 * - email send: `ses:SendEmail` from the configured sender address (SES_FROM_ADDRESS) only.
 * - sms send: `sns:Publish` straight to phone numbers (SNS has no resource for those: see apply-grants).
 *
 * - secret: `secretsmanager:GetSecretValue` on that one secret (and nothing else of Secrets Manager).
 * - speech transcribe: Transcribe's start/get job calls on `fluentia-*` jobs; synthesize: `polly:SynthesizeSpeech`.
 * - analytics put: `firehose:PutRecordBatch` on the environment's analytics delivery stream only (ADR 0560).
 * - invoke: `lambda:InvokeFunction` on that one worker function (infra/api/speech-worker.ts,
 *   writing-worker.ts, speech-aligner.ts), nothing else.
 */
export type DataAccess = 'read' | 'write' | 'readWrite';

/** The Cognito admin calls a route may make, server-side, on the user pool. */
export type CognitoAdminAction =
  | 'AdminCreateUser'
  | 'AdminGetUser'
  | 'AdminUpdateUserAttributes'
  | 'AdminInitiateAuth'
  | 'AdminRespondToAuthChallenge'
  | 'AdminSetUserMFAPreference'
  | 'AdminUserGlobalSignOut';

export type TableGrant = { table: TableId; access: DataAccess | 'describe'; indexes?: readonly IndexName[] };
/**
 * `keys` narrows the object actions to these key patterns (e.g. `speech/*`); without it, the whole bucket (the nag
 * test refuses that).
 */
export type BucketGrant = { bucket: BucketId; access: DataAccess | 'list' | 'tag'; keys?: readonly string[] };

export type Grant =
  | TableGrant
  | BucketGrant
  | { userPool: readonly CognitoAdminAction[] }
  | { delegationKey: 'sign' }
  | { email: 'send' }
  | { sms: 'send' }
  | { speech: 'transcribe' | 'synthesize' }
  | { secret: SecretId }
  | { invoke: WorkerId }
  | { analytics: 'put' };

/**
 * Functions that are not routes but that a route starts or calls (infra/api/speech-worker.ts, writing-worker.ts,
 * speech-aligner.ts).
 */
export type WorkerId = 'speechWorker' | 'writingCheck' | 'speechAligner';

/** Secrets Manager secrets of the environment (infra/data/secrets.ts); a grant is GetSecretValue on one. */
export type SecretId = 'paymentKeys' | 'staffMfaKey';
