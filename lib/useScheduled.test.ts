import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterDelay, useScheduled } from './useScheduled';

describe('useScheduled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs only the latest of two schedules still waiting', () => {
    const ran: string[] = [];
    const { result } = renderHook(() => useScheduled());
    act(() => {
      result.current(afterDelay(() => ran.push('first'), 100));
      result.current(afterDelay(() => ran.push('second'), 100));
    });
    act(() => vi.advanceTimersByTime(100));
    expect(ran).toEqual(['second']);
  });

  it('runs nothing once the component has unmounted', () => {
    const task = vi.fn();
    const { result, unmount } = renderHook(() => useScheduled());
    act(() => result.current(afterDelay(task, 100)));
    unmount();
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();
  });

  it('runs a schedule that nothing replaced', () => {
    const task = vi.fn();
    const { result } = renderHook(() => useScheduled());
    act(() => result.current(afterDelay(task, 100)));
    act(() => vi.advanceTimersByTime(99));
    expect(task).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(task).toHaveBeenCalledOnce();
  });
});
