/**
 * Quote requests (issue 22): a buyer asks for a price on a quote product (`wm_order_product`).
 * The request keeps the product's SKU and name as they were asked about, so it reads the same
 * after the catalogue changes; a customer's request keeps its link to the account until the
 * account goes.
 */
export const up = [
  `CREATE TABLE quote_requests (
    id serial PRIMARY KEY,
    product_id integer REFERENCES products (id) ON DELETE SET NULL,
    sku text NOT NULL,
    product_name text NOT NULL,
    quantity integer NOT NULL CHECK (quantity > 0),
    message text,
    name text NOT NULL,
    email text NOT NULL,
    phone text,
    customer_id integer REFERENCES customers (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX quote_requests_customer_idx ON quote_requests (customer_id) WHERE customer_id IS NOT NULL`,
];
