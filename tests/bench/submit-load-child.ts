import '../../infra/config/node-warnings';
import type { JWK } from 'jose';
import { measureLocalWrites, measureSubmit } from './submit-answer';

/**
 * The submitAnswer load generator, in its own process so its 50 learners do not share a CPU queue
 * with the server they measure. Alternates rounds: DynamoDB Local's own rate for 50 writers, then
 * 50 learners answering. Prints one JSON line per round.
 */
const { url, dynamodb, privateJwk, rounds, seconds } = JSON.parse(process.argv[2]!) as {
  url: string;
  dynamodb: string;
  privateJwk: JWK;
  rounds: number;
  seconds: number;
};
const stack = { url, endpoints: { dynamodb }, keys: { privateJwk } };
await measureSubmit(stack, 5, 2); // warm-up: handler modules, scorers, question cache, connections
for (let round = 0; round < rounds; round++) {
  const writesPerSecond = await measureLocalWrites(dynamodb, 50);
  const submit = await measureSubmit(stack, 50, seconds);
  process.stdout.write(JSON.stringify({ writesPerSecond, ...submit }) + '\n');
}
