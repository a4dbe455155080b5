/**
 * Saved lists (issue 24 item 4; Adobe Commerce calls them requisition lists): a customer's named
 * lists of products to buy again, such as "Våronn MF 135". Items keep the SKU the shopper chose
 * (a configurable product's variant, with its parent) rather than a product id, so a product
 * that leaves the catalogue stays on the list and is reported when the list goes to the cart.
 * `options_key` identifies the chosen options, so the same product with the same options adds up
 * on one line. `share_token` is set once the owner shares the list read-only by link.
 */
export const up = [
  `CREATE TABLE requisition_lists (
    id serial PRIMARY KEY,
    customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
    name text NOT NULL,
    description text,
    share_token text UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX requisition_lists_customer_idx ON requisition_lists (customer_id, updated_at)`,
  `CREATE TABLE requisition_list_items (
    id serial PRIMARY KEY,
    list_id integer NOT NULL REFERENCES requisition_lists (id) ON DELETE CASCADE,
    sku text NOT NULL,
    parent_sku text,
    selected_options jsonb NOT NULL DEFAULT '[]',
    entered_options jsonb NOT NULL DEFAULT '[]',
    options_key text NOT NULL DEFAULT '',
    quantity numeric(12, 4) NOT NULL,
    added_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX requisition_list_items_line_idx
    ON requisition_list_items (list_id, sku, options_key)`,
  `CREATE INDEX requisition_list_items_page_idx ON requisition_list_items (list_id, added_at, id)`,
];
