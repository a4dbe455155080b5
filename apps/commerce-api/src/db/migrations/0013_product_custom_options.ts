/**
 * Custom options (Magento's customizable options, issue 22): text a shopper types in when buying
 * — a hydraulic hose's length, the text of a nameplate. One row per option of a product; a cart
 * line keeps what was entered (its key part of `options_key`, so different texts are different
 * lines) and an order line keeps it as label and value.
 */
export const up = [
  `CREATE TABLE product_custom_options (
    id serial PRIMARY KEY,
    product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
    type text NOT NULL CHECK (type IN ('field', 'area')),
    title text NOT NULL,
    required boolean NOT NULL DEFAULT false,
    sort_order integer NOT NULL DEFAULT 0,
    max_characters integer,
    value_kind text NOT NULL DEFAULT 'text' CHECK (value_kind IN ('text', 'number')),
    min_value numeric(12, 2),
    max_value numeric(12, 2),
    price numeric(12, 2) NOT NULL DEFAULT 0,
    price_type text NOT NULL DEFAULT 'FIXED' CHECK (price_type IN ('FIXED', 'PERCENT')),
    sku text
  )`,
  `CREATE INDEX product_custom_options_product_idx ON product_custom_options (product_id, sort_order)`,
  `ALTER TABLE cart_items ADD COLUMN custom_options jsonb NOT NULL DEFAULT '[]'`,
  `ALTER TABLE order_items ADD COLUMN entered_options jsonb NOT NULL DEFAULT '[]'`,
];
