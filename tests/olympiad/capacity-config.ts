/**
 * Every input of the olympiad capacity model that cannot come from the recorded traffic: AWS's
 * published quotas (each with its page; docs/operations.md, "Capacity model", cites them), the
 * event's profile, and the few stated assumptions. What each request costs (its AWS calls, items,
 * capacity units and durations) is never here: tests/olympiad/recording-profile.ts reads it from
 * the recording. The stage throttle, WAF limits and provisioned concurrency come from the CDK
 * configuration (infra/config/environments.ts and its event mode, infra/config/olympiad-event.ts),
 * read in event-settings.ts.
 */
export interface Quota {
  /** AWS's figure, per second unless the row says otherwise. */
  value: number;
  unit: string;
  source: string;
  /** Whether a Service Quotas increase can raise it. */
  adjustable: boolean;
}

const DYNAMODB_QUOTAS = 'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html';
const COGNITO_QUOTAS = 'https://docs.aws.amazon.com/cognito/latest/developerguide/quotas.html';

export const quotas = {
  partitionReads: { value: 3000, unit: 'read units/s per partition', source: DYNAMODB_QUOTAS, adjustable: false },
  partitionWrites: { value: 1000, unit: 'write units/s per partition', source: DYNAMODB_QUOTAS, adjustable: false },
  /** A new on-demand table serves this at once; warm throughput raises it ahead of an event. */
  tableWarmReads: {
    value: 12000,
    unit: 'read units/s (new on-demand table)',
    source: 'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput.html',
    adjustable: true,
  },
  tableWarmWrites: {
    value: 4000,
    unit: 'write units/s (new on-demand table)',
    source: 'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/warm-throughput.html',
    adjustable: true,
  },
  tableMaxReads: { value: 40000, unit: 'read units/s per on-demand table', source: DYNAMODB_QUOTAS, adjustable: true },
  tableMaxWrites: {
    value: 40000,
    unit: 'write units/s per on-demand table',
    source: DYNAMODB_QUOTAS,
    adjustable: true,
  },
  /**
   * DynamoDB runs one transaction at a time on an item; another arriving meanwhile is cancelled (TransactionConflict).
   *
   */
  transactionsPerItem: {
    value: 1,
    unit: 'transaction in flight per item',
    source:
      'https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/transaction-apis.html#transaction-conflict-handling',
    adjustable: false,
  },
  lambdaConcurrency: {
    value: 1000,
    unit: 'concurrent executions per account and Region',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/gettingstarted-limits.html',
    adjustable: true,
  },
  lambdaScaling: {
    value: 1000,
    unit: 'new concurrent executions per function per 10 s',
    source: 'https://docs.aws.amazon.com/lambda/latest/dg/scaling-behavior.html',
    adjustable: false,
  },
  apiAccountThrottle: {
    value: 10000,
    unit: 'requests/s per account and Region (burst 5,000)',
    source: 'https://docs.aws.amazon.com/apigateway/latest/developerguide/limits.html',
    adjustable: true,
  },
  sesSendRate: {
    value: 14,
    unit: 'e-mails/s (a production account’s usual starting rate)',
    source: 'https://docs.aws.amazon.com/ses/latest/dg/manage-sending-quotas.html',
    adjustable: true,
  },
  snsSms: {
    value: 20,
    unit: 'SMS/s (transactional)',
    source: 'https://docs.aws.amazon.com/general/latest/gr/sns.html',
    adjustable: true,
  },
  transcribeStreams: {
    value: 25,
    unit: 'concurrent streams',
    source: 'https://docs.aws.amazon.com/general/latest/gr/transcribe.html',
    adjustable: true,
  },
  pollyNeural: {
    value: 8,
    unit: 'SynthesizeSpeech/s (neural)',
    source: 'https://docs.aws.amazon.com/polly/latest/dg/limits.html',
    adjustable: true,
  },
  s3Writes: {
    value: 3500,
    unit: 'PUT/s per prefix',
    source: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/optimizing-performance.html',
    adjustable: false,
  },
  s3Reads: {
    value: 5500,
    unit: 'GET/s per prefix',
    source: 'https://docs.aws.amazon.com/AmazonS3/latest/userguide/optimizing-performance.html',
    adjustable: false,
  },
} satisfies Record<string, Quota>;

/**
 * Cognito user pool operations by quota category (the quotas page's table). The custom-auth answer
 * (AdminRespondToAuthChallenge) has a quota of its own, three times the UserAuthentication one.
 */
