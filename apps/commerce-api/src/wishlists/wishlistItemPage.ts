import type { GraphQLContext } from '../graphql/context.js';
import { assertPageExists, pageInfo, type PageRequest } from '../graphql/paging.js';
import { wishlistItemCount } from './wishlistItems.js';

const ITEM_TYPES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  downloadable: 'DownloadableWishlistItem',
  virtual: 'VirtualWishlistItem',
  grouped: 'GroupedProductWishlistItem',
};

/** One page of a wish list's items, oldest first, with the products loaded. */
export async function wishlistItemPage(
  context: GraphQLContext,
  wishlistId: number,
  page: PageRequest,
) {
  const total = await wishlistItemCount(context.db, wishlistId);
  assertPageExists(page, total);
  const rows = await context.db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('wishlist_id', '=', wishlistId)
    .orderBy('added_at')
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  const items = await Promise.all(
    rows.map(async (row) => {
      const product = await context.loaders.products.load(row.product_id);
      const variant =
        row.variant_id === null ? null : await context.loaders.products.load(row.variant_id);
      return {
        __typename: ITEM_TYPES[product?.type_id ?? 'simple'] ?? 'SimpleWishlistItem',
        id: String(row.id),
        quantity: row.quantity,
        description: row.description,
        added_at: row.added_at,
        product,
        configured_variant: variant,
      };
    }),
  );
  return { items, page_info: pageInfo(page, total), total };
}
