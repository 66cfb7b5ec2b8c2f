import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ActivityLog } from '@/features/admin-import/components/import-live-lists';
import type { LogEntry } from '@/features/admin-import/import-run-state';

const entry = (id: number): LogEntry => ({
  id,
  at: Date.UTC(2025, 2, 20, 14, 30, id),
  message: `mensaje ${id}`,
  tone: 'info',
});

describe('ActivityLog', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('scrolls to the newest message 200 ms after it arrives', () => {
    vi.useFakeTimers();
    const { rerender } = render(<ActivityLog entries={[entry(1)]} />);
    const list = screen.getByRole('log');
    let scrollTop = 0;
    Object.defineProperty(list, 'scrollHeight', { configurable: true, get: () => 640 });
    Object.defineProperty(list, 'scrollTop', {
      configurable: true,
      get: () => scrollTop,
      set: (value: number) => {
        scrollTop = value;
      },
    });
    act(() => vi.advanceTimersByTime(200));
    scrollTop = 0;

    rerender(<ActivityLog entries={[entry(1), entry(2)]} />);
    act(() => vi.advanceTimersByTime(199));
    expect(scrollTop).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(scrollTop).toBe(640);
  });

  it('shows each message with its time in the store time zone', () => {
    render(<ActivityLog entries={[entry(5)]} />);
    const line = screen.getByText('mensaje 5').closest('li');
    // 14:30:05 UTC is 11:30:05 in Santiago (UTC-3 in March).
    expect(line).toHaveTextContent('11:30:05');
  });
});
