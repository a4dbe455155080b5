import { sql, type RawBuilder } from 'kysely';
import type { FacetAttribute, ProductCriteria } from './productCriteria.js';

/** A filter that facet counts may leave out, so a shopper sees the other values of it too. */
export type FacetKey = FacetAttribute | 'price' | 'category';

/**
 * The conditions a products listing always applies over the listing index `product_search AS p`
 * (visible products only): sku / url key / name and the fitment filter. Each is a parameterised
 * SQL fragment. A search by words is answered from the in-memory index instead (`src/search/`).
 */
export function baseConditions(criteria: ProductCriteria): RawBuilder<unknown>[] {
  if (criteria.search !== null) {
    throw new Error('A search by words is answered by the search index (src/search), not SQL.');
  }
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  if (criteria.skus !== null) conditions.push(inList(sql`p.sku`, criteria.skus));
  if (criteria.urlKeys !== null) conditions.push(inList(sql`p.url_key`, criteria.urlKeys));
  if (criteria.nameMatch !== null) {
    conditions.push(sql`p.name ILIKE ${`%${escapeLike(criteria.nameMatch)}%`}`);
  }
  if (criteria.modelIds !== null) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM product_fitments AS pf
      WHERE pf.product_id = p.id AND ${inList(sql`pf.model_id`, criteria.modelIds)})`);
  }
  return conditions;
}

/**
 * The filters a shopper toggles in the facets (category, price, select attributes), by facet:
 * facet counts apply all of them but their own.
 */
export function facetConditions(
  criteria: ProductCriteria,
): Partial<Record<FacetKey, RawBuilder<unknown>>> {
  const conditions: Partial<Record<FacetKey, RawBuilder<unknown>>> = {};
  if (criteria.categoryIds !== null) {
    conditions.category = overlaps(sql`p.category_ids`, criteria.categoryIds);
  }
  if (criteria.price !== null) {
    const { from, to } = criteria.price;
    conditions.price = sql.join(
      [
        from !== null ? sql`p.min_final_price >= ${from}` : sql`true`,
        to !== null ? sql`p.min_final_price <= ${to}` : sql`true`,
      ],
      sql` AND `,
    );
  }
  for (const [code, optionIds] of Object.entries(criteria.attributes)) {
    if (optionIds === undefined) continue;
    // Option ids are unique across attributes; only this attribute's options may match.
    conditions[code as FacetAttribute] =
      optionIds.length === 0
        ? sql`false`
        : sql`p.option_ids && ARRAY(
            SELECT option_id FROM attribute_options
            WHERE attribute_code = ${code} AND option_id IN (${sql.join(optionIds)}))`;
  }
  return conditions;
}

/** Every condition of a products query, for the page of results and its total. */
export function productConditions(criteria: ProductCriteria): RawBuilder<unknown>[] {
  return [...baseConditions(criteria), ...Object.values(facetConditions(criteria))];
}

export const whereAll = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` AND `);

/** The array column shares an element with the ids (served by its GIN index). */
function overlaps(column: RawBuilder<unknown>, ids: readonly number[]) {
  return ids.length === 0 ? sql`false` : sql`${column} && ARRAY[${sql.join(ids)}]::integer[]`;
}

/** `column IN (...)`; an empty list matches nothing rather than being a syntax error. */
function inList(column: RawBuilder<unknown>, values: readonly (string | number)[]) {
  return values.length === 0 ? sql`false` : sql`${column} IN (${sql.join(values)})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
