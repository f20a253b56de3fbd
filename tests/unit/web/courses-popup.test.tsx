// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InstructionData } from '../../../shared/api/contract';
import { InstructionPopup, type PopupTarget } from '../../../web/src/components/activity/instruction-popup';
import { fail, mockApi, ok } from './auth-support';
import { instructions } from './courses-support';

const target: PopupTarget = { elementID: 1001, element_name: 'Greetings', element_type: 'W' };

async function openPopup(
  data: Partial<InstructionData>,
  options: { noReview?: boolean; forChild?: boolean; popup?: PopupTarget } = {},
) {
  const api = mockApi({
    [`/v1/fetchinstructions/101/${options.popup?.elementID ?? 1001}`]: () => ok(instructions(data)),
  });
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '/mycourse',
        element: (
          <InstructionPopup
            courseId={101}
            target={options.popup ?? target}
            onClose={onClose}
            noReview={options.noReview ?? false}
            forChild={options.forChild ?? false}
          />
        ),
      },
      { path: '/test', element: <p>test page</p> },
    ],
    { initialEntries: ['/mycourse'] },
  );
  render(<RouterProvider router={router} />);
  const dialog = await screen.findByRole('dialog', { name: data.element_name ?? 'Greetings' });
  await waitFor(() => expect(dialog.getAttribute('aria-busy')).toBeNull());
  const buttons = () =>
    within(dialog)
      .queryAllByRole('button')
      .map((b) => b.textContent)
      .filter((t) => t !== '');
  return { api, dialog, onClose, router, buttons };
}

const here = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;

describe('instruction popup', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('fetches the instructions and shows them with the questions and attempts left; Start begins an attempt', async () => {
    const { api, dialog, buttons, router, onClose } = await openPopup({});
    expect(api.sent.map((r) => r.path)).toEqual(['/v1/fetchinstructions/101/1001']);
    expect(within(dialog).getByText('Webisode')).toBeTruthy();
    expect(within(dialog).getByText('Watch the video, then answer the questions.')).toBeTruthy();
    expect(within(dialog).getByText('Questions').nextElementSibling?.textContent).toBe('8');
    expect(within(dialog).getByText('Attempts left').nextElementSibling?.textContent).toBe('3');
    expect(within(dialog).queryByText('Time')).toBeNull();
    expect(buttons()).toEqual(['Start']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start' }));
    expect(onClose).toHaveBeenCalled();
    await waitFor(() => expect(here(router)).toBe('/test?course_id=101&element_id=1001&start=1'));
  });

  it('offers Continue for an attempt in progress', async () => {
    const { dialog, buttons, router } = await openPopup({ continue_attempt_id: 'att-5' });
    expect(buttons()).toEqual(['Start', 'Continue']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(here(router)).toBe('/test?attempt_id=att-5'));
  });

  it('hides Start and the instructions when hide_start is set and nothing can be continued; Review Answer opens the latest attempt', async () => {
    const { dialog, buttons, router } = await openPopup({ hide_start: true, review_attempts: ['att-1', 'att-2'] });
    expect(buttons()).toEqual(['Review Answer']);
    expect(within(dialog).queryByText('Watch the video, then answer the questions.')).toBeNull();
    expect(within(dialog).getByText(/You have completed this activity/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Review Answer' }));
    await waitFor(() => expect(here(router)).toBe('/test?attempt_id=att-2&review=1'));
  });

  it('keeps Start and the instructions when hide_start is set but an attempt can be continued', async () => {
    const { dialog, buttons } = await openPopup({ hide_start: true, continue_attempt_id: 'att-7' });
    expect(buttons()).toEqual(['Start', 'Continue']);
    expect(within(dialog).getByText('Watch the video, then answer the questions.')).toBeTruthy();
  });

  it('has no Review Answer in a course without review (428)', async () => {
    const { buttons } = await openPopup({ review_attempts: ['att-1'] }, { noReview: true });
    expect(buttons()).toEqual(['Start']);
  });

  it('states the summative rule and the time of a timed test', async () => {
    const popup: PopupTarget = { elementID: 3001, element_name: 'Final test', element_type: 'S' };
    const { dialog } = await openPopup(
      { element_id: 3001, element_type: 'S', element_name: 'Final test', duration_minutes: 25, attempts_remaining: 1 },
      { popup },
    );
    expect(within(dialog).getByText('Summative test')).toBeTruthy();
    expect(within(dialog).getByText('You can take this test once, in one 25-minute sitting.')).toBeTruthy();
    expect(within(dialog).getByText('Time').nextElementSibling?.textContent).toBe('25 minutes');
  });

  it('calls a webisode a practice set for children, in child words, with its instructions read aloud on a press', async () => {
    const { dialog } = await openPopup(
      { instructions: 'Answer all 9 questions.', attempts_remaining: null },
      { forChild: true },
    );
    expect(within(dialog).getByText('Practice set')).toBeTruthy();
    expect(within(dialog).getByText('Times you can play')).toBeTruthy();
    expect(within(dialog).getByText('As often as you like')).toBeTruthy();
    expect(within(dialog).queryByText(/attempt/i)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Listen: the instructions' })).toBeTruthy();
  });

  it('closes on Escape and on its close button', async () => {
    const { dialog, onClose } = await openPopup({});
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('shows a failed fetch with a retry', async () => {
    let calls = 0;
    mockApi({
      '/v1/fetchinstructions/101/1001': () =>
        ++calls === 1 ? fail('Something went wrong on our side. Please try again.', 500) : ok(instructions()),
    });
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <InstructionPopup courseId={101} target={target} onClose={() => {}} noReview={false} forChild={false} />
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('Watch the video, then answer the questions.');
  });
});
