/**
 * The submitAnswer function's code as one bundle, plus the scorer it calls, so a fresh process can
 * run its Init (everything submitAnswer's module loads, grammar included when it loads there) and
 * then score answers as its first and later invocations do, without the DynamoDB round trips.
 */
export { handler } from '../../../functions/tests/routes/submit-answer';
export { scoreAnswer } from '../../../functions/tests/scoring/score-answer';
