/**
 * The S3 client for the functions that store a file only now and then (a bill, a certificate, a
 * child's photo): a kit
 * (./import-beside.ts), shipped as `s3-kit.mjs` beside their bundles and loaded when a file is
 * stored, so their cold starts do not parse the client (about 200 KB; docs/performance.md). It
 * carries its own copy of the SDK's core, so functions that use S3 on most calls import ./s3.ts.
 */
export { s3 } from './s3';
export { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
