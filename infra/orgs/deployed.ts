/**
 * Variables the function configuration requires that the organisation commands never read
 * (docs/local-stack.md): the buckets. Against a deployed environment they need APP_ENV, AWS_REGION,
 * TABLE_MAIN and, where keys are hashed, LICENCE_KEY_SECRET (the secret's name or ARN).
 */
export const unusedByOrgCommands = ['BUCKET_CONTENT', 'BUCKET_UPLOADS', 'BUCKET_GENERATED'] as const;
