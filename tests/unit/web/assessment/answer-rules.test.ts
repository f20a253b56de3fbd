import { describe, expect, it } from 'vitest';
import { answerProblem, emptyDraft, isAnswered } from '../../../../web/src/features/assessment/lib/answers';
import { buildSubmission } from '../../../../web/src/features/assessment/lib/submission';
import { question, questions } from './attempt-fixtures';

/** Spec 02 §5: the answer checks before Submit, in the spec's words. */
describe('answer validation', () => {
  it("asks for an answer in the writing box with 'Please answer this question', elsewhere 'Please answer the question'", () => {
    expect(answerProblem(questions.sa, '')).toBe('Please answer this question');
    expect(answerProblem(questions.sa, '   \n ')).toBe('Please answer this question');
    expect(answerProblem(questions.la, '')).toBe('Please answer this question');
    expect(answerProblem(questions.mcq, '')).toBe('Please answer the question');
    expect(answerProblem(questions.ms, [])).toBe('Please answer the question');
    expect(answerProblem(questions.cloud, [])).toBe('Please answer the question');
  });

  it('MCQ needs exactly one option; MS at least one box', () => {
    expect(answerProblem(questions.mcq, 'b')).toBeNull();
    expect(answerProblem(questions.ms, ['a'])).toBeNull();
    expect(answerProblem(questions.ms, ['a', 'c'])).toBeNull();
  });

  it('cloze needs every gap filled', () => {
    expect(emptyDraft(questions.cloze)).toEqual(['', '']);
    expect(answerProblem(questions.cloze, ['is', ''])).toBe('Please answer the question');
    expect(answerProblem(questions.cloze, ['is', ' '])).toBe('Please answer the question');
    expect(answerProblem(questions.cloze, ['is', 'am'])).toBeNull();
  });

  it('instructions need nothing; a spoken question needs every part recorded (spec 02 §5)', () => {
    expect(isAnswered(questions.ins, undefined)).toBe(true);
    expect(answerProblem(questions.spoken, ['speech/u/a.wav', ''])).toBe(
      'Some of your answers are not clear. Please retry',
    );
    const gaps = { ...questions.spoken, type: 'Cloze_with_conversation' as const };
    expect(answerProblem(gaps, [''])).toBe('Please record an answer for each part, or press Skip.');
    expect(answerProblem(questions.spoken, ['speech/u/a.wav', 'speech/u/b.wav'])).toBeNull();
  });

  it('a long answer needs the minimum words of its level: 10 for levels 5 to 8, 15 for 9 to 10, 20 for 11 to 12', () => {
    const nine = 'I would like a day off next Friday for a wedding.'.split(' ').slice(0, 9).join(' ');
    expect(answerProblem(questions.la, nine)).toBe(
      'Your answer is too short. Please write at least 10 words before submitting.',
    );
    expect(answerProblem(questions.la, 'I would like to ask for a day off on Friday, please.')).toBeNull();
    const level10 = question({ ...questions.la, qlevel: 10 });
    expect(answerProblem(level10, 'I would like to ask for a day off on Friday, please.')).toBe(
      'Your answer is too short. Please write at least 15 words before submitting.',
    );
    const level12 = question({ ...questions.la, qlevel: 12 });
    expect(
      answerProblem(
        level12,
        'one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen',
      ),
    ).toBe('Your answer is too short. Please write at least 20 words before submitting.');
  });

  it('a long answer over 80 % like the question is refused', () => {
    const copy = 'Write a short email to your manager asking for a day off next Friday please.';
    expect(answerProblem(questions.la, copy)).toBe(
      'Your answer is too similar to the question. Please try rewording your answer.',
    );
  });
});

describe('the submitAnswer body', () => {
  it('sends one answer, trimmed, with the seconds left on a timed test', () => {
    expect(buildSubmission('att-1', [questions.sa], () => '  welcome  ', 125.6)).toEqual({
      attempt_id: 'att-1',
      question_id: 10007,
      pause_time: 125,
      user_answer: 'welcome',
    });
    expect(buildSubmission('att-1', [questions.cloze], () => [' is', 'am '], null)).toEqual({
      attempt_id: 'att-1',
      question_id: 10003,
      user_answer: ['is', 'am'],
    });
  });

  it('sends nothing for an instruction page, the recordings of a spoken question, or skip_domain when skipped', () => {
    expect(buildSubmission('att-1', [questions.ins], () => undefined, null)).toEqual({
      attempt_id: 'att-1',
      question_id: 10001,
    });
    const keys = ['speech/u/a.wav', 'speech/u/b.wav'];
    expect(buildSubmission('att-1', [questions.spoken], () => keys, null)).toEqual({
      attempt_id: 'att-1',
      question_id: 10004,
      is_audio: 'yes',
      audio: keys,
    });
    expect(buildSubmission('att-1', [questions.spoken], () => keys, null, { skip: true })).toEqual({
      attempt_id: 'att-1',
      question_id: 10004,
      skip_domain: true,
    });
  });

  it('sends a linked page in one go, a spoken question on it skipped with an empty answer', () => {
    expect(buildSubmission('att-1', [questions.mcq, questions.spoken], () => 'a', null)).toEqual({
      attempt_id: 'att-1',
      question_id: 10005,
      skip_domain: true,
      is_linked_ques: true,
      linked_answers: [
        { question_id: 10005, user_answer: 'a' },
        { question_id: 10004, user_answer: '' },
      ],
    });
  });

  it('sends a linked page in one go', () => {
    const drafts: Record<number, string | string[]> = { 10005: 'a', 10006: ['a', 'c'] };
    expect(buildSubmission('att-1', [questions.mcq, questions.ms], (q) => drafts[q.question_id], null)).toEqual({
      attempt_id: 'att-1',
      question_id: 10005,
      is_linked_ques: true,
      linked_answers: [
        { question_id: 10005, user_answer: 'a' },
        { question_id: 10006, user_answer: ['a', 'c'] },
      ],
    });
  });
});