export const cognitoCategories: Record<string, { category: string; quota: Quota }> = {
  AdminInitiateAuth: {
    category: 'UserAuthentication',
    quota: { value: 120, unit: 'requests/s', source: COGNITO_QUOTAS, adjustable: true },
  },
  AdminRespondToAuthChallenge: {
    category: 'UserAuthentication (challenge answers, 3×)',
    quota: { value: 360, unit: 'requests/s', source: COGNITO_QUOTAS, adjustable: true },
  },
  AdminCreateUser: {
    category: 'UserCreation',
    quota: { value: 50, unit: 'requests/s', source: COGNITO_QUOTAS, adjustable: true },
  },
  AdminUpdateUserAttributes: {
    category: 'UserUpdate',
    quota: { value: 25, unit: 'requests/s', source: COGNITO_QUOTAS, adjustable: false },
  },
  AdminGetUser: {
    category: 'UserRead',
    quota: { value: 120, unit: 'requests/s', source: COGNITO_QUOTAS, adjustable: true },
  },
  RevokeToken: {
    category: 'UserToken',
    quota: { value: 120, unit: 'requests/s', source: COGNITO_QUOTAS, adjustable: false },
  },
};

/** KMS operations by quota (the delegation key is an RSA key: its Sign shares the RSA quota). */
export const kmsQuotas: Record<string, { category: string; quota: Quota }> = {
  Sign: {
    category: 'Cryptographic operations (RSA)',
    quota: {
      value: 500,
      unit: 'requests/s, shared',
      source: 'https://docs.aws.amazon.com/kms/latest/developerguide/requests-per-second.html',
      adjustable: true,
    },
  },
  GetPublicKey: {
    category: 'GetPublicKey',
    quota: {
      value: 2000,
      unit: 'requests/s',
      source: 'https://docs.aws.amazon.com/kms/latest/developerguide/requests-per-second.html',
      adjustable: true,
    },
  },
};

/** Where the other recorded calls count. */
export const messageQuotas: Record<string, keyof typeof quotas> = {
  'sns Publish': 'snsSms',
  'ses SendEmail': 'sesSendRate',
  'transcribe-streaming StartStreamTranscription': 'transcribeStreams',
  'polly SynthesizeSpeech': 'pollyNeural',
};

export interface EventProfile {
  name: string;
  children: number;
  /** Children sign in evenly over this window from the start. */
  signInMinutes: number;
  /** From sign-in to pressing Start (instructions, the dashboard): evenly between these. */
  startDelaySeconds: { min: number; max: number };
  /**
   * How long a child takes over the test (the Final Test allows 25 minutes): evenly between these; answers evenly
   * spread.
   */
  testMinutes: { min: number; max: number };
  /** From the last answer to the result and certificate. */
  resultDelaySeconds: number;
  /** The largest school whose children share one public address, and the minutes over which it signs them in (WAF). */
  school: { children: number; signInMinutes: number };
  /**
   * The account's Lambda concurrency after the increase the runbook files for this size (docs/operations.md, "Before
   * an olympiad").
   */
  lambdaConcurrency?: number;
}

/**
 * The olympiad day (decision 0348): 50,000 children at 10:00, signing in over 10 minutes, each taking
 * 4 to 15 of the Final Test's 25 minutes (children hurry; shorter tests make steeper peaks), all
 * finished within about half an hour: answers peak near 1,100 a second, finishes near 80. (The
 * first estimate, about 2,000 answers a second, had every child answering at once; with sign-ins
 * spread over 10 minutes about half are in the test together.) 500,000 children: the same shape,
 * ten times the children.
 */
const day = {
  signInMinutes: 10,
  startDelaySeconds: { min: 20, max: 120 },
  testMinutes: { min: 4, max: 15 },
  resultDelaySeconds: 20,
  school: { children: 1000, signInMinutes: 5 },
};
export const eventProfiles: EventProfile[] = [
  { name: '50,000 children', children: 50_000, ...day, lambdaConcurrency: 2_000 },
  { name: '500,000 children', children: 500_000, ...day, lambdaConcurrency: 12_000 },
];

/**
 * The recorded population: how children reach the test (shares of the three sign-in paths), their classes, their
 * schools.
 */
export const recordedPopulation = {
  parentShare: 0.1,
  licenceShare: 0.1,
  grades: [3, 4, 5, 6, 7, 8, 9, 10],
  schools: 5,
} as const;

export const assumptions = {
  /**
   * The web app's own files a child's browser fetches from CloudFront on its first visit (counted in Chromium: sign-in
   * page 22, after sign-in 16, the test 11).
   */
  siteFilesPerChild: 49,
  /** Time a Cognito custom-auth trigger runs (define and create are pure; verify deletes one item). */
  cognitoTriggerMs: 20,
  /** The utilisation the olympiad is planned for: twice the headroom. */
  target: 0.5,
} as const;
