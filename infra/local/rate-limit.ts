/**
 * The local twin's copy of the WAF's per-IP rate-based rule on `/api/`: at most `limit`
 * requests per address in any window of `windowMs`. Every request counts, the refused ones too,
 * as with WAF: a client that keeps hammering stays refused until it pauses for a window.
 */
export interface RateLimiter {
  /** Records a request from `key` and says whether it may be served. */
  allow(key: string, now?: number): boolean;
}

export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  if (!Number.isInteger(limit) || limit < 0) {
    throw new Error(`The rate limit must be a whole number, 0 for none, got ${limit}.`);
  }
  // The times of each address's latest `limit` requests, oldest first.
  const recent = new Map<string, number[]>();
  let lastSweep = 0;
  return {
    allow(key, now = Date.now()) {
      if (limit === 0) return true;
      if (now - lastSweep > windowMs) {
        // Forget addresses that have been quiet for a window, so the map stays small.
        for (const [address, times] of recent) {
          if ((times.at(-1) ?? 0) <= now - windowMs) recent.delete(address);
        }
        lastSweep = now;
      }
      const times = recent.get(key) ?? [];
      const allowed = times.length < limit || (times[0] ?? 0) <= now - windowMs;
      times.push(now);
      if (times.length > limit) times.shift();
      recent.set(key, times);
      return allowed;
    },
  };
}
