import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { cartForUser, type CartRow } from './cartAccess.js';
import { CART_ERRORS } from './cartErrors.js';
import { isMaskedId } from './maskedId.js';

/**
 * Moves a guest cart's lines into a customer's cart at sign-in (Magento's `mergeCarts`): the
 * quantities of the same line add up, the guest cart is closed as `merged`, and the customer's
 * cart keeps its coupon and order fields or takes the guest's. Returns the customer's cart.
 */
export async function mergeCarts(
  db: Kysely<Database>,
  customerId: number,
  sourceId: string,
  destinationId: string,
): Promise<CartRow> {
  if (destinationId === sourceId) throw new Refusal('SAME_CART', CART_ERRORS.sameCart);
  return db.transaction().execute(async (trx) => {
    // Both rows locked, the older cart first, so two merges cannot wait on each other.
    const ids = [sourceId, destinationId].filter(isMaskedId);
    await trx
      .selectFrom('carts')
      .select('id')
      .where('masked_id', 'in', ids.length ? ids : [''])
      .orderBy('id')
      .forUpdate()
      .execute();
    // Only a guest cart can be a source: any customer's cart (even one's own) is refused.
    const source = await cartForUser(trx, sourceId, null, false);
    const destination = await cartForUser(trx, destinationId, customerId, false);
    const lines = await trx
      .selectFrom('cart_items')
      .selectAll()
      .where('cart_id', '=', source.id)
      .orderBy('id')
      .execute();
    for (const line of lines) {
      // Quantities add up on the same line; stock is not a reason to drop anything here:
      // a line stock cannot cover shows its problem in `errors` / `is_available`.
      await sql`
        INSERT INTO cart_items (cart_id, product_id, variant_id, options_key, bundle_selections, custom_options, quantity, created_at)
        VALUES (${destination.id}, ${line.product_id}, ${line.variant_id}, ${line.options_key},
                ${JSON.stringify(line.bundle_selections)}::jsonb, ${JSON.stringify(line.custom_options)}::jsonb,
                ${line.quantity}, ${line.created_at})
        ON CONFLICT (cart_id, product_id, coalesce(variant_id, 0), options_key)
        DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity`.execute(trx);
    }
    await trx
      .updateTable('carts')
      .set({ state: 'merged', updated_at: new Date() })
      .where('id', '=', source.id)
      .execute();
    return trx
      .updateTable('carts')
      .set({
        updated_at: new Date(),
        coupon_code: destination.coupon_code ?? source.coupon_code,
        customer_ref: destination.customer_ref ?? source.customer_ref,
        customer_order_no: destination.customer_order_no ?? source.customer_order_no,
      })
      .where('id', '=', destination.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
