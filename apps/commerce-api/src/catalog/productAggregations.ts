import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { categoryUid } from './uid.js';
import { FACET_ATTRIBUTES, type FacetAttribute, type ProductCriteria } from './productCriteria.js';
import { productConditions, whereAll } from './productConditions.js';

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

export interface AggregationOptions {
  /** Only the direct children of the filtered category (Magento's `includeDirectChildrenOnly`). */
  categoryDirectChildrenOnly: boolean;
}

/**
 * Facets with option counts for a listing. Each facet is counted with every filter but its own
 * applied, so choosing one colour still shows how many products the other colours have.
 */
export async function productAggregations(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  options: AggregationOptions,
): Promise<AggregationResult[]> {
  const [categories, price, ...attributes] = await Promise.all([
    categoryFacet(db, criteria, options),
    priceFacet(db, criteria),
    ...FACET_ATTRIBUTES.map((code) => attributeFacet(db, criteria, code)),
  ]);
  return [categories, price, ...attributes]
    .filter((facet): facet is Omit<AggregationResult, 'position'> => facet !== null)
    .filter((facet) => facet.options.length > 0)
    .map((facet, position) => ({ ...facet, position }));
}

async function attributeFacet(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  code: FacetAttribute,
): Promise<Omit<AggregationResult, 'position'>> {
  const result = await sql<{ option_id: number; label: string; count: number }>`
    SELECT o.option_id, o.label, count(*)::int AS count
    FROM product_attribute_index AS ai
    JOIN products AS p ON p.id = ai.product_id
    JOIN attribute_options AS o ON o.option_id = ai.option_id
    WHERE ai.attribute_code = ${code} AND ${whereAll(productConditions(criteria, code))}
    GROUP BY o.option_id, o.label, o.position
    ORDER BY o.position, o.label`.execute(db);
  return facet(
    code,
    result.rows.map((row) => ({
      label: row.label,
      value: String(row.option_id),
      count: row.count,
    })),
  );
}

async function categoryFacet(
  db: Kysely<Database>,
  criteria: ProductCriteria,
  { categoryDirectChildrenOnly }: AggregationOptions,
): Promise<Omit<AggregationResult, 'position'>> {
  const current = criteria.categoryIds?.length === 1 ? criteria.categoryIds[0] : undefined;
  // Below the filtered category, or below the store's root (level 1) when none is filtered.
  const scope =
    current !== undefined
      ? categoryDirectChildrenOnly
        ? sql`c.parent_id = ${current}`
        : sql`c.path LIKE (SELECT path || '/%' FROM categories WHERE id = ${current})`
      : categoryDirectChildrenOnly
        ? sql`c.level = 2`
        : sql`c.level >= 2`;
  const result = await sql<{ id: number; name: string; count: number }>`
    SELECT c.id, c.name, count(*)::int AS count
    FROM category_product_index AS ci
    JOIN categories AS c ON c.id = ci.category_id
    JOIN products AS p ON p.id = ci.product_id
    WHERE ${scope} AND c.include_in_menu
      AND ${whereAll(productConditions(criteria, current === undefined ? 'category' : null))}
    GROUP BY c.id, c.name, c.level, c.position
    ORDER BY c.level, c.position, c.id`.execute(db);
  return facet(
    'category_uid',
    result.rows.map((row) => ({ label: row.name, value: categoryUid(row.id), count: row.count })),
  );
}

async function priceFacet(
  db: Kysely<Database>,
  criteria: ProductCriteria,
): Promise<Omit<AggregationResult, 'position'>> {
  const where = whereAll(productConditions(criteria, 'price'));
  const bounds = await sql<{ max: number | null }>`
    SELECT max(p.min_final_price) AS max FROM products AS p WHERE ${where}`.execute(db);
  const max = bounds.rows[0]?.max;
  if (max === null || max === undefined) return facet('price', []);

  // Magento's automatic ranges: a power of ten one digit below the dearest price, made finer
  // while everything would fall into a single range.
  let step = 10 ** Math.max(1, Math.floor(Math.log10(Math.max(max, 10))));
  for (;;) {
    const buckets = await sql<{ bucket: number; count: number }>`
      SELECT floor(p.min_final_price / ${step})::int AS bucket, count(*)::int AS count
      FROM products AS p WHERE ${where}
      GROUP BY 1 ORDER BY 1`.execute(db);
    if (buckets.rows.length > 1 || step <= 10) {
      return facet(
        'price',
        buckets.rows.map(({ bucket, count }) => {
          const from = bucket * step;
          const to = from + step;
          return { label: `${from}-${to}`, value: `${from}_${to}`, count };
        }),
      );
    }
    step /= 10;
  }
}

function facet(
  code: keyof typeof FACET_LABELS,
  options: AggregationOptionResult[],
): Omit<AggregationResult, 'position'> {
  return { attribute_code: code, label: FACET_LABELS[code], count: options.length, options };
}
