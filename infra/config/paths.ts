import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Absolute paths, computed from this file rather than the working directory, so the CLI (run from
 * the repository root), vitest and an editor all bundle the same entries.
 */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const functionsDir = resolve(repoRoot, 'functions');
export const lockFile = resolve(repoRoot, 'package-lock.json');
export const webDist = resolve(repoRoot, 'web/dist');
export const cdkJson = resolve(repoRoot, 'cdk.json');
/** Where `npm start` keeps its data between runs (git-ignored); `npm run reset` wipes it. */
export const defaultDataDir = resolve(repoRoot, '.local');
/** Written in the data folder while the local stack runs, so the operator commands can reach its DynamoDB and S3. */
export const STACK_ENV_FILE = 'stack-env.json';
