// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../../../../web/src/app/providers';
import { CoachIntakeForm } from '../../../../web/src/features/courses/components/coach/coach-intake-form';
import { clearSession } from '../../../../web/src/lib/session';
import { mockApi, ok } from '../auth-support';
import { signIn } from '../support';

/**
 * Course 487's coach intake (spec 02 §3, §4, §5 "Coach intake selects are all required"): three selects, then a
 * success note.
 */
describe('coach intake form', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks for all three answers, then saves them with updateuserrole and thanks the learner', async () => {
    signIn();
    const api = mockApi({ '/v1/updateuserrole': (r) => ok(r.body, 'Thank you! Your answers are saved.') });
    render(
      <AppProvider>
        <CoachIntakeForm />
      </AppProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findAllByText('Please fill out this field')).toHaveLength(3);
    expect(api.calls('/v1/updateuserrole')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Your background'), { target: { value: 'Job Seeker' } });
    fireEvent.change(screen.getByLabelText('The role you are preparing for'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(await screen.findAllByText('Please fill out this field')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Your spoken English in interviews'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    await screen.findByText('Thank you! Your coach will use your answers to plan your first call.');
    expect(api.calls('/v1/updateuserrole').map((r) => r.body)).toEqual([
      { user_background: 'Job Seeker', user_role: 0, user_skill: 2 },
    ]);
  });
});
