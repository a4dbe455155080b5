import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/**
 * Builds the listing index from the catalogue tables, one row per visible product: what a
 * listing filters, sorts and counts facets on (prices, the category and option id arrays read
 * without joins). Searching by words reads an in-memory index built from it (`src/search/`).
 */
export async function buildSearchIndex(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM product_search`.execute(db);
  await sql`
    INSERT INTO product_search (id, sku, url_key, name, min_final_price, updated_at,
      part_numbers_normalized, category_ids, option_ids)
    SELECT p.id, p.sku, p.url_key, p.name, p.min_final_price, p.updated_at,
      p.part_numbers_normalized,
      coalesce(
        (SELECT array_agg(ci.category_id ORDER BY ci.category_id)
          FROM category_product_index AS ci WHERE ci.product_id = p.id), '{}'),
      coalesce(
        (SELECT array_agg(ai.option_id ORDER BY ai.option_id)
          FROM product_attribute_index AS ai WHERE ai.product_id = p.id), '{}')
    FROM products AS p
    WHERE p.visible
  `.execute(db);
}
