/**
 * Sign-in throttling without lockouts (issue 21): failures are looked up per account and client
 * pair; clients that signed in to an account before are remembered (the per-client slowdown
 * spares them); and the one warning e-mail per account and quiet period is recorded.
 */
export const up = [
  `CREATE INDEX login_failures_pair_idx ON login_failures (email, client_key, failed_at)`,

  `CREATE TABLE login_successes (
    email text NOT NULL,
    client_key text NOT NULL,
    succeeded_at timestamptz NOT NULL,
    PRIMARY KEY (email, client_key)
  )`,

  `CREATE TABLE login_alerts (
    email text PRIMARY KEY,
    sent_at timestamptz NOT NULL
  )`,
];
