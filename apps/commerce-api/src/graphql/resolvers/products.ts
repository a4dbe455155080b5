import type { ProductCriteria } from '../../catalog/productCriteria.js';
import { productAggregations } from '../../catalog/productAggregations.js';
import { searchProducts, type ProductPage } from '../../catalog/searchProducts.js';
import type { GraphQLContext } from '../context.js';
import { equalValues } from '../filterValues.js';
import { assertPageExists, pageInfo } from '../paging.js';
import { productCriteriaFromArgs, type ProductsArgs } from './productCriteriaFromArgs.js';

/** What `Products` (and `CategoryProducts`) fields resolve from: the criteria and the page. */
export interface ProductsResult {
  criteria: ProductCriteria;
  page: ProductPage;
}

const SORT_OPTIONS = [
  { value: 'position', label: 'Posisjon' },
  { value: 'name', label: 'Navn' },
  { value: 'price', label: 'Pris' },
  { value: 'updated_at', label: 'Nyeste' },
];

/** Runs a products query: validates, resolves category URL paths, searches, checks the page. */
export async function runProductsQuery(
  args: ProductsArgs,
  context: GraphQLContext,
): Promise<ProductsResult> {
  const paths = equalValues(args.filter?.category_url_path);
  const categoryIdsFromUrlPath =
    paths === null
      ? null
      : paths.length === 0
        ? []
        : (
            await context.db
              .selectFrom('categories')
              .select('id')
              .where(
                'url_path',
                'in',
                paths.map((path) => path.replace(/^\/+|\.html$/g, '')),
              )
              .execute()
          ).map((row) => row.id);
  const criteria = productCriteriaFromArgs(args, { categoryIdsFromUrlPath });
  const page = await searchProducts(context.db, criteria);
  assertPageExists(criteria, page.totalCount);
  return { criteria, page };
}

export const productsResolvers = {
  Query: {
    products: (_root: unknown, args: ProductsArgs, context: GraphQLContext) =>
      runProductsQuery(args, context),
  },
  Products: {
    items: ({ page }: ProductsResult, _args: unknown, context: GraphQLContext) =>
      context.loaders.productsInOrder(page.ids),
    total_count: ({ page }: ProductsResult) => page.totalCount,
    page_info: ({ criteria, page }: ProductsResult) => pageInfo(criteria, page.totalCount),
    aggregations: (
      { criteria }: ProductsResult,
      args: {
        filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null;
      },
      context: GraphQLContext,
    ) =>
      productAggregations(context.db, criteria, {
        categoryDirectChildrenOnly: args.filter?.category?.includeDirectChildrenOnly ?? false,
      }),
    sort_fields: ({ criteria }: ProductsResult) => ({
      default: criteria.search !== null ? 'relevance' : 'position',
      options:
        criteria.search !== null
          ? [{ value: 'relevance', label: 'Relevans' }, ...SORT_OPTIONS]
          : SORT_OPTIONS,
    }),
    suggestions: () => [],
  },
  CategoryProducts: {
    items: ({ page }: ProductsResult, _args: unknown, context: GraphQLContext) =>
      context.loaders.productsInOrder(page.ids),
    total_count: ({ page }: ProductsResult) => page.totalCount,
    page_info: ({ criteria, page }: ProductsResult) => pageInfo(criteria, page.totalCount),
  },
};
