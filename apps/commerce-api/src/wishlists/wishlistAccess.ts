import type { Kysely } from 'kysely';
import { newMaskedId } from '../carts/maskedId.js';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { WISHLIST_ERRORS } from './wishlistErrors.js';
import type { WishlistParent } from './wishlistRow.js';

type Db = Kysely<Database>;

/** The customer's wish list, created on first use (one per customer). */
export async function customerWishlist(db: Db, customerId: number): Promise<WishlistParent> {
  await db
    .insertInto('wishlists')
    .values({ customer_id: customerId, sharing_code: newMaskedId() })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  return db
    .selectFrom('wishlists')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** The signed-in customer's id, or Magento's refusal of a wish list operation without one. */
export function requireWishlistOwner(customerId: number | null): number {
  if (customerId === null) throw new Refusal('NOT_AUTHORIZED', WISHLIST_ERRORS.notYours);
  return customerId;
}

/** The signed-in customer's wish list with this id, or Magento's refusal. */
export async function ownWishlist(
  db: Db,
  customerId: number | null,
  wishlistId: string,
): Promise<WishlistParent> {
  const wishlist = await customerWishlist(db, requireWishlistOwner(customerId));
  if (String(wishlist.id) !== wishlistId) {
    throw new Refusal('WISHLIST_NOT_FOUND', WISHLIST_ERRORS.notFound, { wishlist_id: wishlistId });
  }
  return wishlist;
}

/** A guest wish list by its sharing code; a customer's list is never reachable this way. */
export async function guestWishlist(db: Db, sharingCode: string): Promise<WishlistParent | null> {
  return (
    (await db
      .selectFrom('wishlists')
      .selectAll()
      .where('sharing_code', '=', sharingCode)
      .where('customer_id', 'is', null)
      .executeTakeFirst()) ?? null
  );
}

/** The refusal of a sharing code no guest wish list has. */
export const unknownSharingCode = (sharingCode: string) =>
  new Refusal('SHARING_CODE_NOT_FOUND', WISHLIST_ERRORS.unknownSharingCode(sharingCode), {
    sharing_code: sharingCode,
  });

/** A guest wish list by its sharing code, or the refusal. */
export async function requireGuestWishlist(db: Db, sharingCode: string): Promise<WishlistParent> {
  const wishlist = await guestWishlist(db, sharingCode);
  if (!wishlist) throw unknownSharingCode(sharingCode);
  return wishlist;
}

/** A new, empty guest wish list; its sharing code is all a guest keeps. */
export async function createGuestWishlist(db: Db): Promise<string> {
  const created = await db
    .insertInto('wishlists')
    .values({ customer_id: null, sharing_code: newMaskedId() })
    .returning('sharing_code')
    .executeTakeFirstOrThrow();
  return created.sharing_code;
}

/** The wish list as it is now (after a change), keeping the page asked for. */
export const rereadWishlist = (db: Db, wishlist: WishlistParent, page?: WishlistParent['page']) =>
  db
    .selectFrom('wishlists')
    .selectAll()
    .where('id', '=', wishlist.id)
    .executeTakeFirstOrThrow()
    .then((row): WishlistParent => (page ? { ...row, page } : row));
