/**
 * A wish list as its GraphQL field resolvers receive it: the stored row. Items, their count and
 * pages are read by the field resolvers (`Wishlist.items_v2`, `WmGuestWishlist.items`).
 */
export interface WishlistParent {
  id: number;
  /** null for a guest wish list, known only by its sharing code. */
  customer_id: number | null;
  sharing_code: string;
  updated_at: Date;
  /** The page of items asked for (`WmWishlist` takes paging on the root field). */
  page?: { currentPage: number; pageSize: number };
}
