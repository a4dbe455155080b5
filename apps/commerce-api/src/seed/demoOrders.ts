import type { Kysely } from 'kysely';
import { formatOrderNumber } from '../checkout/orderNumber.js';
import { FREE_SHIPPING_FROM, PICKUP_POINT } from '../checkout/shippingMethods.js';
import type { Database, OrderAddressJson, OrderCommentJson } from '../db/tables.js';
import { NORWEGIAN_VAT_PERCENT, computeOrderTotals } from '../orders/orderTotals.js';
import { lineProgress, type OrderStatus } from '../orders/orderStatus.js';
import { DEMO_ORDER_PLANS, type DemoOrderPlan } from './demoOrderPlans.js';
import { Random } from './generate/random.js';

/** The seeded orders went as Bring parcels: this charge, VAT included, below the free-shipping amount. */
const SHIPPING_CHARGE = PICKUP_POINT.priceInclTax;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When the status was last set, and what the shop wrote about it. */
function statusHistory(
  status: OrderStatus,
  placed: Date,
): { changed: Date; comments: OrderCommentJson[] } {
  const at = (offset: number) => new Date(placed.getTime() + offset);
  const comment = (offset: number, message: string) => ({
    changed: at(offset),
    comments: [{ message, timestamp: at(offset).toISOString() }],
  });
  switch (status) {
    case 'Pending':
      return { changed: placed, comments: [] };
    case 'Processing':
      return { changed: at(2 * HOUR), comments: [] };
    case 'On Hold':
      return comment(DAY, 'Ordren venter på bekreftelse fra kundeservice.');
    case 'Complete':
      return comment(DAY, 'Pakken er sendt med Bring.');
    case 'Closed':
      return comment(20 * DAY, 'Varene er returnert, og beløpet er betalt tilbake.');
    case 'Canceled':
      return comment(4 * HOUR, 'Ordren er kansellert etter ønske fra kunden.');
  }
}

interface PlannedOrder {
  customerId: number;
  email: string;
  placed: Date;
  status: OrderStatus;
  plan: DemoOrderPlan;
  coupon: { code: string; label: string; percent: number } | null;
  lines: { product: CatalogueProduct; quantity: number }[];
  billing: OrderAddressJson;
  shipping: OrderAddressJson;
}

interface CatalogueProduct {
  id: number;
  sku: string;
  name: string;
  url_key: string | null;
  type_id: string;
  unitPrice: number;
}

/**
 * Inserts the demo accounts' past orders, made from the seeded catalogue's simple products: the
 * same catalogue gives the same orders. Order numbers run in date order over all accounts,
 * from `000001001`. Does nothing for an account that is missing.
 */
export async function loadDemoOrders(db: Kysely<Database>): Promise<number> {
  const products = await catalogueProducts(db);
  if (products.length === 0) return 0;
  const planned: PlannedOrder[] = [];
  for (const plan of DEMO_ORDER_PLANS) {
    planned.push(...(await planAccountOrders(db, plan, products)));
  }
  planned.sort((a, b) => a.placed.getTime() - b.placed.getTime());
  for (const [index, order] of planned.entries()) {
    await insertDemoOrder(db, order, formatOrderNumber(1001 + index));
  }
  return planned.length;
}

/** The simple products orders are made from: the first 300 visible ones with a price. */
async function catalogueProducts(db: Kysely<Database>): Promise<CatalogueProduct[]> {
  const rows = await db
    .selectFrom('products')
    .select(['id', 'sku', 'name', 'url_key', 'type_id', 'price', 'special_price'])
    .where('type_id', '=', 'simple')
    .where('visible', '=', true)
    .where('price', '>', 0)
    .orderBy('id')
    .limit(300)
    .execute();
  return rows.map((row) => ({
    ...row,
    unitPrice:
      row.special_price !== null && row.special_price < row.price ? row.special_price : row.price,
  }));
}

