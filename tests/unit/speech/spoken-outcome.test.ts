import { describe, expect, it } from 'vitest';
import {
  answerOutcome,
  isKnownTextSpoken,
  partOutcome,
  spokenAnswerModel,
  spokenBand,
  spokenKind,
} from '#shared/scoring/spoken-outcome';
import { scoreView } from '#shared/scoring/score-view';
import { SPEECH } from '#shared/scoring/thresholds';
import { probability } from '../../../functions/assessment/scoring/ability';
import { percentCorrect } from '../../../functions/core/attempts/attempt-state';

/** Known-text spoken answers' three outcomes (docs/scoring.md, "Three outcomes, and recording again"). */
describe('the three outcomes of a known-text spoken answer', () => {
  const { poorBelow, passFrom } = SPEECH.outcome.sentence;

  it('tells each kind by its question: a VK word, a conversation gap, a short phrase, a read sentence; IELTS is open', () => {
    expect(spokenKind({ type: 'VK', correct_answers: ['ship'] })).toBe('word');
    expect(spokenKind({ type: 'Cloze_with_conversation', correct_answers: ['please'] })).toBe('gap');
    expect(spokenKind({ type: 'SA', correct_answers: ['I saw him yesterday'] })).toBe('phrase');
    expect(spokenKind({ type: 'SA', correct_answers: ['The children walked to the old school in the rain'] })).toBe(
      'sentence',
    );
    expect(isKnownTextSpoken({ type: 'SA', domain: 'S', answer_format: undefined })).toBe(true);
    expect(isKnownTextSpoken({ type: 'IELTS', domain: 'S', answer_format: undefined })).toBe(false);
    expect(isKnownTextSpoken({ type: 'SA', domain: 'W', answer_format: undefined })).toBe(false);
  });

  it('passes from passFrom, is poor below poorBelow, and between them says "say it again"', () => {
    expect(partOutcome('sentence', passFrom, false)).toBe('passed');
    expect(partOutcome('sentence', passFrom - 1, false)).toBe('say_again');
    expect(partOutcome('sentence', poorBelow, false)).toBe('say_again');
    expect(partOutcome('sentence', poorBelow - 1, false)).toBe('poor');
  });

  it('gives the re-recording marks retryEase lower (spec 02 §9: 0.5 against 0.6)', () => {
    expect(partOutcome('sentence', passFrom - SPEECH.retryEase, true)).toBe('passed');
    expect(partOutcome('sentence', poorBelow - SPEECH.retryEase - 1, true)).toBe('poor');
  });

  it('says "say it again" for an answer of several recordings when any one is unsure, else passes by the share passed', () => {
    const low = poorBelow - 1;
    expect(answerOutcome('sentence', [passFrom, passFrom, passFrom, poorBelow], false, 0.6)).toBe('say_again');
    expect(answerOutcome('sentence', [passFrom, passFrom, low, low], false, 0.6)).toBe('poor');
    expect(answerOutcome('sentence', [passFrom, passFrom, passFrom, low], false, 0.6)).toBe('passed');
    expect(answerOutcome('sentence', [], false, 0.6)).toBe('say_again');
  });

  it('shows the band of its outcome: never poor when passed, "say it again", then "not sure: not counted" after the retry', () => {
    expect(spokenBand(55, 'passed', false)).toBe('fair');
    expect(spokenBand(65, 'poor', false)).toBe('poor: please record it again');
    expect(spokenBand(65, 'poor', true)).toBe('poor');
    expect(spokenBand(60, 'say_again', false)).toBe('say it again');
    expect(spokenBand(60, 'say_again', true)).toBe('not sure: not counted');
    expect(spokenBand(55, null, false)).toBe('poor: please record it again'); // an open answer: by its score
  });

  it('never counts an unsure answer: not in the percentage, not as right or wrong on screen', () => {
    const r = (score: number, verdict: 'correct' | 'wrong' | 'unsure') => ({
      questionId: 1,
      skill: 'S' as const,
      qlevel: 3,
      score,
      verdict,
    });
    expect(percentCorrect([r(1, 'correct'), r(0, 'wrong'), r(0.6, 'unsure')])).toBe(50);
    expect(scoreView({ type: 'SA', score: 0.6, verdict: 'unsure', parts: null, speech: null })).toMatchObject({
      tone: 'unsure',
      label: 'Not sure',
      credit: null,
    });
  });

  it('reads a kind the engine tells apart less well as weaker evidence: a word moves a level less than a sentence', () => {
    const slope = (kind: 'word' | 'sentence') => {
      const { guessing, upper } = spokenAnswerModel(kind);
      return probability(7, 6, guessing, upper) - probability(5, 6, guessing, upper);
    };
    const word = spokenAnswerModel('word');
    expect(word.guessing).toBe(SPEECH.outcome.word.passedWrong);
    expect(word.upper).toBeLessThan(1 - SPEECH.outcome.word.poorCorrect + 1e-9);
    expect(slope('word')).toBeLessThan(slope('sentence'));
  });
});
