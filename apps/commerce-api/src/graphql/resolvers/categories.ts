import type { CategoryRow } from '../../catalog/catalogLoaders.js';
import { categoryUid, decodeIdUid } from '../../catalog/uid.js';
import type { GraphQLContext } from '../context.js';
import { inputError } from '../errors.js';
import { equalValues, idValues, type EqualFilter } from '../filterValues.js';
import { assertPageExists, pageInfo, validatePage } from '../paging.js';
import type { ProductSortField, SortDirection } from '../../catalog/productCriteria.js';
import { URL_SUFFIX } from './productFields.js';
import { runProductsQuery } from './products.js';

/** The store's root category: Magento's "Default Category". */
export const ROOT_CATEGORY_ID = 2;
const MAX_CATEGORY_PAGE_SIZE = 300;

interface CategoryFilterArgs {
  ids?: EqualFilter | null;
  category_uid?: EqualFilter | null;
  parent_id?: EqualFilter | null;
  parent_category_uid?: EqualFilter | null;
  url_key?: EqualFilter | null;
  url_path?: EqualFilter | null;
  name?: { match?: string | null } | null;
}

const uids = (filter: EqualFilter | null | undefined) =>
  equalValues(filter)?.map((uid) => {
    const id = decodeIdUid(uid);
    if (id === null) throw inputError(`Value of uid "${uid}" is incorrect.`);
    return id;
  }) ?? null;

async function findCategories(
  context: GraphQLContext,
  filters: CategoryFilterArgs | null | undefined,
  page: { pageSize: number; currentPage: number },
) {
  let query = context.db.selectFrom('categories').where('level', '>=', 1);
  const byId = [idValues(filters?.ids), uids(filters?.category_uid)].filter(
    (list) => list !== null,
  );
  const byParent = [idValues(filters?.parent_id), uids(filters?.parent_category_uid)].filter(
    (list) => list !== null,
  );
  const noFilter = !filters || Object.values(filters).every((value) => value == null);
  // Without filters Magento answers with the store's root category.
  if (noFilter) query = query.where('id', '=', ROOT_CATEGORY_ID);
  for (const list of byId) query = query.where('id', 'in', list.length ? list : [-1]);
  for (const list of byParent) query = query.where('parent_id', 'in', list.length ? list : [-1]);
  const urlKeys = equalValues(filters?.url_key);
  if (urlKeys) query = query.where('url_key', 'in', urlKeys.length ? urlKeys : ['']);
  const urlPaths = equalValues(filters?.url_path);
  if (urlPaths) query = query.where('url_path', 'in', urlPaths.length ? urlPaths : ['']);
  const name = filters?.name?.match?.trim();
  if (name) query = query.where('name', 'ilike', `%${name.replace(/[\\%_]/g, '\\$&')}%`);

  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy('level')
      .orderBy('position')
      .orderBy('id')
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalCount: Number(count.count) };
}

type CategoriesArgs = {
  filters?: CategoryFilterArgs | null;
  pageSize?: number | null;
  currentPage?: number | null;
};

async function categoriesPage(args: CategoriesArgs, context: GraphQLContext) {
  const page = validatePage(args.pageSize, args.currentPage, {
    pageSize: 20,
    currentPage: 1,
    maxPageSize: MAX_CATEGORY_PAGE_SIZE,
  });
  const { rows, totalCount } = await findCategories(context, args.filters, page);
  assertPageExists(page, totalCount);
  return { items: rows, total_count: totalCount, page_info: pageInfo(page, totalCount) };
}

export const categoryResolvers = {
  Query: {
    categories: (_root: unknown, args: CategoriesArgs, context: GraphQLContext) =>
      categoriesPage(args, context),
    categoryList: async (_root: unknown, args: CategoriesArgs, context: GraphQLContext) =>
      (await categoriesPage(args, context)).items,
  },
  CategoryTree: {
    id: (row: CategoryRow) => row.id,
    uid: (row: CategoryRow) => categoryUid(row.id),
    name: (row: CategoryRow) => row.name,
    url_key: (row: CategoryRow) => row.url_key,
    url_path: (row: CategoryRow) => row.url_path,
    url_suffix: () => URL_SUFFIX,
    canonical_url: (row: CategoryRow) => `${row.url_path}${URL_SUFFIX}`,
    relative_url: (row: CategoryRow) => `${row.url_path}${URL_SUFFIX}`,
    redirect_code: () => 0,
    type: () => 'CATEGORY' as const,
    position: (row: CategoryRow) => row.position,
    level: (row: CategoryRow) => row.level,
    path: (row: CategoryRow) => row.path,
    include_in_menu: (row: CategoryRow) => (row.include_in_menu ? 1 : 0),
    is_anchor: () => 1,
    display_mode: () => 'PRODUCTS_AND_PAGE',
    description: (row: CategoryRow) => row.description,
    meta_title: (row: CategoryRow) => row.meta_title,
    meta_description: (row: CategoryRow) => row.meta_description,
    meta_keywords: () => null,
    image: () => null,
    available_sort_by: () => ['position', 'name', 'price'],
    default_sort_by: () => 'position',
    children_count: async (row: CategoryRow, _args: unknown, context: GraphQLContext) =>
      String(await context.loaders.descendantCounts.load(row.id)),
    children: async (row: CategoryRow, _args: unknown, context: GraphQLContext) =>
      context.loaders.categoryChildren.load(row.id),
    product_count: (row: CategoryRow, _args: unknown, context: GraphQLContext) =>
      context.loaders.categoryProductCounts.load(row.id),
    breadcrumbs: async (row: CategoryRow, _args: unknown, context: GraphQLContext) => {
      // Ancestors below the store root, top-down; null for a top-level category, as Magento does.
      const ancestorIds = row.path
        .split('/')
        .map(Number)
        .filter((id) => id !== row.id && id > ROOT_CATEGORY_ID);
      if (ancestorIds.length === 0) return null;
      const ancestors = await context.loaders.categories.loadMany(ancestorIds);
      return ancestors
        .filter((a): a is CategoryRow => a !== null && !(a instanceof Error))
        .map((ancestor) => ({
          category_id: ancestor.id,
          category_uid: categoryUid(ancestor.id),
          category_name: ancestor.name,
          category_level: ancestor.level,
          category_url_key: ancestor.url_key,
          category_url_path: ancestor.url_path,
        }));
    },
    landing_page: () => null,
    cms_block: async (row: CategoryRow, _args: unknown, context: GraphQLContext) =>
      row.landing_page_block === null
        ? null
        : ((await context.db
            .selectFrom('cms_blocks')
            .select(['identifier', 'title', 'content'])
            .where('identifier', '=', row.landing_page_block)
            .where('is_active', '=', true)
            .executeTakeFirst()) ?? null),
    products: (
      row: CategoryRow,
      args: {
        pageSize?: number | null;
        currentPage?: number | null;
        sort?: Partial<Record<ProductSortField, SortDirection | null>> | null;
      },
      context: GraphQLContext,
    ) => runProductsQuery({ ...args, filter: { category_id: { eq: String(row.id) } } }, context),
  },
};
