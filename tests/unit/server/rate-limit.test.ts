// @vitest-environment node
import { TokenBucketLimiter } from '@/lib/server/rate-limit';

describe('TokenBucketLimiter', () => {
  it('lets a burst through, then refuses with the seconds until the next token', () => {
    const limiter = new TokenBucketLimiter({ perMinute: 6, burst: 3 });
    expect([0, 0, 0].map(() => limiter.take('a', 1000).allowed)).toEqual([true, true, true]);
    // 6 per minute: one token every 10 s.
    expect(limiter.take('a', 1000)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take('a', 7000)).toEqual({ allowed: false, retryAfterSeconds: 4 });
  });

  it('refills at the sustained rate, never above the burst', () => {
    const limiter = new TokenBucketLimiter({ perMinute: 60, burst: 2 });
    limiter.take('a', 0);
    limiter.take('a', 0);
    expect(limiter.take('a', 999).allowed).toBe(false);
    expect(limiter.take('a', 2000).allowed).toBe(true);
    const later = 10 * 60_000;
    expect([0, 0, 0].map(() => limiter.take('a', later).allowed)).toEqual([true, true, false]);
  });

  it('keeps one bucket per address', () => {
    const limiter = new TokenBucketLimiter({ perMinute: 1, burst: 1 });
    expect(limiter.take('a', 0).allowed).toBe(true);
    expect(limiter.take('a', 0).allowed).toBe(false);
    expect(limiter.take('b', 0).allowed).toBe(true);
  });

  it('holds no more buckets than its bound, forgetting the refilled ones first', () => {
    const limiter = new TokenBucketLimiter({ perMinute: 60, burst: 1, maxKeys: 3 });
    limiter.take('busy', 0);
    for (let i = 0; i < 50; i += 1) limiter.take(`visitor-${i}`, 1000 + i);
    expect(limiter.size).toBeLessThanOrEqual(3);
  });
});
