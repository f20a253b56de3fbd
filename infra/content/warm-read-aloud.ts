import { fail, runOperatorCommand } from '../config/operator-command';
import { warmReadAloud } from '../../functions/speech/read-aloud-warm';

/**
 * `npm run read-aloud:warm [courseId]` (default 300, the olympiad): makes the read-aloud audio of
 * every text the course's junior screens can speak, against the running local stack or — with
 * APP_ENV, AWS_REGION, TABLE_MAIN, BUCKET_GENERATED, SPEECH_REGION and POLLY_VOICE set and AWS
 * credentials — a deployed environment (docs/operations.md, "Before an olympiad"). Run it again
 * after importing content: texts already stored cost one S3 HEAD each and no Polly call.
 */
const courseId = Number(process.argv[2] ?? 300);
if (!Number.isInteger(courseId) || courseId < 0) fail('Give a course id (default 300).');

async function main(): Promise<void> {
  const started = Date.now();
  const { texts, made } = await warmReadAloud(courseId);
  console.log(
    `Course ${courseId}: ${texts} texts to read aloud, ${made} made now, ${texts - made} already stored (${((Date.now() - started) / 1000).toFixed(1)} s).`,
  );
}

runOperatorCommand(
  {
    deployed:
      'APP_ENV, AWS_REGION, TABLE_MAIN, BUCKET_GENERATED, SPEECH_REGION and POLLY_VOICE to prepare a deployed environment',
    unused: ['BUCKET_CONTENT', 'BUCKET_UPLOADS'],
    stopped: 'Reading aloud was not prepared:',
  },
  main,
);
