import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/**
 * Builds the search index from the catalogue tables, one row per visible product:
 * `search_document` (weighted, Norwegian stemming: name and part numbers first, then
 * manufacturer, product group and the tractors the part fits, then the short description — the
 * long description is left out to keep the index small), `search_text` (substring matches
 * inside compound words and part numbers), and the category and option id arrays that filters
 * and facet counts read without joins.
 */
export async function buildSearchIndex(db: Kysely<Database>): Promise<void> {
  await sql`DELETE FROM product_search`.execute(db);
  await sql`
    INSERT INTO product_search (id, sku, url_key, name, min_final_price, updated_at,
      part_numbers_normalized, search_document, search_text, category_ids, option_ids)
    SELECT p.id, p.sku, p.url_key, p.name, p.min_final_price, p.updated_at,
      p.part_numbers_normalized,
      setweight(to_tsvector('norwegian', p.name), 'A') ||
        setweight(to_tsvector('simple', array_to_string(p.part_numbers_normalized, ' ')), 'A') ||
        setweight(to_tsvector('norwegian',
          coalesce(m.label, '') || ' ' || coalesce(g.label, '') || ' ' || coalesce(f.fits, '')), 'B') ||
        setweight(to_tsvector('norwegian', regexp_replace(p.short_description, '<[^>]*>', ' ', 'g')), 'C'),
      lower(p.name) || ' ' || array_to_string(p.part_numbers_normalized, ' '),
      coalesce(
        (SELECT array_agg(ci.category_id ORDER BY ci.category_id)
          FROM category_product_index AS ci WHERE ci.product_id = p.id), '{}'),
      coalesce(
        (SELECT array_agg(ai.option_id ORDER BY ai.option_id)
          FROM product_attribute_index AS ai WHERE ai.product_id = p.id), '{}')
    FROM products AS p
    LEFT JOIN attribute_options AS m ON m.option_id = p.manufacturer
    LEFT JOIN attribute_options AS g ON g.option_id = p.ag_produktgruppe
    LEFT JOIN LATERAL (
      SELECT string_agg(DISTINCT b.name || ' ' || md.name, ' ') AS fits
      FROM product_fitments AS pf
      JOIN pf_models AS md ON md.model_id = pf.model_id
      JOIN pf_brands AS b ON b.brand_id = md.brand_id
      WHERE pf.product_id = p.id
    ) AS f ON true
    WHERE p.visible
  `.execute(db);
}
