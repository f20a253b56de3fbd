// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubmitAnswerData } from '../../../../shared/api/contract-assessment';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { toast } from '../../../../web/src/lib/toast';
import { mockApi, ok, type SentRequest } from '../auth-support';
import { instructions } from '../courses-support';
import { child, childDetails } from '../family/family-support';
import { renderApp, signIn } from '../support';
import type { ReviewData } from '#shared/api/contract-assessment';
import { attempt, completion, feedback, questions, review, submitted } from './attempt-fixtures';

/** The /test page against a mocked API: start, question and feedback modes, completion, review. */
const envelope = (data: unknown, code = 200) => Response.json({ status: true, code, message: 'Success', data });

/** Answers POST v1/submitAnswer with each of `replies` in turn (code 204 for a finishing one). */
function answers(...replies: Array<{ data: SubmitAnswerData; code?: number }>) {
  let next = 0;
  return (_request: SentRequest) => {
    const reply = replies[Math.min(next++, replies.length - 1)];
    if (!reply) throw new Error('no reply');
    return envelope(reply.data, reply.code ?? 200);
  };
}

const here = (router: ReturnType<typeof renderApp>['router']) =>
  router.state.location.pathname + router.state.location.search;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const counter = () => screen.getByText(/ of \d+ questions$/).textContent;

