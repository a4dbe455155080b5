import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/** A limit: how many units one subject may spend per window. */
export interface RateRule {
  /** Names the limit in the counter's key, e.g. `registration`. */
  readonly name: string;
  /** Units one subject may spend per window. */
  readonly limit: number;
  /**
   * The window's length. Windows are aligned to the Unix epoch, so a day window is a UTC day and
   * an hour window a clock hour.
   */
  readonly windowSeconds: number;
}

/** What {@link RateLimiter.consume} decided. */
export type RateDecision =
  | { allowed: true; retryAfterSeconds: 0 }
  /** `retryAfterSeconds`: until the window ends and the count starts again (at least 1). */
  | { allowed: false; retryAfterSeconds: number };

/** Counts units per subject and window in the database, shared by every instance on it. */
export interface RateLimiter {
  /**
   * Spends `cost` units (1 by default) of `rule` for `subject` (a client address, a hashed
   * e-mail address, `all`…), or refuses without spending anything when they would take the
   * window's count past the limit.
   */
  consume(rule: RateRule, subject: string, cost?: number): Promise<RateDecision>;
}

export interface RateLimiterOptions {
  /** The clock, replaceable in tests. */
  now?: () => number;
  /** How often this instance deletes the counters of windows that have ended (default 1 min). */
  sweepEveryMs?: number;
}

/**
 * A fixed-window rate limiter over the `rate_limit_counters` table: every API instance on the
 * same database shares the counts, and a restart keeps them.
 *
 * Fixed windows, not sliding ones, because one statement then decides atomically —
 * `INSERT … ON CONFLICT DO UPDATE SET count = count + cost WHERE count + cost <= limit RETURNING`
 * — with no read-then-write race between instances, on PostgreSQL (the row lock orders
 * concurrent upserts) and PGlite alike, and one row per key and window. The price: a subject can
 * spend up to twice the limit across a window boundary, acceptable for abuse limits, and exactly
 * what a daily quota that renews at UTC midnight wants. A refused attempt spends nothing, so the
 * count is what was allowed (a registry budget counts real registry calls).
 *
 * Windows come from this process's clock; instances must agree on the time to within a second
 * or so (NTP), or a window's start differs between them by that much.
 */
export function createRateLimiter(
  db: Kysely<Database>,
  { now = Date.now, sweepEveryMs = 60_000 }: RateLimiterOptions = {},
): RateLimiter {
  let lastSweep = 0;

  /** Drops the counters of ended windows, at most once per `sweepEveryMs` per instance. */
  const sweep = async (time: number) => {
    if (time - lastSweep < sweepEveryMs) return;
    lastSweep = time;
    await db.deleteFrom('rate_limit_counters').where('expires_at', '<', new Date(time)).execute();
  };

  return {
    async consume(rule, subject, cost = 1) {
      const time = now();
      const windowMs = rule.windowSeconds * 1000;
      const start = Math.floor(time / windowMs) * windowMs;
      const end = start + windowMs;
      const refused: RateDecision = {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((end - time) / 1000)),
      };
      if (cost <= 0) return { allowed: true, retryAfterSeconds: 0 };
      // More than a whole window allows would be stored by the first insert; never spend it.
      if (cost > rule.limit) return refused;
      const counted = await db
        .insertInto('rate_limit_counters')
        .values({
          key: `${rule.name}:${subject}`,
          window_start: new Date(start),
          expires_at: new Date(end),
          count: cost,
        })
        .onConflict((conflict) =>
          conflict
            .columns(['key', 'window_start'])
            .doUpdateSet({ count: sql<number>`rate_limit_counters.count + excluded.count` })
            .where(sql<boolean>`rate_limit_counters.count + excluded.count <= ${rule.limit}`),
        )
        .returning('count')
        .executeTakeFirst();
      await sweep(time);
      return counted ? { allowed: true, retryAfterSeconds: 0 } : refused;
    },
  };
}
