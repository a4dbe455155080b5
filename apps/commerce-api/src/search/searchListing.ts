import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  type ProductCriteria,
} from '../catalog/productCriteria.js';
import type { FacetKey } from '../catalog/productConditions.js';
import type { ProductPage } from '../catalog/searchProducts.js';
import type { CatalogSearch } from './catalogSearch.js';
import type { SearchMatch } from './SearchIndex.js';
import type { IndexedDocument } from './searchDocument.js';

/** Price ranges never get narrower than this many kroner (as the database listing). */
const MIN_PRICE_STEP = 10;

/** A facet's counted option before labels are applied: as the database listing returns them. */
export interface FacetCount {
  label: string;
  value: string;
  count: number;
}

export interface SearchListing {
  page: ProductPage;
  /** Counted options by facet (`category_uid` values are category ids, `price` fine buckets). */
  facets: Map<string, FacetCount[]> | null;
  /** "Mente du …?": the term as the typo reading understood it. */
  suggestion: string | null;
}

export interface SearchListingOptions {
  /** Count facets too (only the direct children of the filtered category when asked). */
  facets: { categoryDirectChildrenOnly: boolean } | null;
  /** A part-finder model whose parts rank first among equals. */
  boostModelId: number | null;
}

/**
 * A search listing from the in-memory index: the matching products, narrowed by the same
 * filters as the database listing, sorted, paged and — when asked — counted by facet, each
 * facet with every filter but its own (the rules of `searchProductsWithAggregations`). One pass
 * over the matches decides, per product, which filters it passes and counts it for every facet
 * it belongs to; only the page's products are put in order.
 */
