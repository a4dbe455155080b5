import {
  createGuestWishlist,
  customerWishlist,
  guestWishlist,
  ownWishlist,
  requireGuestWishlist,
  requireWishlistOwner,
  rereadWishlist,
} from '../../wishlists/wishlistAccess.js';
import { wishlistItemPage } from '../../wishlists/wishlistItemPage.js';
import {
  addWishlistItems,
  mergeGuestWishlist,
  removeWishlistItems,
  wishlistItemCount,
} from '../../wishlists/wishlistItems.js';
import type { Resolvers } from '../generated/schemaTypes.js';
import { magentoDateTime } from '../magentoDateTime.js';
import { pageInfo, validatePage, type PageRequest } from '../paging.js';
import { currentCustomerId } from '../session.js';

const DEFAULT_GUEST_PAGE: PageRequest = { currentPage: 1, pageSize: 10 };
const MAX_PAGE_SIZE = 100;

/** Customer wish lists (Magento's) and guest wish lists by sharing code (the shop's). */
export const wishlistResolvers = {
  Customer: {
    wishlists: async (_parent, { currentPage, pageSize }, context) => {
      const page = validatePage(pageSize, currentPage, {
        currentPage: 1,
        pageSize: 20,
        maxPageSize: MAX_PAGE_SIZE,
      });
      const customerId = requireWishlistOwner(await currentCustomerId(context));
      const wishlist = await customerWishlist(context.db, customerId);
      return page.currentPage === 1 ? [wishlist] : [];
    },
    wishlist_v2: async (_parent, { id }, context) => {
      const customerId = requireWishlistOwner(await currentCustomerId(context));
      const wishlist = await customerWishlist(context.db, customerId);
      return String(wishlist.id) === id ? wishlist : null;
    },
  },
  Wishlist: {
    id: (wishlist) => String(wishlist.id),
    items_count: (wishlist, _args, context) => wishlistItemCount(context.db, wishlist.id),
    sharing_code: (wishlist) => wishlist.sharing_code,
    updated_at: (wishlist) => magentoDateTime(wishlist.updated_at),
    items_v2: async (wishlist, { currentPage, pageSize }, context) => {
      const page = validatePage(pageSize, currentPage, {
        currentPage: 1,
        pageSize: 20,
        maxPageSize: MAX_PAGE_SIZE,
      });
      const { items, page_info } = await wishlistItemPage(context, wishlist.id, page);
      return {
        items: items.map((item) => ({ ...item, added_at: magentoDateTime(item.added_at) })),
        page_info,
      } as never;
    },
  },
  WishlistItemInterface: {
    __resolveType: (item) => (item as { __typename: 'SimpleWishlistItem' }).__typename,
  },
  WmGuestWishlist: {
    id: (wishlist) => String(wishlist.id),
    sharing_code: (wishlist) => wishlist.sharing_code,
    items_count: (wishlist, _args, context) => wishlistItemCount(context.db, wishlist.id),
    items: async (wishlist, _args, context) => {
      const { items } = await wishlistItemPage(
        context,
        wishlist.id,
        wishlist.page ?? DEFAULT_GUEST_PAGE,
      );
      return items.map((item) => ({ ...item, added_at: item.added_at.toISOString() })) as never;
    },
    page_info: async (wishlist, _args, context) => {
      const page = wishlist.page ?? DEFAULT_GUEST_PAGE;
      return pageInfo(page, await wishlistItemCount(context.db, wishlist.id));
    },
  },
  Query: {
    WmWishlist: async (_parent, { sharing_code, currentPage, pageSize }, context) => {
      const page = validatePage(pageSize, currentPage, {
        ...DEFAULT_GUEST_PAGE,
        maxPageSize: MAX_PAGE_SIZE,
      });
      const wishlist = await guestWishlist(context.db, sharing_code);
      return wishlist ? { ...wishlist, page } : null;
    },
    WmWishlistItemsCount: async (_parent, { sharing_code }, context) => {
      const wishlist = await guestWishlist(context.db, sharing_code);
      return wishlist ? wishlistItemCount(context.db, wishlist.id) : null;
    },
  },
  Mutation: {
    addProductsToWishlist: async (_parent, { wishlistId, wishlistItems }, context) => {
      const customerId = await currentCustomerId(context);
      const wishlist = await ownWishlist(context.db, customerId, wishlistId);
      const user_errors = await addWishlistItems(context.db, wishlist.id, wishlistItems);
      return { wishlist: await rereadWishlist(context.db, wishlist), user_errors };
    },
    removeProductsFromWishlist: async (_parent, { wishlistId, wishlistItemsIds }, context) => {
      const customerId = await currentCustomerId(context);
      const wishlist = await ownWishlist(context.db, customerId, wishlistId);
      const user_errors = await removeWishlistItems(context.db, wishlist.id, wishlistItemsIds);
      return { wishlist: await rereadWishlist(context.db, wishlist), user_errors };
    },
    WmWishlistCreate: async (_parent, _args, context) => ({
      sharing_code: await createGuestWishlist(context.db),
    }),
    WmWishlistAddItems: async (_parent, { sharing_code, items }, context) => {
      const wishlist = await requireGuestWishlist(context.db, sharing_code);
      const user_errors = await addWishlistItems(context.db, wishlist.id, items);
      return {
        wishlist: await rereadWishlist(context.db, wishlist, DEFAULT_GUEST_PAGE),
        user_errors,
      };
    },
    WmWishlistRemoveItems: async (_parent, { sharing_code, item_ids }, context) => {
      const wishlist = await requireGuestWishlist(context.db, sharing_code);
      const user_errors = await removeWishlistItems(context.db, wishlist.id, item_ids);
      return {
        wishlist: await rereadWishlist(context.db, wishlist, DEFAULT_GUEST_PAGE),
        user_errors,
      };
    },
    WmMergeWishlist: async (_parent, { sharing_code }, context) => {
      const customerId = requireWishlistOwner(await currentCustomerId(context));
      const target = await customerWishlist(context.db, customerId);
      await mergeGuestWishlist(context.db, target, sharing_code);
      return { wishlist: await rereadWishlist(context.db, target), user_errors: [] };
    },
  },
} satisfies Pick<
  Resolvers,
  'Customer' | 'Wishlist' | 'WishlistItemInterface' | 'WmGuestWishlist' | 'Query' | 'Mutation'
>;
