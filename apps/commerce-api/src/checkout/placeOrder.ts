import type { Kysely } from 'kysely';
import { CARD, CREDIT, INVOICE } from '../carts/paymentMethods.js';
import type { Database, OrderCommentJson } from '../db/tables.js';
import { lineProgress, type OrderStatus } from '../orders/orderStatus.js';
import { computeOrderTotals, NORWEGIAN_VAT_PERCENT } from '../orders/orderTotals.js';
import { cartAddressFromBook, orderAddress } from './cartAddress.js';
import type { CheckoutSnapshot } from './checkoutView.js';
import { takeOrderNumber } from './orderNumber.js';
import { ORDER_MESSAGES, orderProblem } from './orderRules.js';
import { INVOICE_TERMS_DAYS } from './paymentRules.js';
import type { PaymentProvider } from './paymentProvider.js';

type Db = Kysely<Database>;

/** What became of a `placeOrder`. */
export type PlaceOrderResult =
  /** A new order. */
  | { kind: 'placed'; orderId: number }
  /** The cart had been ordered already (a repeated or parallel request): that order. */
  | { kind: 'existing'; orderId: number }
  /** The cart changed after it was priced: price it again and retry. */
  | { kind: 'stale' }
  | { kind: 'refused'; code: 'CART_NOT_ACTIVE' | 'UNABLE_TO_PLACE_ORDER'; message: string };

/** A refusal inside the order's transaction: thrown, so everything done so far rolls back. */
class OrderRefusal extends Error {}

/** The statuses of a new order: paid ones (card, credit) are Processing, invoiced ones Pending. */
export function newOrderStatus(paymentCode: string): OrderStatus {
  return paymentCode === INVOICE.code ? 'Pending' : 'Processing';
}

const PAYMENT_NAMES = new Map([CARD, CREDIT, INVOICE].map((method) => [method.code, method.title]));

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
  for (const [productId, quantity] of [...draws].sort(([a], [b]) => a - b)) {
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

      await reserveStock(trx, await stockDraws(trx, snapshot));

      const paymentCode = cart.payment_method_code!;
      const lines = computeOrderTotals(
        snapshot.lines.map((line) => ({
          unitPriceInclTax: line.price,
          quantity: line.row.quantity,
          discountInclTax: line.discountInclTax,
        })),
        snapshot.selectedShipping?.priceInclTax ?? 0,
      );
      const card = cart.payment_data?.card ?? null;
      if (paymentCode === CARD.code || paymentCode === CREDIT.code) {
        const result = await deps.provider.authorize({
          method: paymentCode === CARD.code ? 'wm_card' : 'wm_credit',
          amount: lines.grandTotal,
          currency: 'NOK',
          cardToken: card?.token ?? null,
          reference: `cart-${cart.id}`,
        });
        if (!result.approved) throw new OrderRefusal(result.message);
        payment = result.transactionId;
      }

      // A company is billed to the billing address on file as it is now.
      const billing =
        customer.company_id !== null && defaultBilling
          ? orderAddress(cartAddressFromBook(defaultBilling))
          : orderAddress(cart.billing_address!);
      const now = deps.now();
      const status = newOrderStatus(paymentCode);
      const comments: OrderCommentJson[] = [
        {
          message:
            paymentCode === INVOICE.code
              ? `Betales mot faktura med ${INVOICE_TERMS_DAYS} dagers betalingsfrist.`
              : card
                ? `Betalt med kort (${card.brand} som slutter på ${card.last4}).`
                : 'Betalt med kreditt (delbetaling).',
          timestamp: now.toISOString(),
        },
      ];
      const shipping = snapshot.selectedShipping;
      const number = await takeOrderNumber(trx);
      const { id } = await trx
        .insertInto('orders')
        .values({
          number,
          customer_id: customer.id,
          email: customer.email,
          status,
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
          payment_transaction_id: payment,
          card_brand: card?.brand ?? null,
          card_last4: card?.last4 ?? null,
          shipping_address:
            snapshot.isVirtual || !cart.shipping_address
              ? null
              : JSON.stringify(orderAddress(cart.shipping_address)),
          billing_address: JSON.stringify(billing),
          coupon_code: snapshot.couponCode,
          discount_label: snapshot.couponLabel,
          tax_rate: NORWEGIAN_VAT_PERCENT,
          subtotal_excl_tax: lines.subtotalExclTax,
          subtotal_incl_tax: lines.subtotalInclTax,
          discount_amount: lines.discountInclTax,
          shipping_excl_tax: lines.shippingExclTax,
          shipping_incl_tax: lines.shippingInclTax,
          tax_amount: lines.taxAmount,
          grand_total: lines.grandTotal,
          comments: JSON.stringify(comments),
          cart_id: cart.id,
          customer_ref: cart.customer_ref,
          customer_order_no: cart.customer_order_no,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('order_items')
        .values(
          snapshot.lines.map((line, position) => {
            const totals = lines.lines[position]!;
            const progress = lineProgress(status, line.row.quantity);
            return {
              order_id: id,
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
              unit_price_excl_tax: totals.unitPriceExclTax,
              unit_price_incl_tax: totals.unitPriceInclTax,
              row_total_excl_tax: totals.rowTotalExclTax,
              row_total_incl_tax: totals.rowTotalInclTax,
              discount_amount: totals.discountInclTax,
              status: progress.status,
            };
          }),
        )
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
    if (payment !== null) await deps.provider.cancel(payment);
    if (error instanceof OrderRefusal) {
      return { kind: 'refused', code: 'UNABLE_TO_PLACE_ORDER', message: error.message };
    }
    throw error;
  }
}
