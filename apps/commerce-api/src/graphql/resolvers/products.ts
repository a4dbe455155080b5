import { getArgumentValues, isObjectType, type GraphQLResolveInfo } from 'graphql';
import type { ProductCriteria } from '../../catalog/productCriteria.js';
import { aggregationsFromCounts, type AggregationResult } from '../../catalog/aggregations.js';
import type { FacetOptions } from '../../catalog/facetRules.js';
import { searchProductsWithAggregations } from '../../catalog/searchProductsWithAggregations.js';
import { searchProducts, type ProductPage } from '../../catalog/searchProducts.js';
import { catalogSearch } from '../../search/catalogSearch.js';
import { searchListing } from '../../search/searchListing.js';
import type { GraphQLContext } from '../context.js';
import { equalValues } from '../filterValues.js';
import { assertPageExists, pageInfo } from '../paging.js';
import { productCriteriaFromArgs, type ProductsArgs } from './productCriteriaFromArgs.js';

/**
 * What `Products` (and `CategoryProducts`) fields resolve from: the criteria, the page and —
 * when the query asked for them — the facets, found in the same pass.
 */
export interface ProductsResult {
  criteria: ProductCriteria;
  page: ProductPage;
  aggregations: { options: FacetOptions; facets: AggregationResult[] } | null;
  /** "Mente du …?": the term as the search's typo reading understood it. */
  suggestion: string | null;
}

/**
 * A page of products and, when asked, its facets: a search from the in-memory search index
 * (Norwegian words, typos, relevance), any other listing from the database.
 */
async function findProducts(
  context: GraphQLContext,
  criteria: ProductCriteria,
  facetOptions: FacetOptions | null,
): Promise<{ page: ProductPage; facets: AggregationResult[] | null; suggestion: string | null }> {
  if (criteria.search !== null) {
    const listing = await searchListing(
      await catalogSearch(context.db),
      { ...criteria, search: criteria.search },
      { facets: facetOptions, boostModelId: criteria.boostModelId },
    );
    return {
      page: listing.page,
      facets: listing.facets ? aggregationsFromCounts(listing.facets) : null,
      suggestion: listing.suggestion,
    };
  }
  if (facetOptions) {
    const { page, aggregations } = await searchProductsWithAggregations(
      context.db,
      criteria,
      facetOptions,
    );
    return { page, facets: aggregations, suggestion: null };
  }
  return { page: await searchProducts(context.db, criteria), facets: null, suggestion: null };
}

/** The arguments of the `aggregations` field. */
interface AggregationsArgs {
  filter?: { category?: { includeDirectChildrenOnly?: boolean | null } | null } | null;
}

/** What the arguments of `aggregations` ask of the facets. */
function facetOptionsOf(args: AggregationsArgs): FacetOptions {
  return { categoryDirectChildrenOnly: args.filter?.category?.includeDirectChildrenOnly ?? false };
}

/**
 * The arguments of `aggregations` when the query selects it on the products result, so the
 * facets can be counted in the same statement as the page; null when it is not selected.
 */
function requestedAggregations(info: GraphQLResolveInfo | undefined): FacetOptions | null {
  const productsType = info?.schema.getType('Products');
  const field = isObjectType(productsType) ? productsType.getFields().aggregations : undefined;
  if (!info || !field) return null;
  for (const node of info.fieldNodes) {
    for (const selection of node.selectionSet?.selections ?? []) {
      if (selection.kind !== 'Field' || selection.name.value !== 'aggregations') continue;
      return facetOptionsOf(
        getArgumentValues(field, selection, info.variableValues) as AggregationsArgs,
      );
    }
  }
  return null;
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
  info?: GraphQLResolveInfo,
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
  const facetOptions = requestedAggregations(info);
  const { page, facets, suggestion } = await findProducts(context, criteria, facetOptions);
  assertPageExists(criteria, page.totalCount);
  return {
    criteria,
    page,
    aggregations: facetOptions && facets ? { options: facetOptions, facets } : null,
    suggestion,
  };
}

export const productsResolvers = {
  Query: {
    products: (
      _root: unknown,
      args: ProductsArgs,
      context: GraphQLContext,
      info: GraphQLResolveInfo,
    ) => runProductsQuery(args, context, info),
  },
  Products: {
    items: ({ page }: ProductsResult, _args: unknown, context: GraphQLContext) =>
      context.loaders.productsInOrder(page.ids),
    total_count: ({ page }: ProductsResult) => page.totalCount,
    page_info: ({ criteria, page }: ProductsResult) => pageInfo(criteria, page.totalCount),
    aggregations: async (
      { criteria, aggregations }: ProductsResult,
      args: AggregationsArgs,
      context: GraphQLContext,
    ) => {
      const options = facetOptionsOf(args);
      // Counted with the page already, unless this selection asks for other facet options.
      if (
        aggregations &&
        aggregations.options.categoryDirectChildrenOnly === options.categoryDirectChildrenOnly
      ) {
        return aggregations.facets;
      }
      return (await findProducts(context, criteria, options)).facets ?? [];
    },
    sort_fields: ({ criteria }: ProductsResult) => ({
      default: criteria.search !== null ? 'relevance' : 'position',
      options:
        criteria.search !== null
          ? [{ value: 'relevance', label: 'Relevans' }, ...SORT_OPTIONS]
          : SORT_OPTIONS,
    }),
    suggestions: ({ suggestion }: ProductsResult) =>
      suggestion !== null ? [{ search: suggestion }] : [],
  },
  CategoryProducts: {
    items: ({ page }: ProductsResult, _args: unknown, context: GraphQLContext) =>
      context.loaders.productsInOrder(page.ids),
    total_count: ({ page }: ProductsResult) => page.totalCount,
    page_info: ({ criteria, page }: ProductsResult) => pageInfo(criteria, page.totalCount),
  },
};
