/** Select attributes that can filter a listing and get facet counts. */
export const FACET_ATTRIBUTES = [
  'manufacturer',
  'color',
  'ag_produktgruppe',
  'wm_delivery_time',
] as const;
export type FacetAttribute = (typeof FACET_ATTRIBUTES)[number];

export type ProductSortField = 'name' | 'price' | 'position' | 'relevance' | 'updated_at';
export type SortDirection = 'ASC' | 'DESC';

/**
 * What a products query asks for, after the GraphQL arguments were validated and resolved to
 * ids: the database layer never sees GraphQL shapes.
 */
export interface ProductCriteria {
  /** The shopper's search words, already trimmed; null when not searching. */
  search: string | null;
  /** Products in any of these categories (or below them). */
  categoryIds: number[] | null;
  skus: string[] | null;
  urlKeys: string[] | null;
  /** Case-insensitive substring of the product name. */
  nameMatch: string | null;
  /** Final price bounds in NOK, both inclusive. */
  price: { from: number | null; to: number | null } | null;
  attributes: Partial<Record<FacetAttribute, number[]>>;
  /** Products that fit any of these part-finder models. */
  modelIds: number[] | null;
  /** Products that fit any of these models, and the universal ones (`wm_pf_fits_model_id`). */
  fitModelIds: number[] | null;
  /** Not a filter: a search ranks the parts fitting this model first (the active tractor). */
  boostModelId: number | null;
  sort: { field: ProductSortField; direction: SortDirection }[];
  pageSize: number;
  currentPage: number;
}

/** Criteria with nothing filtered, for tests and callers that fill in a few fields. */
export function emptyCriteria(overrides: Partial<ProductCriteria> = {}): ProductCriteria {
  return {
    search: null,
    categoryIds: null,
    skus: null,
    urlKeys: null,
    nameMatch: null,
    price: null,
    attributes: {},
    modelIds: null,
    fitModelIds: null,
    boostModelId: null,
    sort: [],
    pageSize: 20,
    currentPage: 1,
    ...overrides,
  };
}
