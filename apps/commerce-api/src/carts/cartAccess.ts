import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { CartTable, Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { CART_ERRORS } from './cartErrors.js';
import { isMaskedId, newMaskedId } from './maskedId.js';

export type CartRow = Selectable<CartTable>;
type Db = Kysely<Database>;

/** Advisory-lock namespace for opening a customer's cart (the two-key form). */
const CUSTOMER_CART_LOCK_NAMESPACE = 4713;

/**
 * The cart behind a masked id, if the requester may use it (Magento's rules): it must exist,
 * be active (a merged or ordered cart is not), and belong to the signed-in customer — or, for a
 * guest cart, be used without a customer token. `lock` takes the row lock for a change.
 */
export async function cartForUser(
  db: Db,
  maskedId: string,
  customerId: number | null,
  lock: boolean,
): Promise<CartRow> {
  const notFound = () =>
    new Refusal('CART_NOT_FOUND', CART_ERRORS.notFound(maskedId), { cart_id: maskedId });
  if (!isMaskedId(maskedId)) throw notFound();
  let query = db.selectFrom('carts').selectAll().where('masked_id', '=', maskedId);
  if (lock) query = query.forUpdate();
  const cart = await query.executeTakeFirst();
  if (!cart) throw notFound();
  if (cart.state !== 'active') throw new Refusal('CART_NOT_ACTIVE', CART_ERRORS.inactive);
  if (cart.customer_id !== customerId) {
    throw new Refusal('CART_NOT_YOURS', CART_ERRORS.notYours(maskedId), { cart_id: maskedId });
  }
  return cart;
}

/**
 * Runs a change of one cart in a transaction holding the cart row's lock, so parallel changes
 * of one cart happen one after another and none is lost; returns the cart row as it is
 * afterwards. A change that reports `'unchanged'` (every item refused) leaves the row as it was.
 */
export async function changeCartRow(
  db: Db,
  maskedId: string,
  customerId: number | null,
  change: (trx: Db, cart: CartRow) => Promise<void | 'unchanged'>,
): Promise<CartRow> {
  return db.transaction().execute(async (trx) => {
    const locked = await cartForUser(trx, maskedId, customerId, true);
    if ((await change(trx, locked)) === 'unchanged') return locked;
    return trx
      .updateTable('carts')
      .set({ updated_at: new Date() })
      .where('id', '=', locked.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** The customer's active cart, opened when there is none (one at a time per customer). */
export async function customerActiveCart(db: Db, customerId: number): Promise<CartRow> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${CUSTOMER_CART_LOCK_NAMESPACE}::int, ${customerId}::int)`.execute(
      trx,
    );
    const existing = await trx
      .selectFrom('carts')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('state', '=', 'active')
      .executeTakeFirst();
    return (
      existing ??
      trx
        .insertInto('carts')
        .values({ masked_id: newMaskedId(), customer_id: customerId })
        .returningAll()
        .executeTakeFirstOrThrow()
    );
  });
}

/** A new guest cart, under the masked id the client chose (Magento allows that) or a new one. */
export async function createGuestCart(db: Db, requested: string | null | undefined) {
  const maskedId = requested ?? newMaskedId();
  if (requested != null && !isMaskedId(requested)) {
    throw new Refusal('CART_ID_INVALID', CART_ERRORS.idLength);
  }
  const created = await db
    .insertInto('carts')
    .values({ masked_id: maskedId, customer_id: null })
    .onConflict((conflict) => conflict.column('masked_id').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!created) {
    throw new Refusal('CART_ID_TAKEN', CART_ERRORS.idTaken(maskedId), { cart_id: maskedId });
  }
  return created;
}

/** Sets columns of a cart row (inside a change, whose transaction holds the row's lock). */
export async function setCartColumns(
  trx: Db,
  cart: CartRow,
  columns: Updateable<CartTable>,
): Promise<void> {
  await trx.updateTable('carts').set(columns).where('id', '=', cart.id).execute();
}
