/**
 * Stock alerts (issue 23): "Varsle meg når den er på lager" — an address waiting for an
 * out-of-stock product, mailed once when its stock returns (`notified_at` set then). One row per
 * product and address (in any case), so asking twice changes nothing; a customer's alert keeps
 * its link to the account until the account goes.
 */
export const up = [
  `CREATE TABLE product_stock_alerts (
    id serial PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    email text NOT NULL,
    customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    notified_at timestamptz
  )`,
  `CREATE UNIQUE INDEX product_stock_alerts_product_email_idx
    ON product_stock_alerts (product_id, lower(email))`,
  `CREATE INDEX product_stock_alerts_waiting_idx
    ON product_stock_alerts (product_id) WHERE notified_at IS NULL`,
];
