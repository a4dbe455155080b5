import { sql, type RawBuilder } from 'kysely';
import { listingFilters, type ListingFilterBuilders, type ListingFilters } from './facetRules.js';
import type { ProductCriteria } from './productCriteria.js';

type Condition = RawBuilder<unknown>;

/**
 * The listing filters as parameterised SQL conditions over the listing index
 * `product_search AS p` (visible products only).
 */
const SQL_FILTERS: ListingFilterBuilders<Condition> = {
  skus: (skus) => inList(sql`p.sku`, skus),
  urlKeys: (urlKeys) => inList(sql`p.url_key`, urlKeys),
  nameContains: (text) => sql`p.name ILIKE ${`%${escapeLike(text)}%`}`,
  fitsModels: (modelIds) => sql`EXISTS (
      SELECT 1 FROM product_fitments AS pf
      WHERE pf.product_id = p.id AND ${inList(sql`pf.model_id`, modelIds)})`,
  fitsModelsOrUniversal: (modelIds) => sql`(EXISTS (
      SELECT 1 FROM product_fitments AS pf
      WHERE pf.product_id = p.id AND ${inList(sql`pf.model_id`, modelIds)})
    OR NOT EXISTS (SELECT 1 FROM product_fitments AS pf WHERE pf.product_id = p.id)
    OR EXISTS (SELECT 1 FROM product_attribute_values AS v WHERE v.product_id = p.id
      AND v.attribute_code = 'wm_universal_fit' AND v.value = '1'))`,
  inCategories: (categoryIds) => overlaps(sql`p.category_ids`, categoryIds),
  priceBetween: ({ from, to }) =>
    sql.join(
      [
        from !== null ? sql`p.min_final_price >= ${from}` : sql`true`,
        to !== null ? sql`p.min_final_price <= ${to}` : sql`true`,
      ],
      sql` AND `,
    ),
  withOptions: (code, optionIds) =>
    optionIds.length === 0
      ? sql`false`
      : sql`p.option_ids && ARRAY(
          SELECT option_id FROM attribute_options
          WHERE attribute_code = ${code} AND option_id IN (${sql.join(optionIds)}))`,
};

/**
 * A products listing's conditions as SQL, split as facets count them (see `listingFilters`); the
 * fixed ones start with `true`, so they are never empty. A search by words is answered from the
 * in-memory index instead (`src/search/`).
 */
export function sqlListingFilters(criteria: ProductCriteria): ListingFilters<Condition> {
  if (criteria.search !== null) {
    throw new Error('A search by words is answered by the search index (src/search), not SQL.');
  }
  const { fixed, toggled } = listingFilters(criteria, SQL_FILTERS);
  return { fixed: [sql`true`, ...fixed], toggled };
}

/** Every condition of a products query, for the page of results and its total. */
export function productConditions(criteria: ProductCriteria): Condition[] {
  const { fixed, toggled } = sqlListingFilters(criteria);
  return [...fixed, ...toggled.values()];
}

export const whereAll = (conditions: Condition[]) => sql.join(conditions, sql` AND `);

/** The array column shares an element with the ids (served by its GIN index). */
function overlaps(column: Condition, ids: readonly number[]) {
  return ids.length === 0 ? sql`false` : sql`${column} && ARRAY[${sql.join(ids)}]::integer[]`;
}

/** `column IN (...)`; an empty list matches nothing rather than being a syntax error. */
function inList(column: Condition, values: readonly (string | number)[]) {
  return values.length === 0 ? sql`false` : sql`${column} IN (${sql.join(values)})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
