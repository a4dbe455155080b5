import { sql, type Kysely, type Selectable } from 'kysely';
import type { CartRow } from '../carts/cartAccess.js';
import { CARD, CREDIT, VIPPS } from '../carts/paymentMethods.js';
import { backorderedProductIds } from '../catalog/productFlags.js';
import type { CustomerAddressTable, Database } from '../db/tables.js';
import { computeOrderTotals, type OrderTotals } from '../orders/orderTotals.js';
import type { CheckoutCustomer, CheckoutSnapshot } from './checkoutView.js';
import { takeOrderNumber } from './orderNumber.js';
import { newOrderStatus, orderItemRows, orderRow } from './orderRows.js';
import { ORDER_MESSAGES, orderProblem } from './orderRules.js';
import type { PaymentProvider, PaymentRefusalCode } from './paymentProvider.js';

type Db = Kysely<Database>;

/** What became of a `placeOrder`. */
export type PlaceOrderResult =
  /** A new order. */
  | { kind: 'placed'; orderId: number }
  /** The cart had been ordered already (a repeated or parallel request): that order. */
  | { kind: 'existing'; orderId: number }
  /** The cart changed after it was priced: price it again and retry. */
  | { kind: 'stale' }
  | {
      kind: 'refused';
      code: 'CART_NOT_ACTIVE' | 'UNABLE_TO_PLACE_ORDER';
      message: string;
      /** The finer reason `code` does not tell apart (`wm_error_code`), such as `CARD_EXPIRED`. */
      errorCode?: PaymentRefusalCode;
    };

/**
 * A refusal inside the order's transaction: thrown, so everything done so far rolls back; a
 * refused payment says why with its code.
 */
class OrderRefusal extends Error {
  constructor(
    message: string,
    readonly errorCode?: PaymentRefusalCode,
  ) {
    super(message);
  }
}

/** The stock each line takes: its variant, the bundle's chosen members, or the product itself. */
async function stockDraws(trx: Db, snapshot: CheckoutSnapshot): Promise<Map<number, number>> {
  const draws = new Map<number, number>();
  const add = (productId: number, quantity: number) =>
    draws.set(productId, (draws.get(productId) ?? 0) + quantity);
  for (const line of snapshot.lines) {
    if (line.product.type_id === 'bundle') {
      const selections = await trx
        .selectFrom('bundle_selections')
        .select(['selection_id', 'product_id'])
        .where(
          'selection_id',
          'in',
          line.row.bundle_selections.map((choice) => choice.selection_id),
        )
        .execute();
      for (const choice of line.row.bundle_selections) {
        const selection = selections.find((s) => s.selection_id === choice.selection_id);
        if (selection) add(selection.product_id, choice.quantity * line.row.quantity);
      }
    } else {
      add((line.variant ?? line.product).id, line.row.quantity);
    }
  }
  return draws;
}

/**
 * Takes the stock of every product the order draws on, or none: each row is changed only while
 * it still has enough (`quantity >= wanted`), in id order so that two orders never wait on each
 * other. The row lock makes a second order for the last unit wait for the first and then find
 * nothing left.
 */
async function reserveStock(trx: Db, draws: Map<number, number>): Promise<void> {
  const backordered = await backorderedProductIds(trx, [...draws.keys()]);
  for (const [productId, quantity] of [...draws].sort(([a], [b]) => a - b)) {
    if (backordered.has(productId)) {
      // The supplier delivers what the shelf lacks: take what is there, never below 0.
      await trx
        .updateTable('products')
        .set({ quantity: sql<number>`GREATEST(quantity - ${quantity}, 0)` })
        .where('id', '=', productId)
        .execute();
      continue;
    }
    const taken = await trx
      .updateTable('products')
      .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
      .where('id', '=', productId)
      .where('quantity', '>=', quantity)
      .returning('id')
      .executeTakeFirst();
    if (!taken) {
      const product = await trx
        .selectFrom('products')
        .select(['name', 'sku'])
        .where('id', '=', productId)
        .executeTakeFirst();
      throw new OrderRefusal(ORDER_MESSAGES.notInStock(product?.name ?? '', product?.sku ?? ''));
    }
  }
}

/** A cart that may be ordered now, with what the order is checked and written with. */
interface OrderableCart {
  cart: CartRow;
  customer: CheckoutCustomer;
  defaultBilling: Selectable<CustomerAddressTable> | undefined;
}

/**
 * Locks the cart's row and checks it again, inside the order's transaction: an order made
 * already (`existing`), an inactive cart, a cart changed since it was priced (`stale`), or any
 * rule of `orderProblem` (a refusal); otherwise what the order needs.
 */
