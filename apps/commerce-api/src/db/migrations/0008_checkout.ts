/**
 * Checkout (issue 8): what a cart needs to become an order, and what an order keeps of it.
 *
 * A cart gets its shipping and billing address (JSON copies, see `CartAddressJson`: an address
 * book entry may change later), the chosen carrier and method, and the chosen payment method with
 * what the payment provider gave for it (`payment_data`: a card's token, brand and last four
 * digits — never the card number).
 *
 * An order remembers the cart it was placed from (`cart_id`, unique: one order per cart, which
 * makes placing an order idempotent), the customer's own references, the shipping codes, and the
 * payment provider's transaction and card summary.
 */
export const up = [
  `ALTER TABLE carts
    ADD COLUMN shipping_address jsonb,
    ADD COLUMN billing_address jsonb,
    ADD COLUMN shipping_carrier_code text,
    ADD COLUMN shipping_method_code text,
    ADD COLUMN payment_method_code text,
    ADD COLUMN payment_data jsonb`,
  `ALTER TABLE orders
    ADD COLUMN cart_id integer UNIQUE REFERENCES carts (id) ON DELETE SET NULL,
    ADD COLUMN customer_ref text,
    ADD COLUMN customer_order_no text,
    ADD COLUMN shipping_carrier_code text,
    ADD COLUMN shipping_method_code text,
    ADD COLUMN payment_transaction_id text,
    ADD COLUMN card_brand text,
    ADD COLUMN card_last4 text`,
];
