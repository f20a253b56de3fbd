import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import '../local/node-warnings';
import { defaultDataDir } from '../local/data-dir';
import { STACK_ENV_FILE } from '../local/stack';
import { warmReadAloud } from '../../functions/speech/read-aloud-warm';

/**
 * `npm run read-aloud:warm [courseId]` (default 300, the olympiad): makes the read-aloud audio of
 * every text the course's junior screens can speak, against the running local stack or — with
 * APP_ENV, AWS_REGION, TABLE_MAIN, BUCKET_GENERATED, SPEECH_REGION and POLLY_VOICE set and AWS
 * credentials — a deployed environment (docs/operations.md, "Before an olympiad"). Run it again
 * after importing content: texts already stored cost one S3 HEAD each and no Polly call.
 */
async function main(): Promise<void> {
  const courseId = Number(process.argv[2] ?? 300);
  if (!Number.isInteger(courseId) || courseId < 0) fail('Give a course id (default 300).');
  if (!process.env.APP_ENV) {
    const envFile = path.join(process.env.DATA_DIR ?? defaultDataDir, STACK_ENV_FILE);
    if (!existsSync(envFile)) fail('Start the local stack first (npm start), or set the environment of a deployed one.');
    Object.assign(process.env, JSON.parse(readFileSync(envFile, 'utf8')));
  }
  for (const name of ['BUCKET_CONTENT', 'BUCKET_UPLOADS']) process.env[name] ??= 'not-used-by-read-aloud';
  const started = Date.now();
  const { texts, made } = await warmReadAloud(courseId);
  console.log(`Course ${courseId}: ${texts} texts to read aloud, ${made} made now, ${texts - made} already stored (${((Date.now() - started) / 1000).toFixed(1)} s).`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

main().catch((error: unknown) => {
  console.error('Reading aloud was not prepared:', error instanceof Error ? error.message : error);
  process.exit(1);
});
