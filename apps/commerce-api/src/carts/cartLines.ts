import { sql, type Kysely, type Selectable } from 'kysely';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/catalogLoaders.js';
import { decodeUid } from '../catalog/uid.js';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { CartUserInputErrorType } from '../graphql/generated/schemaTypes.js';
import type { CartRow } from './cartAccess.js';
import { CART_ERRORS } from './cartErrors.js';
import {
  CART_MESSAGES,
  CartItemProblem,
  type CartItemRequest,
  type LineRequest,
} from './cartItems.js';
import { resolveCartItem } from './customOptions.js';
import { availableQuantityOf, stockNeeds, stockProblem } from './cartStock.js';

type Db = Kysely<Database>;
type LineRow = Selectable<Database['cart_items']>;

/** A problem with one item of a request that goes on with the others (`user_errors`, `errors`). */
export interface CartUserError {
  code: CartUserInputErrorType;
  message: string;
  /** For a quantity stock does not cover: the most the line may hold (0: none in stock). */
  wm_available_quantity?: number | null;
  /** For `addProductsToCart`: the refused item's place in `cartItems` (Magento's `cartItemPosition`). */
  wm_cart_item_position?: number | null;
}

/** A refused item as Magento's typed error, with the quantity stock allows when it says. */
function userError(problem: CartItemProblem): CartUserError {
  return {
    code: problem.type,
    message: problem.message,
    wm_available_quantity: availableQuantityOf(problem),
  };
}

/** Adds a line (or to the same line), refusing what stock cannot cover. */
async function addLine(trx: Db, cart: CartRow, line: LineRequest): Promise<void> {
  const existing = await trx
    .selectFrom('cart_items')
    .select(['id', 'quantity'])
    .where('cart_id', '=', cart.id)
    .where('product_id', '=', line.product.id)
    .where(sql<number>`coalesce(variant_id, 0)`, '=', line.variant?.id ?? 0)
    .where('options_key', '=', line.optionsKey)
    .executeTakeFirst();
  const quantity = (existing?.quantity ?? 0) + line.quantity;
  const sku = (line.variant ?? line.product).sku;
  const problem = stockProblem(quantity, await stockNeeds(trx, line), sku);
  if (problem) throw problem;
  if (existing) {
    await trx.updateTable('cart_items').set({ quantity }).where('id', '=', existing.id).execute();
  } else {
    await trx
      .insertInto('cart_items')
      .values({
        cart_id: cart.id,
        product_id: line.product.id,
        variant_id: line.variant?.id ?? null,
        options_key: line.optionsKey,
        bundle_selections: JSON.stringify(line.bundle),
        custom_options: JSON.stringify(line.customOptions),
        quantity,
      })
      .execute();
  }
}

/** Adds every requested item or none: the first problem (a `CartItemProblem`) refuses them all. */
export async function addItemsOrRefuse(
  trx: Db,
  cart: CartRow,
  requests: readonly (CartItemRequest | null)[],
): Promise<void> {
  for (const request of requests) {
    if (!request) continue;
    for (const line of await resolveCartItem(trx, request)) await addLine(trx, cart, line);
  }
}

/**
 * Adds what it can (`addProductsToCart`): each refused item is a user error and the others go
 * on; an item of several lines (a grouped product) reports its first problem.
 */
export async function addItemsReportingErrors(
  trx: Db,
  cart: CartRow,
  requests: readonly CartItemRequest[],
): Promise<{ added: number; userErrors: CartUserError[] }> {
  const userErrors: CartUserError[] = [];
  let added = 0;
  for (const [position, request] of requests.entries()) {
    const problems: CartItemProblem[] = [];
    try {
      for (const line of await resolveCartItem(trx, request)) {
        try {
          await addLine(trx, cart, line);
          added += 1;
        } catch (error) {
          if (!(error instanceof CartItemProblem)) throw error;
          problems.push(error);
        }
      }
    } catch (error) {
      if (!(error instanceof CartItemProblem)) throw error;
      problems.push(error);
    }
    if (problems[0]) {
      userErrors.push({ ...userError(problems[0]), wm_cart_item_position: position });
    }
  }
  return { added, userErrors };
}

