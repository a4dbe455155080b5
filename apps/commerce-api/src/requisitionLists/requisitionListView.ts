import type { GraphQLContext } from '../graphql/context.js';
import { assertPageExists, pageInfo, validatePage } from '../graphql/paging.js';
import { itemCount, listItems } from './requisitionListItems.js';
import { requisitionUid } from './requisitionListAccess.js';

/** One page of a list's lines (`RequisitionList.items`, `WmSharedRequisitionList.items`). */
export async function listItemPage(
  context: GraphQLContext,
  listId: number,
  args: { currentPage?: number | null; pageSize?: number | null },
) {
  const page = validatePage(args.pageSize, args.currentPage, {
    currentPage: 1,
    pageSize: 20,
    maxPageSize: 100,
  });
  const total = await itemCount(context.db, listId);
  assertPageExists(page, total);
  const rows = await listItems(context.db, listId, page);
  const skus = rows.map((row) => row.sku);
  const ids =
    skus.length === 0
      ? []
      : await context.db
          .selectFrom('products')
          .select(['id', 'sku'])
          .where('sku', 'in', skus)
          .execute();
  const idBySku = new Map(ids.map((row) => [row.sku, row.id]));
  const items = await Promise.all(
    rows.map(async (row) => {
      const id = idBySku.get(row.sku);
      return {
        __typename: 'SimpleRequisitionListItem' as const,
        uid: requisitionUid(row.id),
        quantity: Number(row.quantity),
        wm_sku: row.sku,
        product: id === undefined ? null : await context.loaders.products.load(id),
      };
    }),
  );
  const info = pageInfo(page, total);
  return { items, page_info: info, total_pages: info.total_pages };
}
