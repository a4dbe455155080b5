import { sql, type Kysely } from 'kysely';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/catalogLoaders.js';
import type { Database } from '../db/tables.js';
import type { WishListUserInputErrorType } from '../graphql/generated/schemaTypes.js';
import { unknownSharingCode } from './wishlistAccess.js';
import { WISHLIST_ERRORS } from './wishlistErrors.js';
import type { WishlistParent } from './wishlistRow.js';

type Db = Kysely<Database>;

/** A problem with one item of a request that goes on with the others (`user_errors`). */
export interface WishlistUserError {
  code: WishListUserInputErrorType;
  message: string;
}

/** An item to put on a wish list (`WishlistItemInput`). */
export interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: readonly (string | null)[] | null;
  entered_options?: readonly ({ uid: string; value: string } | null)[] | null;
}

async function productBySku(db: Db, sku: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('sku', '=', sku)
    .executeTakeFirst();
}

/**
 * Adds products to a wish list; a product (or variant) already on it is left as it is. Returns
 * the problems of the items that could not be added.
 */
export async function addWishlistItems(
  db: Db,
  wishlistId: number,
  items: readonly WishlistItemInput[],
): Promise<WishlistUserError[]> {
  const errors: WishlistUserError[] = [];
  let changed = false;
  for (const item of items) {
    if (!(item.quantity > 0)) {
      errors.push({ code: 'UNDEFINED', message: WISHLIST_ERRORS.quantityNotPositive });
      continue;
    }
    const product = await productBySku(db, item.sku);
    if (!product) {
      errors.push({
        code: 'PRODUCT_NOT_FOUND',
        message: WISHLIST_ERRORS.productNotFound(item.sku),
      });
      continue;
    }
    const parentSku = item.parent_sku?.trim() || null;
    let parent: ProductRow | undefined;
    if (parentSku && parentSku !== product.sku) {
      parent = await productBySku(db, parentSku);
      if (!parent) {
        errors.push({
          code: 'PRODUCT_NOT_FOUND',
          message: WISHLIST_ERRORS.productNotFound(parentSku),
        });
        continue;
      }
    } else if (product.parent_id !== null) {
      parent = await db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('id', '=', product.parent_id)
        .executeTakeFirst();
    }
    const isVariant = parent?.type_id === 'configurable' && product.parent_id === parent.id;
    const inserted = await db
      .insertInto('wishlist_items')
      .values({
        wishlist_id: wishlistId,
        product_id: isVariant ? parent!.id : product.id,
        variant_id: isVariant ? product.id : null,
        selected_options: JSON.stringify((item.selected_options ?? []).filter((uid) => uid)),
        entered_options: JSON.stringify((item.entered_options ?? []).filter((option) => option)),
        quantity: item.quantity,
      })
      .onConflict((conflict) =>
        conflict.expression(sql`wishlist_id, product_id, coalesce(variant_id, 0)`).doNothing(),
      )
      .executeTakeFirst();
    if (inserted?.numInsertedOrUpdatedRows) changed = true;
  }
  // A request whose every item was refused leaves the list as it was, its time included.
  if (changed) await touch(db, wishlistId);
  return errors;
}

/** Removes items from a wish list; an id not on it is a user error. */
export async function removeWishlistItems(
  db: Db,
  wishlistId: number,
  itemIds: readonly string[],
): Promise<WishlistUserError[]> {
  const errors: WishlistUserError[] = [];
  let changed = false;
  for (const id of itemIds) {
    const removed = /^\d{1,9}$/.test(id)
      ? await db
          .deleteFrom('wishlist_items')
          .where('id', '=', Number(id))
          .where('wishlist_id', '=', wishlistId)
          .returning('id')
          .executeTakeFirst()
      : undefined;
    if (!removed) errors.push({ code: 'UNDEFINED', message: WISHLIST_ERRORS.itemNotFound(id) });
    else changed = true;
  }
  if (changed) await touch(db, wishlistId);
  return errors;
}

async function touch(db: Db, wishlistId: number) {
  await db
    .updateTable('wishlists')
    .set({ updated_at: new Date() })
    .where('id', '=', wishlistId)
    .execute();
}

/** How many items a wish list has. */
export async function wishlistItemCount(db: Db, wishlistId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select(sql<number>`count(*)`.as('count'))
    .where('wishlist_id', '=', wishlistId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Moves a guest wish list's items to the customer's list at sign-in: everything moves, what the
 * customer already has stays as it is (never twice), and the guest list is left empty.
 */
export async function mergeGuestWishlist(
  db: Db,
  target: WishlistParent,
  sharingCode: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const guest = await trx
      .selectFrom('wishlists')
      .selectAll()
      .where('sharing_code', '=', sharingCode)
      .where('customer_id', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!guest) throw unknownSharingCode(sharingCode);
    // Everything moves; what the customer already has stays as it is (never twice).
    await sql`
          INSERT INTO wishlist_items
            (wishlist_id, product_id, variant_id, selected_options, entered_options, quantity, description, added_at)
          SELECT ${target.id}, product_id, variant_id, selected_options, entered_options, quantity, description, added_at
          FROM wishlist_items WHERE wishlist_id = ${guest.id}
          ORDER BY added_at, id
          ON CONFLICT (wishlist_id, product_id, coalesce(variant_id, 0)) DO NOTHING`.execute(trx);
    await trx.deleteFrom('wishlist_items').where('wishlist_id', '=', guest.id).execute();
    await touch(trx, target.id);
  });
}
