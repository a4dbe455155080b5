import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SearchDocument } from './searchDocument.js';

/** What the index reads of the catalogue, beside its categories: rows as the database gives them. */
export interface SearchRows {
  products: {
    id: number;
    sku: string;
    url_key: string | null;
    name: string;
    price: number;
    updated_at: number;
    part_numbers_normalized: string[];
    category_ids: number[];
    option_ids: number[];
    short_description: string;
    manufacturer: string | null;
    product_group: string | null;
    /** `wm_universal_fit` is set ("passer alle"); absent means not. */
    universal_fit?: boolean;
  }[];
  /** Which part-finder models each product fits, by product. */
  fitments: { product_id: number; model_id: number }[];
  /** Each model's name with its brand's (`Massey Ferguson 6480`). */
  models: { model_id: number; name: string }[];
}

/** Reads the visible products with their texts, their fitments and the models' names. */
export async function loadSearchRows(db: Kysely<Database>): Promise<SearchRows> {
  const [products, fitments, models] = await Promise.all([
    sql<SearchRows['products'][number]>`
      SELECT ps.id, ps.sku, ps.url_key, ps.name, ps.min_final_price::float8 AS price,
        (extract(epoch FROM ps.updated_at) * 1000)::float8 AS updated_at,
        ps.part_numbers_normalized, ps.category_ids, ps.option_ids,
        p.short_description, m.label AS manufacturer, g.label AS product_group,
        EXISTS (SELECT 1 FROM product_attribute_values AS v WHERE v.product_id = ps.id
          AND v.attribute_code = 'wm_universal_fit' AND v.value = '1') AS universal_fit
      FROM product_search AS ps
      JOIN products AS p ON p.id = ps.id
      LEFT JOIN attribute_options AS m ON m.option_id = p.manufacturer
      LEFT JOIN attribute_options AS g ON g.option_id = p.ag_produktgruppe
      ORDER BY ps.id`.execute(db),
    sql<SearchRows['fitments'][number]>`
      SELECT pf.product_id, pf.model_id FROM product_fitments AS pf
      JOIN product_search AS ps ON ps.id = pf.product_id
      ORDER BY pf.product_id, pf.model_id`.execute(db),
    sql<SearchRows['models'][number]>`
      SELECT md.model_id, b.name || ' ' || md.name AS name
      FROM pf_models AS md JOIN pf_brands AS b ON b.brand_id = md.brand_id`.execute(db),
  ]);
  return { products: products.rows, fitments: fitments.rows, models: models.rows };
}

/**
 * The products as the index reads them: the brand text holds the manufacturer, the product
 * group and the models it fits; the description text the names of its categories below the root
 * and its short description without HTML.
 */
export function searchDocuments(
  { products, fitments, models }: SearchRows,
  categories: ReadonlyMap<number, { level: number; name: string }>,
): SearchDocument[] {
  const modelNames = new Map(models.map((row) => [row.model_id, row.name]));
  const modelsOf = new Map<number, number[]>();
  for (const { product_id, model_id } of fitments) {
    const list = modelsOf.get(product_id) ?? [];
    list.push(model_id);
    modelsOf.set(product_id, list);
  }
  return products.map((row) => {
    const modelIds = modelsOf.get(row.id) ?? [];
    // Model names repeat their brand: each distinct word once keeps the postings small.
    const fits = [...new Set(modelIds.map((id) => modelNames.get(id) ?? ''))].join(' ');
    const categoryText = row.category_ids
      .map((id) => categories.get(id))
      .filter((category) => category !== undefined && category.level >= 2)
      .map((category) => category!.name)
      .join(' ');
    return {
      id: row.id,
      sku: row.sku,
      urlKey: row.url_key,
      name: row.name,
      price: Number(row.price),
      updatedAt: Number(row.updated_at),
      partNumbers: row.part_numbers_normalized,
      categoryIds: row.category_ids,
      optionIds: row.option_ids,
      modelIds,
      universalFit: row.universal_fit ?? false,
      brandText: [row.manufacturer ?? '', row.product_group ?? '', fits].join(' '),
      descriptionText: `${categoryText} ${row.short_description.replace(/<[^>]*>/g, ' ')}`,
    };
  });
}
