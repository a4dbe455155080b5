import type { Selectable } from 'kysely';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import { orderLineLinks, type OrderLineLink } from '../downloads/orderLineLinks.js';
import type { OrderAddressJson, OrderItemTable, OrderTable } from '../db/tables.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { CountryCodeEnum, OrderAddress } from '../graphql/generated/schemaTypes.js';
import { magentoDateTime } from '../graphql/magentoDateTime.js';
import { invoiceTerms } from '../checkout/invoiceTerms.js';
import type { OrderShipmentTable } from '../db/tables/shipments.js';
import { shipmentsByOrder, toOrderShipment } from '../shipments/shipmentView.js';
import { orderInvoices, paymentAdditionalData } from './invoiceView.js';

type OrderRow = Selectable<OrderTable>;
type OrderItemRow = Selectable<OrderItemTable>;

function toOrderAddress(address: OrderAddressJson | null): OrderAddress | null {
  if (!address) return null;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    region: address.region,
    region_id: null,
    country_code: address.country_code as CountryCodeEnum,
    telephone: address.telephone,
    vat_id: address.vat_id,
    prefix: address.prefix ?? null,
    middlename: address.middlename ?? null,
    suffix: address.suffix ?? null,
  };
}

/** An invoice order's terms as `WmInvoiceTerms`; null for any other payment. */
function invoiceTermsView(order: OrderRow) {
  const terms = invoiceTerms(order.payment_method_code, order.created_at);
  return terms ? { days: terms.days, due_date: terms.dueDate } : null;
}

/** Magento's order ids are the base64 of the entity id. */
export const orderUid = (id: number) => Buffer.from(String(id)).toString('base64');

/** A discount of the order (its coupon's label) as Magento's `Discount` list; none for 0. */
function orderDiscount<M extends { value: number }>(order: OrderRow, amount: M) {
  const coupon = order.coupon_code ? { code: order.coupon_code } : null;
  return amount.value > 0
    ? [
        {
          amount,
          applied_to: 'ITEM' as const,
          label: order.discount_label ?? order.coupon_code ?? 'Rabatt',
          coupon,
        },
      ]
    : [];
}

/** One order line as `OrderItemInterface`. */
function toOrderLine(
  context: GraphQLContext,
  order: OrderRow,
  item: OrderItemRow,
  products: Map<number, ProductRow>,
  lineLinks: Map<number, OrderLineLink[]>,
) {
  const money = (value: number) => ({ value, currency: context.currency });
  const discount = (amount: number) => orderDiscount(order, money(amount));
  const product = item.product_id === null ? undefined : products.get(item.product_id);
  return {
    id: Buffer.from(String(item.id)).toString('base64'),
    product_name: item.name,
    product_sku: item.sku,
    product_url_key: item.url_key,
    product_type: item.product_type,
    // The catalogue's product only while it is still the one that was ordered.
    product: product && product.sku === item.sku ? product : null,
    product_sale_price: money(item.unit_price_excl_tax),
    quantity_ordered: item.quantity,
    quantity_invoiced: item.quantity_invoiced,
    quantity_shipped: item.quantity_shipped,
    quantity_canceled: item.quantity_canceled,
    quantity_refunded: item.quantity_refunded,
    quantity_returned: 0,
    status: item.status,
    // Read by `DownloadableOrderItem` only (`__resolveType` picks it by the product type).
    downloadable_links: lineLinks.get(item.id) ?? [],
    selected_options: item.selected_options,
    entered_options: item.entered_options,
    discounts: discount(item.discount_amount),
    prices: {
      price: money(item.unit_price_excl_tax),
      price_including_tax: money(item.unit_price_incl_tax),
      row_total: money(item.row_total_excl_tax),
      row_total_including_tax: money(item.row_total_incl_tax),
      total_item_discount: money(item.discount_amount),
      discounts: discount(item.discount_amount),
    },
  };
}

