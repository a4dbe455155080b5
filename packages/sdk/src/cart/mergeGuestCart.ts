import type { Refusal } from '../errors/Refusal';
import { isSdkError, refusalOf, SdkError } from '../errors/SdkError';
import type { CartFieldsFragment } from '../generated/graphql';
import { unsupportedTypeMessage } from './addToCartRules';
import { CartDocument, MergeCartsDocument } from './cart.generated';
import { cartKey, failCartAction, mergeKey, takeCart, type CartContext } from './cartContext';
import { firstMessageError } from './firstMessageError';
import { guestLineAddRequest, unmovedLine } from './guestCartLines';
import type { Cart } from './mapCart';
import { sendCartAddRequest } from './sendCartAddRequest';

/**
 * A line of the guest cart that could not be moved into the customer's cart at login (see
 * `CartStore.mergeGuestCart`): what it held and the backend's reason (its first message and its
 * typed refusal), so the storefront can tell the shopper what to add again.
 */
export interface UnmovedCartLine {
  /** The line's product SKU (a configurable line's chosen variant). */
  sku: string;
  /** The product's name as the cart showed it (the SKU when it has none). */
  name: string;
  quantity: number;
  /** Why it was refused: the backend's first message. */
  message: string;
  /** Why it was refused, to branch on; `null` when nothing refused (an unexpected failure). */
  refusal: Refusal | null;
}

/** What `CartStore.mergeGuestCart` did. */
export type MergeCartsResult<TCart extends Cart = Cart> =
  /** `unmoved`: the guest cart's lines that could not be moved; empty when all moved. */
  | { merged: true; cart: TCart; unmoved: UnmovedCartLine[] }
  /** `no-guest-cart`: nothing to merge; `same-cart`: the guest cart is the customer's. */
  | {
      merged: false;
      reason: 'no-guest-cart' | 'same-cart' | 'not-authenticated';
      cart: TCart | null;
    };

/**
 * After a login (spec §4; `CartStore.mergeGuestCart`): merges the guest cart waiting
 * (`vsf-cart-merge`, else `vsf-cart`) into the customer's (`mergeCarts`, retried once unless the
 * token was refused) and stores the customer cart's id. When the merge still fails, the guest
 * cart's lines are moved one by one and the refused ones reported in `unmoved`. When the guest
 * cart cannot even be read, it is kept for the next call and the error is thrown.
 */
export async function mergeGuestCart(context: CartContext): Promise<MergeCartsResult> {
  const { owner, storage, logger } = context;
  if (owner.owner() === 'guest') {
    return { merged: false, reason: 'not-authenticated', cart: context.store.getSnapshot().cart };
  }
  const started = owner.current();
  const guestId = storage.get(mergeKey) ?? storage.get(cartKey);
  const forgetGuestCart = () => {
    if (owner.isCurrent(started)) storage.remove(mergeKey);
  };
  try {
    const customer = await context.readCustomerCart();
    if (!guestId || guestId === customer.id) {
      forgetGuestCart();
      const reason = guestId ? 'same-cart' : 'no-guest-cart';
      return { merged: false, reason, cart: takeCart(context, customer, started) };
    }
    let merged: CartFieldsFragment;
    let unmoved: UnmovedCartLine[] = [];
    try {
      merged = await mergeCarts(context, guestId, customer.id);
    } catch (error) {
      if (isSdkError(error, 'authorization')) throw error;
      if (isGoneCart(error)) {
        logger.error('cart: the guest cart to merge is gone (or merged already)', error);
        forgetGuestCart();
        return {
          merged: false,
          reason: 'no-guest-cart',
          cart: takeCart(context, customer, started),
        };
      }
      logger.error('cart: mergeCarts failed twice; moving the lines one by one', error);
      ({ cart: merged, unmoved } = await moveGuestCartLines(context, guestId, customer));
    }
    forgetGuestCart();
    return { merged: true, cart: takeCart(context, merged, started), unmoved };
  } catch (error) {
    return failCartAction(context, 'merge', error, started);
  }
}

/** `mergeCarts`, sent a second time when the first fails for another reason than the token. */
async function mergeCarts(context: CartContext, sourceCartId: string, destinationCartId: string) {
  const merge = async () =>
    (await context.transport.request(MergeCartsDocument, { sourceCartId, destinationCartId }))
      .mergeCarts;
  try {
    return await merge();
  } catch (error) {
    if (isSdkError(error, 'authorization') || isGoneCart(error)) throw error;
    context.logger.error('cart: mergeCarts failed; trying once more', error);
    return merge();
  }
}

/**
 * Adds the guest cart's lines one by one to the customer's cart (the fallback of a failed
 * merge), reading the guest cart without the customer token: the last cart returned and the
 * lines the backend refused.
 */
async function moveGuestCartLines(
  context: CartContext,
  guestId: string,
  customer: CartFieldsFragment,
): Promise<{ cart: CartFieldsFragment; unmoved: UnmovedCartLine[] }> {
  const { guestTransport, logger } = context;
  if (!guestTransport) {
    throw new SdkError('invalid-argument', 'No guest transport to read the guest cart with');
  }
  const guest = (await guestTransport.request(CartDocument, { cartId: guestId })).cart;
  let cart = customer;
  const unmoved: UnmovedCartLine[] = [];
  for (const line of guest?.items ?? []) {
    if (!line) continue;
    const request = guestLineAddRequest(cart.id, line);
    try {
      if (!request) {
        throw new SdkError('invalid-argument', unsupportedTypeMessage(line.product.__typename), {
          refusal: { kind: 'unsupported_product_type' },
        });
      }
      cart = await sendCartAddRequest(context.transport, request);
    } catch (error) {
      const thrown = firstMessageError(error);
      logger.error(
        `cart: could not move ${line.product.sku ?? 'a line'} into the customer cart`,
        thrown,
      );
      // An authorization error has ended the session: nothing more can be moved.
      if (isSdkError(thrown, 'authorization')) throw thrown;
      const message = thrown instanceof Error ? thrown.message : String(thrown);
      unmoved.push({ ...unmovedLine(line, message), refusal: refusalOf(thrown) });
    }
  }
  return { cart, unmoved };
}

/** Whether the backend says the cart does not exist (or is no longer active). */
function isGoneCart(error: unknown): boolean {
  return (
    isSdkError(error, 'graphql') &&
    error.graphQLErrors.some((entry) => entry.category === 'graphql-no-such-entity')
  );
}
