import { S3Client } from '@aws-sdk/client-s3';
import { onReconnect } from './reconnect-hooks';
import { newS3Client } from './s3-settings';

/**
 * The S3 client, created once per process. A module of its own, apart from ./aws.ts, because nearly
 * every function imports that one, and a bundle evaluates at start every module its loaded modules
 * import: with the client there, functions that only sometimes write a file (a bill, a certificate)
 * evaluated the whole S3 client at every cold start (docs/performance.md). Functions that use S3 on
 * most calls import this (statically, or `await import('./s3')` in the call that needs it); those
 * that store a file only now and then load it from its kit (./s3-kit.ts).
 */
let client: S3Client | undefined;

export function s3(): S3Client {
  client ??= newS3Client(S3Client);
  return client;
}

onReconnect(() => {
  client?.destroy();
  client = undefined;
});
