import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables.js';
import { aggregationsFromCounts, type AggregationResult } from './aggregations.js';
import {
  categoryFacetScope,
  filtersCountedFor,
  MIN_PRICE_STEP,
  orderFacetOptions,
  PRICE_STEP_DIGITS,
  singleCategory,
  type CategoryFacetScope,
  type FacetKey,
  type FacetOptions,
  type RankedFacetOption,
} from './facetRules.js';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductCriteria } from './productCriteria.js';
import { sqlListingFilters, whereAll } from './productConditions.js';
import { productOrdering, type ProductPage } from './searchProducts.js';

/** One row of the statement: a page entry, the total, or a counted option of a facet. */
interface FacetRow {
  facet: string;
  value: string;
  label: string;
  count: number;
  /** What orders the row within its facet (see `orderFacetOptions`). */
  sort1: number;
  sort2: number;
}

/** The facet filters of the statement's matched products, each a flag column `in_<key>`. */
interface Flags {
  keys: readonly FacetKey[];
  /** The matched products a facet counts: those passing every filter but its own. */
  countedFor(facet: FacetKey | null): RawBuilder<unknown>;
}

/**
 * A page of products, the total and the facets with option counts for a listing, in one
 * statement that finds the matching products once: the fixed filters narrow them, each facet
 * filter becomes a flag on them, and each facet is counted with every filter but its own (see
 * `facetRules`), so choosing one colour still shows how many products the other colours have.
 */
export async function searchProductsWithAggregations(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  options: FacetOptions,
): Promise<{ page: ProductPage; aggregations: AggregationResult[] }> {
  const { fixed, toggled } = sqlListingFilters(criteria);
  const keys = [...toggled.keys()];
  const flags: Flags = {
    keys,
    countedFor: (facet) =>
      whereAll([sql`true`, ...filtersCountedFor(keys, facet).map((key) => sql.ref(`m.in_${key}`))]),
  };
  const flagColumns = keys.map((key) => sql`(${toggled.get(key)!}) AS ${sql.ref(`in_${key}`)}`);
  const { positionJoin, keys: sortKeys } = productOrdering(criteria);
  const sortColumns = sortKeys.map(
    ({ expression }, index) => sql`${expression} AS ${sql.ref(`sort_${index}`)}`,
  );
  const pageOrder = sql.join(
    sortKeys.map(({ direction }, index) => sql`${sql.ref(`m.sort_${index}`)} ${direction}`),
  );
  const scope = categoryFacetScope(singleCategory(criteria), options);

  const result = await sql<FacetRow>`
    WITH matched AS MATERIALIZED (
      SELECT p.id, p.min_final_price, p.category_ids, p.option_ids, ${sql.join(sortColumns)}
        ${flagColumns.length ? sql`, ${sql.join(flagColumns)}` : sql``}
      FROM product_search AS p ${positionJoin}
      WHERE ${whereAll(fixed)}
    ),
    price_top AS (
      SELECT max(m.min_final_price)::float8 AS top FROM matched AS m WHERE ${flags.countedFor('price')}
    ),
    -- The finest candidate range width (finestPriceStep); coarser ones are sums of these buckets.
    price_step AS (
      SELECT greatest(${MIN_PRICE_STEP}, power(10, floor(log(greatest(top, 10))) - ${sql.lit(PRICE_STEP_DIGITS)})) AS step
      FROM price_top WHERE top IS NOT NULL
    )
    SELECT facet, value, label, count, sort1, sort2 FROM (
      (SELECT 'page' AS facet, m.id::text AS value, '' AS label, 0 AS count,
          row_number() OVER (ORDER BY ${pageOrder})::int AS sort1, 0 AS sort2
        FROM matched AS m
        WHERE ${flags.countedFor(null)}
        ORDER BY ${pageOrder}
        LIMIT ${criteria.pageSize} OFFSET ${(criteria.currentPage - 1) * criteria.pageSize})
      UNION ALL
      (SELECT 'total' AS facet, '' AS value, '' AS label, count(*)::int AS count, 0 AS sort1, 0 AS sort2
        FROM matched AS m WHERE ${flags.countedFor(null)})
      UNION ALL ${categoryCounts(flags, scope)}
      UNION ALL ${priceCounts(flags)}
      ${sql.join(
        attributeCounts(flags).map((counts) => sql`UNION ALL ${counts}`),
        sql` `,
      )}
    ) AS facets`.execute(db);
  return pageAndFacets(result.rows);
}

