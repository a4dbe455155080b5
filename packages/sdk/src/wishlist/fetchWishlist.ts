import { SdkError } from '../errors/SdkError';
import type {
  CustomerWishlistListFieldsFragment,
  GuestWishlistListFieldsFragment,
} from '../generated/graphql';
import {
  requestOwner,
  wishlistCodeKey,
  wishlistPageSize,
  type WishlistContext,
} from './wishlistContext';
import { CustomerWishlistDocument, GuestWishlistDocument } from './wishlist.generated';
import { emptyWishlist, mapWishlist, type Wishlist } from './wishlistRules';

/**
 * Reads the list (its first `wishlistLoad` items): the customer's when signed in, else the guest
 * list of the stored sharing code — none stored, or an unknown code (then forgotten): empty.
 */
export async function fetchWishlist(context: WishlistContext): Promise<Wishlist> {
  const { transport, storage } = context;
  if (requestOwner(context) === 'customer') {
    const data = await transport.request(CustomerWishlistDocument, {
      currentPage: 1,
      pageSize: wishlistPageSize,
    });
    return customerWishlist(data.customer?.wishlists.find(Boolean));
  }
  const code = storage.get(wishlistCodeKey);
  if (!code) return emptyWishlist;
  const data = await transport.request(GuestWishlistDocument, {
    sharingCode: code,
    currentPage: 1,
    pageSize: wishlistPageSize,
  });
  if (!data.WmWishlist) {
    storage.remove(wishlistCodeKey);
    return emptyWishlist;
  }
  return mapWishlist(data.WmWishlist);
}

/** The id of the customer's list: the loaded one's, else read. */
export async function customerWishlistId(context: WishlistContext): Promise<string> {
  const state = context.store.getSnapshot();
  const id = state.owner === 'customer' ? state.wishlist.id : null;
  const loaded = id ?? (await fetchWishlist(context)).id;
  if (!loaded) throw new SdkError('graphql', 'The wishlist was not found.');
  return loaded;
}

/** A customer list as the API sends it (a load, or the answer to a change). */
export function customerWishlist(
  list: CustomerWishlistListFieldsFragment | null | undefined,
): Wishlist {
  if (!list) return emptyWishlist;
  return mapWishlist({
    id: list.id,
    items_count: list.items_count,
    sharing_code: list.sharing_code,
    items: list.items_v2?.items ?? [],
    page_info: list.items_v2?.page_info ?? null,
  });
}

/**
 * The guest list a change answers with, when it is the whole list (the API's first page of such
 * an answer is 10 items); `null` when the list has more, to be read in full.
 */
export function wholeGuestWishlist(
  list: GuestWishlistListFieldsFragment | null | undefined,
): Wishlist | null {
  if (!list || (list.page_info?.total_pages ?? 1) > 1) return null;
  return mapWishlist(list);
}
