import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../db/tables.js';
import { categoryUid } from './uid.js';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductCriteria } from './productCriteria.js';
import { baseConditions, facetConditions, whereAll, type FacetKey } from './productConditions.js';
import { productOrdering, type ProductPage } from './searchProducts.js';

export interface AggregationOptionResult {
  label: string;
  value: string;
  count: number;
}

export interface AggregationResult {
  attribute_code: string;
  label: string;
  count: number;
  position: number;
  options: AggregationOptionResult[];
}

/** Facet titles as the store shows them (Norwegian store labels of the attributes). */
const FACET_LABELS: Record<FacetAttribute | 'price' | 'category_uid', string> = {
  category_uid: 'Kategori',
  price: 'Pris',
  ag_produktgruppe: 'Produktgruppe',
  manufacturer: 'Produsent',
  color: 'Farge',
  wm_delivery_time: 'Leveringstid',
};
const FACET_ORDER = ['category_uid', 'price', ...FACET_ATTRIBUTES] as const;

/** Price ranges never get narrower than this many kroner. */
const MIN_PRICE_STEP = 10;

export interface AggregationOptions {
  /** Only the direct children of the filtered category (Magento's `includeDirectChildrenOnly`). */
  categoryDirectChildrenOnly: boolean;
}

interface FacetRow {
  facet: string;
  value: string;
  label: string;
  count: number;
}

/**
 * A page of products, the total and the facets with option counts for a listing, in one
 * statement that finds the matching products once. Each facet is counted with every
 * filter but its own applied, so choosing one colour still shows how many products the other
 * colours have. The products matching the search and the fixed filters are found once; each
 * facet filter becomes a flag on them.
 */
export async function searchProductsWithAggregations(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  options: AggregationOptions,
): Promise<{ page: ProductPage; aggregations: AggregationResult[] }> {
  const { category: categoryFilter, ...toggled } = facetConditions(criteria);
  const current = criteria.categoryIds?.length === 1 ? criteria.categoryIds[0] : undefined;
  // A single filtered category stays on for every facet (its subcategories are inside it), so it
  // narrows the matched set; several categories are a facet selection like any other.
  const base = [...baseConditions(criteria)];
  const filters: Partial<Record<FacetKey, RawBuilder<unknown>>> = { ...toggled };
  if (categoryFilter && current !== undefined) base.push(categoryFilter);
  else if (categoryFilter) filters.category = categoryFilter;

  const flagged = Object.keys(filters) as FacetKey[];
  const flagColumns = flagged.map((key) => sql`(${filters[key]!}) AS ${sql.ref(`in_${key}`)}`);
  /** All facet filters but `except`, as conditions on the flags. */
  const allBut = (except: FacetKey | null) =>
    whereAll([
      sql`true`,
      ...flagged.filter((key) => key !== except).map((key) => sql.ref(`m.in_${key}`)),
    ]);

  // Below the filtered category, or below the store's root (level 1) when none is filtered.
  const categoryScope =
    current !== undefined
      ? options.categoryDirectChildrenOnly
        ? sql`c.parent_id = ${current}`
        : sql`c.path LIKE (SELECT path || '/%' FROM categories WHERE id = ${current})`
      : options.categoryDirectChildrenOnly
        ? sql`c.level = 2`
        : sql`c.level >= 2`;

  // Attributes nobody filters on are counted together; a filtered one without its own filter.
  const filteredAttributes = FACET_ATTRIBUTES.filter((code) => flagged.includes(code));
  const optionCounts = (except: FacetAttribute | null, codes: readonly FacetAttribute[]) => sql`(
    SELECT o.attribute_code AS facet, o.option_id::text AS value, o.label, counted.count,
      o.position AS sort1, 0 AS sort2
    FROM (
      SELECT option_id, count(*)::int AS count
      FROM matched AS m CROSS JOIN LATERAL unnest(m.option_ids) AS option_id
      WHERE ${allBut(except)}
      GROUP BY option_id
    ) AS counted
    JOIN attribute_options AS o ON o.option_id = counted.option_id
    WHERE o.attribute_code IN (${sql.join(codes)}))`;
  const unfiltered = FACET_ATTRIBUTES.filter((code) => !filteredAttributes.includes(code));
  const attributeFacets = [
    ...(unfiltered.length ? [optionCounts(null, unfiltered)] : []),
    ...filteredAttributes.map((code) => optionCounts(code, [code])),
  ];

  const { positionJoin, keys } = productOrdering(criteria);
  const sortColumns = keys.map(
    ({ expression }, index) => sql`${expression} AS ${sql.ref(`sort_${index}`)}`,
  );
  const pageOrder = sql.join(
    keys.map(({ direction }, index) => sql`${sql.ref(`m.sort_${index}`)} ${direction}`),
  );

  const result = await sql<FacetRow>`
    WITH matched AS MATERIALIZED (
      SELECT p.id, p.min_final_price, p.category_ids, p.option_ids, ${sql.join(sortColumns)}
        ${flagColumns.length ? sql`, ${sql.join(flagColumns)}` : sql``}
      FROM product_search AS p ${positionJoin}
      WHERE ${whereAll(base)}
    ),
    price_top AS (
      SELECT max(m.min_final_price)::float8 AS top FROM matched AS m WHERE ${allBut('price')}
    ),
    -- The finest candidate range width; coarser ones are sums of these buckets.
    price_step AS (
      SELECT greatest(${MIN_PRICE_STEP}, power(10, floor(log(greatest(top, 10))) - 2)) AS step
      FROM price_top WHERE top IS NOT NULL
    )
    SELECT facet, value, label, count FROM (
      (SELECT 'page' AS facet, m.id::text AS value, '' AS label, 0 AS count,
          row_number() OVER (ORDER BY ${pageOrder})::int AS sort1, 0 AS sort2
        FROM matched AS m
        WHERE ${allBut(null)}
        ORDER BY ${pageOrder}
        LIMIT ${criteria.pageSize} OFFSET ${(criteria.currentPage - 1) * criteria.pageSize})
      UNION ALL
      (SELECT 'total' AS facet, '' AS value, '' AS label, count(*)::int AS count, 0 AS sort1, 0 AS sort2
        FROM matched AS m WHERE ${allBut(null)})
      UNION ALL
      (SELECT 'category_uid' AS facet, c.id::text AS value, c.name AS label, counted.count,
          c.level AS sort1, c.position AS sort2
        FROM (
          SELECT category_id, count(*)::int AS count
          FROM matched AS m CROSS JOIN LATERAL unnest(m.category_ids) AS category_id
          WHERE ${allBut('category')}
          GROUP BY category_id
        ) AS counted
        JOIN categories AS c ON c.id = counted.category_id
        WHERE ${categoryScope} AND c.include_in_menu)
      UNION ALL
      (SELECT 'price' AS facet, s.step::text || ':' || floor(m.min_final_price::float8 / s.step)::text AS value,
          '' AS label, count(*)::int AS count, floor(m.min_final_price::float8 / s.step)::int AS sort1, 0 AS sort2
        FROM matched AS m CROSS JOIN price_step AS s
        WHERE ${allBut('price')}
        GROUP BY s.step, floor(m.min_final_price::float8 / s.step))
      ${attributeFacets.length ? sql`UNION ALL ${sql.join(attributeFacets, sql` UNION ALL `)}` : sql``}
    ) AS facets
    ORDER BY facet, sort1, sort2, value`.execute(db);

  const byFacet = new Map<string, AggregationOptionResult[]>();
  for (const row of result.rows) {
    const options = byFacet.get(row.facet) ?? [];
    options.push({ label: row.label, value: row.value, count: row.count });
    byFacet.set(row.facet, options);
  }

  return {
    page: {
      ids: (byFacet.get('page') ?? []).map((row) => Number(row.value)),
      totalCount: byFacet.get('total')?.[0]?.count ?? 0,
    },
    aggregations: aggregationsFromCounts(byFacet),
  };
}

