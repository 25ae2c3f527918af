import { whenVisitorEngages } from './whenVisitorEngages';

describe('whenVisitorEngages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first interaction, then runs once', async () => {
    const task = vi.fn();
    whenVisitorEngages(task);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();

    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('an interaction before the page is idle runs it once idle', async () => {
    const task = vi.fn();
    whenVisitorEngages(task);
    window.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('can be cancelled', async () => {
    const task = vi.fn();
    const cancel = whenVisitorEngages(task);
    cancel();
    window.dispatchEvent(new Event('touchstart'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(task).not.toHaveBeenCalled();
  });
});
