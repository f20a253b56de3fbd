// Plays the Lambda runtime in a fresh Node process: imports one bundle (Init) and invokes its
// handler once with the event in argv[3]. Prints epoch milliseconds at each step, so the parent
// can time boot + import + first invocation from the moment it spawned the process.
import diagnostics from 'node:diagnostics_channel';

const now = () => performance.timeOrigin + performance.now();
// CPU time of the whole process (every thread) since it started: on a shared machine the wall clock
// mostly measures waiting for a core, the CPU time measures the work a Lambda's vCPU would do.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
// Counts the HTTP requests the first invocation makes (DynamoDB, S3…): a call refused before any
// is not comparable with the SDK floor's first call, which always reads from DynamoDB.
let requests = 0;
diagnostics.subscribe('http.client.request.start', () => requests++);
const booted = now();
const [bundle, eventJson] = process.argv.slice(2);
const { handler } = await import(bundle);
const imported = now();
const importedCpu = cpuMs();
requests = 0;
let outcome = 'ok';
try {
  const result = await Promise.race([
    handler(JSON.parse(eventJson), {
      functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
      awsRequestId: 'bench',
      getRemainingTimeInMillis: () => 10_000,
    }),
    new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 10_000).unref()),
  ]);
  if (result && typeof result === 'object' && 'statusCode' in result) outcome = String(result.statusCode);
} catch (error) {
  outcome = `threw: ${error instanceof Error ? error.message.slice(0, 80) : String(error)}`;
}
const invoked = now();
const invokedCpu = cpuMs();
process.stdout.write(JSON.stringify({ booted, imported, invoked, importedCpu, invokedCpu, outcome, requests }) + '\n');
process.exit(0);