/** One account's orders, by its plan; none when the account or its addresses are missing. */
async function planAccountOrders(
  db: Kysely<Database>,
  plan: DemoOrderPlan,
  products: CatalogueProduct[],
): Promise<PlannedOrder[]> {
  const planned: PlannedOrder[] = [];
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'email'])
    .where('email', '=', plan.email)
    .executeTakeFirst();
  if (!customer) return [];
  const addresses = await db
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .orderBy('id')
    .execute();
  const toJson = (address: (typeof addresses)[number]): OrderAddressJson => ({
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: address.street,
    city: address.city,
    postcode: address.postcode,
    region: address.region,
    country_code: address.country_code,
    telephone: address.telephone,
    vat_id: address.vat_id,
  });
  const billing = addresses.find((address) => address.default_billing) ?? addresses[0];
  const shipping = addresses.find((address) => address.default_shipping) ?? billing;
  if (!billing || !shipping) return [];

  const rng = new Random(`demo-orders:${plan.email}`);
  // Dates (and so order numbers) do not depend on the catalogue's size.
  const dates = new Random(`demo-order-dates:${plan.email}`);
  plan.statuses.forEach((status, index) => {
    const placed = new Date(
      Date.parse(plan.newest) - index * plan.spacingDays * DAY - dates.int(0, 72) * HOUR,
    );
    const chosen = rng.shuffle(products).slice(0, rng.int(1, plan.maxLines));
    planned.push({
      customerId: customer.id,
      email: customer.email,
      placed,
      status,
      plan,
      coupon: plan.coupons[index] ?? null,
      // One of a dear part (an engine, a gearbox), a handful of the cheaper ones.
      lines: chosen.map((product) => ({
        product,
        quantity: product.unitPrice > 3000 ? 1 : rng.int(1, plan.maxQuantity),
      })),
      billing: toJson(billing),
      shipping: toJson(shipping),
    });
  });
  return planned;
}

/** Writes one planned order and its lines under the given number. */
async function insertDemoOrder(
  db: Kysely<Database>,
  order: PlannedOrder,
  number: string,
): Promise<void> {
  const percent = order.coupon?.percent ?? 0;
  const lineInputs = order.lines.map(({ product, quantity }) => ({
    unitPriceInclTax: product.unitPrice,
    quantity,
    discountInclTax: (product.unitPrice * quantity * percent) / 100,
  }));
  const goods = computeOrderTotals(lineInputs, 0);
  const shippingCharge =
    goods.subtotalInclTax - goods.discountInclTax >= FREE_SHIPPING_FROM ? 0 : SHIPPING_CHARGE;
  const totals = computeOrderTotals(lineInputs, shippingCharge);
  const history = statusHistory(order.status, order.placed);

  const { id } = await db
    .insertInto('orders')
    .values({
      number,
      customer_id: order.customerId,
      email: order.email,
      status: order.status,
      created_at: order.placed,
      status_changed_at: history.changed,
      currency: 'NOK',
      shipping_method: order.plan.shippingMethod,
      carrier: 'Bring',
      payment_method_code: order.plan.payment.code,
      payment_method_name: order.plan.payment.name,
      shipping_address: JSON.stringify(order.shipping),
      billing_address: JSON.stringify(order.billing),
      coupon_code: order.coupon?.code ?? null,
      discount_label: order.coupon?.label ?? null,
      tax_rate: NORWEGIAN_VAT_PERCENT,
      subtotal_excl_tax: totals.subtotalExclTax,
      subtotal_incl_tax: totals.subtotalInclTax,
      discount_amount: totals.discountInclTax,
      shipping_excl_tax: totals.shippingExclTax,
      shipping_incl_tax: totals.shippingInclTax,
      tax_amount: totals.taxAmount,
      grand_total: totals.grandTotal,
      comments: JSON.stringify(history.comments),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('order_items')
    .values(
      order.lines.map(({ product, quantity }, position) => {
        const line = totals.lines[position]!;
        const progress = lineProgress(order.status, quantity);
        return {
          order_id: id,
          position,
          product_id: product.id,
          sku: product.sku,
          name: product.name,
          url_key: product.url_key,
          product_type: product.type_id,
          quantity,
          quantity_shipped: progress.shipped,
          quantity_invoiced: progress.invoiced,
          quantity_canceled: progress.canceled,
          quantity_refunded: progress.refunded,
          unit_price_excl_tax: line.unitPriceExclTax,
          unit_price_incl_tax: line.unitPriceInclTax,
          row_total_excl_tax: line.rowTotalExclTax,
          row_total_incl_tax: line.rowTotalInclTax,
          discount_amount: line.discountInclTax,
          status: progress.status,
        };
      }),
    )
    .execute();
}