/**
 * The facets as `Products.aggregations` returns them, from counted options by facet: category
 * ids become uids, fine price buckets become ranges, empty facets are left out.
 */
export function aggregationsFromCounts(
  byFacet: ReadonlyMap<string, AggregationOptionResult[]>,
): AggregationResult[] {
  const facets: Omit<AggregationResult, 'position'>[] = FACET_ORDER.map((code) => {
    switch (code) {
      case 'category_uid':
        return facet(
          code,
          (byFacet.get(code) ?? []).map((option) => ({
            ...option,
            value: categoryUid(Number(option.value)),
          })),
        );
      case 'price':
        return facet(code, priceRanges(byFacet.get('price') ?? []));
      default:
        return facet(code, byFacet.get(code) ?? []);
    }
  });
  return facets
    .filter((entry) => entry.options.length > 0)
    .map((entry, position) => ({ ...entry, position }));
}

/**
 * Magento's automatic price ranges: a power of ten one digit below the dearest price, made
 * finer while everything would fall into a single range. The database counts the finest
 * candidate width (a hundredth of the coarsest); coarser ranges are sums of those counts.
 */
export function priceRanges(
  fineBuckets: readonly AggregationOptionResult[],
): AggregationOptionResult[] {
  const parsed = fineBuckets.map(({ value, count }) => {
    const [step, bucket] = value.split(':').map(Number);
    return { step: step!, bucket: bucket!, count };
  });
  const fine = parsed[0]?.step;
  if (fine === undefined) return [];
  for (const factor of [100, 10, 1]) {
    const width = fine * factor;
    if (width < MIN_PRICE_STEP && factor > 1) continue;
    const ranges = new Map<number, number>();
    for (const { bucket, count } of parsed) {
      const from = Math.floor((bucket * fine) / width) * width;
      ranges.set(from, (ranges.get(from) ?? 0) + count);
    }
    if (ranges.size > 1 || factor === 1) {
      return [...ranges.entries()]
        .sort(([a], [b]) => a - b)
        .map(([from, count]) => ({
          label: `${from}-${from + width}`,
          value: `${from}_${from + width}`,
          count,
        }));
    }
  }
  return [];
}

function facet(
  code: (typeof FACET_ORDER)[number],
  options: AggregationOptionResult[],
): Omit<AggregationResult, 'position'> {
  return { attribute_code: code, label: FACET_LABELS[code], count: options.length, options };
}
