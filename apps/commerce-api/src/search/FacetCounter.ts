import {
  categoryFacetScope,
  filtersCountedFor,
  finestPriceStep,
  orderFacetOptions,
  type CategoryFacetScope,
  type FacetKey,
  type FacetOption,
  type FacetOptions,
  type RankedFacetOption,
} from '../catalog/facetRules.js';
import { FACET_ATTRIBUTES } from '../catalog/productCriteria.js';
import type { CatalogSearch, CategoryFacetInfo } from './catalogSearch.js';
import type { IndexedDocument } from './searchDocument.js';

/**
 * Counts a search's matches for every facet, by the rules of `facetRules` (the database
 * listing's): each facet counts the products that pass every facet filter but its own.
 */
export class FacetCounter {
  /** Counters by id: category and option ids are small whole numbers. */
  private readonly categoryCounts: Int32Array;
  private readonly optionCounts: Int32Array;
  private readonly prices: number[] = [];
  /** The filter bits each facet needs (a bit per facet filter, by its place in the filters). */
  private readonly categoryNeeds: number;
  private readonly priceNeeds: number;
  /** By option id, for the facet attributes' options. */
  private readonly optionNeeds = new Map<number, number>();

  constructor(
    private readonly catalog: CatalogSearch,
    filters: readonly FacetKey[],
  ) {
    const needs = (facet: FacetKey) =>
      filtersCountedFor(filters, facet).reduce(
        (bits, key) => bits | (1 << filters.indexOf(key)),
        0,
      );
    this.categoryCounts = new Int32Array(catalog.maxCategoryId + 1);
    this.optionCounts = new Int32Array(catalog.maxOptionId + 1);
    this.categoryNeeds = needs('category');
    this.priceNeeds = needs('price');
    const attributeNeeds = new Map<string, number>(
      FACET_ATTRIBUTES.map((code) => [code, needs(code)]),
    );
    for (const [id, option] of catalog.options) {
      const bits = attributeNeeds.get(option.attributeCode);
      if (bits !== undefined) this.optionNeeds.set(id, bits);
    }
  }

  /** Counts a product for each facet whose filters it passes (`passed`: its filter bits). */
  count(document: IndexedDocument, passed: number): void {
    if ((passed & this.categoryNeeds) === this.categoryNeeds) {
      for (const id of document.categoryIds) this.categoryCounts[id] = this.categoryCounts[id]! + 1;
    }
    if ((passed & this.priceNeeds) === this.priceNeeds) this.prices.push(document.price);
    for (const id of document.optionIds) {
      const needs = this.optionNeeds.get(id);
      if (needs !== undefined && (passed & needs) === needs) {
        this.optionCounts[id] = this.optionCounts[id]! + 1;
      }
    }
  }

  /**
   * The counted options by facet, in order (`category_uid` values are category ids, `price` fine
   * buckets `step:bucket`, attributes' values option ids), as the database listing counts them.
   */
  facets(current: number | null, options: FacetOptions): Map<string, FacetOption[]> {
    const facets = new Map<string, FacetOption[]>();
    facets.set('category_uid', this.categoryFacet(categoryFacetScope(current, options)));
    facets.set('price', this.priceBuckets());
    for (const [code, counted] of this.optionFacets()) facets.set(code, counted);
    return facets;
  }

  /** The counted categories in the facet's scope that are in the menu. */
  private categoryFacet(scope: CategoryFacetScope): FacetOption[] {
    const inScope = scopeTest(this.catalog, scope);
    const counted: RankedFacetOption[] = [];
    for (const [id, count] of nonZero(this.categoryCounts)) {
      const category = this.catalog.categories.get(id);
      if (!category || !category.includeInMenu || !inScope(category)) continue;
      counted.push({
        label: category.name,
        value: String(category.id),
        count,
        rank: [category.level, category.position],
      });
    }
    return orderFacetOptions(counted);
  }

  /** The finest price buckets, as the database listing counts them. */
  private priceBuckets(): FacetOption[] {
    if (this.prices.length === 0) return [];
    let top = 0;
    for (const price of this.prices) if (price > top) top = price;
    const step = finestPriceStep(top);
    const counts = new Map<number, number>();
    for (const price of this.prices) {
      const bucket = Math.floor(price / step);
      counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
    }
    return orderFacetOptions(
      [...counts].map(([bucket, count]) => ({
        label: '',
        value: `${step}:${bucket}`,
        count,
        rank: [bucket, 0],
      })),
    );
  }

  /** The counted options by attribute. */
  private optionFacets(): Map<string, FacetOption[]> {
    const byCode = new Map<string, RankedFacetOption[]>();
    for (const [id, count] of nonZero(this.optionCounts)) {
      const option = this.catalog.options.get(id)!;
      const list = byCode.get(option.attributeCode) ?? [];
      list.push({ label: option.label, value: String(id), count, rank: [option.position, 0] });
      byCode.set(option.attributeCode, list);
    }
    return new Map([...byCode].map(([code, counted]) => [code, orderFacetOptions(counted)]));
  }
}

/** Whether a category is in a category facet's scope. */
function scopeTest(
  catalog: CatalogSearch,
  scope: CategoryFacetScope,
): (category: CategoryFacetInfo) => boolean {
  switch (scope.kind) {
    case 'children':
      return (category) => category.parentId === scope.of;
    case 'descendants': {
      const path = catalog.categories.get(scope.of)?.path;
      return (category) => path !== undefined && category.path.startsWith(`${path}/`);
    }
    case 'level':
      return scope.andDeeper
        ? (category) => category.level >= scope.level
        : (category) => category.level === scope.level;
  }
}

/** The ids counted at least once, with their counts. */
function nonZero(counts: Int32Array): Map<number, number> {
  const found = new Map<number, number>();
  counts.forEach((count, id) => {
    if (count > 0) found.set(id, count);
  });
  return found;
}
