import { sql, type RawBuilder } from 'kysely';
import type { FacetAttribute, ProductCriteria } from './productCriteria.js';
import { parseSearchTerm } from './searchTerm.js';

/** Substring matching needs three characters: the trigram index cannot serve shorter ones. */
const MIN_SUBSTRING_LENGTH = 3;

/** A filter that facet counts may leave out, so a shopper sees the other values of it too. */
export type FacetKey = FacetAttribute | 'price' | 'category';

/**
 * The WHERE conditions of a products query over `products AS p`, each a parameterised SQL
 * fragment. `except` leaves one filter out, for disjunctive facet counts.
 */
export function productConditions(
  criteria: ProductCriteria,
  except: FacetKey | null = null,
): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [sql`p.visible`];

  if (criteria.search !== null) conditions.push(searchCondition(criteria.search));
  if (criteria.categoryIds !== null && except !== 'category') {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM category_product_index AS ci
      WHERE ci.product_id = p.id AND ${inList(sql`ci.category_id`, criteria.categoryIds)})`);
  }
  if (criteria.skus !== null) conditions.push(inList(sql`p.sku`, criteria.skus));
  if (criteria.urlKeys !== null) conditions.push(inList(sql`p.url_key`, criteria.urlKeys));
  if (criteria.nameMatch !== null) {
    conditions.push(sql`p.name ILIKE ${`%${escapeLike(criteria.nameMatch)}%`}`);
  }
  if (criteria.price !== null && except !== 'price') {
    if (criteria.price.from !== null) {
      conditions.push(sql`p.min_final_price >= ${criteria.price.from}`);
    }
    if (criteria.price.to !== null) conditions.push(sql`p.min_final_price <= ${criteria.price.to}`);
  }
  for (const [code, optionIds] of Object.entries(criteria.attributes)) {
    if (code === except || optionIds === undefined) continue;
    conditions.push(sql`EXISTS (
      SELECT 1 FROM product_attribute_index AS ai
      WHERE ai.product_id = p.id AND ai.attribute_code = ${code}
        AND ${inList(sql`ai.option_id`, optionIds)})`);
  }
  if (criteria.modelIds !== null) {
    conditions.push(sql`EXISTS (
      SELECT 1 FROM product_fitments AS pf
      WHERE pf.product_id = p.id AND ${inList(sql`pf.model_id`, criteria.modelIds)})`);
  }
  return conditions;
}

export const whereAll = (conditions: RawBuilder<unknown>[]) => sql.join(conditions, sql` AND `);

/**
 * Every word must match, by its Norwegian stem (as a prefix, so a half-typed word finds) or as
 * a substring of the name and part numbers (inside compound words: `filter` in
 * `drivstoffilter`); or the whole term matches a part number with its spaces and dashes removed.
 */
function searchCondition(term: string): RawBuilder<unknown> {
  const { words, partNumber } = parseSearchTerm(term);
  const wordConditions = words.map((word) => {
    const stem = sql`p.search_document @@ to_tsquery('norwegian', ${`${word}:*`})`;
    return word.length >= MIN_SUBSTRING_LENGTH
      ? sql`(${stem} OR p.search_text LIKE ${`%${word}%`})`
      : stem;
  });
  const alternatives: RawBuilder<unknown>[] = [];
  if (wordConditions.length > 0) alternatives.push(sql`(${sql.join(wordConditions, sql` AND `)})`);
  if (partNumber.length >= MIN_SUBSTRING_LENGTH) {
    alternatives.push(sql`p.search_text LIKE ${`%${partNumber}%`}`);
  }
  return alternatives.length > 0 ? sql`(${sql.join(alternatives, sql` OR `)})` : sql`false`;
}

/** How well a product matches the term: full-text rank, with an exact part number first. */
export function relevanceExpression(term: string): RawBuilder<number> {
  const { words, partNumber } = parseSearchTerm(term);
  const anyWord = words.map((word) => `${word}:*`).join(' | ');
  const rank = anyWord
    ? sql`ts_rank_cd(p.search_document, to_tsquery('norwegian', ${anyWord}))`
    : sql`0`;
  return sql<number>`(${rank} + CASE WHEN p.part_numbers_normalized @> ARRAY[${partNumber}]::text[]
    THEN 10 ELSE 0 END)`;
}

/** `column IN (...)`; an empty list matches nothing rather than being a syntax error. */
function inList(column: RawBuilder<unknown>, values: readonly (string | number)[]) {
  return values.length === 0 ? sql`false` : sql`${column} IN (${sql.join(values)})`;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}
