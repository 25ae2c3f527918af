import { act, renderHook } from '@testing-library/react';
import { PHASES_AT } from '@/lib/widgets/mapTimeline.samples';
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
    let now = 0;
    for (const [ms, id, zoom, radius] of PHASES_AT) {
      act(() => vi.advanceTimersByTime(ms - now));
      now = ms;
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
