import type { SeedCatalog } from '../../apps/commerce-api/src/seed/types';

/** A visible product as the judge sees it: what it is, who made it, what it fits. */
export interface JudgedProduct {
  sku: string;
  name: string;
  /** The name before ` – ` (the part and its details), or the whole name. */
  head: string;
  type: string;
  partNumbers: readonly string[];
  /** Product group (`ag_produktgruppe`), e.g. `Filter`. */
  group: string | null;
  /** Manufacturer label, e.g. `Blåkläder`, `Massey Ferguson`. */
  maker: string | null;
  /** The models the part fits, as `Brand Model` (e.g. `Massey Ferguson 6480`). */
  fits: readonly { brand: string; model: string }[];
  /** Leaf category url keys. */
  categories: readonly string[];
}

/** The catalogue's visible products, for judging which ones a query should find. */
export function indexCatalog(catalog: SeedCatalog): JudgedProduct[] {
  const labels = new Map(catalog.attributeOptions.map((option) => [option.id, option.label]));
  const brands = new Map(catalog.brands.map((brand) => [brand.id, brand.name]));
  const models = new Map(
    catalog.models.map((model) => [
      model.id,
      { brand: brands.get(model.brandId) ?? '', model: model.name },
    ]),
  );
  const categories = new Map(catalog.categories.map((category) => [category.id, category.urlKey]));
  const label = (id: number | null) => (id === null ? null : (labels.get(id) ?? null));
  return catalog.products
    .filter((product) => product.visible)
    .map((product) => ({
      sku: product.sku,
      name: product.name,
      head: product.name.split(' – ')[0]!,
      type: product.type,
      partNumbers: product.partNumbers,
      group: label(product.productGroupOptionId),
      maker: label(product.manufacturerOptionId),
      fits: product.fitsModelIds.map((id) => models.get(id)!),
      categories: product.categoryIds.map((id) => categories.get(id) ?? ''),
    }));
}

/** A rule for which products a query should find. */
export type Judge = (product: JudgedProduct) => boolean;

/** The part and its details match, e.g. `head(/oljefilter/i)`. */
export const head =
  (pattern: RegExp): Judge =>
  (product) =>
    pattern.test(product.head);

/** The whole name matches. */
export const named =
  (pattern: RegExp): Judge =>
  (product) =>
    pattern.test(product.name);

export const inGroup =
  (...groups: string[]): Judge =>
  (product) =>
    product.group !== null && groups.includes(product.group);

export const inCategory =
  (...keys: string[]): Judge =>
  (product) =>
    product.categories.some((key) => keys.includes(key));

export const madeBy =
  (maker: string): Judge =>
  (product) =>
    product.maker === maker;

/** Made for the brand's machines (any model, or the named one), or a machine of the brand. */
export const forBrand =
  (brand: string, model?: string): Judge =>
  (product) =>
    product.fits.some(
      (fit) => fit.brand === brand && (model === undefined || fit.model === model),
    ) ||
    (product.group === 'Maskiner' &&
      product.maker === brand &&
      (model === undefined || product.name.endsWith(` ${model}`)));

export const all =
  (...judges: Judge[]): Judge =>
  (product) =>
    judges.every((judge) => judge(product));

export const any =
  (...judges: Judge[]): Judge =>
  (product) =>
    judges.some((judge) => judge(product));

export const not =
  (judge: Judge): Judge =>
  (product) =>
    !judge(product);

/** Every filter the shop sells: the filter group's products called a filter (not the wrench). */
export const FILTERS: Judge = all(inGroup('Filter'), named(/filter/i));
