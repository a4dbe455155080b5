import type { Kysely } from 'kysely';
import { checkoutView } from '../checkout/checkoutView.js';
import type { Database } from '../db/tables.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { ResolversTypes } from '../graphql/generated/schemaTypes.js';
import type { CartRow } from './cartAccess.js';
import { findCoupon } from './cartCoupon.js';
import { cartItemView, type MoneyOf } from './cartItemView.js';
import { computeCartTotals, type CartTotals } from './cartTotals.js';
import type { Coupon } from './coupons.js';
import { availablePaymentMethods } from './paymentMethods.js';
import { pricedCartLines } from './pricedCartLines.js';

export type CartView = Awaited<ReturnType<typeof cartView>>;

const VIRTUAL_TYPES = new Set(['virtual', 'downloadable']);

/** The owner of a cart, as pricing and payment need them; null for a guest cart. */
async function cartCustomer(db: Kysely<Database>, customerId: number | null) {
  if (customerId === null) return null;
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'email', 'company_id', 'credit_check_approved'])
    .where('id', '=', customerId)
    .executeTakeFirst();
  return customer ?? null;
}

/** The coupon's discount of an amount, as the schema's `Discount` list (empty without one). */
const couponDiscounts = (applied: Coupon | null, money: MoneyOf) => (amount: number) =>
  applied && amount > 0
    ? [
        {
          amount: money(amount),
          applied_to: 'ITEM' as const,
          coupon: { code: applied.code },
          label: applied.label,
        },
      ]
    : [];

/** The cart's `prices`: the goods' totals, and the grand total with shipping from checkout. */
function cartPrices(
  totals: CartTotals,
  withShipping: { grandTotal: number; grandTotalExclTax: number; taxAmount: number },
  money: MoneyOf,
) {
  return {
    subtotal_including_tax: money(totals.subtotalInclTax),
    subtotal_excluding_tax: money(totals.subtotalExclTax),
    subtotal_with_discount_excluding_tax: money(totals.subtotalWithDiscountExclTax),
    grand_total: money(withShipping.grandTotal),
    grand_total_excluding_tax: money(withShipping.grandTotalExclTax),
    applied_taxes:
      withShipping.taxAmount > 0
        ? [{ label: 'MVA 25 %', amount: money(withShipping.taxAmount) }]
        : [],
    discounts: couponDiscounts(totals.appliedCoupon, money)(totals.discountInclTax),
  };
}

/** Everything the `Cart` type shows, computed from the stored cart and today's prices. */
export async function cartView(context: GraphQLContext, cart: CartRow) {
  const [lines, coupon, customer] = await Promise.all([
    pricedCartLines(context, cart),
    findCoupon(context.db, cart.coupon_code),
    cartCustomer(context.db, cart.customer_id),
  ]);
  const totals = computeCartTotals(
    lines.map((line) => ({ unitPriceInclTax: line.price, quantity: line.row.quantity })),
    coupon,
    new Date(),
  );
  const money: MoneyOf = (value) => ({ value, currency: context.currency });
  const discounts = couponDiscounts(totals.appliedCoupon, money);
  const items = await Promise.all(
    lines.map((line, index) =>
      cartItemView(context, line, totals.lines[index]!, { money, discounts }),
    ),
  );
  const isVirtual =
    lines.length > 0 && lines.every((line) => VIRTUAL_TYPES.has(line.product.type_id));
  const checkout = await checkoutView(context, cart, {
    customer,
    isVirtual,
    totals,
    lines: lines.map((line, index) => ({
      ...line,
      discountInclTax: totals.lines[index]!.discountInclTax,
    })),
  });
  return {
    id: cart.masked_id,
    email: cart.email ?? customer?.email ?? null,
    is_virtual: isVirtual,
    total_quantity: lines.reduce((sum, line) => sum + line.row.quantity, 0),
    items: items as ResolversTypes['CartItemInterface'][],
    applied_coupons: totals.appliedCoupon ? [{ code: totals.appliedCoupon.code }] : [],
    prices: cartPrices(totals, checkout.totals, money),
    available_payment_methods: availablePaymentMethods(customer),
    selected_payment_method: checkout.selected_payment_method,
    shipping_addresses: checkout.shipping_addresses,
    billing_address: checkout.billing_address,
    wm_customer_order_fields: {
      customer_ref: cart.customer_ref,
      customer_order_no: cart.customer_order_no,
    },
    /** Not a GraphQL field: what `placeOrder` checks and turns into an order. */
    checkout: checkout.snapshot,
  };
}
