import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { keepPageInRange, useKeyedPage } from '@/hooks/use-keyed-page';

describe('useKeyedPage', () => {
  it('keeps the chosen page under the same filters and starts again at 1 under new ones', () => {
    const { result, rerender } = renderHook(({ key }) => useKeyedPage(key), { initialProps: { key: 'a' } });
    act(() => result.current[1](3));
    expect(result.current[0]).toBe(3);
    rerender({ key: 'b' });
    expect(result.current[0]).toBe(1);
    // Until another page is chosen, going back to the old filters shows the page chosen under them.
    rerender({ key: 'a' });
    expect(result.current[0]).toBe(3);
    rerender({ key: 'b' });
    act(() => result.current[1](2));
    rerender({ key: 'a' });
    expect(result.current[0]).toBe(1);
  });
});

describe('keepPageInRange', () => {
  it('moves a page past the end to the last page once the list has loaded', () => {
    const setPage = vi.fn();
    keepPageInRange(4, setPage, { totalPages: 3, total: 25 }, false);
    expect(setPage).toHaveBeenCalledWith(3);
  });

  it('leaves the page alone while loading, inside the range, on page 1 or with nothing left', () => {
    const setPage = vi.fn();
    keepPageInRange(4, setPage, { totalPages: 3, total: 25 }, true);
    keepPageInRange(3, setPage, { totalPages: 3, total: 25 }, false);
    keepPageInRange(1, setPage, { totalPages: 0, total: 0 }, false);
    keepPageInRange(2, setPage, { totalPages: 0, total: 0 }, false);
    keepPageInRange(2, setPage, undefined, false);
    expect(setPage).not.toHaveBeenCalled();
  });
});
