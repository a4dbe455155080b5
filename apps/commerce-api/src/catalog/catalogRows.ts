import type { Selectable } from 'kysely';
import type { AttributeOptionTable, CategoryTable, ProductTable } from '../db/tables.js';

/** A product as resolvers see it: every column except the search index. */
export type ProductRow = Selectable<ProductTable>;
export type CategoryRow = Selectable<CategoryTable>;
export type AttributeOptionRow = Selectable<AttributeOptionTable>;
export type LinkType = 'related' | 'upsell' | 'crosssell';

/** A model a product fits, with its brand and finder. */
export interface FitmentRow {
  product_id: number;
  finder_id: number;
  finder_name: string;
  finder_slug: string;
  brand_id: number;
  brand_name: string;
  brand_slug: string;
  model_id: number;
  model_name: string;
  model_slug: string;
}

/** The product columns every loader reads (all but the search index's). */
export const PRODUCT_COLUMNS = [
  'id',
  'sku',
  'type_id',
  'name',
  'url_key',
  'description',
  'short_description',
  'meta_title',
  'meta_description',
  'price',
  'special_price',
  'min_regular_price',
  'min_final_price',
  'max_regular_price',
  'max_final_price',
  'quantity',
  'visible',
  'parent_id',
  'part_numbers',
  'part_numbers_normalized',
  'manufacturer',
  'color',
  'ag_produktgruppe',
  'wm_delivery_time',
  'wm_order_product',
  'weight',
  'rating_summary',
  'review_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof ProductRow)[];
