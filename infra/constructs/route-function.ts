import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogLevel, NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { EnvSettings } from '../config/environments';
import { functionsDir, lockFile, repoRoot } from '../config/paths';
import type { RouteId } from '#shared/api/routes';
import { bundleAssets, lambdaBundling, separateBundleCommands } from './bundling';
import { routeRowModule } from './route-row';
import { functionRole, logGroup } from './log-group';

export interface RouteFunctionProps {
  /** Module under functions/ without extension, as the route table writes it: `system/routes/health`. */
  handler: string;
  settings: EnvSettings;
  /** APP_ENV, APP_VERSION, TABLE_*, BUCKET_* (see functionEnvironment) plus anything specific. */
  environment: Record<string, string>;
  description?: string;
  /**
   * Default 10 s (API Gateway gives up at 30 s). Cognito triggers take 5 s: Cognito waits 5 s for a
   * trigger, then retries, so a longer timeout would only run work nobody waits for.
   */
  timeout?: Duration;
  /** The route this function serves: its bundle then carries only its own row of the table (./route-row.ts). */
  routeId?: RouteId;
  /** Default 512 MB; more for a function whose work is CPU (the writing function's Harper). */
  memorySize?: number;
  /** Concurrent executions reserved for (and capping) this function: the public routes in prod (decision 0874). */
  reservedConcurrency?: number | undefined;
  /**
   * A function invoked asynchronously (a worker, a scheduled job): the event of an invocation that failed all of
   * Lambda's attempts is kept here instead of dropped (decision 0875). Synchronous callers see the error themselves.
   */
  deadLetterQueue?: IQueue;
}

/**
 * The house Lambda: every function of the product (route handlers, the authorizer, the Cognito
 * triggers) is built here, so runtime, architecture, bundling, tracing and logging are
 * decided once. Bundling uses the local esbuild (no Docker on CI or developer machines).
 */
export class RouteFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly logGroup: LogGroup;
  /** The handler module under functions/ (tests bundle it to check the grants against its code). */
  readonly handler: string;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    this.handler = props.handler;
    const entry = resolve(functionsDir, `${props.handler}.ts`);
    // NodejsFunction would also fail, but with a message that does not say who named the module.
    if (!existsSync(entry))
      throw new Error(`Handler module functions/${props.handler}.ts does not exist (named by ${this.node.path}).`);

    // An explicit log group, so retention, removal and encryption follow the environment and CDK tags apply.
    this.logGroup = logGroup(this, 'Logs', props.settings);
    const role = functionRole(this, 'ServiceRole', this.logGroup);

    this.fn = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      description: props.description ?? props.handler,
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64, // cheaper per ms than x86 and fine for pure JS
      memorySize: props.memorySize ?? 512, // CPU scales with memory; 512 MB keeps cold starts of the bundled SDK short
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: Tracing.ACTIVE,
      logGroup: this.logGroup,
      role,
      ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
      ...(props.reservedConcurrency ? { reservedConcurrentExecutions: props.reservedConcurrency } : {}),
      projectRoot: repoRoot,
      depsLockFilePath: lockFile,
      // No NODE_OPTIONS=--enable-source-maps: it makes every import parse the map (+16 % cold start).
      // The map still ships beside the bundle (sourceMap below), for reading stack traces offline.
      environment: props.environment,
      // Shared with `npm run bench` (bundling.ts), so the sizes it measures are the ones that ship.
      bundling: {
        forceDockerBundling: false,
        format: lambdaBundling.format === 'esm' ? OutputFormat.ESM : OutputFormat.CJS,
        target: lambdaBundling.target,
        minify: lambdaBundling.minify,
        mainFields: [...lambdaBundling.mainFields],
        banner: lambdaBundling.banner,
        define: { ...lambdaBundling.define },
        // esbuild runs in projectRoot (the repository root), where the alias targets resolve.
        esbuildArgs: Object.fromEntries(
          Object.entries({
            ...lambdaBundling.alias,
            ...(props.routeId ? { '#shared/api/routes': routeRowModule(props.routeId) } : {}),
          }).map(([from, to]) => [`--alias:${from}`, to]),
        ),
        sourceMap: true, // index.mjs.map, read offline (docs/performance.md); the runtime never loads it
        sourcesContent: false, // stack traces need names and lines, not the whole source in the zip
        // Bundle the SDK instead of using the runtime's copy: a pinned, tree-shaken SDK.
        externalModules: [],
        logLevel: LogLevel.ERROR,
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          afterBundling: (inputDir: string, outputDir: string) => [
            ...(bundleAssets[props.handler] ?? []).map((file) => `cp "${inputDir}/${file}" "${outputDir}/"`),
            ...separateBundleCommands(inputDir, outputDir),
          ],
        },
      },
    });
  }
}
