/**
 * submitAnswer's code as one bundle, plus the scorer it calls, so a fresh process can run its Init
 * (everything submitAnswer's module loads) and then score an answer as its first invocation does,
 * without the DynamoDB round trips (./exam-path.ts).
 */
export { handler } from '../../../functions/assessment/routes/submit-answer';
export { scoreAnswer } from '../../../functions/assessment/scoring/score-answer';
