/**
 * Rate limits and budgets shared by every commerce-api instance on one database and kept across
 * restarts (issue 21): one row per limited key and fixed window, counted up atomically by
 * `src/limits/rateLimiter.ts`. `expires_at` (the window's end) lets old rows be swept by index.
 */
export const up = [
  `CREATE TABLE rate_limit_counters (
    key text NOT NULL,
    window_start timestamptz NOT NULL,
    expires_at timestamptz NOT NULL,
    count integer NOT NULL,
    PRIMARY KEY (key, window_start)
  )`,
  `CREATE INDEX rate_limit_counters_expires_idx ON rate_limit_counters (expires_at)`,
];
