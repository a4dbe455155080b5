import type { Kysely, Selectable } from 'kysely';
import type { CartRow } from '../carts/cartAccess.js';
import type { CartItemRequest } from '../carts/cartItems.js';
import { addItemsReportingErrors, type CartUserError } from '../carts/cartLines.js';
import type { Database, RequisitionListItemTable } from '../db/tables.js';
import type { AddRequisitionListItemToCartUserErrorType } from '../graphql/generated/schemaTypes.js';

type Db = Kysely<Database>;
type ItemRow = Selectable<RequisitionListItemTable>;

/** A line that did not go into the cart (`AddRequisitionListItemToCartUserError`). */
export interface ListToCartError {
  message: string;
  type: AddRequisitionListItemToCartUserErrorType;
  wm_sku: string;
}

/** Adobe's kind of problem for the cart's refusal of a line. Pure. */
export function listToCartErrorType(
  error: CartUserError,
): AddRequisitionListItemToCartUserErrorType {
  switch (error.code) {
    case 'PRODUCT_NOT_FOUND':
      return 'UNAVAILABLE_SKU';
    case 'NOT_SALABLE':
    case 'INSUFFICIENT_STOCK':
      return 'OUT_OF_STOCK';
    default:
      return 'OPTIONS_UPDATED';
  }
}

/** The cart request for a line: a variant goes in under its configurable product. */
async function requestFor(db: Db, item: ItemRow): Promise<CartItemRequest> {
  const quantity = Number(item.quantity);
  const options = {
    selected_options: item.selected_options.length > 0 ? item.selected_options : null,
    entered_options: item.entered_options.length > 0 ? item.entered_options : null,
  };
  let parentSku = item.parent_sku;
  if (!parentSku) {
    const parent = await db
      .selectFrom('products as variant')
      .innerJoin('products as parent', 'parent.id', 'variant.parent_id')
      .select(['parent.sku', 'parent.type_id'])
      .where('variant.sku', '=', item.sku)
      .executeTakeFirst();
    if (parent?.type_id === 'configurable') parentSku = parent.sku;
  }
  return parentSku && parentSku !== item.sku
    ? { sku: parentSku, variant_sku: item.sku, quantity, ...options }
    : { sku: item.sku, quantity, ...options };
}

/**
 * Puts a list's lines into `cart`, one at a time: what can go in does, and every line that
 * cannot is reported with its SKU, never dropped silently. A line stock covers only in part goes
 * in with what is there and is reported as `LOW_QUANTITY`.
 */
export async function addListItemsToCart(
  trx: Db,
  cart: CartRow,
  items: readonly ItemRow[],
): Promise<{ added: number; errors: ListToCartError[] }> {
  const errors: ListToCartError[] = [];
  let added = 0;
  for (const item of items) {
    const request = await requestFor(trx, item);
    const result = await addItemsReportingErrors(trx, cart, [request]);
    const refused = result.userErrors[0];
    const available = refused?.wm_available_quantity ?? 0;
    if (refused?.code === 'INSUFFICIENT_STOCK' && available > 0 && available < request.quantity) {
      const partial = await addItemsReportingErrors(trx, cart, [
        { ...request, quantity: available },
      ]);
      if (partial.userErrors.length === 0) {
        added += partial.added;
        errors.push({
          type: 'LOW_QUANTITY',
          message: `Only ${available} of ${request.quantity} "${item.sku}" are in stock; ${available} were added.`,
          wm_sku: item.sku,
        });
        continue;
      }
    }
    added += result.added;
    for (const error of result.userErrors) {
      errors.push({ type: listToCartErrorType(error), message: error.message, wm_sku: item.sku });
    }
  }
  return { added, errors };
}
