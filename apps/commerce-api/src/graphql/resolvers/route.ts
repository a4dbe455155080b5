import type { GraphQLContext } from '../context.js';
import { productTypeName, type ProductTypeName } from './productFields.js';

type RoutableTypeName = ProductTypeName | 'CategoryTree' | 'CmsPage';
import type { CategoryRow, ProductRow } from '../../catalog/catalogLoaders.js';
import { encodeUid } from '../../catalog/uid.js';
import type { CmsPageRow } from './content.js';
import { URL_SUFFIX } from './productFields.js';

/** Longest URL the route query will look up. */
const MAX_URL_LENGTH = 2048;

type RouteTarget =
  | { type: 'CATEGORY'; redirectCode: number; targetPath: string; entity: CategoryRow }
  | { type: 'PRODUCT'; redirectCode: number; targetPath: string; entity: ProductRow }
  | { type: 'CMS_PAGE'; redirectCode: number; targetPath: string; entity: CmsPageRow };

/**
 * Finds what a storefront URL leads to: the rewrite's redirect and the category, product or
 * CMS page behind it; `null` when nothing lives there. The home page answers for an empty path.
 * Both `route` and the older `urlResolver` read it.
 */
async function findRoute(context: GraphQLContext, url: string): Promise<RouteTarget | null> {
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
  const found = { redirectCode: rewrite.redirect_code, targetPath: rewrite.target_path };

  switch (rewrite.entity_type) {
    case 'CATEGORY': {
      const category = await context.loaders.categories.load(rewrite.entity_id);
      return category ? { type: 'CATEGORY', ...found, entity: category } : null;
    }
    case 'PRODUCT': {
      const product = await context.loaders.products.load(rewrite.entity_id);
      return product && product.visible ? { type: 'PRODUCT', ...found, entity: product } : null;
    }
    case 'CMS_PAGE': {
      const page = await context.db
        .selectFrom('cms_pages')
        .selectAll()
        .where('page_id', '=', rewrite.entity_id)
        .where('is_active', '=', true)
        .executeTakeFirst();
      return page ? { type: 'CMS_PAGE', ...found, entity: page } : null;
    }
  }
}

/**
 * Resolves a storefront URL to the category, product or CMS page behind it, as Magento's `route`
 * query does; `null` when nothing lives there.
 */
async function resolveRoute(context: GraphQLContext, url: string) {
  return (await findRoute(context, url))?.entity ?? null;
}

/** The entity's own path, as its `relative_url` gives it. */
function ownPath(target: RouteTarget): string | null {
  switch (target.type) {
    case 'CATEGORY':
      return `${target.entity.url_path}${URL_SUFFIX}`;
    case 'PRODUCT':
      return target.entity.url_key ? `${target.entity.url_key}${URL_SUFFIX}` : null;
    case 'CMS_PAGE':
      return target.entity.identifier;
  }
}

/**
 * Magento's older `urlResolver`: the same look-up as `route`, answered as `EntityUrl` (type,
 * ids and path). A redirecting path gives its code and where it redirects to.
 */
async function resolveEntityUrl(context: GraphQLContext, url: string) {
  const target = await findRoute(context, url);
  if (!target) return null;
  const id =
    target.type === 'CMS_PAGE'
      ? target.entity.page_id
      : (target.entity as CategoryRow | ProductRow).id;
  const relativeUrl = target.redirectCode > 0 ? target.targetPath : ownPath(target);
  return {
    type: target.type,
    id,
    entity_uid: encodeUid(id),
    relative_url: relativeUrl,
    canonical_url: relativeUrl,
    redirectCode: target.redirectCode,
  };
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
    urlResolver: (_root: unknown, args: { url: string }, context: GraphQLContext) =>
      resolveEntityUrl(context, args.url),
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
