import { spawn } from 'node:child_process';
import path from 'node:path';
import type { JWK } from 'jose';
import { median } from './stats';
import type { SubmitLoad } from './submit-answer';
import { rules } from '../../functions/core/security-rules';

/**
 * POST v1/submitAnswer with 50 learners, as a ratio to DynamoDB Local's own write rate with 50
 * writers measured in the same rounds (every answer is one write transaction and DynamoDB Local
 * runs writes one at a time, so that rate is the ceiling the server can reach on this machine).
 */
export interface SubmitRatio {
  answersPerSecond: number;
  writesPerSecond: number;
  ratio: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * The authorizer runs on every request (API Gateway's result cache stays off, as in the suites), and
 * serves each learner's "ended tokens" marker from its warm cache for `rules.tokenMarkerCacheSeconds`,
 * as the deployed authorizer does; the test stack turns that cache off so the suites see a logout at
 * once, which would add a DynamoDB read to every answer where production makes one per learner
 * every few seconds at most.
 */
export async function measureSubmitRatio(
  stack: { url: string; endpoints: { dynamodb: string }; keys: { privateJwk: JWK } },
  rounds = 5,
  seconds = 6,
): Promise<SubmitRatio> {
  const before = process.env.TOKEN_MARKER_CACHE_SECONDS;
  process.env.TOKEN_MARKER_CACHE_SECONDS = String(rules.tokenMarkerCacheSeconds);
  try {
    return await runLoad(stack, rounds, seconds);
  } finally {
    if (before === undefined) delete process.env.TOKEN_MARKER_CACHE_SECONDS;
    else process.env.TOKEN_MARKER_CACHE_SECONDS = before;
  }
}

function runLoad(
  stack: { url: string; endpoints: { dynamodb: string }; keys: { privateJwk: JWK } },
  rounds: number,
  seconds: number,
): Promise<SubmitRatio> {
  const args = JSON.stringify({
    url: stack.url,
    dynamodb: stack.endpoints.dynamodb,
    privateJwk: stack.keys.privateJwk,
    rounds,
    seconds,
  });
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'submit-load-child.ts'), args],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`The submitAnswer load generator exited with ${code}`));
      const rows = out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as SubmitLoad & { writesPerSecond: number });
      resolve({
        answersPerSecond: median(rows.map((r) => r.perSecond)),
        writesPerSecond: median(rows.map((r) => r.writesPerSecond)),
        ratio: median(rows.map((r) => r.perSecond / r.writesPerSecond)),
        p50: median(rows.map((r) => r.p50)),
        p99: median(rows.map((r) => r.p99)),
        errors: rows.reduce((sum, r) => sum + r.errors, 0),
      });
    });
  });
}
