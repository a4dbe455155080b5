import {
  FACET_ATTRIBUTES,
  type FacetAttribute,
  type ProductCriteria,
} from '../catalog/productCriteria.js';
import type { FacetKey } from '../catalog/productConditions.js';
import type { ProductPage } from '../catalog/searchProducts.js';
import type { CatalogSearch } from './catalogSearch.js';
import type { SearchDocument } from './SearchIndex.js';

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
 * facet with every filter but its own (the rules of `searchProductsWithAggregations`).
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
  const baseMatches = (document: SearchDocument) =>
    (skus === null || skus.has(document.sku)) &&
    (urlKeys === null || (document.urlKey !== null && urlKeys.has(document.urlKey))) &&
    (nameMatch === null || document.name.toLowerCase().includes(nameMatch)) &&
    (modelIds === null || document.modelIds.some((id) => modelIds.has(id))) &&
    (current === null || document.categoryIds.includes(current));

  // The facet filters, each a test on a document; the page and total need all of them.
  const filters = new Map<FacetKey, (document: SearchDocument) => boolean>();
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

  const matched = match.docs.filter((doc) => baseMatches(documents[doc]!));
  // Which filters each matched product passes, as bits in the order of `keys`.
  const passes = new Uint32Array(matched.length);
  const all = (1 << keys.length) - 1;
  matched.forEach((doc, i) => {
    let bits = 0;
    keys.forEach((key, bit) => {
      if (filters.get(key)!(documents[doc]!)) bits |= 1 << bit;
    });
    passes[i] = bits;
  });
  const allBut = (except: FacetKey | null) => {
    const bit = except === null ? -1 : keys.indexOf(except);
    const mask = bit < 0 ? all : all & ~(1 << bit);
    return matched.filter((_, i) => (passes[i]! & mask) === mask);
  };

  const listed = allBut(null);
  const sorted = await sortDocuments(catalog, criteria, listed, match.scores, current);
  const offset = (criteria.currentPage - 1) * criteria.pageSize;
  const page: ProductPage = {
    ids: sorted.slice(offset, offset + criteria.pageSize).map((doc) => documents[doc]!.id),
    totalCount: listed.length,
  };
  if (!options.facets) return { page, facets: null, suggestion: match.suggestion };

  const facets = new Map<string, FacetCount[]>();
  facets.set('category_uid', categoryCounts(catalog, allBut('category'), current, options.facets));
  facets.set('price', priceBuckets(allBut('price').map((doc) => documents[doc]!.price)));
  const unfiltered = FACET_ATTRIBUTES.filter((code) => !filters.has(code));
  const counted = [
    ...(unfiltered.length > 0 ? [{ docs: listed, codes: unfiltered }] : []),
    ...FACET_ATTRIBUTES.filter((code) => filters.has(code)).map((code) => ({
      docs: allBut(code),
      codes: [code],
    })),
  ];
  for (const { docs, codes } of counted) {
    for (const [code, counts] of optionCounts(catalog, docs, codes)) facets.set(code, counts);
  }
  return { page, facets, suggestion: match.suggestion };
}

async function sortDocuments(
  catalog: CatalogSearch,
  criteria: ProductCriteria,
  docs: number[],
  scores: Float64Array,
  current: number | null,
): Promise<number[]> {
  const documents = catalog.index.documents;
  const positions =
    current !== null && criteria.sort.some(({ field }) => field === 'position')
      ? await catalog.positions(current)
      : null;
  const comparators = criteria.sort.map(({ field, direction }) => {
    const sign = direction === 'DESC' ? -1 : 1;
    switch (field) {
      case 'name':
        return (a: number, b: number) => sign * compareText(documents[a]!.name, documents[b]!.name);
      case 'price':
        return (a: number, b: number) => sign * (documents[a]!.price - documents[b]!.price);
      case 'updated_at':
        return (a: number, b: number) => sign * (documents[a]!.updatedAt - documents[b]!.updatedAt);
      case 'relevance':
        return (a: number, b: number) => sign * (scores[a]! - scores[b]!);
      case 'position':
        return (a: number, b: number) => {
          const pa = positions?.get(documents[a]!.id) ?? documents[a]!.id;
          const pb = positions?.get(documents[b]!.id) ?? documents[b]!.id;
          // Without a position (no single category) the database orders by id; so does this.
          return sign * (positions ? pa - pb : documents[a]!.id - documents[b]!.id);
        };
    }
  });
  return [...docs].sort((a, b) => {
    for (const compare of comparators) {
      const order = compare(a, b);
      if (order !== 0) return order;
    }
    return documents[a]!.id - documents[b]!.id;
  });
}

/** Category counts below the filtered category, or below the root's children when none. */
function categoryCounts(
  catalog: CatalogSearch,
  docs: number[],
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
  const counts = new Map<number, number>();
  for (const doc of docs) {
    for (const id of catalog.index.documents[doc]!.categoryIds) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
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
function priceBuckets(prices: number[]): FacetCount[] {
  if (prices.length === 0) return [];
  const top = Math.max(...prices);
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

function optionCounts(
  catalog: CatalogSearch,
  docs: number[],
  codes: readonly FacetAttribute[],
): Map<FacetAttribute, FacetCount[]> {
  const wanted = new Set<string>(codes);
  const counts = new Map<number, number>();
  for (const doc of docs) {
    for (const id of catalog.index.documents[doc]!.optionIds) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  const byCode = new Map<FacetAttribute, FacetCount[]>();
  const rows = [...counts.entries()]
    .map(([id, count]) => ({ option: catalog.options.get(id), count }))
    .filter(
      (row): row is { option: NonNullable<typeof row.option>; count: number } =>
        row.option !== undefined && wanted.has(row.option.attributeCode),
    )
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
