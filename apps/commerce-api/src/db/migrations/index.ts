import * as catalog from './0001_catalog.js';
import * as productAttributeValues from './0002_product_attribute_values.js';
import * as customers from './0003_customers.js';
import * as passwordResetAndOutbox from './0004_password_reset_and_outbox.js';
import * as orders from './0005_orders.js';
import * as customerTractors from './0006_customer_tractors.js';
import * as cartsAndWishlists from './0007_carts_and_wishlists.js';
import * as checkout from './0008_checkout.js';
import * as searchIndexInMemory from './0009_search_index_in_memory.js';
import * as signInThrottle from './0010_sign_in_throttle.js';
import * as rateLimitCounters from './0011_rate_limit_counters.js';
import * as mailDelivery from './0012_mail_delivery.js';
import * as productCustomOptions from './0013_product_custom_options.js';
import * as orderCustomerNotes from './0014_order_customer_notes.js';
import * as customerContactAndOrderOptions from './0015_customer_contact_and_order_options.js';
import * as quoteRequests from './0016_quote_requests.js';
import * as productStockAlerts from './0017_product_stock_alerts.js';
import * as orderShipments from './0019_order_shipments.js';
import * as partDiagrams from './0020_part_diagrams.js';
import * as requisitionLists from './0021_requisition_lists.js';
import * as productReviews from './0022_product_reviews.js';
import * as newsletterAndMailHeaders from './0023_newsletter_and_mail_headers.js';
import * as customerNameFields from './0024_customer_name_fields.js';

/**
 * Versioned migrations, applied in order and recorded in `schema_migrations`. Never edit one that
 * has shipped; add the next number instead.
 */
export const migrations: readonly { name: string; up: readonly string[] }[] = [
  { name: '0001_catalog', up: catalog.up },
  { name: '0002_product_attribute_values', up: productAttributeValues.up },
  { name: '0003_customers', up: customers.up },
  { name: '0004_password_reset_and_outbox', up: passwordResetAndOutbox.up },
  { name: '0005_orders', up: orders.up },
  { name: '0006_customer_tractors', up: customerTractors.up },
  { name: '0007_carts_and_wishlists', up: cartsAndWishlists.up },
  { name: '0008_checkout', up: checkout.up },
  { name: '0009_search_index_in_memory', up: searchIndexInMemory.up },
  { name: '0010_sign_in_throttle', up: signInThrottle.up },
  { name: '0011_rate_limit_counters', up: rateLimitCounters.up },
  { name: '0012_mail_delivery', up: mailDelivery.up },
  { name: '0013_product_custom_options', up: productCustomOptions.up },
  { name: '0014_order_customer_notes', up: orderCustomerNotes.up },
  {
    name: '0015_customer_contact_and_order_options',
    up: customerContactAndOrderOptions.up,
  },
  { name: '0016_quote_requests', up: quoteRequests.up },
  { name: '0017_product_stock_alerts', up: productStockAlerts.up },
  { name: '0019_order_shipments', up: orderShipments.up },
  { name: '0020_part_diagrams', up: partDiagrams.up },
  { name: '0021_requisition_lists', up: requisitionLists.up },
  { name: '0022_product_reviews', up: productReviews.up },
  { name: '0023_newsletter_and_mail_headers', up: newsletterAndMailHeaders.up },
  { name: '0024_customer_name_fields', up: customerNameFields.up },
];