/** The line id behind `cart_item_uid` or `cart_item_id`. */
export function lineId(input: {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
}): number | null {
  if (input.cart_item_uid != null) {
    const raw = decodeUid(input.cart_item_uid);
    return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  }
  return input.cart_item_id ?? null;
}

async function productById(db: Db, id: number): Promise<ProductRow | null> {
  return (
    (await db
      .selectFrom('products')
      .select(PRODUCT_COLUMNS)
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** A requested quantity change of one line (`CartItemUpdateInput`). */
export interface LineUpdate {
  cart_item_uid?: string | null;
  cart_item_id?: number | null;
  quantity?: number | null;
}

/**
 * Sets one line's quantity (0 or less removes it), or says why not. Stock is read with the
 * transaction's connection: the request's loaders use another one.
 */
async function updateLine(
  trx: Db,
  cart: CartRow,
  item: LineUpdate,
): Promise<'changed' | 'skipped' | CartUserError> {
  const id = lineId(item);
  const line: LineRow | undefined =
    id === null
      ? undefined
      : await trx
          .selectFrom('cart_items')
          .selectAll()
          .where('id', '=', id)
          .where('cart_id', '=', cart.id)
          .executeTakeFirst();
  if (!line) {
    const label = item.cart_item_uid ?? String(item.cart_item_id ?? '');
    return { code: 'COULD_NOT_FIND_CART_ITEM', message: CART_ERRORS.itemNotFound(label) };
  }
  if (item.quantity == null) {
    return { code: 'REQUIRED_PARAMETER_MISSING', message: CART_ERRORS.quantityMissing };
  }
  if (item.quantity <= 0) {
    await trx.deleteFrom('cart_items').where('id', '=', line.id).execute();
    return 'changed';
  }
  if (!Number.isInteger(item.quantity)) {
    return { code: 'INVALID_PARAMETER_VALUE', message: CART_MESSAGES.decimalQuantity };
  }
  const [product, variant] = await Promise.all([
    productById(trx, line.product_id),
    line.variant_id === null ? null : productById(trx, line.variant_id),
  ]);
  // A line whose product is gone is left alone (the cart no longer shows it).
  if (!product) return 'skipped';
  const problem = stockProblem(
    item.quantity,
    await stockNeeds(trx, { product, variant, bundle: line.bundle_selections }),
    (variant ?? product).sku,
  );
  if (problem) return userError(problem);
  await trx
    .updateTable('cart_items')
    .set({ quantity: item.quantity })
    .where('id', '=', line.id)
    .execute();
  return 'changed';
}

/** Changes line quantities (`updateCartItems`): each refused line is reported, the rest go on. */
export async function updateLines(
  trx: Db,
  cart: CartRow,
  items: readonly (LineUpdate | null)[],
): Promise<{ changed: number; errors: CartUserError[] }> {
  const errors: CartUserError[] = [];
  let changed = 0;
  for (const item of items) {
    if (!item) continue;
    const outcome = await updateLine(trx, cart, item);
    if (outcome === 'changed') changed += 1;
    else if (outcome !== 'skipped') errors.push(outcome);
  }
  return { changed, errors };
}

/** Removes one line of the cart, or refuses when the cart has no such line. */
export async function removeLine(trx: Db, cart: CartRow, id: number | null): Promise<void> {
  const removed =
    id === null
      ? undefined
      : await trx
          .deleteFrom('cart_items')
          .where('id', '=', id)
          .where('cart_id', '=', cart.id)
          .returning('id')
          .executeTakeFirst();
  if (!removed) throw new Refusal('CART_ITEM_NOT_FOUND', CART_ERRORS.itemNotInCart);
}