async function orderableCart(
  trx: Kysely<Database>,
  snapshot: CheckoutSnapshot,
): Promise<OrderableCart | PlaceOrderResult> {
  const cart = await trx
    .selectFrom('carts')
    .selectAll()
    .where('id', '=', snapshot.cart.id)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (cart.state === 'ordered') {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('cart_id', '=', cart.id)
      .executeTakeFirst();
    if (order) return { kind: 'existing', orderId: order.id };
  }
  if (cart.state !== 'active') {
    return { kind: 'refused', code: 'CART_NOT_ACTIVE', message: "The cart isn't active." };
  }
  if (new Date(cart.updated_at).getTime() !== new Date(snapshot.cart.updated_at).getTime()) {
    return { kind: 'stale' };
  }
  const customer = snapshot.customer;
  if (!customer) throw new OrderRefusal(ORDER_MESSAGES.guestCheckout);
  const defaultBilling = await trx
    .selectFrom('customer_addresses')
    .selectAll()
    .where('customer_id', '=', customer.id)
    .where('default_billing', '=', true)
    .executeTakeFirst();
  const problem = orderProblem(snapshot, defaultBilling?.id ?? null);
  if (problem) throw new OrderRefusal(problem);
  return { cart, customer, defaultBilling };
}

/** The order's totals, from the lines and the shipping as priced. */
const orderTotals = (snapshot: CheckoutSnapshot): OrderTotals =>
  computeOrderTotals(
    snapshot.lines.map((line) => ({
      unitPriceInclTax: line.price,
      quantity: line.row.quantity,
      discountInclTax: line.discountInclTax,
    })),
    snapshot.selectedShipping?.priceInclTax ?? 0,
  );

/**
 * Takes a card, credit or Vipps payment through the provider: its transaction id, or a refusal with
 * the provider's explanation. An invoice takes nothing now (null). The cart is the idempotency
 * reference, so a retry after a lost answer never takes a second payment; a provider that does
 * not answer throws `PaymentProviderUnavailable`, which rolls the order back.
 */
async function takePayment(
  provider: PaymentProvider,
  cart: CartRow,
  amount: number,
): Promise<string | null> {
  const code = cart.payment_method_code;
  if (code !== CARD.code && code !== CREDIT.code && code !== VIPPS.code) return null;
  const result = await provider.capture({
    method: code === CARD.code ? 'wm_card' : code === VIPPS.code ? 'wm_vipps' : 'wm_credit',
    amount,
    currency: 'NOK',
    cardToken: cart.payment_data?.card?.token ?? null,
    vippsReference: cart.payment_data?.vipps?.reference ?? null,
    reference: `cart-${cart.id}`,
  });
  if (!result.approved) throw new OrderRefusal(result.message, result.code);
  return result.transactionId;
}

/**
 * Turns a priced cart into an order, in one transaction holding the cart's row lock: checks it
 * all again (`orderProblem`), reserves the stock, takes the payment through the provider (card
 * and credit), then writes the order with the next number and closes the cart. A refusal leaves
 * the cart and the stock as they were; a payment taken for an order that then fails is cancelled.
 * The cart's one order (unique `orders.cart_id`) makes a repeated request find it instead.
 */
export async function placeOrderFromSnapshot(
  deps: { db: Db; provider: PaymentProvider; now: () => Date },
  snapshot: CheckoutSnapshot,
): Promise<PlaceOrderResult> {
  let payment: string | null = null;
  try {
    return await deps.db.transaction().execute(async (trx): Promise<PlaceOrderResult> => {
      const orderable = await orderableCart(trx, snapshot);
      if ('kind' in orderable) return orderable;
      const { cart } = orderable;
      await reserveStock(trx, await stockDraws(trx, snapshot));
      const totals = orderTotals(snapshot);
      payment = await takePayment(deps.provider, cart, totals.grandTotal);
      const now = deps.now();
      const row = orderRow({
        ...orderable,
        number: await takeOrderNumber(trx),
        snapshot,
        totals,
        transactionId: payment,
        now,
      });
      const { id } = await trx
        .insertInto('orders')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(orderItemRows(id, newOrderStatus(cart.payment_method_code!), snapshot, totals))
        .execute();
      // The cart is closed; the card token is not needed any more (the order keeps the summary).
      await trx
        .updateTable('carts')
        .set({ state: 'ordered', payment_data: null, updated_at: now })
        .where('id', '=', cart.id)
        .execute();
      return { kind: 'placed', orderId: id };
    });
  } catch (error) {
    if (payment !== null) {
      // The order failed after the payment: give it back. If the provider cannot be reached now,
      // the order's own failure is still the answer; the payment stays on the reference and a
      // retry of the same cart gets it again instead of a second one.
      await deps.provider.cancel(payment).catch(() => undefined);
    }
    if (error instanceof OrderRefusal) {
      return {
        kind: 'refused',
        code: 'UNABLE_TO_PLACE_ORDER',
        message: error.message,
        ...(error.errorCode && { errorCode: error.errorCode }),
      };
    }
    throw error;
  }
}
