/**
 * Delivery instructions (issue 22): the note the shopper gave with the shipping address (the
 * cart address's `customer_notes`, Magento's name) stays with the order once it is placed, for
 * the order detail, the confirmation and whoever packs it. Null when none was given, and for
 * orders with nothing shipped.
 */
export const up = [`ALTER TABLE orders ADD COLUMN customer_notes text`];
