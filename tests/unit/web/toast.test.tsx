// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../web/src/components/ui/toasts';
import { toast } from '../../../web/src/lib/toast';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
    cleanup();
    vi.useRealTimers();
  });

  it('closes a toast by itself after 5 seconds (spec 01 §9)', () => {
    render(<Toasts />);
    act(() => {
      toast.success('Profile saved.');
    });
    expect(screen.getByText('Profile saved.')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4_999));
    expect(screen.queryByText('Profile saved.')).not.toBeNull();

    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Profile saved.')).toBeNull();
  });

  it('announces through a live region that is always present', () => {
    render(<Toasts />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      toast.error('Payment already processed');
    });
    expect(region.textContent).toContain('Payment already processed');
  });

  it('closes at once when dismissed', () => {
    render(<Toasts />);
    act(() => {
      toast.error('Something failed');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Something failed')).toBeNull();
  });
});
