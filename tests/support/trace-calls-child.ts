/**
 * Run by tests/unit/lib/trace-calls.test.ts in a process of its own, as a Lambda with tracing
 * switched on: makes a DynamoDB client as functions/lib/aws.ts does, lets the pipeline's step load
 * the Tracer, and sends one call (to a port nobody answers: a failed call is traced too).
 */
import { ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { dynamo } from '../../functions/lib/aws';
import { prepareTracing } from '../../functions/lib/trace-calls';

const client = dynamo();
await prepareTracing();
await client.send(new ListTablesCommand({})).catch(() => undefined);
// The X-Ray SDK sends each closed subsegment over UDP at once; give the datagram a moment to leave.
await new Promise((resolve) => setTimeout(resolve, 200));
// Whether the Tracer was loaded at all (the module keeps it on globalThis).
const state = (globalThis as Record<symbol, { tracer?: unknown } | undefined>)[Symbol.for('fluentia.trace-calls')];
process.stdout.write(JSON.stringify({ tracerLoaded: Boolean(state?.tracer) }));
