// @vitest-environment node
import { formatOutcomes, percentile, summarize } from '@/scripts/bench-stats';

describe('percentile', () => {
  it('is the nearest rank, a sample that occurred', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile(sorted, 100)).toBe(100);
    expect(percentile([1, 2, 3], 99)).toBe(3);
    expect(percentile([7], 0)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('summarize', () => {
  it('counts every outcome, but rates and latencies of answered requests only', () => {
    const summary = summarize(
      [
        { latencyMs: 30, outcome: 201 },
        { latencyMs: 10, outcome: 201 },
        { latencyMs: 20, outcome: 503 },
        { latencyMs: 1, outcome: 'error' },
      ],
      2000,
    );
    expect(summary).toEqual({
      sent: 4,
      perSecond: 1.5,
      okPerSecond: 1,
      p50: 20,
      p99: 30,
      max: 30,
      outcomes: { 201: 2, 503: 1, error: 1 },
    });
    expect(formatOutcomes(summary.outcomes)).toBe('201: 2, 503: 1, error: 1');
  });
});
