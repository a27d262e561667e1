// Per-address limits as GoTrue's apilimiter builds them with tollbooth: a token bucket per client
// address that holds `burst` requests and refills at `rate` per second (GoTrue: the configured count per
// 5 minutes, burst 30). Idle buckets are swept, live ones never dropped: spraying addresses cannot
// reset anyone's count.
export class TokenBucketLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private sweepAt = 10_000;

  /** `perWindow` requests per `windowMs` refill the bucket; it holds `burst` at most. */
  constructor(
    private readonly perWindow: number,
    private readonly burst: number,
    private readonly windowMs = 5 * 60_000,
  ) {}

  private refill(entry: { tokens: number; at: number }, now: number): void {
    const rate = this.perWindow / this.windowMs;
    entry.tokens = Math.min(this.burst, entry.tokens + (now - entry.at) * rate);
    entry.at = now;
  }

  private sweep(now: number): void {
    for (const [key, e] of this.buckets) {
      this.refill(e, now);
      if (e.tokens >= this.burst) this.buckets.delete(key);
    }
    // Memory grows with live callers only; sweep again once it doubles.
    this.sweepAt = Math.max(10_000, this.buckets.size * 2);
  }

  /** false when the caller has no request left. */
  take(key: string, now = Date.now()): boolean {
    let entry = this.buckets.get(key);
    if (!entry) {
      if (this.buckets.size >= this.sweepAt) this.sweep(now);
      entry = { tokens: this.burst, at: now };
      this.buckets.set(key, entry);
    } else this.refill(entry, now);
    if (entry.tokens < 1) return false;
    entry.tokens -= 1;
    return true;
  }
}

/** A fixed window of `max` per `windowMs` for one key (GoTrue's e-mails-per-hour count). */
export class RateLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs = 5 * 60_000,
  ) {}

  /** false when the caller is over the limit. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      this.hits.set(key, { start: now, count: 1 });
      return true;
    }
    entry.count++;
    return entry.count <= this.max;
  }
}
