// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetRefererTracking } from '../../../../web/src/app/guards';
import { clearSession } from '../../../../web/src/lib/session';
import { toast } from '../../../../web/src/lib/toast';
import { mockApi, ok } from '../auth-support';
import { renderApp, signIn } from '../support';
import { attempt, questions } from './attempt-fixtures';

/** An attempt left open and opened again says it is resuming (decision 0113), a fresh one does not. */
describe('resuming an unfinished attempt', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    toast.clear();
  });

  it("says 'Resuming your unfinished attempt' with the answers already saved", async () => {
    signIn();
    mockApi({ '/v1/fetchattempt/att-1': () => ok(attempt({ answered_questions: 2, next_question: [questions.mcq] })) });
    renderApp('/test?attempt_id=att-1');
    await screen.findByText('Resuming your unfinished attempt: 2 answers saved so far.');
  });

  it('says nothing for an attempt with no answers yet', async () => {
    signIn();
    mockApi({ '/v1/fetchattempt/att-1': () => ok(attempt({ answered_questions: 0, next_question: [questions.mcq] })) });
    renderApp('/test?attempt_id=att-1');
    await screen.findByRole('button', { name: 'Submit' });
    expect(screen.queryByText(/Resuming your unfinished attempt/)).toBeNull();
  });
});
