/**
 * Shipments (issue 24 item 6): the parcels sent for an order, each with its carrier and tracking
 * number and the stages the carrier has reported (`events`, oldest first, as JSON: the shop has
 * no carrier integration yet, so the seed and `/dev/ship` write them). `items` are the order
 * lines in the parcel with their quantities. Numbers are unique like order numbers.
 */
export const up = [
  `CREATE TABLE order_shipments (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
    number text NOT NULL UNIQUE,
    carrier_code text NOT NULL,
    carrier_title text NOT NULL,
    tracking_number text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    items jsonb NOT NULL DEFAULT '[]',
    events jsonb NOT NULL DEFAULT '[]',
    comments jsonb NOT NULL DEFAULT '[]'
  )`,
  `CREATE INDEX order_shipments_order_idx ON order_shipments (order_id)`,
];
