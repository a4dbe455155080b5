import type { ColumnType, Generated } from 'kysely';

import type { Timestamp } from './columns.js';

/** The catalogue: products, their prices, links, options and categories. */

export interface StoreConfigTable {
  store_code: string;
  /** The StoreConfig fields as served, keyed by their GraphQL names. */
  config: ColumnType<Record<string, unknown>, string, string>;
}

export interface AttributeOptionTable {
  option_id: number;
  attribute_code: string;
  label: string;
  swatch: string | null;
  position: number;
}

export interface CategoryTable {
  id: number;
  parent_id: number | null;
  /** Ids from the root down, `1/2/5/17`, as Magento stores it. */
  path: string;
  level: number;
  name: string;
  url_key: string;
  /** `traktordeler/motor/filter` — without the `.html` suffix. */
  url_path: string;
  position: number;
  include_in_menu: boolean;
  description: string | null;
  landing_page_block: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface ProductTable {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  url_key: string | null;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Regular price, NOK incl. VAT. */
  price: number;
  special_price: number | null;
  /** The price range as indexed at load: for parents over their children. */
  min_regular_price: number;
  min_final_price: number;
  max_regular_price: number;
  max_final_price: number;
  quantity: number;
  visible: boolean;
  parent_id: number | null;
  part_numbers: ColumnType<string[], string[], string[]>;
  /** Part numbers and SKU in lower case with spaces, dashes and dots removed. */
  part_numbers_normalized: ColumnType<string[], string[], string[]>;
  manufacturer: number | null;
  color: number | null;
  ag_produktgruppe: number | null;
  wm_delivery_time: number | null;
  wm_order_product: boolean;
  weight: number | null;
  rating_summary: number;
  review_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The listing index: one row per visible product (migrations 0001 and 0009). */
export interface ProductSearchTable {
  id: number;
  sku: string;
  url_key: string | null;
  name: string;
  min_final_price: number;
  updated_at: Timestamp;
  part_numbers_normalized: string[];
  /** The categories the product is listed in, ancestors included. */
  category_ids: number[];
  /** Its select-attribute option ids, a configurable parent's children's included. */
  option_ids: number[];
}

export interface CategoryProductTable {
  category_id: number;
  product_id: number;
  position: number;
}

export interface ProductAttributeIndexTable {
  attribute_code: string;
  option_id: number;
  product_id: number;
}

/** A product's text value of a store attribute (see `catalog/productAttributes.ts`). */
export interface ProductAttributeValueTable {
  product_id: number;
  attribute_code: string;
  value: string;
}

export interface ProductImageTable {
  product_id: number;
  position: number;
  file: string;
  label: string;
}

export interface ProductLinkTable {
  product_id: number;
  link_type: 'related' | 'upsell' | 'crosssell';
  linked_product_id: number;
  position: number;
}

export interface ConfigurableAttributeTable {
  product_id: number;
  attribute_code: string;
  label: string;
  position: number;
}

export interface BundleOptionTable {
  option_id: number;
  product_id: number;
  title: string;
  required: boolean;
  type: string;
  position: number;
}

export interface BundleSelectionTable {
  selection_id: number;
  option_id: number;
  product_id: number;
  quantity: number;
  is_default: boolean;
  can_change_quantity: boolean;
  position: number;
}

export interface GroupedItemTable {
  product_id: number;
  linked_product_id: number;
  quantity: number;
  position: number;
}

export interface DownloadableLinkTable {
  link_id: number;
  product_id: number;
  title: string;
  price: number;
  sort_order: number;
}

export interface UrlRewriteTable {
  /** Without a leading slash, with the suffix: `traktordeler/motor.html`. */
  request_path: string;
  entity_type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';
  entity_id: number;
  target_path: string;
  /** 0 for a plain rewrite, 301 / 302 for redirects. */
  redirect_code: number;
}

/** A custom option of a product (see migration 0012). */
export interface ProductCustomOptionTable {
  id: Generated<number>;
  product_id: number;
  type: 'field' | 'area';
  title: string;
  required: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  max_characters: number | null;
  value_kind: ColumnType<'text' | 'number', 'text' | 'number' | undefined, 'text' | 'number'>;
  min_value: number | null;
  max_value: number | null;
  price: ColumnType<number, number | undefined, number>;
  price_type: ColumnType<'FIXED' | 'PERCENT', 'FIXED' | 'PERCENT' | undefined, 'FIXED' | 'PERCENT'>;
  sku: string | null;
}
