import { SETTLE_MS, whenVisitorSettles } from './whenVisitorSettles';

describe('whenVisitorSettles', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a first interaction, then runs once', async () => {
    const task = vi.fn();
    whenVisitorSettles(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('an interaction before the page is idle counts once it is', async () => {
    const task = vi.fn();
    whenVisitorSettles(task);
    window.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never starts while the page keeps scrolling', async () => {
    const task = vi.fn();
    whenVisitorSettles(task);
    await vi.advanceTimersByTimeAsync(1_000);
    for (let i = 0; i < 10; i++) {
      window.dispatchEvent(new Event('scroll'));
      await vi.advanceTimersByTimeAsync(SETTLE_MS / 2);
    }
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('waits until it is wanted (e.g. scrolled back to the hero)', async () => {
    const task = vi.fn();
    let wanted = false;
    whenVisitorSettles(task, () => wanted);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).not.toHaveBeenCalled();
    wanted = true;
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(SETTLE_MS);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', async () => {
    const task = vi.fn();
    const cancel = whenVisitorSettles(task);
    window.dispatchEvent(new Event('touchstart'));
    cancel();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(task).not.toHaveBeenCalled();
  });
});
