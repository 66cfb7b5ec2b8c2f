import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useConfirmation } from '@/hooks/use-confirmation';

type Outcome = { tone: 'success' | 'error'; message: string };

function setup(outcome: Outcome) {
  const run = vi.fn(async (_target: string) => outcome);
  const clearFeedback = vi.fn();
  const hook = renderHook(() => useConfirmation(run, clearFeedback));
  return { run, clearFeedback, ...hook };
}

describe('useConfirmation', () => {
  it('asks for a target, clearing the old feedback, and closes after a successful run', async () => {
    const { result, run, clearFeedback } = setup({ tone: 'success', message: 'Hecho' });
    act(() => result.current.ask('reseña 7'));
    expect(result.current.target).toBe('reseña 7');
    expect(clearFeedback).toHaveBeenCalledOnce();

    await act(() => result.current.confirm());
    expect(run).toHaveBeenCalledWith('reseña 7');
    expect(result.current.target).toBeNull();
    expect(result.current.error).toBeNull();
  });

  it('stays open with the failure when the run fails, and cancel closes it', async () => {
    const { result, clearFeedback } = setup({ tone: 'error', message: 'No se pudo' });
    act(() => result.current.ask('usuario 3'));
    await act(() => result.current.confirm());
    expect(result.current.target).toBe('usuario 3');
    expect(result.current.error).toEqual({ tone: 'error', message: 'No se pudo' });

    act(() => result.current.cancel());
    expect(result.current.target).toBeNull();
    expect(result.current.error).toBeNull();
    expect(clearFeedback).toHaveBeenCalledTimes(2);
  });

  it('runs nothing when confirmed with no target', async () => {
    const { result, run } = setup({ tone: 'success', message: 'Hecho' });
    await act(() => result.current.confirm());
    expect(run).not.toHaveBeenCalled();
  });
});
