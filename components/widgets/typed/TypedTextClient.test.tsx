import { act, render, screen } from '@testing-library/react';
import { stubMatchMedia } from '@/tests/unit/widgets/browserStubs';
import { setHeroMotionPaused } from '../motion/heroMotion';
import { TypedTextClient } from './TypedTextClient';

const typed = vi.hoisted(() => ({
  created: [] as { options: Record<string, unknown>; destroy: () => void }[],
}));
vi.mock('typed.js', () => ({
  default: class {
    destroy = vi.fn();
    constructor(
      _el: Element,
      public options: Record<string, unknown>,
    ) {
      typed.created.push(this);
    }
  },
}));

const lines = ['Geofencing for agencies.', 'Geofencing for retailers.', 'Geofencing for publishers.'];

async function flushIdle() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

describe('TypedTextClient', () => {
  beforeEach(() => {
    typed.created.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => setHeroMotionPaused(false));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts from the first line, then types the others with their timings; destroyed on unmount', async () => {
    stubMatchMedia(false);
    const view = render(<TypedTextClient lines={lines} />);
    expect(screen.getByText(lines[0]!)).toBeInTheDocument();
    await flushIdle();
    expect(typed.created).toHaveLength(1);
    expect(typed.created[0]!.options).toMatchObject({
      strings: lines.slice(1),
      typeSpeed: 20,
      backSpeed: 15,
      backDelay: 2500,
      smartBackspace: true,
      loop: true,
    });
    view.unmount();
    expect(typed.created[0]!.destroy).toHaveBeenCalled();
  });

  it('keeps the first line still under reduced motion', async () => {
    stubMatchMedia(true);
    render(<TypedTextClient lines={lines} />);
    await flushIdle();
    expect(typed.created).toHaveLength(0);
    expect(screen.getByText(lines[0]!)).toBeInTheDocument();
  });

  it('stops on the first line when the hero is paused, and types again once resumed', async () => {
    stubMatchMedia(false);
    render(<TypedTextClient lines={lines} />);
    await flushIdle();
    expect(typed.created).toHaveLength(1);

    act(() => setHeroMotionPaused(true));
    expect(typed.created[0]!.destroy).toHaveBeenCalled();
    expect(screen.getByText(lines[0]!)).toBeInTheDocument();
    await flushIdle();
    expect(typed.created).toHaveLength(1);

    act(() => setHeroMotionPaused(false));
    await flushIdle();
    expect(typed.created).toHaveLength(2);
  });
});