describe('the test page (/test)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    toast.clear();
    vi.unstubAllGlobals();
  });

  it('starts an attempt, checks the answer, shows feedback, goes on with Next and ends with the completion popup', async () => {
    signIn();
    const second = attempt({ answered_questions: 1, next_question: [questions.sa] });
    const api = mockApi({
      '/v1/startAttempt': () => ok({ attempt: attempt() }),
      '/v1/submitAnswer': answers(
        { data: submitted({ attempt: second, feedback: [feedback()] }) },
        {
          data: submitted({
            attempt: attempt({ answered_questions: 2, total_questions: 2, next_question: [] }),
            feedback: [
              feedback({
                question_id: 10007,
                type: 'SA',
                verdict: 'wrong',
                score: 0,
                user_answer: 'welcom',
                correct_answers: ['welcome'],
                text_correct_answer: 'welcome',
                match_reason: 'too far from "welcome"',
              }),
            ],
            completion: completion(),
          }),
          code: 204,
        },
      ),
    });
    const { router } = renderApp('/test?course_id=101&element_id=1001&start=1');
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(api.calls('/v1/startAttempt')[0]?.body).toEqual({ course_id: 101, element_id: 1001 });
    await waitFor(() => expect(here(router)).toBe('/test?attempt_id=att-1'));
    expect(screen.getByRole('heading', { level: 1, name: 'Saying hello' })).toBeTruthy();
    expect(counter()).toBe('1 of 4 questions');
    expect(screen.queryByRole('timer')).toBeNull();

    fireEvent.click(button('Submit'));
    expect(screen.getByRole('alert').textContent).toBe('Please answer the question');
    expect(api.calls('/v1/submitAnswer')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /What/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('Submit'));
    await screen.findByText('Correct');
    expect(api.calls('/v1/submitAnswer')[0]?.body).toEqual({
      attempt_id: 'att-1',
      question_id: 10005,
      user_answer: 'a',
    });
    expect(screen.getByText("'What do you do?' asks about someone's job.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Test progress' }).getAttribute('aria-valuenow')).toBe('25');

    fireEvent.click(button('Next'));
    await screen.findByRole('heading', { name: 'Question 2' });
    expect(counter()).toBe('2 of 4 questions');
    fireEvent.click(button('Submit'));
    expect(screen.getByRole('alert').textContent).toBe('Please answer this question');
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'welcom' } });
    fireEvent.click(button('Submit'));
    await screen.findByText('Not quite');
    expect(screen.getByText('Why: too far from "welcome"')).toBeTruthy();
    fireEvent.click(button('Next'));
    const dialog = await screen.findByRole('dialog', { name: 'Great! You finished the activity.' });
    expect(within(dialog).getByRole('link', { name: 'Back to My Course' }).getAttribute('href')).toBe(
      '/mycourse?course_id=101',
    );
  });

  it('instruction pages show only Next; spoken questions a recorder per part, Submit that asks for the recordings, and Skip', async () => {
    signIn();
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt({ next_question: [questions.ins] })),
      '/v1/submitAnswer': answers(
        {
          data: submitted({
            attempt: attempt({ answered_questions: 1, next_question: [questions.spoken] }),
            feedback: [],
          }),
        },
        { data: submitted({ attempt: attempt({ answered_questions: 2, next_question: [questions.mcq] }) }) },
      ),
    });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('heading', { name: 'Before you begin' });
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    fireEvent.click(button('Next'));
    await screen.findByRole('group', { name: 'Word 1 of 2' });
    expect(screen.getByRole('group', { name: 'Word 2 of 2' })).toBeTruthy();
    expect(api.calls('/v1/submitAnswer')[0]?.body).toEqual({ attempt_id: 'att-1', question_id: 10001 });
    fireEvent.click(button('Submit'));
    await screen.findByText('Some of your answers are not clear. Please retry');
    expect(api.calls('/v1/submitAnswer')).toHaveLength(1);
    fireEvent.click(button('Skip'));
    await screen.findByRole('heading', { name: 'Question 3' });
    expect(api.calls('/v1/submitAnswer')[1]?.body).toEqual({
      attempt_id: 'att-1',
      question_id: 10004,
      skip_domain: true,
    });
  });

  it('a linked page: Submit looks inactive until every question is answered, flags the first unanswered one, then sends them together', async () => {
    signIn();
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt({ next_question: [questions.mcq, questions.ms] })),
      '/v1/submitAnswer': answers({
        data: submitted({
          attempt: attempt({ answered_questions: 2, next_question: [questions.sa] }),
          feedback: [
            feedback(),
            feedback({
              question_id: 10006,
              type: 'MS',
              user_answer: ['a'],
              correct_answers: ['a', 'c'],
              verdict: 'correct',
              score: 0.5,
            }),
          ],
        }),
      }),
    });
    renderApp('/test?attempt_id=att-1');
    const second = await screen.findByRole('button', { name: /^Question 2/ });
    expect(button('Submit').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /What/ }));
    expect(button(/^Question 1/).textContent).toContain('Answered');
    fireEvent.click(button('Submit'));
    expect(api.calls('/v1/submitAnswer')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Please answer the question');

    fireEvent.click(screen.getByRole('checkbox', { name: /Not bad/ }));
    expect(second.textContent).toContain('Answered');
    expect(button('Submit').getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(button('Submit'));
    // One of two right picks passes (spec 02 §4: 0.5 is correct) but is not a plain 'Correct'.
    await screen.findByText('Partly correct · 50%');
    expect(api.calls('/v1/submitAnswer')[0]?.body).toEqual({
      attempt_id: 'att-1',
      question_id: 10005,
      is_linked_ques: true,
      linked_answers: [
        { question_id: 10005, user_answer: 'a' },
        { question_id: 10006, user_answer: ['a'] },
      ],
    });
    // MS feedback: the picks and the correct ones first; all options on request.
    const ms = screen.getByRole('article', { name: 'Question 2' });
    const options = () =>
      within(ms)
        .getAllByRole('listitem')
        .filter((li) => li.textContent?.includes('Yes, I am.'));
    expect(options()).toHaveLength(0);
    fireEvent.click(within(ms).getByRole('button', { name: 'View all options' }));
    expect(options()).toHaveLength(1);
    fireEvent.click(within(ms).getByRole('button', { name: 'View less' }));
    expect(options()).toHaveLength(0);
  });

  it('with no next question and a message: shows the message and disables Submit', async () => {
    signIn();
    mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt()),
      '/v1/submitAnswer': answers({
        data: submitted({
          attempt: attempt({
            answered_questions: 1,
            next_question: [],
            message: 'The next part opens at 11:00.',
            show_feedback: false,
          }),
        }),
      }),
    });
    renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('radio', { name: /Where/ }));
    fireEvent.click(button('Submit'));
    await screen.findByText('The next part opens at 11:00.');
    expect((button('Submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a timed test shows its clock and asks before leaving', async () => {
    signIn();
    mockApi({
      '/v1/fetchattempt/att-1': () =>
        ok(attempt({ element_type: 'F', time_remaining: 600, deadline: '2030-01-01T00:00:00Z' })),
    });
    const { router } = renderApp('/test?attempt_id=att-1');
    const timer = await screen.findByRole('timer');
    expect(timer.textContent).toMatch(/^(10:00|09:59)/);
    expect(timer.getAttribute('aria-label')).toMatch(/^(10 minutes|9 minutes 59 seconds) left$/);
    // The leave guard registers with the router in an effect after the first paint (a person is never
    // that quick). React runs a commit's effects before the next one, so once the clock has ticked on
    // screen the guard is in place, however slow the machine.
    const first = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(first));
    fireEvent.click(button('Close the test'));
    const confirm = await screen.findByRole('dialog', { name: 'Leave the test?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stay in the test' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave the test?' })).toBeNull());
    expect(here(router)).toBe('/test?attempt_id=att-1');
    fireEvent.click(button('Close the test'));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave the test?' })).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(here(router)).toBe('/mycourse?course_id=101'));
  });

  it('an untimed test closes at once; a junior goes to the junior dashboard', async () => {
    signIn({ userType: 'w' });
    mockApi({ '/v1/fetchattempt/att-1': () => ok(attempt({ course_id: 300 })) });
    const { router } = renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Close the test' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/junior/dashboard'));
  });

  it('an attempt already graded goes back to the course with the reason', async () => {
    signIn();
    mockApi({ '/v1/fetchattempt/att-1': () => ok(attempt({ is_graded: 'Y', next_question: [] })) });
    const { router } = renderApp('/test?attempt_id=att-1');
    await waitFor(() => expect(here(router)).toBe('/mycourse?course_id=101'));
    expect(screen.getByText('This test is already finished.')).toBeTruthy();
  });

  it('a refused start says why, with the way back', async () => {
    signIn();
    mockApi({
      '/v1/startAttempt': () =>
        Response.json(
          {
            status: false,
            code: 403,
            message: 'You have already taken this test. It can be taken only once.',
            data: { error: 'summativeTaken' },
          },
          { status: 403 },
        ),
    });
    renderApp('/test?course_id=101&element_id=1010&start=1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You have already taken this test. It can be taken only once.',
    );
    expect(screen.getByRole('link', { name: 'Back to My Course' }).getAttribute('href')).toBe(
      '/mycourse?course_id=101',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a junior with a class starts at once, asking only junior routes (never the course it may not read)', async () => {
    signIn({ userType: 'w' });
    const api = mockApi({
      '/v1/childdetails': () => ok(childDetails()),
      '/v1/startAttempt': () => ok({ attempt: attempt({ course_id: 300, element_id: 3001 }) }),
    });
    renderApp('/test?course_id=300&element_id=3001&start=1');
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(api.calls('/v1/childdetails')).toHaveLength(1);
    expect(api.calls('/v1/startAttempt')).toHaveLength(1);
    expect(api.sent.filter((r) => r.path.startsWith('/v1/courses'))).toEqual([]);
  });

  it("a child without a class chooses one first ('Select Class:', value = index + 3), then the attempt starts", async () => {
    signIn({ userType: 'w' });
    const api = mockApi({
      '/v1/childdetails': () => ok(childDetails({ child: child({ child_grade: null }) })),
      '/v1/change_grant': () => ok({ course_id: 300, grade: 5 }),
      '/v1/startAttempt': () => ok({ attempt: attempt({ course_id: 300, element_id: 3001 }) }),
    });
    renderApp('/test?course_id=300&element_id=3001&start=1');
    const dialog = await screen.findByRole('dialog', { name: 'Which class are you in?' });
    const select = within(dialog).getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
    expect(select.value).toBe('');
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Select Class:'],
      ...Array.from({ length: 8 }, (_, i) => [String(i + 3), `Class ${i + 3}`]),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and start' }));
    expect(within(dialog).getByText('Please select your grade')).toBeTruthy();
    expect(api.calls('/v1/startAttempt')).toHaveLength(0);
    fireEvent.change(select, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and start' }));
    await screen.findByRole('heading', { name: 'Question 1' });
    expect(api.calls('/v1/change_grant')[0]?.body).toEqual({ grade: 5 });
    expect(api.calls('/v1/startAttempt')).toHaveLength(1);
    expect(api.calls('/v1/courses/300')).toHaveLength(0);
  });

  it('the help popup needs an option, then sends the picked ones joined by |', async () => {
    signIn();
    const api = mockApi({
      '/v1/fetchattempt/att-1': () => ok(attempt()),
      '/v1/questionFeedback': () => ok(null, 'Thank you for your feedback.'),
    });
    renderApp('/test?attempt_id=att-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Help and feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Help and feedback' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(6);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please select a feedback');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Question is unclear or badly worded' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I like this question' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Thank you for your feedback.');
    expect(api.calls('/v1/questionFeedback')[0]?.body).toEqual({
      attempt_id: 'att-1',
      question_id: 10005,
      feedback: 'I like this question|Question is unclear or badly worded',
    });
  });

  it('without start=1 the instruction popup opens first; Start begins the attempt', async () => {
    signIn();
    mockApi({
      '/v1/fetchinstructions/101/1002': () =>
        ok(instructions({ element_id: 1002, element_type: 'F', element_name: 'Check: introductions' })),
      '/v1/startAttempt': () => ok({ attempt: attempt({ element_id: 1002, element_type: 'F' }) }),
    });
    const { router } = renderApp('/test?course_id=101&element_id=1002');
    const dialog = await screen.findByRole('dialog', { name: 'Check: introductions' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Start' }));
    await waitFor(() => expect(here(router)).toBe('/test?attempt_id=att-1'));
  });
});

describe('review mode (/test?attempt_id=…&review=1)', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.unstubAllGlobals();
  });

  it("shows each answer against the correct one, 'See question again', and moves between the element's attempts", async () => {
    signIn();
    mockApi({ '/v1/fetchattempt/att-1/1': () => ok(review({ reviewAttemptId: ['att-0', 'att-1', 'att-2'] })) });
    const { router } = renderApp('/test?attempt_id=att-1&review=1');
    await screen.findByText('Not quite');
    expect(screen.getByText('Attempt 2 of 3')).toBeTruthy();
    const picked = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('Where'));
    expect(picked?.textContent).toContain('Your answer');
    const right = screen.getAllByRole('listitem').find((li) => li.textContent?.includes('What'));
    expect(right?.textContent).toContain('Correct answer');
    fireEvent.click(button('See question again'));
    expect((screen.getByRole('radio', { name: /Where/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /Where/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Next attempt/ }).getAttribute('href')).toBe(
      '/test?attempt_id=att-2&review=1',
    );
    fireEvent.click(screen.getByRole('link', { name: /Previous attempt/ }));
    await waitFor(() => expect(here(router)).toBe('/test?attempt_id=att-0&review=1'));
  });

  it("shows a child 'My answers' in a child's words: how many were right, no levels, no attempts, no 'option b is correct'", async () => {
    signIn({ userType: 'w' });
    const levels = {
      o_level: 6,
      r_level: 6,
      w_level: 6,
      l_level: null,
      s_level: null,
      band: 'Intermediate',
    } as unknown as NonNullable<ReviewData['levels']>;
    mockApi({
      '/v1/fetchattempt/att-1/1': () => {
        const base = review();
        const items = base.items.map((item) => ({
          ...item,
          answers: { ...item.answers, match_reason: 'option b is not correct; the answer is a' },
        }));
        return ok({ ...base, items, reviewAttemptId: ['att-0', 'att-1'], levels, attempt_score: 0 });
      },
    });
    renderApp('/test?attempt_id=att-1&review=1');
    await screen.findByText('Not quite');
    expect(screen.getByText('My answers')).toBeTruthy();
    expect(screen.getByText('Play 2 of 2')).toBeTruthy();
    expect(document.body.textContent).toContain('You got 0 of 1 right');
    expect(document.body.textContent).not.toMatch(/Attempt|Score:|Intermediate|out of 12|Why: option/);
  });

  it("says 'No questions were answered in this test.' when there is nothing to review", async () => {
    signIn();
    mockApi({ '/v1/fetchattempt/att-1/1': () => ok(review({ items: [] })) });
    renderApp('/test?attempt_id=att-1&review=1');
    await screen.findByText('No questions were answered in this test.');
    expect(screen.queryByRole('link', { name: /attempt/ })).toBeNull();
  });

  it("leaves a review for the test's course, and a daily activity's review for My Dashboard", async () => {
    signIn();
    mockApi({ '/v1/fetchattempt/att-1/1': () => ok(review()) });
    renderApp('/test?attempt_id=att-1&review=1');
    expect((await screen.findByRole('link', { name: 'Back to My Course' })).getAttribute('href')).toBe(
      '/mycourse?course_id=101',
    );
    cleanup();
    mockApi({ '/v1/fetchattempt/att-1/1': () => ok(review({ course_id: 0, element_type: 'D' })) });
    renderApp('/test?attempt_id=att-1&review=1');
    expect((await screen.findByRole('link', { name: 'Go to My Dashboard' })).getAttribute('href')).toBe('/mydashboard');
  });

  it("shows the attempt's levels as the completion popup did: ranges only for a 'free' attempt", async () => {
    signIn();
    const levels = {
      o_level: 6,
      r_level: 7,
      w_level: null,
      l_level: null,
      s_level: null,
      o_level_range: [5, 7] as [number, number],
      r_level_range: [6, 8] as [number, number],
      w_level_range: null,
      l_level_range: null,
      s_level_range: null,
      band: 'Intermediate',
    };
    mockApi({ '/v1/fetchattempt/att-1/1': () => ok(review({ element_type: 'F', levels })) });
    renderApp('/test?attempt_id=att-1&review=1');
    const section = await screen.findByRole('region', { name: 'Your levels in this test' });
    expect(section.textContent).toContain('6 / 12');
    expect(section.textContent).toContain('7 / 12');
    expect(section.textContent).not.toContain('5–7');
    cleanup();
    mockApi({ '/v1/fetchattempt/att-1/1': () => ok(review({ element_type: 'F', attempt_name: 'free', levels })) });
    renderApp('/test?attempt_id=att-1&review=1');
    // The first render's answer may show until this one's arrives: wait for the free attempt's.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Your levels in this test' }).textContent).toContain('5–7 / 12'),
    );
    expect(screen.getByRole('region', { name: 'Your levels in this test' }).textContent).toContain('6–8');
  });

  it('offers the transcript of a listening question', async () => {
    signIn();
    const listening = {
      ...questions.mcq,
      domain: 'L' as const,
      media_url: 'https://files.example/l.ogg',
      media_kind: 'audio' as const,
      correct_answers: ['a'],
      correct_answer_1: 'a',
      source_text_or_html: 'Anita: I work in the accounts team.',
      default_feedback: null,
    };
    mockApi({
      '/v1/fetchattempt/att-1/1': () => ok(review({ items: [{ question: listening, answers: feedback() }] })),
    });
    renderApp('/test?attempt_id=att-1&review=1');
    const summary = await screen.findByText('Read what you heard');
    expect(
      within(summary.closest('details') as HTMLElement).getByText('Anita: I work in the accounts team.'),
    ).toBeTruthy();
  });

  it('keeps conversation cloze feedback under See Explanation', async () => {
    signIn();
    const conversation = {
      ...questions.cloze,
      question_id: 10013,
      type: 'Cloze_with_conversation' as const,
      domain: 'S' as const,
      spoken: true,
      correct_answers: ['Could I have'],
      correct_answer_1: null,
      source_text_or_html: null,
      default_feedback: null,
    };
    mockApi({
      '/v1/fetchattempt/att-1/1': () =>
        ok(
          review({
            items: [
              {
                question: conversation,
                answers: feedback({
                  question_id: 10013,
                  type: 'Cloze_with_conversation',
                  verdict: 'skipped',
                  score: 0,
                  user_answer: null,
                  default_feedback: 'We ask for the bill.',
                }),
              },
            ],
          }),
        ),
    });
    renderApp('/test?attempt_id=att-1&review=1');
    const summary = await screen.findByText('See Explanation');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(within(details).getByText('We ask for the bill.')).toBeTruthy();
  });
});
