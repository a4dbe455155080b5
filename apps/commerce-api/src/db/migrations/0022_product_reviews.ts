/**
 * Product reviews (issue 25 item 1): written by customers (or guests where the store allows),
 * `PENDING` until the shop approves them; only `APPROVED` ones are listed and counted into the
 * product's `rating_summary` and `review_count`. `ratings` holds one `{rating_id, value}` per
 * rating kind (the kinds are fixed in code, `reviews/ratingKinds.ts`).
 */
export const up = [
  `CREATE TABLE product_reviews (
    id serial PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
    status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED')),
    nickname text NOT NULL,
    summary text NOT NULL,
    text text NOT NULL,
    ratings jsonb NOT NULL DEFAULT '[]',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX product_reviews_product_idx ON product_reviews (product_id, status, created_at DESC, id DESC)`,
  `CREATE INDEX product_reviews_customer_idx ON product_reviews (customer_id, status, created_at DESC)`,
];
