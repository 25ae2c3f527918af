import { act, renderHook } from '@testing-library/react';
import { MAP_TIMEOUT_MS, useMapMode } from './useMapMode';

describe('useMapMode', () => {
  it('stays on the plan without a key, and a search is told the map is unavailable', async () => {
    const { result } = renderHook(() => useMapMode(undefined));
    act(() => result.current.request());
    expect(result.current.mode).toBe('plan');
    await expect(result.current.settled()).resolves.toBe(false);
  });

  it('asks for the map when the visitor reaches for the tool, and settles once it shows', async () => {
    const { result } = renderHook(() => useMapMode('key'));
    expect(result.current.mode).toBe('plan');
    let settled!: Promise<boolean>;
    act(() => {
      settled = result.current.settled();
    });
    expect(result.current.mode).toBe('loading');
    act(() => result.current.ready());
    expect(result.current.mode).toBe('google');
    await expect(settled).resolves.toBe(true);
  });

  it('falls back for good when the map fails, even after it showed', async () => {
    const { result } = renderHook(() => useMapMode('key'));
    act(() => result.current.request());
    act(() => result.current.ready());
    act(() => result.current.failed());
    expect(result.current.mode).toBe('failed');
    act(() => result.current.request());
    expect(result.current.mode).toBe('failed');
    await expect(result.current.settled()).resolves.toBe(false);
  });

  it('gives up on a map that never shows, so a waiting search is answered', async () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useMapMode('key'));
      let settled!: Promise<boolean>;
      act(() => {
        settled = result.current.settled();
      });
      act(() => vi.advanceTimersByTime(MAP_TIMEOUT_MS - 1));
      expect(result.current.mode).toBe('loading');
      act(() => vi.advanceTimersByTime(1));
      expect(result.current.mode).toBe('failed');
      await expect(settled).resolves.toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
