import { SdkError } from '../errors/SdkError';
import type { CartFieldsFragment } from '../generated/graphql';
import { failCartAction, takeCart, type CartContext } from './cartContext';
import type { CartAction } from './createCartStore';
import { loadCart } from './loadCart';
import type { Cart } from './mapCart';

/**
 * Runs one change of the cart (`run` with the cart's id, loading or creating the cart first when
 * there is none) and takes the cart it answers with; a change answered without a cart fails with
 * `emptyMessage`. Every operation but the load and the merge goes through here.
 */
export async function changeCart(
  context: CartContext,
  action: CartAction,
  run: (cartId: string) => Promise<CartFieldsFragment | null | undefined>,
  emptyMessage = 'The cart was not returned',
): Promise<Cart> {
  const started = context.owner.current();
  try {
    const id = context.store.getSnapshot().cart?.id ?? (await loadCart(context)).id;
    const data = await run(id);
    if (!data) throw new SdkError('graphql', emptyMessage);
    return takeCart(context, data, started);
  } catch (error) {
    return failCartAction(context, action, error, started);
  }
}
