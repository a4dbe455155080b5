import type { Selectable } from 'kysely';
import { INVOICE } from '../carts/paymentMethods.js';
import { invoiceTerms } from '../checkout/invoiceTerms.js';
import type { OrderItemTable, OrderTable } from '../db/tables.js';
import type { OrderShipmentTable } from '../db/tables/shipments.js';

/**
 * An order's invoice and its payment details, as Magento's `Invoice` and
 * `OrderPaymentMethod.additional_data` (`docs/commerce-api/invoices.md`). The shop issues one
 * invoice per order, for what its lines say is invoiced (`quantity_invoiced`): card, credit and
 * Vipps orders are invoiced when paid at placement, orders on invoice terms when their parcel
 * leaves (`shipOrder`). Pure: the caller passes the order's rows and its money shape.
 */

type OrderRow = Selectable<OrderTable>;
type OrderItemRow = Selectable<OrderItemTable>;
type ShipmentRow = Selectable<OrderShipmentTable>;

const roundMoney = (value: number) => Math.round(value * 100) / 100;

/** The payment's details a customer may see, as name and value; never card numbers. */
export function paymentAdditionalData(order: OrderRow): { name: string; value: string }[] {
  const data: { name: string; value: string }[] = [];
  if (order.card_brand) data.push({ name: 'card_brand', value: order.card_brand });
  if (order.card_last4) data.push({ name: 'card_last4', value: order.card_last4 });
  if (order.payment_transaction_id) {
    data.push({ name: 'transaction_id', value: order.payment_transaction_id });
  }
  const terms = invoiceTerms(order.payment_method_code, order.created_at);
  if (terms) {
    data.push({ name: 'invoice_terms_days', value: String(terms.days) });
    data.push({ name: 'invoice_due_date', value: terms.dueDate });
  }
  return data;
}

/** When the invoice was made: at placement, or for invoice terms when the first parcel left. */
function invoicedAt(order: OrderRow, shipments: ShipmentRow[]): Date {
  if (order.payment_method_code !== INVOICE.code) return order.created_at;
  return shipments[0]?.created_at ?? order.created_at;
}

/**
 * The order's invoices (none, or one): its invoiced lines, each pointing to the order line as
 * `toOrderLine` made it, and the amounts. A whole order's invoice has the order's own totals;
 * a part (never made by this shop, but a line's counts allow it) has its lines' share and the
 * shipping.
 */
export function orderInvoices<Money, Line, Total extends object, Discount>(
  order: OrderRow,
  items: OrderItemRow[],
  shipments: ShipmentRow[],
  context: {
    money: (value: number) => Money;
    /** The order line as `CustomerOrder.items` has it. */
    orderLine: (item: OrderItemRow) => Line;
    /** The order's `total`, for an invoice of the whole order. */
    orderTotal: Total;
    /** The discount list for an amount (the order's coupon). */
    discount: (amount: number) => Discount[];
    formatTimestamp: (date: Date) => string;
  },
) {
  const invoicedLines = items.filter((item) => item.quantity_invoiced > 0);
  if (invoicedLines.length === 0) return [];
  const { money } = context;
  const share = (item: OrderItemRow, amount: number) =>
    roundMoney((amount * item.quantity_invoiced) / item.quantity);
  const whole = items.every(
    (item) => item.quantity_invoiced >= item.quantity - item.quantity_canceled,
  );
  const partTotal = () => {
    const subtotal = invoicedLines.reduce(
      (sum, item) => sum + share(item, item.row_total_excl_tax),
      0,
    );
    const lineTax = invoicedLines.reduce(
      (sum, item) => sum + share(item, item.row_total_incl_tax - item.row_total_excl_tax),
      0,
    );
    const discount = invoicedLines.reduce(
      (sum, item) => sum + share(item, item.discount_amount),
      0,
    );
    const shippingTax = order.shipping_incl_tax - order.shipping_excl_tax;
    const tax = roundMoney(lineTax + shippingTax);
    const grand = roundMoney(subtotal + lineTax - discount + order.shipping_incl_tax);
    return {
      subtotal: money(roundMoney(subtotal)),
      discounts: context.discount(roundMoney(discount)),
      total_shipping: money(order.shipping_excl_tax),
      shipping_handling: {
        amount_excluding_tax: money(order.shipping_excl_tax),
        amount_including_tax: money(order.shipping_incl_tax),
        total_amount: money(order.shipping_excl_tax),
        taxes: [],
        discounts: [],
      },
      taxes: [{ amount: money(tax), rate: order.tax_rate, title: 'MVA' }],
      total_tax: money(tax),
      grand_total: money(grand),
      base_grand_total: money(grand),
    };
  };
  const at = invoicedAt(order, shipments);
  const terms = invoiceTerms(order.payment_method_code, order.created_at);
  return [
    {
      id: Buffer.from(`invoice:${order.id}`).toString('base64'),
      // One invoice per order: it goes by the order's number.
      number: order.number,
      comments: terms
        ? [
            {
              message: `Betales innen ${terms.dueDate} (${terms.days} dagers betalingsfrist).`,
              timestamp: context.formatTimestamp(at),
            },
          ]
        : [],
      items: invoicedLines.map((item) => ({
        id: Buffer.from(`invoice-item:${order.id}:${item.id}`).toString('base64'),
        product_name: item.name,
        product_sku: item.sku,
        product_sale_price: money(item.unit_price_excl_tax),
        quantity_invoiced: item.quantity_invoiced,
        discounts: context.discount(share(item, item.discount_amount)),
        order_item: context.orderLine(item),
      })),
      total: whole ? context.orderTotal : partTotal(),
    },
  ];
}