export async function searchListing(
  catalog: CatalogSearch,
  criteria: ProductCriteria & { search: string },
  options: SearchListingOptions,
): Promise<SearchListing> {
  const { index } = catalog;
  const match = index.search(criteria.search, { boostModelId: options.boostModelId });
  const documents = index.documents;

  const skus = criteria.skus ? new Set(criteria.skus) : null;
  const urlKeys = criteria.urlKeys ? new Set(criteria.urlKeys) : null;
  const nameMatch = criteria.nameMatch?.toLowerCase() ?? null;
  const modelIds = criteria.modelIds ? new Set(criteria.modelIds) : null;
  const current = criteria.categoryIds?.length === 1 ? criteria.categoryIds[0]! : null;
  const baseMatches = (document: IndexedDocument) =>
    (skus === null || skus.has(document.sku)) &&
    (urlKeys === null || (document.urlKey !== null && urlKeys.has(document.urlKey))) &&
    (nameMatch === null || document.name.toLowerCase().includes(nameMatch)) &&
    (modelIds === null || document.modelIds.some((id) => modelIds.has(id))) &&
    (current === null || document.categoryIds.includes(current));

  // The facet filters, each a test on a document; the page and total need all of them.
  const filters = new Map<FacetKey, (document: IndexedDocument) => boolean>();
  if (criteria.categoryIds !== null && current === null) {
    const ids = new Set(criteria.categoryIds);
    filters.set('category', (document) => document.categoryIds.some((id) => ids.has(id)));
  }
  if (criteria.price !== null) {
    const { from, to } = criteria.price;
    filters.set(
      'price',
      (document) =>
        (from === null || document.price >= from) && (to === null || document.price <= to),
    );
  }
  for (const code of FACET_ATTRIBUTES) {
    const optionIds = criteria.attributes[code];
    if (optionIds === undefined) continue;
    // Only this attribute's options may match (option ids are unique across attributes).
    const own = new Set(optionIds.filter((id) => catalog.options.get(id)?.attributeCode === code));
    filters.set(code, (document) => document.optionIds.some((id) => own.has(id)));
  }
  const keys = [...filters.keys()];
  const tests = keys.map((key) => filters.get(key)!);
  const all = (1 << keys.length) - 1;
  const bitOf = (key: FacetKey) => {
    const at = keys.indexOf(key);
    return at < 0 ? 0 : 1 << at;
  };

  const counting = options.facets !== null;
  const categoryBit = bitOf('category');
  const priceBit = bitOf('price');
  // Each facet option's filter bit (0 for an attribute nobody filters on).
  const facetCodes = new Set<string>(FACET_ATTRIBUTES);
  const optionBit = new Map<number, number>();
  for (const [id, option] of catalog.options) {
    if (facetCodes.has(option.attributeCode)) {
      optionBit.set(id, bitOf(option.attributeCode as FacetAttribute));
    }
  }
  // Counters by id: category and option ids are small whole numbers.
  const categoryCounts = new Int32Array(catalog.maxCategoryId + 1);
  const optionCounts = new Int32Array(catalog.maxOptionId + 1);
  const prices: number[] = [];
  /** Positions (into the match) of the products listed: passing every filter. */
  const listed: number[] = [];

  for (let i = 0; i < match.docs.length; i += 1) {
    const document = documents[match.docs[i]!]!;
    if (!baseMatches(document)) continue;
    let mask = 0;
    for (let bit = 0; bit < tests.length; bit += 1) {
      if (tests[bit]!(document)) mask |= 1 << bit;
    }
    if (mask === all) listed.push(i);
    if (!counting) continue;
    // A product counts for a facet when it passes every filter but that facet's own.
    if ((mask | categoryBit) === all) {
      for (const id of document.categoryIds) categoryCounts[id] = categoryCounts[id]! + 1;
    }
    if ((mask | priceBit) === all) prices.push(document.price);
    for (const id of document.optionIds) {
      const bit = optionBit.get(id);
      if (bit !== undefined && (mask | bit) === all) optionCounts[id] = optionCounts[id]! + 1;
    }
  }

  const offset = (criteria.currentPage - 1) * criteria.pageSize;
  const order = await comparator(catalog, criteria, match, current);
  const page: ProductPage = {
    ids: firstInOrder(listed, offset + criteria.pageSize, order)
      .slice(offset)
      .map((i) => documents[match.docs[i]!]!.id),
    totalCount: listed.length,
  };
  if (!options.facets) return { page, facets: null, suggestion: match.suggestion };

  const facets = new Map<string, FacetCount[]>();
  facets.set(
    'category_uid',
    categoryFacet(catalog, nonZero(categoryCounts), current, options.facets),
  );
  facets.set('price', priceBuckets(prices));
  for (const [code, counts] of optionFacets(catalog, nonZero(optionCounts))) {
    facets.set(code, counts);
  }
  return { page, facets, suggestion: match.suggestion };
}

/** The ids counted at least once, with their counts. */
function nonZero(counts: Int32Array): Map<number, number> {
  const found = new Map<number, number>();
  counts.forEach((count, id) => {
    if (count > 0) found.set(id, count);
  });
  return found;
}

/** How two matched products (by their position in the match) are ordered; ties by id. */
async function comparator(
  catalog: CatalogSearch,
  criteria: ProductCriteria,
  match: SearchMatch,
  current: number | null,
): Promise<(a: number, b: number) => number> {
  const documents = catalog.index.documents;
  const doc = (i: number) => documents[match.docs[i]!]!;
  const positions =
    current !== null && criteria.sort.some(({ field }) => field === 'position')
      ? await catalog.positions(current)
      : null;
  const comparators = criteria.sort.map(({ field, direction }) => {
    const sign = direction === 'DESC' ? -1 : 1;
    switch (field) {
      case 'name':
        return (a: number, b: number) => sign * compareText(doc(a).name, doc(b).name);
      case 'price':
        return (a: number, b: number) => sign * (doc(a).price - doc(b).price);
      case 'updated_at':
        return (a: number, b: number) => sign * (doc(a).updatedAt - doc(b).updatedAt);
      case 'relevance':
        return (a: number, b: number) => sign * (match.scores[a]! - match.scores[b]!);
      case 'position':
        // Without a single category the database orders by id; so does this.
        return (a: number, b: number) =>
          sign *
          (positions
            ? (positions.get(doc(a).id) ?? doc(a).id) - (positions.get(doc(b).id) ?? doc(b).id)
            : doc(a).id - doc(b).id);
    }
  });
  return (a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return doc(a).id - doc(b).id;
  };
}

