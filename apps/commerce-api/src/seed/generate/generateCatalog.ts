import type { GenerateCatalogOptions, SeedCatalog } from '../types.js';
import { buildAttributeOptions } from './attributeOptions.js';
import { buildBlogPosts } from './blogPosts.js';
import { buildCategoryTree } from './categoryTree.js';
import { addCatalogueFlags } from './catalogueFlags.js';
import { buildCmsBlocks } from './cmsBlocks.js';
import { buildCmsPages } from './cmsPages.js';
import { buildCountries } from './countries.js';
import { buildFinders } from './finderData.js';
import { distinguishNames } from './distinguishNames.js';
import { buildMegaMenu } from './megaMenu.js';
import { ProductContext } from './productContext.js';
import { addLargeGalleries } from './productImages.js';
import { generateProducts } from './products.js';
import { Random } from './random.js';
import { addSpecifications } from './specifications.js';

/**
 * A realistic Norwegian tractor-parts catalogue. Pure and deterministic: the same seed and
 * product count always give a deep-equal catalogue (no clock, no `Math.random`).
 */
export function generateCatalog({ seed, productCount }: GenerateCatalogOptions): SeedCatalog {
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new RangeError(`productCount must be a whole number ≥ 0, got ${productCount}`);
  }
  const rng = new Random(seed);
  const attributeOptions = buildAttributeOptions();
  const categories = buildCategoryTree();
  const finders = buildFinders();
  const context = new ProductContext(rng.fork('products'), attributeOptions, categories, finders);
  const products = generateProducts(context, productCount);
  addSpecifications(rng.fork('specifications'), context);
  addLargeGalleries(rng.fork('galleries'), products);
  distinguishNames(rng.fork('names'), context);
  addCatalogueFlags(rng.fork('catalogue-flags'), context);
  return {
    attributeOptions: attributeOptions.options,
    categories: categories.categories,
    products,
    finders: finders.finders,
    brands: finders.brands,
    models: finders.models,
    cmsPages: buildCmsPages(categories, finders),
    cmsBlocks: buildCmsBlocks(categories),
    blogPosts: buildBlogPosts(),
    menuItems: buildMegaMenu(categories),
    countries: buildCountries(),
  };
}
