/** Fixed one-minute windows per key (account ID or client IP). */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Window end, ms since epoch. */
  resetAt: number;
  exceeded: boolean;
  /** Whole seconds until the window resets, at least 1. */
  retryAfterSec: number;
}

export class RateLimiter {
  private readonly buckets = new Map<string, { windowStart: number; count: number }>();

  constructor(
    readonly limit: number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request for `key` and reports the window state after it. */
  hit(key: string, now: number): RateLimitState {
    const windowStart = Math.floor(now / this.windowMs) * this.windowMs;
    let bucket = this.buckets.get(key);
    if (!bucket || bucket.windowStart !== windowStart) {
      if (this.buckets.size > 10_000) this.buckets.clear();
      bucket = { windowStart, count: 0 };
      this.buckets.set(key, bucket);
    }
    bucket.count++;
    const resetAt = windowStart + this.windowMs;
    return {
      limit: this.limit,
      remaining: Math.max(0, this.limit - bucket.count),
      resetAt,
      exceeded: bucket.count > this.limit,
      retryAfterSec: Math.max(1, Math.ceil((resetAt - now) / 1000)),
    };
  }
}

/**
 * Headers for a rate-limited response. `X-RateLimit-Reset` is the Unix time (seconds) at which the
 * window resets (sandbox guess: the spec names the headers but not their values).
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'x-ratelimit-limit': String(state.limit),
    'x-ratelimit-remaining': String(state.remaining),
    'x-ratelimit-reset': String(Math.ceil(state.resetAt / 1000)),
  };
}
