export interface RateLimitOptions {
  /** Sustained rate: tokens added per minute. */
  perMinute: number;
  /** Bucket size: how many requests may come at once after a quiet spell. */
  burst: number;
  /** Buckets kept before full ones are dropped (bounds memory under address churn). */
  maxKeys?: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/** A token bucket per key (a hashed client address), in memory. */
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;
  private readonly maxKeys: number;

  constructor(private readonly options: RateLimitOptions) {
    this.perMs = options.perMinute / 60_000;
    this.maxKeys = options.maxKeys ?? 10_000;
  }

  /** Takes one token for `key` at time `now` (ms) if there is one. */
  take(key: string, now: number = Date.now()): RateLimitResult {
    const bucket = this.refill(key, now);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000)),
    };
  }

  get size(): number {
    return this.buckets.size;
  }

  private refill(key: string, now: number): Bucket {
    let bucket = this.buckets.get(key);
    if (!bucket) {
      if (this.buckets.size >= this.maxKeys) this.prune(now);
      bucket = { tokens: this.options.burst, updatedAt: now };
      this.buckets.set(key, bucket);
      return bucket;
    }
    const elapsed = Math.max(0, now - bucket.updatedAt);
    bucket.tokens = Math.min(this.options.burst, bucket.tokens + elapsed * this.perMs);
    bucket.updatedAt = now;
    return bucket;
  }

  /** Forgets buckets that have refilled: a fresh bucket behaves the same. */
  private prune(now: number): void {
    for (const [key, bucket] of this.buckets) {
      const tokens = bucket.tokens + Math.max(0, now - bucket.updatedAt) * this.perMs;
      if (tokens >= this.options.burst) this.buckets.delete(key);
    }
    // Still full of active addresses: drop the oldest rather than grow without bound.
    for (const key of this.buckets.keys()) {
      if (this.buckets.size < this.maxKeys) break;
      this.buckets.delete(key);
    }
  }
}
