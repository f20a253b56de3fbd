/**
 * The S3 client for the functions that store or check a file only now and then (a bill, a
 * certificate, a child's photo; an uploaded recording or task checked before it is accepted,
 * ./uploads.ts): a kit
 * (./import-beside.ts), shipped as `s3-kit.mjs` beside their bundles and loaded when a file is
 * stored, so their cold starts do not parse the client (about 200 KB; docs/performance.md). It
 * carries its own copy of the SDK's core, so functions that use S3 on most calls import ./s3.ts.
 */
export { s3 } from './s3';
export { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
