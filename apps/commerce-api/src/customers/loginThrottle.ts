/**
 * How failed sign-ins slow further attempts down (docs/commerce-api/accounts.md, "Sign-in throttling"). No
 * rule locks an account: each one only makes a client wait, and the wait is known, so the
 * refusal can say how long.
 */
export const LOGIN_THROTTLE = {
  /**
   * One account from one client: the owner mistyping, or someone guessing one account. After
   * `freeFailures` the pair waits 1 s, 2 s, 4 s … up to 15 minutes after its last failure.
   * Failures older than `memoryMinutes` are forgotten; a success forgets the pair's at once.
   */
  pair: { freeFailures: 3, maxDelaySeconds: 15 * 60, memoryMinutes: 24 * 60 },
  /**
   * One client over all accounts (credential stuffing). A shared address (a co-op, a carrier's
   * NAT) has many honest people behind it, so the threshold is high, the wait short, and an
   * account this client signed in to before (`knownClientDays`) is not slowed by it at all.
   */
  client: { freeFailures: 100, maxDelaySeconds: 60, windowMinutes: 60, knownClientDays: 90 },
  /**
   * The owner is warned by e-mail once `failures` failed within `windowMinutes` (from any
   * clients), at most once per `quietMinutes` — or again after a password reset.
   */
  alert: { failures: 5, windowMinutes: 15, quietMinutes: 24 * 60 },
} as const;

/** A growing delay: free attempts, then 1 s doubling up to a cap. */
export interface DelayRule {
  freeFailures: number;
  maxDelaySeconds: number;
}

/** The seconds to wait after the `failures`-th failure: 0, then 1, 2, 4 … up to the cap. */
export function delaySeconds(failures: number, rule: DelayRule): number {
  if (failures < rule.freeFailures) return 0;
  return Math.min(2 ** (failures - rule.freeFailures), rule.maxDelaySeconds);
}

/**
 * Whole seconds until the next attempt is allowed after `failures` failures, the last at
 * `lastFailure`; 0 when it is allowed now. Rounded up, so waiting that long is always enough.
 */
export function secondsToWait(
  failures: number,
  lastFailure: Date | null,
  rule: DelayRule,
  now: Date,
): number {
  const delay = delaySeconds(failures, rule);
  if (delay === 0 || lastFailure === null) return 0;
  const remainingMs = lastFailure.getTime() + delay * 1000 - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 1000) : 0;
}
