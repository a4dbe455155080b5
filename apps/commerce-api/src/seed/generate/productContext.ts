import type { SeedProduct } from '../types.js';
import type { AttributeOptionIndex, ProductGroup } from './attributeOptions.js';
import type { CategoryIndex } from './categoryTree.js';
import type { FinderIndex } from './finderData.js';
import { Fitment } from './fitment.js';
import { KNOWN_PART_NUMBERS, type OemNumber } from './partNumbers.js';
import type { Random } from './random.js';

/** What a visible product is, for choosing related products and bundle members. */
export interface ProductMeta {
  template: string;
  /** Brand name, or `-` for universal items. */
  brand: string;
  group: ProductGroup;
  /** The fit as named in the product name, e.g. `Valtra N-serien`; null for universal items. */
  fitLabel: string | null;
}

/** Shared state while products are generated: ids, unique SKUs and URL keys, lookup pools. */
export class ProductContext {
  readonly products: SeedProduct[] = [];
  /** Parallel to `products`; null for configurable children. */
  readonly meta: (ProductMeta | null)[] = [];
  readonly fitment: Fitment;
  private readonly skus = new Set<string>();
  private readonly urlKeys = new Set<string>();
  /** Simple products by `template|brand` and by `template`, for bundles and grouped products. */
  private readonly pools = new Map<string, number[]>();
  private bundleOptionId = 0;
  private bundleSelectionId = 0;
  private downloadableLinkId = 0;
  /** Well-known numbers not yet given to a product, by `brandCode|template`. */
  private readonly knownNumbers = new Map(
    Object.entries(KNOWN_PART_NUMBERS).flatMap(([code, byTemplate]) =>
      Object.entries(byTemplate).map(([template, numbers]) => [
        `${code}|${template}`,
        [...numbers],
      ]),
    ),
  );

  constructor(
    readonly rng: Random,
    readonly options: AttributeOptionIndex,
    readonly categories: CategoryIndex,
    readonly finders: FinderIndex,
  ) {
    this.fitment = new Fitment(finders);
  }

  get nextId(): number {
    return this.products.length + 1;
  }

  /** The candidate, or the candidate with `-2`, `-3` … when it is taken. */
  uniqueSku(candidate: string): string {
    return claim(this.skus, candidate);
  }

  uniqueUrlKey(candidate: string): string {
    return claim(this.urlKeys, candidate);
  }

  leafId(urlKey: string): number {
    const category = this.categories.byKey.get(urlKey);
    if (!category) throw new Error(`Unknown category ${urlKey}`);
    return category.id;
  }

  add(product: SeedProduct, meta: ProductMeta | null): SeedProduct {
    if (product.id !== this.products.length + 1) throw new Error('Product ids must be sequential');
    this.products.push(product);
    this.meta.push(meta);
    if (meta && product.type === 'simple' && product.visible) {
      this.pool(`${meta.template}|${meta.brand}`).push(product.id);
      this.pool(meta.template).push(product.id);
    }
    return product;
  }

  /** Simple products of a template, preferring the brand; empty when there are none. */
  simples(template: string, brand?: string): readonly number[] {
    const own = brand ? this.pools.get(`${template}|${brand}`) : undefined;
    return own && own.length > 0 ? own : (this.pools.get(template) ?? []);
  }

  product(id: number): SeedProduct {
    const product = this.products[id - 1];
    if (!product) throw new Error(`No product ${id}`);
    return product;
  }

  /** A well-known OEM number for the first part of this make and kind, once; otherwise null. */
  knownPartNumber(brandCode: string, template: string): OemNumber | null {
    return this.knownNumbers.get(`${brandCode}|${template}`)?.shift() ?? null;
  }

  nextBundleOptionId = () => ++this.bundleOptionId;
  nextBundleSelectionId = () => ++this.bundleSelectionId;
  nextDownloadableLinkId = () => ++this.downloadableLinkId;

  private pool(key: string): number[] {
    let pool = this.pools.get(key);
    if (!pool) this.pools.set(key, (pool = []));
    return pool;
  }
}

function claim(taken: Set<string>, candidate: string): string {
  let value = candidate;
  for (let n = 2; taken.has(value); n++) value = `${candidate}-${n}`;
  taken.add(value);
  return value;
}

/** A product with every list empty and every optional field null, to be filled in. */
export function blankProduct(
  fields: Pick<
    SeedProduct,
    'id' | 'sku' | 'type' | 'name' | 'urlKey' | 'description' | 'shortDescription' | 'price'
  >,
): SeedProduct {
  return {
    id: fields.id,
    sku: fields.sku,
    type: fields.type,
    name: fields.name,
    urlKey: fields.urlKey,
    description: fields.description,
    shortDescription: fields.shortDescription,
    metaTitle: null,
    metaDescription: null,
    price: fields.price,
    specialPrice: null,
    quantity: 0,
    visible: true,
    parentId: null,
    partNumbers: [],
    manufacturerOptionId: null,
    colorOptionId: null,
    productGroupOptionId: null,
    deliveryTimeOptionId: null,
    attributeValues: {},
    orderProduct: false,
    weightKg: 0,
    ratingSummary: 0,
    reviewCount: 0,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    categoryIds: [],
    fitsModelIds: [],
    images: [],
    relatedIds: [],
    upsellIds: [],
    crosssellIds: [],
    configurableAttributes: [],
    bundleOptions: [],
    groupedItems: [],
    downloadableLinks: [],
  };
}
