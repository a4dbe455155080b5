import { compareText } from '../catalog/compareText.js';
import {
  listingFilters,
  singleCategory,
  type FacetOption,
  type FacetOptions,
  type ListingFilterBuilders,
} from '../catalog/facetRules.js';
import type { ProductCriteria } from '../catalog/productCriteria.js';
import type { ProductPage } from '../catalog/searchProducts.js';
import type { CatalogSearch } from './catalogSearch.js';
import { FacetCounter } from './FacetCounter.js';
import type { IndexedDocument } from './searchDocument.js';
import type { SearchMatch } from './SearchIndex.js';

export interface SearchListing {
  page: ProductPage;
  /** Counted options by facet (`category_uid` values are category ids, `price` fine buckets). */
  facets: Map<string, FacetOption[]> | null;
  /** "Mente du …?": the term as the typo reading understood it. */
  suggestion: string | null;
}

export interface SearchListingOptions {
  /** Count facets too (only the direct children of the filtered category when asked). */
  facets: FacetOptions | null;
  /** A part-finder model whose parts rank first among equals. */
  boostModelId: number | null;
}

type DocumentTest = (document: IndexedDocument) => boolean;

/**
 * A search listing from the in-memory index: the matching products, narrowed by the same
 * filters as the database listing, sorted, paged and — when asked — counted by facet, each
 * facet with every filter but its own (the rules of `facetRules`). One pass over the matches
 * decides, per product, which filters it passes and counts it for every facet it belongs to;
 * only the page's products are put in order.
 */
export async function searchListing(
  catalog: CatalogSearch,
  criteria: ProductCriteria & { search: string },
  options: SearchListingOptions,
): Promise<SearchListing> {
  const match = catalog.index.search(criteria.search, { boostModelId: options.boostModelId });
  const documents = catalog.index.documents;
  const { fixed, toggled } = listingFilters(criteria, documentTests(catalog));
  // A bit per facet filter, by its place: a product passing them all has every bit.
  const keys = [...toggled.keys()];
  const tests = keys.map((key) => toggled.get(key)!);
  const all = (1 << keys.length) - 1;
  const counter = options.facets !== null ? new FacetCounter(catalog, keys) : null;
  const passesFixed = (document: IndexedDocument) => {
    for (const test of fixed) if (!test(document)) return false;
    return true;
  };
  /** Positions (into the match) of the products listed: passing every filter. */
  const listed: number[] = [];
  for (let i = 0; i < match.docs.length; i += 1) {
    const document = documents[match.docs[i]!]!;
    if (!passesFixed(document)) continue;
    let passed = 0;
    for (let bit = 0; bit < tests.length; bit += 1) {
      if (tests[bit]!(document)) passed |= 1 << bit;
    }
    if (passed === all) listed.push(i);
    counter?.count(document, passed);
  }

  const current = singleCategory(criteria);
  const offset = (criteria.currentPage - 1) * criteria.pageSize;
  const order = await comparator(catalog, criteria, match, current);
  const page: ProductPage = {
    ids: firstInOrder(listed, offset + criteria.pageSize, order)
      .slice(offset)
      .map((i) => documents[match.docs[i]!]!.id),
    totalCount: listed.length,
  };
  const facets = counter && options.facets ? counter.facets(current, options.facets) : null;
  return { page, facets, suggestion: match.suggestion };
}

/** The listing filters as tests on an indexed product. */
function documentTests(catalog: CatalogSearch): ListingFilterBuilders<DocumentTest> {
  return {
    skus: (skus) => {
      const wanted = new Set(skus);
      return (document) => wanted.has(document.sku);
    },
    urlKeys: (urlKeys) => {
      const wanted = new Set(urlKeys);
      return (document) => document.urlKey !== null && wanted.has(document.urlKey);
    },
    nameContains: (text) => {
      const lower = text.toLowerCase();
      return (document) => document.name.toLowerCase().includes(lower);
    },
    fitsModels: (modelIds) => {
      const wanted = new Set(modelIds);
      return (document) => document.modelIds.some((id) => wanted.has(id));
    },
    fitsModelsOrUniversal: (modelIds) => {
      const wanted = new Set(modelIds);
      return (document) =>
        document.universalFit ||
        document.modelIds.length === 0 ||
        document.modelIds.some((id) => wanted.has(id));
    },
    inCategories: (categoryIds) => {
      const wanted = new Set(categoryIds);
      return (document) => document.categoryIds.some((id) => wanted.has(id));
    },
    priceBetween:
      ({ from, to }) =>
      (document) =>
        (from === null || document.price >= from) && (to === null || document.price <= to),
    withOptions: (code, optionIds) => {
      const own = new Set(
        optionIds.filter((id) => catalog.options.get(id)?.attributeCode === code),
      );
      return (document) => document.optionIds.some((id) => own.has(id));
    },
  };
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
