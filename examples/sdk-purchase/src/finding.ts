/**
 * Steps 1 and 2 of the purchase: browse the catalogue, then find parts that fit a tractor by the
 * part finder and by licence plate.
 */
import {
  canAddToCart,
  shopConstants,
  withModelFilter,
  type Product,
  type ProductSummary,
  type Sdk,
} from '@agri-parts/sdk';
import { count, describe, log, nok, step } from './console';
import type { PurchaseOptions } from './options';

/** The first product of a list the cart will take in `quantity` (simple, in stock, enough left). */
export async function firstBuyable(
  sdk: Sdk,
  items: readonly ProductSummary[],
  quantity: number,
  skip: ReadonlySet<string> = new Set(),
): Promise<Product | null> {
  for (const summary of items) {
    if (summary.type !== 'simple' || skip.has(summary.sku)) continue;
    const product = await sdk.catalog.getProductBySku(summary.sku);
    // The SDK's own add-to-cart rule: stock, quantity, variants. The same check `cart.add` makes.
    if (product && canAddToCart(product, { quantity }).ok) return product;
  }
  return null;
}

export async function browse(
  sdk: Sdk,
  { endpoint, categoryUrl }: Pick<PurchaseOptions, 'endpoint' | 'categoryUrl'>,
): Promise<Product> {
  step('1. Browse');
  // Loads never throw: a failure is logged, kept in the store's state and answered with null.
  const storeConfig = await sdk.config.loadStoreConfig();
  if (!storeConfig) {
    const { error } = sdk.config.getSnapshot();
    throw new Error(`The store config did not load from ${endpoint}: ${describe(error)}`, {
      cause: error,
    });
  }
  log(
    `Store ${storeConfig.storeCode} (${storeConfig.storeName ?? 'no name'}), ${storeConfig.gridPerPage} products a page`,
  );

  const menu = await sdk.menu.load();
  log(`Menu: ${menu.map((item) => item.title).join(' | ')}`);

  // A category by its URL, as a router would resolve it; null is the 404.
  const category = await sdk.catalog.getCategoryByUrl(categoryUrl);
  if (!category) throw new Error(`No category at ${categoryUrl}`);
  log(`Category ${category.name} (${category.url}): ${category.productCount ?? '?'} products`);

  // A listing with a facet value chosen and sorted by price, as a shopper filters it.
  const unfiltered = await sdk.catalog.getProductList({ categoryUid: category.uid, pageSize: 1 });
  const facet = unfiltered.facets.find((f) => f.type === 'options' && f.code !== 'category_uid');
  const value = facet?.options[0];
  const filters = facet && value ? { [facet.code]: [value.value] } : {};
  const list = await sdk.catalog.getProductList({
    categoryUid: category.uid,
    filters,
    sort: { field: 'price', direction: 'ASC' },
    pageSize: storeConfig.gridPerPage,
  });
  log(
    `Filtered by ${facet ? `${facet.label} = ${value?.label}` : 'nothing'}, cheapest first: ` +
      `${list.totalCount} products, page 1 of ${list.pageInfo.totalPages}`,
  );
  for (const item of list.items.slice(0, 3)) {
    log(`   ${item.sku} ${item.name} from ${nok(item.priceRange.minimum.final.value)}`);
  }

  // A product page, by the URL the listing links to.
  const first = list.items[0] ?? unfiltered.items[0];
  const page = first && (await sdk.catalog.getProductByUrl(first.url));
  if (page) {
    log(
      `Product page ${page.url}: ${page.name}, ${page.stockStatus}, ${page.images.length} images`,
    );
  }

  const product = await firstBuyable(sdk, [...list.items, ...unfiltered.items], 1);
  if (!product) throw new Error(`No product in ${category.url} can be added to a cart`);
  return product;
}

export async function findByPartFinder(
  sdk: Sdk,
  wanted: Pick<PurchaseOptions, 'brand' | 'model'>,
): Promise<void> {
  step('2a. Find parts with the part finder (finder → brand → model → parts)');
  const finders = await sdk.partFinder.getFinders();
  const finder =
    finders.find((f) => f.id === shopConstants.partFinder.defaultFinderId) ?? finders[0];
  if (!finder) throw new Error('The backend has no part finder');
  const brands = await sdk.partFinder.getBrands(finder.id);
  const brand = brands.find((b) => b.name === wanted.brand) ?? brands[0];
  if (!brand) throw new Error(`Finder ${finder.name} has no brands`);
  const models = await sdk.partFinder.getModels(brand.id);
  const model = models.find((m) => m.name === wanted.model) ?? models[0];
  if (!model) throw new Error(`Brand ${brand.name} has no models`);
  log(
    `${finders.length} finders, ${brands.length} brands in ${finder.name}, ${models.length} models of ${brand.name}`,
  );

  // The model's parts page is a product search narrowed to the parts that fit the model.
  const parts = await sdk.search.search({ term: '', filters: withModelFilter({}, model.id) });
  log(
    `/parts/${finder.slug}/${brand.slug}/${model.slug}: ${count(parts.totalCount, 'part')} fit ` +
      `${brand.name} ${model.name}`,
  );
}

export async function findByLicencePlate(sdk: Sdk, plate: string): Promise<Product> {
  step(`2b. Find parts by licence plate ${plate}`);
  // Business outcomes come back as a result, not as a throw: branch on `ok` and `failure.kind`.
  const outcome = await sdk.licensePlate.search(plate);
  if (!outcome.ok) {
    const { failure } = outcome;
    switch (failure.kind) {
      case 'invalid':
        throw new Error(`${outcome.plate} is not a licence plate (${failure.reason})`);
      case 'not-registered':
        throw new Error(`No vehicle is registered as ${outcome.plate}`);
      case 'rate-limited':
        throw new Error(`Too many look-ups; try again in ${failure.retryAfterSeconds} s`);
      case 'unavailable':
        throw new Error('The vehicle registry cannot be reached now');
      case 'error':
        throw failure.error;
    }
  }
  const { result } = outcome;
  log(
    `${outcome.plate} is a ${result.vehicle?.make ?? '?'} ${result.vehicle?.tradeName ?? ''} (${result.vehicle?.vehicleClassName ?? 'unknown class'})`,
  );

  // Match the registry's names to the part finder: finder, brand and model with their slugs.
  const info = await sdk.partFinder.getInfo({
    brand: result.brand ?? '',
    model: result.model ?? '',
    finderId: result.brandFinderId ?? shopConstants.partFinder.defaultFinderId,
  });
  if (!info.model)
    throw new Error(`${outcome.plate}: no single model matches; a shopper would choose`);
  const parts = await sdk.search.search({
    term: '',
    filters: withModelFilter({}, info.model.id),
    pageSize: 50,
  });
  log(
    `Parts page /parts/${info.finder?.slug}/${info.brand?.slug}/${info.model.slug}: ${count(parts.totalCount, 'part')}`,
  );
  const part = await firstBuyable(sdk, parts.items, 2);
  if (!part) throw new Error(`None of the parts that fit ${info.model.name} can be bought now`);
  log(`Chose ${part.sku} ${part.name}`);
  return part;
}
