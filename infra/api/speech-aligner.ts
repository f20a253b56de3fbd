import { copyFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Platform } from 'aws-cdk-lib/aws-ecr-assets';
import { Architecture, DockerImageCode, DockerImageFunction, Tracing } from 'aws-cdk-lib/aws-lambda';
import { functionRole, logGroup } from '../constructs/log-group';
import { buildSync } from 'esbuild';
import type { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { repoRoot } from '../config/paths';
import { lambdaBundling } from '../constructs/bundling';
import type { DataResources } from '../constructs/resources';
import { functionEnvironment } from '../constructs/function-env';
import { applyGrants } from '../constructs/apply-grants';

/**
 * The speech aligner (docs/decisions.md 381; functions/speech/align/): known-text spoken answers are
 * scored by pocketsphinx aligning the recording to its text, which needs the engine and its model,
 * so this one function is a container image built from Debian's packages (infra/speech-aligner/
 * Dockerfile). `cdk synth` only bundles the runtime loop (esbuild, as every function) and stages the
 * build context; the image is built and pushed by `cdk deploy`, which needs Docker on the deploying
 * machine only. It may read recordings under `speech/` of the uploads bucket, nothing else; submitAnswer
 * invokes it (its `invoke: 'speechAligner'` grant). 2 GB gives it a full vCPU and more, so the two
 * decodes of an answer run side by side.
 */
export const SPEECH_ALIGNER_ENV = 'SPEECH_ALIGNER_FUNCTION';

let staged: string | undefined;

/** The image's build context: the Dockerfile and the bundled runtime loop, made once per process. */
function buildContext(): string {
  if (staged) return staged;
  const dir = join(tmpdir(), 'fluentia-speech-aligner');
  mkdirSync(dir, { recursive: true });
  copyFileSync(resolve(repoRoot, 'infra/speech-aligner/Dockerfile'), join(dir, 'Dockerfile'));
  buildSync({
    entryPoints: [resolve(repoRoot, 'functions/speech/align/runtime.ts')],
    outfile: join(dir, 'index.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Debian bookworm's Node.js is 18.
    target: 'node18',
    minify: true,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    alias: Object.fromEntries(Object.entries(lambdaBundling.alias).map(([from, to]) => [from, resolve(repoRoot, to)])),
    define: { ...lambdaBundling.define },
    logLevel: 'error',
  });
  staged = dir;
  return dir;
}

export function speechAligner(
  scope: Construct,
  settings: EnvSettings,
  version: string,
  data: DataResources,
): DockerImageFunction {
  const logs = logGroup(scope, 'SpeechAlignerLogs', settings);
  const fn = new DockerImageFunction(scope, 'SpeechAligner', {
    code: DockerImageCode.fromImageAsset(buildContext(), { platform: Platform.LINUX_ARM64 }),
    architecture: Architecture.ARM_64,
    memorySize: 2048,
    timeout: Duration.seconds(20),
    tracing: Tracing.ACTIVE,
    logGroup: logs,
    role: functionRole(scope, 'SpeechAlignerRole', logs),
    description: 'Known-text spoken answers aligned to their text (pocketsphinx)',
    environment: functionEnvironment(settings, version, data),
  });
  // GetObject of recordings (functions/speech/align/handler.ts) and ListBucket, as a route's read.
  applyGrants(fn, [{ bucket: 'uploads', access: 'read', keys: ['speech/*'] }], { data });
  return fn;
}
