import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { categoryUid } from './uid.js';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductCriteria } from './productCriteria.js';
import { baseConditions, facetConditions, whereAll, type FacetKey } from './productConditions.js';

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
 * Facets with option counts for a listing, in one statement. Each facet is counted with every
 * filter but its own applied, so choosing one colour still shows how many products the other
 * colours have. The products matching the search and the fixed filters are found once; each
 * facet filter becomes a flag on them.
 */
export async function productAggregations(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  options: AggregationOptions,
): Promise<AggregationResult[]> {
  const filters = facetConditions(criteria);
  const flagged = Object.keys(filters) as FacetKey[];
  const flagColumns = flagged.map((key) => sql`(${filters[key]!}) AS ${sql.ref(`in_${key}`)}`);
  /** All facet filters but `except`, as conditions on the flags. */
  const allBut = (except: FacetKey | null) =>
    whereAll([
      sql`true`,
      ...flagged.filter((key) => key !== except).map((key) => sql.ref(`m.in_${key}`)),
    ]);

  const current = criteria.categoryIds?.length === 1 ? criteria.categoryIds[0] : undefined;
  // Below the filtered category, or below the store's root (level 1) when none is filtered;
  // the filtered category's own filter stays on, as its children are inside it anyway.
  const categoryScope =
    current !== undefined
      ? options.categoryDirectChildrenOnly
        ? sql`c.parent_id = ${current}`
        : sql`c.path LIKE (SELECT path || '/%' FROM categories WHERE id = ${current})`
      : options.categoryDirectChildrenOnly
        ? sql`c.level = 2`
        : sql`c.level >= 2`;

  const attributeFacets = FACET_ATTRIBUTES.map(
    (code) => sql`(
      SELECT ${code} AS facet, o.option_id::text AS value, o.label, count(*)::int AS count,
        o.position AS sort1, 0 AS sort2
      FROM matched AS m
      JOIN product_attribute_index AS ai ON ai.product_id = m.id AND ai.attribute_code = ${code}
      JOIN attribute_options AS o ON o.option_id = ai.option_id
      WHERE ${allBut(code)}
      GROUP BY o.option_id, o.label, o.position)`,
  );

  const result = await sql<FacetRow>`
    WITH matched AS MATERIALIZED (
      SELECT p.id, p.min_final_price ${flagColumns.length ? sql`, ${sql.join(flagColumns)}` : sql``}
      FROM products AS p
      WHERE ${whereAll(baseConditions(criteria))}
    ),
    price_top AS (
      SELECT max(m.min_final_price) AS top FROM matched AS m WHERE ${allBut('price')}
    ),
    price_steps AS (
      SELECT DISTINCT greatest(${MIN_PRICE_STEP}, power(10, floor(log(greatest(top, 10))) - d))::numeric AS step
      FROM price_top, (VALUES (0), (1), (2)) AS depth (d)
      WHERE top IS NOT NULL
    )
    SELECT facet, value, label, count FROM (
      (SELECT 'category_uid' AS facet, c.id::text AS value, c.name AS label, count(*)::int AS count,
          c.level AS sort1, c.position AS sort2
        FROM matched AS m
        JOIN category_product_index AS ci ON ci.product_id = m.id
        JOIN categories AS c ON c.id = ci.category_id
        WHERE ${categoryScope} AND c.include_in_menu
          AND ${allBut(current === undefined ? 'category' : null)}
        GROUP BY c.id, c.name, c.level, c.position)
      UNION ALL
      (SELECT 'price:' || s.step::text AS facet, floor(m.min_final_price / s.step)::text AS value,
          '' AS label, count(*)::int AS count, floor(m.min_final_price / s.step)::int AS sort1, 0 AS sort2
        FROM matched AS m CROSS JOIN price_steps AS s
        WHERE ${allBut('price')}
        GROUP BY s.step, floor(m.min_final_price / s.step))
      UNION ALL
      ${sql.join(attributeFacets, sql` UNION ALL `)}
    ) AS facets
    ORDER BY facet, sort1, sort2, value`.execute(db);

  const byFacet = new Map<string, AggregationOptionResult[]>();
  for (const row of result.rows) {
    const options = byFacet.get(row.facet) ?? [];
    options.push({ label: row.label, value: row.value, count: row.count });
    byFacet.set(row.facet, options);
  }

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
        return facet(code, priceRanges(byFacet));
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
 * finer while everything would fall into a single range.
 */
function priceRanges(byFacet: Map<string, AggregationOptionResult[]>): AggregationOptionResult[] {
  const steps = [...byFacet.keys()]
    .filter((key) => key.startsWith('price:'))
    .map((key) => ({ key, step: Number(key.slice('price:'.length)) }))
    .sort((a, b) => b.step - a.step);
  const chosen = steps.find(({ key }) => (byFacet.get(key)?.length ?? 0) > 1) ?? steps.at(-1);
  if (!chosen) return [];
  return (byFacet.get(chosen.key) ?? []).map(({ value, count }) => {
    const from = Number(value) * chosen.step;
    const to = from + chosen.step;
    return { label: `${from}-${to}`, value: `${from}_${to}`, count };
  });
}

function facet(
  code: (typeof FACET_ORDER)[number],
  options: AggregationOptionResult[],
): Omit<AggregationResult, 'position'> {
  return { attribute_code: code, label: FACET_LABELS[code], count: options.length, options };
}
