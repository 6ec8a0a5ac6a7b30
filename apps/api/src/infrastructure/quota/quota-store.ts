// Counts uses of something scarce (a phone call placed, say) against limits over sliding windows,
// outside the process: every API instance counts against the same limits, and a restart resets
// none of them. Adapters: Postgres (the default) and Redis (REDIS_URL).

// At most `max` uses of `key` in any `windowMs`.
export type QuotaLimit = { key: string; max: number; windowMs: number };

export type QuotaDecision<L extends QuotaLimit = QuotaLimit> =
  // The use counts against every limit until it is given back (the thing did not happen).
  | { granted: true; giveBack(): Promise<void> }
  // Counted against none of them: `limit` (one of those asked for) frees up last, in
  // `retryAfterMs`.
  | { granted: false; limit: L; retryAfterMs: number };

export type QuotaStore = {
  // One use of every limit, or of none when any of them is used up; concurrent takes never
  // grant more than a limit allows.
  take<L extends QuotaLimit>(limits: readonly L[]): Promise<QuotaDecision<L>>;
  close(): Promise<void>;
};

export const QUOTA_STORE = Symbol('QUOTA_STORE');
