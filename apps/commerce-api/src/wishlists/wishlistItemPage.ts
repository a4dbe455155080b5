import type { GraphQLContext } from '../graphql/context.js';
import { assertPageExists, pageInfo, type PageRequest } from '../graphql/paging.js';
import { wishlistItemCount } from './wishlistItems.js';
import type { ProductRow } from '../catalog/catalogLoaders.js';
import { selectedBundleOptions } from '../carts/cartItemView.js';

const ITEM_TYPES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  downloadable: 'DownloadableWishlistItem',
  virtual: 'VirtualWishlistItem',
  grouped: 'GroupedProductWishlistItem',
};

/**
 * A wished bundle's contents (`BundleWishlistItem.bundle_options`): the wish list stores no
 * choices for a bundle, so it holds what the bundle comes with, its default selections.
 */
async function defaultBundleContents(context: GraphQLContext, bundle: ProductRow) {
  const options = await context.loaders.bundleOptions.load(bundle.id);
  const bundle_selections = options.flatMap((option) =>
    option.selections
      .filter((selection) => selection.is_default)
      .map((selection) => ({
        option_id: option.option_id,
        selection_id: selection.selection_id,
        quantity: Number(selection.quantity),
      })),
  );
  const money = (value: number) => ({ value, currency: context.currency });
  return selectedBundleOptions(context, { bundle_selections }, bundle, money);
}

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
        bundle_options:
          product?.type_id === 'bundle' ? await defaultBundleContents(context, product) : null,
      };
    }),
  );
  return { items, page_info: pageInfo(page, total), total };
}
