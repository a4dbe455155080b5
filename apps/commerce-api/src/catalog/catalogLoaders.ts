import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { createCategoryLoaders } from './categoryLoaders.js';
import { createProductDetailLoaders } from './productDetailLoaders.js';
import { createProductLoaders, type ProductBudget } from './productLoaders.js';
import { createProductTypeLoaders } from './productTypeLoaders.js';
import { createReviewPageLoader } from '../reviews/productReviews.js';

// Resolvers, the cart and the GraphQL codegen read the catalogue's rows from here.
export {
  PRODUCT_COLUMNS,
  type AttributeOptionRow,
  type CategoryRow,
  type FitmentRow,
  type LinkType,
  type ProductRow,
} from './catalogRows.js';
export { loadBundleOptions, type BundleOptionWithSelections } from './loadBundleOptions.js';

const UNLIMITED: ProductBudget = {
  maxProducts: Number.POSITIVE_INFINITY,
  exceeded: () => {
    throw new Error('Product budget exceeded.');
  },
};

/**
 * Per-request batching of everything a product or category page asks for, so a listing of 24
 * products costs a handful of queries rather than hundreds. Every product row a request lists
 * counts against its budget.
 */
export function createCatalogLoaders(db: Kysely<Database>, budget: ProductBudget = UNLIMITED) {
  return {
    ...createProductLoaders(db, budget),
    ...createProductDetailLoaders(db),
    ...createProductTypeLoaders(db),
    ...createCategoryLoaders(db),
    reviewPages: createReviewPageLoader(db),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