/**
 * The first `count` items in order, without sorting the rest: a page of 24 from 30 000
 * matches keeps a short sorted list and compares each other item with its last.
 */
export function firstInOrder<T>(
  items: readonly T[],
  count: number,
  order: (a: T, b: T) => number,
): T[] {
  if (count <= 0) return [];
  if (count * 8 >= items.length) return [...items].sort(order).slice(0, count);
  const top: T[] = [];
  for (const item of items) {
    if (top.length === count && order(item, top[count - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && order(item, top[at - 1]!) < 0) at -= 1;
    top.splice(at, 0, item);
    if (top.length > count) top.pop();
  }
  return top;
}

/** Category counts below the filtered category, or below the root's children when none. */
function categoryFacet(
  catalog: CatalogSearch,
  counts: ReadonlyMap<number, number>,
  current: number | null,
  { categoryDirectChildrenOnly }: { categoryDirectChildrenOnly: boolean },
): FacetCount[] {
  const currentPath = current !== null ? catalog.categories.get(current)?.path : undefined;
  const inScope = (id: number) => {
    const category = catalog.categories.get(id);
    if (!category || !category.includeInMenu) return false;
    if (current !== null) {
      return categoryDirectChildrenOnly
        ? category.parentId === current
        : currentPath !== undefined && category.path.startsWith(`${currentPath}/`);
    }
    return categoryDirectChildrenOnly ? category.level === 2 : category.level >= 2;
  };
  return [...counts.entries()]
    .filter(([id]) => inScope(id))
    .map(([id, count]) => ({ category: catalog.categories.get(id)!, count }))
    .sort(
      (a, b) =>
        a.category.level - b.category.level ||
        a.category.position - b.category.position ||
        compareText(String(a.category.id), String(b.category.id)),
    )
    .map(({ category, count }) => ({ label: category.name, value: String(category.id), count }));
}

/** The finest price buckets (`step:bucket`), as the database listing counts them. */
function priceBuckets(prices: readonly number[]): FacetCount[] {
  if (prices.length === 0) return [];
  let top = 0;
  for (const price of prices) if (price > top) top = price;
  const step = Math.max(MIN_PRICE_STEP, 10 ** (Math.floor(Math.log10(Math.max(top, 10))) - 2));
  const counts = new Map<number, number>();
  for (const price of prices) {
    const bucket = Math.floor(price / step);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bucket, count]) => ({ label: '', value: `${step}:${bucket}`, count }));
}

/** Option counts by attribute, in the options' order. */
function optionFacets(
  catalog: CatalogSearch,
  counts: ReadonlyMap<number, number>,
): Map<FacetAttribute, FacetCount[]> {
  const byCode = new Map<FacetAttribute, FacetCount[]>();
  const rows = [...counts.entries()]
    .map(([id, count]) => ({ option: catalog.options.get(id)!, count }))
    .sort(
      (a, b) =>
        a.option.position - b.option.position ||
        compareText(String(a.option.optionId), String(b.option.optionId)),
    );
  for (const { option, count } of rows) {
    const code = option.attributeCode as FacetAttribute;
    const list = byCode.get(code) ?? [];
    list.push({ label: option.label, value: String(option.optionId), count });
    byCode.set(code, list);
  }
  return byCode;
}

/**
 * Code-point order, as the embedded database orders text (its C collation): a search sorted by
 * name lists as a category sorted by name does.
 */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