function toCustomerOrder(
  context: GraphQLContext,
  order: OrderRow,
  items: OrderItemRow[],
  products: Map<number, ProductRow>,
  lineLinks: Map<number, OrderLineLink[]>,
  shipments: Selectable<OrderShipmentTable>[],
) {
  const money = (value: number) => ({ value, currency: context.currency });
  const coupon = order.coupon_code ? { code: order.coupon_code } : null;
  const discount = (amount: number) => orderDiscount(order, money(amount));
  const tax = (amount: number) => ({ amount: money(amount), rate: order.tax_rate, title: 'MVA' });
  const orderLines = items.map((item) => toOrderLine(context, order, item, products, lineLinks));
  const orderLineById = new Map(items.map((item, index) => [item.id, orderLines[index]!]));
  const total = {
    subtotal: money(order.subtotal_excl_tax),
    subtotal_excl_tax: money(order.subtotal_excl_tax),
    subtotal_incl_tax: money(order.subtotal_incl_tax),
    discounts: discount(order.discount_amount),
    total_shipping: money(order.shipping_excl_tax),
    shipping_handling: {
      amount_excluding_tax: money(order.shipping_excl_tax),
      amount_including_tax: money(order.shipping_incl_tax),
      total_amount: money(order.shipping_excl_tax),
      taxes:
        order.shipping_incl_tax > 0 ? [tax(order.shipping_incl_tax - order.shipping_excl_tax)] : [],
      discounts: [],
    },
    taxes: [tax(order.tax_amount)],
    total_tax: money(order.tax_amount),
    grand_total: money(order.grand_total),
    base_grand_total: money(order.grand_total),
  };
  return {
    id: orderUid(order.id),
    number: order.number,
    order_date: magentoDateTime(order.created_at),
    order_status_change_date: magentoDateTime(order.status_changed_at),
    status: order.status,
    email: order.email,
    is_virtual: order.shipping_address === null,
    carrier: order.carrier,
    shipping_method: order.shipping_method,
    applied_coupons: coupon ? [coupon] : [],
    comments: order.comments.map((comment) => ({
      message: comment.message,
      timestamp: magentoDateTime(new Date(comment.timestamp)),
    })),
    payment_methods: [
      {
        name: order.payment_method_name,
        type: order.payment_method_code,
        additional_data: paymentAdditionalData(order),
      },
    ],
    wm_customer_order_fields: {
      customer_ref: order.customer_ref,
      customer_order_no: order.customer_order_no,
    },
    wm_customer_notes: order.customer_notes,
    wm_invoice_terms: invoiceTermsView(order),
    shipping_address: toOrderAddress(order.shipping_address),
    billing_address: toOrderAddress(order.billing_address),
    items: orderLines,
    shipments: shipments.map((shipment) =>
      toOrderShipment(context, shipment, items, orderLineById),
    ),
    total,
    invoices: orderInvoices(order, items, shipments, {
      money,
      orderLine: (item) => orderLineById.get(item.id)!,
      orderTotal: total,
      discount,
      formatTimestamp: magentoDateTime,
    }),
  };
}

/** Orders as `CustomerOrder`s, with their lines and the catalogue products still behind them. */
export async function customerOrders(context: GraphQLContext, orders: OrderRow[]) {
  const items =
    orders.length === 0
      ? []
      : await context.db
          .selectFrom('order_items')
          .selectAll()
          .where(
            'order_id',
            'in',
            orders.map((order) => order.id),
          )
          .orderBy('order_id')
          .orderBy('position')
          .execute();
  const productIds = [
    ...new Set(items.flatMap((item) => (item.product_id === null ? [] : [item.product_id]))),
  ];
  const productRows = await context.loaders.productsInOrder(productIds);
  const products = new Map(productRows.map((row) => [row.id, row]));
  const lineLinks = await orderLineLinks(context, items);
  const shipments = await shipmentsByOrder(
    context,
    orders.map((order) => order.id),
  );
  return orders.map((order) =>
    toCustomerOrder(
      context,
      order,
      items.filter((item) => item.order_id === order.id),
      products,
      lineLinks,
      shipments.get(order.id) ?? [],
    ),
  );
}

/** One order as `CustomerOrder` (the result of `placeOrder`). */
export async function customerOrderById(context: GraphQLContext, orderId: number) {
  const order = await context.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return (await customerOrders(context, [order]))[0]!;
}
