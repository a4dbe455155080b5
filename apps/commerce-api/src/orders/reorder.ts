import type { Kysely, Selectable } from 'kysely';
import type { CartRow } from '../carts/cartAccess.js';
import type { CartItemRequest } from '../carts/cartItems.js';
import { addItemsReportingErrors } from '../carts/cartLines.js';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { CheckoutUserInputErrorCodes } from '../graphql/generated/schemaTypes.js';

type Db = Kysely<Database>;
type OrderItemRow = Selectable<Database['order_items']>;

/** One order line that could not go into the cart again (Magento's `CheckoutUserInputError`). */
export interface ReorderError {
  code: CheckoutUserInputErrorCodes;
  message: string;
  /** The line's SKU, as Magento reports it. */
  path: string[];
}

const REORDER_CODES: readonly CheckoutUserInputErrorCodes[] = [
  'PRODUCT_NOT_FOUND',
  'NOT_SALABLE',
  'INSUFFICIENT_STOCK',
];

export const REORDER_MESSAGES = {
  optionsNotCopied: (name: string) =>
    `"${name}" was ordered with options that cannot be copied; add it from the product page.`,
  partly: (name: string, added: number, ordered: number) =>
    `Only ${added} of ${ordered} "${name}" are in stock; ${added} were added.`,
  orderNotFound: (number: string) => `Could not find an order with number "${number}".`,
} as const;

/** The cart request for an order line, or `null` when its choices cannot be repeated as stored. */
async function requestFor(db: Db, item: OrderItemRow): Promise<CartItemRequest | null> {
  // Bundles and typed-in custom options are stored as labels only: asking again is safer than
  // guessing, and the line is reported rather than added without them.
  if (item.product_type === 'bundle' || item.entered_options.length > 0) return null;
  if (item.product_type === 'configurable' && item.product_id !== null) {
    const parent = await db
      .selectFrom('products')
      .select('sku')
      .where('id', '=', item.product_id)
      .executeTakeFirst();
    if (parent && parent.sku !== item.sku) {
      return { sku: parent.sku, variant_sku: item.sku, quantity: item.quantity };
    }
  }
  return { sku: item.sku, quantity: item.quantity };
}

/** The signed-in customer's order lines by the order's number; refused when it is not theirs. */
export async function orderLinesOf(
  db: Db,
  customerId: number,
  orderNumber: string,
): Promise<OrderItemRow[]> {
  const order = await db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', orderNumber.trim())
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!order) {
    throw new Refusal('ORDER_NOT_FOUND', REORDER_MESSAGES.orderNotFound(orderNumber), {
      order_number: orderNumber,
    });
  }
  return db
    .selectFrom('order_items')
    .selectAll()
    .where('order_id', '=', order.id)
    .orderBy('position')
    .execute();
}

/**
 * Puts an order's lines into `cart` again, one at a time: what can be added is, and every line
 * that cannot is reported with its SKU — never silently dropped.
 */
export async function reorderLines(
  trx: Db,
  cart: CartRow,
  items: readonly OrderItemRow[],
): Promise<{ added: number; errors: ReorderError[] }> {
  const errors: ReorderError[] = [];
  let added = 0;
  for (const item of items) {
    const request = await requestFor(trx, item);
    if (!request) {
      errors.push({
        code: 'UNDEFINED',
        message: REORDER_MESSAGES.optionsNotCopied(item.name),
        path: [item.sku],
      });
      continue;
    }
    let result = await addItemsReportingErrors(trx, cart, [request]);
    const short = result.userErrors[0];
    const available = short?.wm_available_quantity ?? 0;
    if (short?.code === 'INSUFFICIENT_STOCK' && available > 0 && available < request.quantity) {
      // What stock covers goes in; the line is still reported, with how many were added.
      const partial = await addItemsReportingErrors(trx, cart, [
        { ...request, quantity: available },
      ]);
      if (partial.userErrors.length === 0) {
        added += partial.added;
        errors.push({
          code: 'INSUFFICIENT_STOCK',
          message: REORDER_MESSAGES.partly(item.name, available, request.quantity),
          path: [item.sku],
        });
        continue;
      }
      result = partial;
    }
    added += result.added;
    for (const error of result.userErrors) {
      const code = REORDER_CODES.find((known) => known === error.code) ?? 'UNDEFINED';
      errors.push({ code, message: error.message, path: [item.sku] });
    }
  }
  return { added, errors };
}
