import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { GraphQLContext } from '../graphql/context.js';
import { currentCustomerId } from '../graphql/session.js';
import { changeCartRow, type CartRow } from './cartAccess.js';
import { cartView, type CartView } from './cartView.js';

/**
 * Changes the requester's cart under its row lock (`changeCartRow`) and answers with the cart as
 * it is afterwards.
 */
export async function changeCart(
  context: GraphQLContext,
  maskedId: string,
  change: (trx: Kysely<Database>, cart: CartRow) => Promise<void | 'unchanged'>,
): Promise<CartView> {
  const customerId = await currentCustomerId(context);
  return cartView(context, await changeCartRow(context.db, maskedId, customerId, change));
}
