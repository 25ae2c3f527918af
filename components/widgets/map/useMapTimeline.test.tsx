import { act, renderHook } from '@testing-library/react';
import { useMapTimeline } from './useMapTimeline';

describe('useMapTimeline', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const at = (hook: { result: { current: { id: string; zoom: number; radiusM?: number } } }) => [
    hook.result.current.id,
    hook.result.current.zoom,
    hook.result.current.radiusM,
  ];

  it('plays 0, 4.9, 5, 10, 14.9, 15 and 20 s of the loop', () => {
    const hook = renderHook(() => useMapTimeline(true));
    const steps: [number, string, number, number | undefined][] = [
      [0, 'circle-a', 13, 1600],
      [4_900, 'circle-a', 13, 1600],
      [100, 'circle-b', 14, 800],
      [5_000, 'polygon', 17, undefined],
      [4_900, 'polygon', 17, undefined],
      [100, 'circle-a', 13, 1600],
      [5_000, 'circle-b', 14, 800],
    ];
    for (const [advance, id, zoom, radius] of steps) {
      act(() => vi.advanceTimersByTime(advance));
      expect(at(hook)).toEqual([id, zoom, radius]);
    }
  });

  it('does not move while paused and resumes where it stopped', () => {
    const hook = renderHook(({ playing }) => useMapTimeline(playing), { initialProps: { playing: true } });
    act(() => vi.advanceTimersByTime(4_000));
    hook.rerender({ playing: false });
    act(() => vi.advanceTimersByTime(60_000));
    expect(hook.result.current.id).toBe('circle-a');
    hook.rerender({ playing: true });
    act(() => vi.advanceTimersByTime(999));
    expect(hook.result.current.id).toBe('circle-a');
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.id).toBe('circle-b');
  });

  it('never starts while not playing', () => {
    const hook = renderHook(() => useMapTimeline(false));
    act(() => vi.advanceTimersByTime(30_000));
    expect(hook.result.current.id).toBe('circle-a');
  });
});
