// Figures of `npm run bench:forms` (scripts/bench-forms.ts), kept pure so they can be unit tested.

/** One request: its latency and how it ended (an HTTP status, or 'error', 'timeout', …). */
export interface Sample {
  latencyMs: number;
  outcome: number | string;
}

export interface Summary {
  /** Requests sent. */
  sent: number;
  /** Requests answered with an HTTP status, per second of the phase. */
  perSecond: number;
  /** Requests answered 2xx, per second of the phase. */
  okPerSecond: number;
  /** Latency of the answered requests (NaN when none was). */
  p50: number;
  p99: number;
  max: number;
  /** How many requests ended each way, e.g. { 201: 480, 503: 20, error: 1 }. */
  outcomes: Record<string, number>;
}

/**
 * Nearest-rank percentile of ascending `sorted` (p from 0 to 100): the smallest sample with at
 * least p % of the samples at or below it. No interpolation: every figure is a latency that occurred.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/**
 * Summary of one stream of requests over `elapsedMs`. Latencies count answered requests only:
 * a refused connection fails in a millisecond and would make the figures look better.
 */
export function summarize(samples: readonly Sample[], elapsedMs: number): Summary {
  const outcomes: Record<string, number> = {};
  const answered: number[] = [];
  let ok = 0;
  for (const { latencyMs, outcome } of samples) {
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (typeof outcome === 'number') {
      answered.push(latencyMs);
      if (outcome >= 200 && outcome < 300) ok++;
    }
  }
  answered.sort((a, b) => a - b);
  const seconds = elapsedMs / 1000;
  return {
    sent: samples.length,
    perSecond: seconds > 0 ? answered.length / seconds : NaN,
    okPerSecond: seconds > 0 ? ok / seconds : NaN,
    p50: percentile(answered, 50),
    p99: percentile(answered, 99),
    max: answered.length ? answered[answered.length - 1]! : NaN,
    outcomes,
  };
}

/** `201: 480, 503: 20, error: 1`, HTTP statuses first, in order. */
export function formatOutcomes(outcomes: Record<string, number>): string {
  const keys = Object.keys(outcomes).sort((a, b) => {
    const [na, nb] = [Number.parseInt(a, 10), Number.parseInt(b, 10)];
    if (Number.isNaN(na) !== Number.isNaN(nb)) return Number.isNaN(na) ? 1 : -1;
    return na - nb || a.localeCompare(b);
  });
  return keys.map((k) => `${k}: ${outcomes[k]}`).join(', ') || '–';
}
