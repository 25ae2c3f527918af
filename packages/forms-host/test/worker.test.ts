// @vitest-environment node
import type { FormsHost } from '../src/host';
import { backgroundWorker } from '../src/worker';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A host whose store, outbox and limiter record what the worker asks of them. */
function recordingHost() {
  const calls: string[] = [];
  const host = {
    env: { LEADS_RETENTION_DAYS: 180 },
    channels: [],
    store: {
      dialect: 'sqlite',
      batch: async () => {
        calls.push('purge');
        return Array.from({ length: 10 }, () => ({ changes: 0 }));
      },
    },
    outbox: { poll: () => calls.push('poll') },
    limiter: { sweep: async () => void calls.push('sweep') },
  } as unknown as FormsHost;
  return { host, calls };
}

const count = (calls: string[], what: string) => calls.filter((call) => call === what).length;

/**
 * A purge is four batches on the store: the leads', the team's (audit log, expired sessions),
 * old spam's, and the spent proofs of work that have expired.
 */
const PURGE_BATCHES = 4;

describe('backgroundWorker', () => {
  it('runs every background job from one loop: deliveries each second, the sweep every 5 minutes, the purge daily', async () => {
    const { host, calls } = recordingHost();
    const worker = backgroundWorker(() => host);
    worker.start();
    worker.start(); // once
    await vi.advanceTimersByTimeAsync(0);
    expect(count(calls, 'poll')).toBe(1);
    expect(count(calls, 'purge')).toBe(PURGE_BATCHES);
    expect(count(calls, 'sweep')).toBe(0);

    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(count(calls, 'poll')).toBe(301);
    expect(count(calls, 'sweep')).toBe(1);
    expect(count(calls, 'purge')).toBe(PURGE_BATCHES);

    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    expect(count(calls, 'purge')).toBe(2 * PURGE_BATCHES);

    worker.stop();
    const polls = count(calls, 'poll');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count(calls, 'poll')).toBe(polls);
  });

  it('opens nothing until started', () => {
    let opened = 0;
    backgroundWorker(() => {
      opened += 1;
      return recordingHost().host;
    });
    expect(opened).toBe(0);
  });
});
