/**
 * Newsletter subscriptions (issue 25 item 2), one row per address (in any case): `UNCONFIRMED`
 * until the double opt-in link is followed, then `SUBSCRIBED`; `UNSUBSCRIBED` after the link every
 * mail carries. `customer_id` links an account's choice (`Customer.is_subscribed`), which moves
 * here from `customers.is_subscribed`: one table answers for guests and customers alike. The
 * confirmation token is kept only as its SHA-256.
 *
 * `outbox.headers`: extra mail headers (RFC 8058 `List-Unsubscribe`, `Reply-To`), kept with the
 * message so a retried delivery sends them too.
 */
export const up = [
  `CREATE TABLE newsletter_subscribers (
    id serial PRIMARY KEY,
    email text NOT NULL,
    customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
    status text NOT NULL CHECK (status IN ('UNCONFIRMED', 'SUBSCRIBED', 'UNSUBSCRIBED')),
    confirm_token_hash text,
    confirm_expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX newsletter_subscribers_email_idx ON newsletter_subscribers (lower(email))`,
  `CREATE INDEX newsletter_subscribers_customer_idx ON newsletter_subscribers (customer_id)`,
  `CREATE UNIQUE INDEX newsletter_subscribers_token_idx ON newsletter_subscribers (confirm_token_hash)`,
  `INSERT INTO newsletter_subscribers (email, customer_id, status)
    SELECT email, id, 'SUBSCRIBED' FROM customers WHERE is_subscribed
    ON CONFLICT DO NOTHING`,
  `ALTER TABLE customers DROP COLUMN is_subscribed`,
  `ALTER TABLE outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'`,
];