/** The categories in the facet's scope, counted without the category filter. */
function categoryCounts(flags: Flags, scope: CategoryFacetScope): RawBuilder<unknown> {
  return sql`(SELECT 'category_uid' AS facet, c.id::text AS value, c.name AS label, counted.count,
      c.level AS sort1, c.position AS sort2
    FROM (
      SELECT category_id, count(*)::int AS count
      FROM matched AS m CROSS JOIN LATERAL unnest(m.category_ids) AS category_id
      WHERE ${flags.countedFor('category')}
      GROUP BY category_id
    ) AS counted
    JOIN categories AS c ON c.id = counted.category_id
    WHERE ${inScope(scope)} AND c.include_in_menu)`;
}

function inScope(scope: CategoryFacetScope): RawBuilder<unknown> {
  switch (scope.kind) {
    case 'children':
      return sql`c.parent_id = ${scope.of}`;
    case 'descendants':
      return sql`c.path LIKE (SELECT path || '/%' FROM categories WHERE id = ${scope.of})`;
    case 'level':
      return scope.andDeeper
        ? sql`c.level >= ${sql.lit(scope.level)}`
        : sql`c.level = ${sql.lit(scope.level)}`;
  }
}

/** The finest price buckets (`step:bucket`), counted without the price filter. */
function priceCounts(flags: Flags): RawBuilder<unknown> {
  return sql`(SELECT 'price' AS facet,
      s.step::text || ':' || floor(m.min_final_price::float8 / s.step)::text AS value,
      '' AS label, count(*)::int AS count, floor(m.min_final_price::float8 / s.step)::int AS sort1,
      0 AS sort2
    FROM matched AS m CROSS JOIN price_step AS s
    WHERE ${flags.countedFor('price')}
    GROUP BY s.step, floor(m.min_final_price::float8 / s.step))`;
}

/**
 * The options of the facet attributes, each counted without its own filter: the attributes
 * nobody filters on are counted together, a filtered one on its own.
 */
function attributeCounts(flags: Flags): RawBuilder<unknown>[] {
  const optionCounts = (except: FacetAttribute | null, codes: readonly FacetAttribute[]) => sql`(
    SELECT o.attribute_code AS facet, o.option_id::text AS value, o.label, counted.count,
      o.position AS sort1, 0 AS sort2
    FROM (
      SELECT option_id, count(*)::int AS count
      FROM matched AS m CROSS JOIN LATERAL unnest(m.option_ids) AS option_id
      WHERE ${flags.countedFor(except)}
      GROUP BY option_id
    ) AS counted
    JOIN attribute_options AS o ON o.option_id = counted.option_id
    WHERE o.attribute_code IN (${sql.join(codes)}))`;
  const filtered = FACET_ATTRIBUTES.filter((code) => flags.keys.includes(code));
  const unfiltered = FACET_ATTRIBUTES.filter((code) => !filtered.includes(code));
  return [
    ...(unfiltered.length ? [optionCounts(null, unfiltered)] : []),
    ...filtered.map((code) => optionCounts(code, [code])),
  ];
}

/** The page, the total and the facets from the statement's rows, each facet's options in order. */
function pageAndFacets(rows: readonly FacetRow[]): {
  page: ProductPage;
  aggregations: AggregationResult[];
} {
  const ranked = new Map<string, RankedFacetOption[]>();
  for (const { facet, label, value, count, sort1, sort2 } of rows) {
    const options = ranked.get(facet) ?? [];
    options.push({ label, value, count, rank: [sort1, sort2] });
    ranked.set(facet, options);
  }
  const byFacet = new Map(
    [...ranked].map(([facet, options]) => [facet, orderFacetOptions(options)]),
  );
  return {
    page: {
      ids: (byFacet.get('page') ?? []).map((row) => Number(row.value)),
      totalCount: byFacet.get('total')?.[0]?.count ?? 0,
    },
    aggregations: aggregationsFromCounts(byFacet),
  };
}
