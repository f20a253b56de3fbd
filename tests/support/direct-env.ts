import { inject } from 'vitest';

/**
 * For integration tests that call functions/ modules directly (not through the API): the environment
 * their config reads, pointing at the suite's DynamoDB Local and s3rver. Call before importing them.
 */
export function useLocalStackDirectly(): void {
  Object.assign(process.env, {
    APP_ENV: 'test',
    AWS_REGION: 'ap-south-1',
    DYNAMODB_ENDPOINT: inject('endpoints').dynamodb,
    S3_ENDPOINT: inject('endpoints').s3,
    TABLE_MAIN: 'fluentia-test-main',
    BUCKET_CONTENT: 'fluentia-local-content',
    BUCKET_UPLOADS: 'fluentia-local-uploads',
    BUCKET_GENERATED: 'fluentia-local-generated',
  });
}
