import type { GraphQLContext } from '../context.js';
import { productTypeName, type ProductTypeName } from './productFields.js';

type RoutableTypeName = ProductTypeName | 'CategoryTree' | 'CmsPage';
import type { CategoryRow, ProductRow } from '../../catalog/catalogLoaders.js';
import type { CmsPageRow } from './content.js';

/** Longest URL the route query will look up. */
const MAX_URL_LENGTH = 2048;

/**
 * Resolves a storefront URL to the category, product or CMS page behind it, as Magento's `route`
 * query does; `null` when nothing lives there. The home page answers for an empty path.
 */
async function resolveRoute(context: GraphQLContext, url: string) {
  if (url.length > MAX_URL_LENGTH) return null;
  const path = decodeURIComponentSafe(url.split(/[?#]/)[0] ?? '')
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/+/, '');
  if (path.includes('\0')) return null;
  const requestPath = path === '' ? String((await context.storeConfig()).cms_home_page) : path;

  const rewrite = await context.db
    .selectFrom('url_rewrites')
    .selectAll()
    .where('request_path', 'in', [requestPath, requestPath.replace(/\/+$/, '')])
    .executeTakeFirst();
  if (!rewrite) return null;

  switch (rewrite.entity_type) {
    case 'CATEGORY': {
      const category = await context.loaders.categories.load(rewrite.entity_id);
      return category;
    }
    case 'PRODUCT': {
      const product = await context.loaders.products.load(rewrite.entity_id);
      return product && product.visible ? product : null;
    }
    case 'CMS_PAGE': {
      const page = await context.db
        .selectFrom('cms_pages')
        .selectAll()
        .where('page_id', '=', rewrite.entity_id)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return page ?? null;
    }
  }
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const routeResolvers = {
  Query: {
    route: (_root: unknown, args: { url: string }, context: GraphQLContext) =>
      resolveRoute(context, args.url),
  },
  RoutableInterface: {
    // Rows carry no type name: a product has a sku, a CMS page an identifier.
    __resolveType: (value: ProductRow | CategoryRow | CmsPageRow | object): RoutableTypeName =>
      'sku' in value ? productTypeName(value) : 'identifier' in value ? 'CmsPage' : 'CategoryTree',
  },
  CategoryInterface: {
    __resolveType: () => 'CategoryTree' as const,
  },
  ProductInterface: {
    __resolveType: (row: ProductRow) => productTypeName(row),
  },
};
