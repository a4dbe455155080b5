import { Kind, parse, type DocumentNode, type OperationDefinitionNode } from 'graphql';

/**
 * What a shared cache (a CDN in front of the API) may keep of an anonymous catalogue answer:
 * browsers always ask again (`max-age=0`), the CDN keeps it five minutes and may serve it ten more
 * while it fetches a fresh one.
 */
export const PUBLIC_QUERY_CACHE_CONTROL =
  'public, max-age=0, s-maxage=300, stale-while-revalidate=600';

/** Anything personal, any mutation, any error: kept by nobody. */
export const NO_STORE_CACHE_CONTROL = 'private, no-store';

/**
 * Request headers a cacheable answer depends on: the store view and currency pick prices and
 * texts; a request with `Authorization` is never public, but caches must not mix the two.
 */
export const PUBLIC_QUERY_VARY = 'Store, Content-Currency, Authorization';

/**
 * Root query fields whose answer is the same for every anonymous shopper of a store: the
 * catalogue, CMS, configuration and part finder. An allowlist: a new root field is private until
 * someone decides otherwise. Not here: `cart` (a guest cart id is the guest's secret),
 * `customer`, `customerCart`, the wish list, and the licence plate search (throttled per client,
 * answered from the registry).
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  '__typename',
  'storeConfig',
  'currency',
  'countries',
  'country',
  'cmsPage',
  'cmsBlocks',
  'categories',
  'categoryList',
  'products',
  'recaptchaV3Config',
  'route',
  'customAttributeMetadataV2',
  'attributesList',
  'WmPartFinderFinders',
  'WmPartFinderBrands',
  'WmPartFinderModels',
  'WmPartFinderInfo',
  'megaMenuItems',
  'WmBlogPosts',
  'WmBlogPost',
  'wmPartDiagrams',
  'wmPartDiagram',
]);

export interface GraphqlCacheInput {
  /** The HTTP method. */
  method: string;
  /** Whether the request carried an `Authorization` header (any value). */
  authorized: boolean;
  /** The request's query text (`null` when there was none). */
  query: string | null;
  /** The request's `operationName`, when given. */
  operationName: string | null;
  /** The response's HTTP status. */
  status: number;
  /** Whether the answer has errors (`errors` in the body). */
  hasErrors: boolean;
}

/**
 * The `Cache-Control` of a GraphQL answer: public with `s-maxage` for a successful GET query
 * without `Authorization` whose root fields are all catalogue fields (see
 * {@link PUBLIC_ROOT_FIELDS}); `private, no-store` for everything else — POST, mutations,
 * tokens, carts and customers, errors, anything unreadable.
 */
export function graphqlCacheControl(input: GraphqlCacheInput): string {
  if (input.method.toUpperCase() !== 'GET') return NO_STORE_CACHE_CONTROL;
  if (input.authorized || input.hasErrors || input.status !== 200) return NO_STORE_CACHE_CONTROL;
  if (!input.query) return NO_STORE_CACHE_CONTROL;
  const fields = queryRootFields(input.query, input.operationName);
  if (fields === null || fields.length === 0) return NO_STORE_CACHE_CONTROL;
  return fields.every((field) => PUBLIC_ROOT_FIELDS.has(field))
    ? PUBLIC_QUERY_CACHE_CONTROL
    : NO_STORE_CACHE_CONTROL;
}

/**
 * The root field names the operation that runs selects, fragments on the root type included;
 * `null` when the text does not parse, the operation is not a query, or it cannot be told which
 * operation runs.
 */
export function queryRootFields(query: string, operationName: string | null): string[] | null {
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return null;
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return null;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition]] : [],
    ),
  );
  const names: string[] = [];
  const seenFragments = new Set<string>();
  const visit = (selections: OperationDefinitionNode['selectionSet']['selections']): boolean => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (!visit(selection.selectionSet.selections)) return false;
      } else {
        const name = selection.name.value;
        if (seenFragments.has(name)) continue;
        seenFragments.add(name);
        const fragment = fragments.get(name);
        if (!fragment) return false;
        if (!visit(fragment.selectionSet.selections)) return false;
      }
    }
    return true;
  };
  return visit(operation.selectionSet.selections) ? names : null;
}
