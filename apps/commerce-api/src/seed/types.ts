import type { ValueAttributeCode } from '../catalog/productAttributes.js';

/**
 * The seed catalogue as plain data: what `generateCatalog` produces and `loadCatalog` writes to
 * the database. Ids are assigned by the generator so that the same seed always gives the same rows.
 * Prices are in NOK and include 25 % VAT, as Norwegian catalogue prices do.
 */

export type ProductTypeId =
  'simple' | 'configurable' | 'bundle' | 'grouped' | 'virtual' | 'downloadable';

/** Select-type product attributes whose values are option ids (filterable, with aggregations). */
export type SelectAttributeCode =
  'manufacturer' | 'color' | 'ag_produktgruppe' | 'wm_delivery_time';

export interface SeedAttributeOption {
  attributeCode: SelectAttributeCode;
  /** Option id, unique across all attributes (Magento's eav_attribute_option ids are global). */
  id: number;
  /** Norwegian label shown to shoppers, e.g. `Svart`, `1-3 virkedager`. */
  label: string;
  /** For colours: a CSS hex colour used for swatches, e.g. `#1d1d1b`. */
  swatch?: string;
  position: number;
}

export interface SeedCategory {
  id: number;
  /** `null` only for the root category (id 2, "Default Category", never shown). */
  parentId: number | null;
  name: string;
  /** URL segment, lower case ASCII with dashes (æ→ae, ø→o, å→a). */
  urlKey: string;
  position: number;
  includeInMenu: boolean;
  /** HTML shown on the category page, or null. */
  description: string | null;
  /** CMS block identifier shown on the category page, or null. */
  landingPageBlock: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
}

export interface SeedImage {
  /** Path under /media/catalog/product, e.g. `/m/f/mf-3595854m1-1.svg`; the server draws it. */
  file: string;
  label: string;
  position: number;
}

export interface SeedBundleOption {
  id: number;
  title: string;
  required: boolean;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  position: number;
  selections: {
    id: number;
    productId: number;
    quantity: number;
    isDefault: boolean;
    canChangeQuantity: boolean;
    position: number;
  }[];
}

export interface SeedDownloadableLink {
  id: number;
  title: string;
  /** Price added to the product price, NOK incl. VAT; usually 0. */
  price: number;
  sortOrder: number;
}

export interface SeedProduct {
  id: number;
  sku: string;
  type: ProductTypeId;
  name: string;
  /** Unique among visible products; `null` for configurable children that are not visible alone. */
  urlKey: string | null;
  /** HTML. */
  description: string;
  /** HTML, one or two sentences. */
  shortDescription: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Regular price, NOK incl. VAT. For configurable, bundle and grouped parents: the lowest child price. */
  price: number;
  /** Special (sale) price, NOK incl. VAT, lower than `price`, or null. */
  specialPrice: number | null;
  /** Salable quantity; 0 means out of stock. */
  quantity: number;
  /** Visible in catalogue and search (false for configurable children). */
  visible: boolean;
  /** For configurable children: the parent's id. */
  parentId: number | null;
  /** OEM / original part numbers as printed by the manufacturer, e.g. `3595854M1`, `RE 504836`. */
  partNumbers: string[];
  /** Option ids (see `SeedAttributeOption`), or null when the attribute does not apply. */
  manufacturerOptionId: number | null;
  colorOptionId: number | null;
  productGroupOptionId: number | null;
  deliveryTimeOptionId: number | null;
  /**
   * Text values of the store's specification attributes (`wm_material`, `wm_package`,
   * `wm_free_fright` = `1` …), by attribute code; see `catalog/productAttributes.ts`.
   */
  attributeValues: Partial<Record<ValueAttributeCode, string>>;
  /** Quote products (wm_order_product): ordered on request, price on application. */
  orderProduct: boolean;
  weightKg: number;
  /** 0–100, as Magento's rating_summary. */
  ratingSummary: number;
  reviewCount: number;
  /** ISO timestamps, deterministic. */
  createdAt: string;
  updatedAt: string;
  /** Category ids the product is assigned to directly (leaf categories). */
  categoryIds: number[];
  /** Part-finder model ids the part fits. */
  fitsModelIds: number[];
  images: SeedImage[];
  relatedIds: number[];
  upsellIds: number[];
  crosssellIds: number[];
  /** Configurable parents: the attributes the shopper chooses (only `color` in this catalogue). */
  configurableAttributes: { attributeCode: SelectAttributeCode; label: string; position: number }[];
  /** Bundle parents: options and their selections. */
  bundleOptions: SeedBundleOption[];
  /** Grouped parents: the simple products offered together, with default quantities. */
  groupedItems: { productId: number; quantity: number; position: number }[];
  /** Downloadable products: e.g. workshop manuals as PDF. */
  downloadableLinks: SeedDownloadableLink[];
}

