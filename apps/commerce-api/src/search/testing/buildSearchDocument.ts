import type { SearchDocument } from '../searchDocument.js';

/** A product for search tests: its id, sku and url key from its place, every other field given or empty. */
export function buildSearchDocument(
  id: number,
  name: string,
  extra: Partial<SearchDocument> = {},
): SearchDocument {
  return {
    id,
    sku: `SKU-${id}`,
    urlKey: `p-${id}`,
    name,
    price: 100,
    updatedAt: 0,
    partNumbers: [`sku${id}`],
    categoryIds: [],
    optionIds: [],
    modelIds: [],
    brandText: '',
    descriptionText: '',
    ...extra,
  };
}

/** Products for search tests named by the names given, with ids from 1. */
export function buildSearchDocuments(...names: string[]): SearchDocument[] {
  return names.map((name, index) => buildSearchDocument(index + 1, name));
}
