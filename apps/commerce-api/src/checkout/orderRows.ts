import type { Insertable, Selectable } from 'kysely';
import type { CartRow } from '../carts/cartAccess.js';
import { CARD, CREDIT, INVOICE, VIPPS } from '../carts/paymentMethods.js';
import type {
  CustomerAddressTable,
  OrderCommentJson,
  OrderItemTable,
  OrderTable,
} from '../db/tables.js';
import { lineProgress, type OrderStatus } from '../orders/orderStatus.js';
import { NORWEGIAN_VAT_PERCENT, type OrderTotals } from '../orders/orderTotals.js';
import { cartAddressFromBook, orderAddress } from './cartAddress.js';
import type { CheckoutCustomer, CheckoutSnapshot } from './checkoutView.js';
import { INVOICE_TERMS_DAYS } from './paymentRules.js';

/**
 * The rows an order is written as, from the cart priced as the shopper saw it: pure, so the
 * transaction in `placeOrder` only reads, reserves and writes.
 */

const PAYMENT_NAMES = new Map(
  [CARD, CREDIT, INVOICE, VIPPS].map((method) => [method.code, method.title]),
);

/** The statuses of a new order: paid ones (card, credit) are Processing, invoiced ones Pending. */
export function newOrderStatus(paymentCode: string): OrderStatus {
  return paymentCode === INVOICE.code ? 'Pending' : 'Processing';
}

/** What the shop writes on a new order about its payment. */
function paymentComment(cart: CartRow, now: Date): OrderCommentJson {
  const card = cart.payment_data?.card;
  return {
    message:
      cart.payment_method_code === INVOICE.code
        ? `Betales mot faktura med ${INVOICE_TERMS_DAYS} dagers betalingsfrist.`
        : card
          ? `Betalt med kort (${card.brand} som slutter på ${card.last4}).`
          : cart.payment_method_code === VIPPS.code
            ? 'Betalt med Vipps.'
            : 'Betalt med kreditt (delbetaling).',
    timestamp: now.toISOString(),
  };
}

/** Everything a new order's row is made of. */
export interface NewOrder {
  number: string;
  cart: CartRow;
  customer: CheckoutCustomer;
  /** The company's billing address on file (a company is billed there as it is now). */
  defaultBilling: Selectable<CustomerAddressTable> | undefined;
  snapshot: CheckoutSnapshot;
  totals: OrderTotals;
  /** The provider's transaction, for card and credit payments. */
  transactionId: string | null;
  now: Date;
}

/** The order's row. */
export function orderRow(order: NewOrder): Insertable<OrderTable> {
  const { cart, customer, snapshot, totals, now } = order;
  const paymentCode = cart.payment_method_code!;
  const card = cart.payment_data?.card ?? null;
  const shipping = snapshot.selectedShipping;
  const shipped = !snapshot.isVirtual;
  const billing =
    customer.company_id !== null && order.defaultBilling
      ? orderAddress(cartAddressFromBook(order.defaultBilling))
      : orderAddress(cart.billing_address!);
  return {
    number: order.number,
    customer_id: customer.id,
    email: customer.email,
    status: newOrderStatus(paymentCode),
    created_at: now,
    status_changed_at: now,
    currency: 'NOK',
    shipping_method: shipping
      ? `${shipping.method.carrier_title} - ${shipping.method.method_title}`
      : null,
    carrier: shipping?.method.carrier_title ?? null,
    shipping_carrier_code: shipping?.method.carrier_code ?? null,
    shipping_method_code: shipping?.method.method_code ?? null,
    payment_method_code: paymentCode,
    payment_method_name: PAYMENT_NAMES.get(paymentCode) ?? paymentCode,
    payment_transaction_id: order.transactionId,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    shipping_address:
      shipped && cart.shipping_address ? JSON.stringify(orderAddress(cart.shipping_address)) : null,
    billing_address: JSON.stringify(billing),
    coupon_code: snapshot.couponCode,
    discount_label: snapshot.couponLabel,
    tax_rate: NORWEGIAN_VAT_PERCENT,
    subtotal_excl_tax: totals.subtotalExclTax,
    subtotal_incl_tax: totals.subtotalInclTax,
    discount_amount: totals.discountInclTax,
    shipping_excl_tax: totals.shippingExclTax,
    shipping_incl_tax: totals.shippingInclTax,
    tax_amount: totals.taxAmount,
    grand_total: totals.grandTotal,
    comments: JSON.stringify([paymentComment(cart, now)]),
    cart_id: cart.id,
    customer_ref: cart.customer_ref,
    customer_order_no: cart.customer_order_no,
    customer_notes: shipped ? (cart.shipping_address?.customer_notes ?? null) : null,
  };
}

/** The order's lines, in the cart's order, with their progress in the order's status. */
export function orderItemRows(
  orderId: number,
  status: OrderStatus,
  snapshot: CheckoutSnapshot,
  totals: OrderTotals,
): Insertable<OrderItemTable>[] {
  return snapshot.lines.map((line, position) => {
    const lineTotals = totals.lines[position]!;
    const progress = lineProgress(status, line.row.quantity);
    return {
      order_id: orderId,
      position,
      product_id: line.product.id,
      sku: (line.variant ?? line.product).sku,
      name: line.product.name,
      url_key: line.product.url_key,
      product_type: line.product.type_id,
      quantity: line.row.quantity,
      quantity_shipped: progress.shipped,
      quantity_invoiced: progress.invoiced,
      quantity_canceled: progress.canceled,
      quantity_refunded: progress.refunded,
      unit_price_excl_tax: lineTotals.unitPriceExclTax,
      unit_price_incl_tax: lineTotals.unitPriceInclTax,
      row_total_excl_tax: lineTotals.rowTotalExclTax,
      row_total_incl_tax: lineTotals.rowTotalInclTax,
      discount_amount: lineTotals.discountInclTax,
      status: progress.status,
      entered_options: JSON.stringify(
        (line.customOptions ?? []).map((entry) => ({
          label: entry.option.title,
          value: entry.value,
        })),
      ),
      selected_options: JSON.stringify(line.selectedOptions ?? []),
    };
  });
}