export interface SeedFinder {
  id: number;
  name: string;
  slug: string;
  position: number;
}

export interface SeedBrand {
  id: number;
  finderId: number;
  name: string;
  slug: string;
}

export interface SeedModel {
  id: number;
  brandId: number;
  name: string;
  slug: string;
  yearFrom: number | null;
  yearTo: number | null;
}

export interface SeedCmsPage {
  identifier: string;
  title: string;
  contentHeading: string;
  /** HTML; internal links start with `/`. */
  content: string;
  pageLayout: '1column' | '2columns-left' | 'cms-full-width';
  metaTitle: string;
  metaDescription: string;
}

export interface SeedCmsBlock {
  identifier: string;
  title: string;
  content: string;
}

export interface SeedBlogPost {
  id: number;
  slug: string;
  title: string;
  /** Plain text teaser. */
  excerpt: string;
  /** HTML. */
  content: string;
  author: string;
  publishedAt: string;
  /** Path under /media, drawn by the server like product images. */
  image: string;
}

export type MenuLinkType = 'category' | 'product' | 'page' | 'internal' | 'external' | 'other';

export interface SeedMenuItem {
  id: number;
  parentId: number | null;
  title: string;
  linkType: MenuLinkType;
  /** The URL for internal / external links; for category / product / page links the entity's URL. */
  link: string;
  /** uid of the linked category / product / CMS page, or null. */
  linkUid: string | null;
  target: '_self' | '_blank';
  position: number;
  /** 1 means a vertical list. */
  colsNb: number;
  /** HTML content shown inside the menu panel, or null. */
  content: string | null;
  customClass: string | null;
  iconUrl: string | null;
  /** Comma-separated category ids whose products/subcategories are shown, or null. */
  itemsId: string | null;
  showSubcategories: boolean;
  showTitle: boolean;
  /** CSS width of the panel, e.g. `100%` or `600px`, or null. */
  width: string | null;
}

export interface SeedCountry {
  /** ISO 3166-1 alpha-2, e.g. `NO`. */
  id: string;
  iso3: string;
  nameNb: string;
  nameEn: string;
  regions: { id: number; code: string; name: string }[];
}

export interface SeedCatalog {
  attributeOptions: SeedAttributeOption[];
  categories: SeedCategory[];
  products: SeedProduct[];
  finders: SeedFinder[];
  brands: SeedBrand[];
  models: SeedModel[];
  cmsPages: SeedCmsPage[];
  cmsBlocks: SeedCmsBlock[];
  blogPosts: SeedBlogPost[];
  menuItems: SeedMenuItem[];
  countries: SeedCountry[];
}

export interface GenerateCatalogOptions {
  /** Same seed, same catalogue. */
  seed: number;
  /**
   * Number of sellable parts to generate (configurable children, bundle and grouped members
   * included). The default catalogue uses about 2 500; benchmarks use 100 000.
   */
  productCount: number;
}
