import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { setting } from './config';
import { traced } from './trace-calls';

/**
 * The Lambda client for a function that calls another one now and then (submitAnswer asking the
 * writing function to check an essay): a kit (./import-beside.ts), shipped as `lambda-kit.mjs`
 * beside the bundles that name it and loaded with the first call, so their cold starts do not parse
 * the client (docs/performance.md).
 */
let client: LambdaClient | undefined;

/** Invokes a function and waits for its answer: the parsed result, or an error when the function failed. */
export async function invokeFunction<T>(functionName: string, payload: unknown): Promise<T> {
  client ??= traced(new LambdaClient({ region: setting('AWS_REGION') }));
  const result = await client.send(new InvokeCommand({ FunctionName: functionName, Payload: JSON.stringify(payload) }));
  const text = Buffer.from(result.Payload ?? new Uint8Array()).toString('utf8');
  if (result.FunctionError) throw new Error(`${functionName} failed (${result.FunctionError}): ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}
