// Per-IP fixed-window counters, as GoTrue limits sign-ins/sign-ups and token refreshes per 5 minutes.
// Expired windows are swept, live ones never dropped: spraying addresses cannot reset anyone's count.
export class RateLimiter {
  private readonly hits = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs = 5 * 60_000,
  ) {}

  private sweepAt = 10_000;

  private sweep(now: number): void {
    for (const [key, e] of this.hits) if (now - e.start >= this.windowMs) this.hits.delete(key);
    // Memory grows with live callers only; sweep again once it doubles.
    this.sweepAt = Math.max(10_000, this.hits.size * 2);
  }

  /** false when the caller is over the limit. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      if (this.hits.size >= this.sweepAt) this.sweep(now);
      this.hits.set(key, { start: now, count: 1 });
      return true;
    }
    entry.count++;
    return entry.count <= this.max;
  }
}
