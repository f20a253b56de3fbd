import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Question } from '#shared/schemas/content';
import { checkWriting } from '../../../../functions/assessment/scoring/writing/writing-check';
import { scoreAnswer } from '../../../../functions/assessment/scoring/score-answer';

/**
 * On Lambda the writing check is the writing function's (decision 345): submitAnswer invokes it and
 * waits, and only for the answers that need it; a failure is "unavailable" (the essay awaits review).
 */
const lambda = mockClient(LambdaClient);
// The mocks replace the clients' send for every file of this worker (isolate: false): put it back after this one.
afterAll(() => {
  lambda.restore();
});
const question: Question = {
  question_id: 9,
  type: 'LA',
  domain: 'W',
  qlevel: 4,
  question: 'Write about your school.',
  correct_answers: ['My school is big.'],
  keywords: ['school'],
};
const analysis = { score: 0.8, feedback: { accuracy: 'high' }, parts: {} };

beforeEach(() => {
  process.env.AWS_LAMBDA_FUNCTION_NAME = 'submitAnswer';
  process.env.WRITING_CHECK_FUNCTION = 'arn:aws:lambda:ap-south-1:123456789012:function:WritingCheck:live';
});
afterEach(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  delete process.env.WRITING_CHECK_FUNCTION;
  lambda.reset();
});

describe('the writing check on Lambda', () => {
  it('invokes the writing function with the text, the question and a short answer’s own score, and returns its analysis', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 200, Payload: Buffer.from(JSON.stringify(analysis)) as never });
    expect(await checkWriting('My school is very big and green.', question, 0.5)).toEqual(analysis);
    const input = lambda.commandCalls(InvokeCommand)[0]!.args[0].input;
    expect(input.FunctionName).toBe(process.env.WRITING_CHECK_FUNCTION);
    expect(input.InvocationType).toBeUndefined(); // RequestResponse: submitAnswer waits for the check
    expect(JSON.parse(Buffer.from(input.Payload as Uint8Array).toString())).toEqual({
      text: 'My school is very big and green.',
      question,
      accuracy: 0.5,
    });
  });

  it('answers unavailable (null) when the function fails, so an essay awaits review instead of failing the answer', async () => {
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: Buffer.from('{"errorMessage":"boom"}') as never,
    });
    expect(await checkWriting('My school is very big and green.', question)).toBeNull();
    const scored = await scoreAnswer(
      question,
      'My school is very big and green. It has a garden, a library and a large playground where we play every day.',
    );
    expect(scored.score).toBe(-1);
  });

  it('is never asked for a choice, a cloze or a short answer under five words', async () => {
    const mcq: Question = {
      question_id: 1,
      type: 'MCQ',
      domain: 'R',
      qlevel: 3,
      question: 'Pick one.',
      choices: [
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ],
      correct_answers: ['a'],
    };
    const sa: Question = {
      question_id: 2,
      type: 'SA',
      domain: 'W',
      qlevel: 3,
      question: 'Name a fruit.',
      correct_answers: ['mango'],
    };
    await scoreAnswer(mcq, 'a');
    await scoreAnswer(sa, 'a ripe mango');
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });

  it('refuses to run without the function’s name', async () => {
    delete process.env.WRITING_CHECK_FUNCTION;
    await expect(checkWriting('text', question)).rejects.toThrow('WRITING_CHECK_FUNCTION');
  });
});
