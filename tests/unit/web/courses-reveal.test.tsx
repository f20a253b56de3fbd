// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetRefererTracking } from '../../../web/src/app/guards';
import { RevealTime } from '../../../web/src/features/courses/components/reveal-time';
import { useRevealCheck } from '../../../web/src/features/courses/hooks/use-reveal-check';
import { clearSession } from '../../../web/src/lib/session';
import { mockApi, ok } from './auth-support';
import { details, element, unit } from './courses-support';
import { renderApp, signIn } from './support';

function Harness({ times, onPassed }: { times: number[]; onPassed: () => void }) {
  useRevealCheck(times, onPassed);
  return null;
}

describe('reveal times', () => {
  afterEach(() => {
    cleanup();
    clearSession();
    resetRefererTracking();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the reveal instant in the viewer's time zone, with the India time the lock message uses beside it", () => {
    // 23:00 UTC on 14 Jan is 4:30 am on 15 Jan in India and 6 pm on 14 Jan in New York.
    const at = '2027-01-14T23:00:00.000Z';
    const { rerender } = render(<RevealTime at={at} timeZone="Asia/Kolkata" />);
    expect(screen.getByText(/^Opens/).textContent).toBe('Opens 15 Jan 2027, 4:30 am (India time)');
    expect(screen.getByText('15 Jan 2027, 4:30 am (India time)').getAttribute('datetime')).toBe(at);
    rerender(<RevealTime at={at} timeZone="America/New_York" />);
    expect(screen.getByText(/^Opens/).textContent).toBe('Opens 14 Jan 2027, 6:00 pm (15 Jan 2027, 4:30 am India time)');
    rerender(<RevealTime at="2027-01-15T04:30:00.000Z" timeZone="UTC" />);
    expect(screen.getByText(/^Opens/).textContent).toBe('Opens 15 Jan 2027, 4:30 am (10:00 am India time)');
  });

  it('checks every 10 seconds within the hour and calls back once when the time has passed', () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-14T22:59:00Z') });
    const onPassed = vi.fn();
    render(<Harness times={[Date.parse('2027-01-14T23:00:00Z')]} onPassed={onPassed} />);
    act(() => vi.advanceTimersByTime(50_000));
    expect(onPassed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(10_000)); // 23:00:00: passed
    expect(onPassed).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(onPassed).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not poll for a reveal more than 60 minutes away until it comes within the hour', () => {
    vi.useFakeTimers({ now: Date.parse('2027-01-14T20:00:00Z') });
    const onPassed = vi.fn();
    render(
      <Harness times={[Date.parse('2027-01-14T23:00:00Z'), Date.parse('2027-01-15T01:00:00Z')]} onPassed={onPassed} />,
    );
    // Two hours with one timer waiting and no 10-second polling.
    const spy = vi.spyOn(globalThis, 'setInterval');
    act(() => vi.advanceTimersByTime(2 * 3600_000 - 1));
    expect(spy).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(3600_000 + 10_000)); // past 23:00
    expect(onPassed).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(2 * 3600_000 + 10_000)); // past 01:00: the next one
    expect(onPassed).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('revalidates the course once when a locked activity’s reveal time passes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const revealAt = new Date(Date.now() + 25_000).toISOString();
    signIn({ activeCourseId: '101' });
    const api = mockApi({
      '/v1/courses/101': () =>
        ok(
          details({
            units: [
              unit(1, [
                element({
                  element_name: 'Timed',
                  element_lock_status: true,
                  element_lock_message: 'Please wait for this activity to be unlocked.',
                  reveal_at: revealAt,
                }),
              ]),
            ],
          }),
        ),
    });
    renderApp('/mycourse');
    await screen.findByRole('heading', { level: 1 });
    expect(api.calls('/v1/courses/101')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(api.calls('/v1/courses/101')).toHaveLength(2));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(api.calls('/v1/courses/101')).toHaveLength(2);
  });
});
