// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { roomOpensText } from '../../../web/src/features/courses/lib/class-time';
import { clearSession } from '../../../web/src/lib/session';
import { mockApi, ok } from './auth-support';
import { details, element, unit } from './courses-support';
import { renderApp, signIn } from './support';

/**
 * 'Join live class' (spec 02 §7, docs/coach.md): the server gives the room's link only from 5 minutes
 * before the class. Before then the button is disabled and says when it opens; the page asks for the
 * course again at that time, so the button turns live without a reload.
 */
const ROOM = 'https://live.fluentia.app/class?meeting_id=spoken-2001';

describe('Join live class', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('says when the room opens, today by its time and another day by its date', () => {
    const now = Date.parse('2027-01-09T10:00:00Z');
    expect(roomOpensText('2027-01-09T12:55:00.000Z', now, 'Asia/Kolkata')).toBe('6:25 pm');
    expect(roomOpensText('2027-01-16T12:55:00.000Z', now, 'Asia/Kolkata')).toBe('Sat 16 Jan, 6:25 pm');
  });

  it('is disabled until the room opens, then turns into the room’s link without a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const start = Date.now() + 5 * 60_000 + 40_000;
    const times = {
      class_start: new Date(start).toISOString(),
      class_end: new Date(start + 3600_000).toISOString(),
      live_class_opens_at: new Date(start - 5 * 60_000).toISOString(),
    };
    let open = false;
    signIn({ activeCourseId: '201' });
    const api = mockApi({
      '/v1/courses/201': () =>
        ok(
          details({
            course_id: 201,
            units: [unit(1, [element({ element_name: 'Live class 1', ...times, live_class_url: open ? ROOM : null })])],
          }),
        ),
    });
    renderApp('/mycourse');
    const waiting = await screen.findByRole('button', {
      name: /^Join live class: Live class 1 \(opens \d{1,2}:\d{2} [ap]m\)$/,
    });
    expect(waiting.hasAttribute('disabled')).toBe(true);
    expect(waiting.textContent).toMatch(/^Opens \d{1,2}:\d{2} [ap]m$/);
    expect(screen.queryByRole('link', { name: /^Join live class/ })).toBeNull();
    // The room opens on the server in 40 seconds; the page asks again within 10 seconds of that.
    open = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(55_000);
    });
    const join = await screen.findByRole('link', { name: 'Join live class: Live class 1' });
    expect(join.getAttribute('href')).toBe(ROOM);
    expect(join.getAttribute('target')).toBe('_blank');
    await waitFor(() => expect(api.calls('/v1/courses/201')).toHaveLength(2));
  });
});
