// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextFeedback } from '../../../../web/src/features/assessment/components/feedback/text-feedback';
import { WritingFeedbackView } from '../../../../web/src/features/assessment/components/feedback/writing-feedback';
import { lengthHint } from '../../../../web/src/features/assessment/components/answers/writing-box';
import { feedback, questions } from './attempt-fixtures';

/** Essay feedback that does what it says: 'See the highlighted words' has words highlighted. */
const answer = 'We ate dosas at a nice place. It was very good becuase the food was hot and the waiters was kind.';
const issues = [
  {
    start: answer.indexOf('becuase'),
    end: answer.indexOf('becuase') + 7,
    message: 'Did you mean to spell "becuase" this way?',
    suggestion: 'because',
  },
  {
    start: answer.indexOf('waiters was'),
    end: answer.indexOf('waiters was') + 11,
    message: 'Use "were" with a plural subject.',
    suggestion: 'waiters were',
  },
];
const writing = {
  accuracy: 'mid' as const,
  grammar_score: 'high' as const,
  grammar_feedback: 'Good grammar and spelling: only 2 small mistakes. See the highlighted words.',
  topic_score: 'high' as const,
  topic_feedback: '',
  readability_score: 'high' as const,
  readability_feedback: '',
  vocabulary_score: 'mid' as const,
  vocabulary_feedback: '',
  unique_words_score: 'mid' as const,
  unique_words_feedback: '',
  feedback: 'A good try.',
  combined_feedback: '',
  issues,
};

describe('writing feedback', () => {
  afterEach(cleanup);

  it('marks each issue in the learner’s text, numbered as in Things to check, and leaves dosas alone', () => {
    const la = feedback({
      question_id: 10026,
      type: 'LA',
      user_answer: answer,
      feedback_object: writing,
      verdict: 'correct',
      score: 0.7,
    });
    const { container } = render(
      <>
        <TextFeedback question={questions.la} feedback={la} />
        <WritingFeedbackView feedback={writing} />
      </>,
    );
    const marks = [...container.querySelectorAll('mark')];
    expect(marks.map((m) => m.firstChild?.textContent)).toEqual(['becuase', 'waiters was']);
    expect(marks.map((m) => m.querySelector('sup')?.textContent)).toEqual(['1', '2']);
    expect(marks.every((m) => !m.textContent?.includes('dosas'))).toBe(true);
    // The whole answer is still there, in order.
    expect(
      screen.getByText(
        (_, el) =>
          el?.tagName === 'P' &&
          el.textContent === answer.replace('becuase', 'becuase1').replace('waiters was', 'waiters was2'),
      ),
    ).toBeTruthy();
    const list = screen.getByRole('list', { name: '' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Did you mean to spell "becuase" this way? Try: “because”',
      'Use "were" with a plural subject. Try: “waiters were”',
    ]);
  });

  it('says the length the task asks for beside the minimum the rule accepts', () => {
    expect(lengthHint(10, { min: 60, max: 90 })).toBe('aim for 60 to 90 words (at least 10 to submit)');
    expect(lengthHint(10, null)).toBe('at least 10 words');
    expect(lengthHint(0, null)).toBeNull();
  });
});
