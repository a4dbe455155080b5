/**
 * Issue 22: a customer's phone number and company type (the spec's `phone_number` and
 * `company_type`, which Magento's customer lacks), and an order line's chosen options (Magento's
 * `OrderItemInterface.selected_options`: a configurable product's colour and size, a bundle's
 * contents) kept on the order as label and value, so the order history and the confirmation mail
 * read them from the order, not from a cart that is gone.
 */
export const up = [
  `ALTER TABLE customers ADD COLUMN phone_number text`,
  `ALTER TABLE customers ADD COLUMN company_type text`,
  `ALTER TABLE order_items ADD COLUMN selected_options jsonb NOT NULL DEFAULT '[]'`,
];
