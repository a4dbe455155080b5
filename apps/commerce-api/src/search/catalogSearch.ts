import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import type { SearchDocument } from './searchDocument.js';
import { SearchIndex } from './SearchIndex.js';

export interface CategoryFacetInfo {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  name: string;
  position: number;
  includeInMenu: boolean;
}

export interface OptionFacetInfo {
  optionId: number;
  attributeCode: string;
  label: string;
  position: number;
}

/**
 * The search index with what facets label and order by: categories and attribute options, and
 * the products' positions in a category (read when a search is sorted by position in one).
 */
export interface CatalogSearch {
  index: SearchIndex;
  categories: ReadonlyMap<number, CategoryFacetInfo>;
  options: ReadonlyMap<number, OptionFacetInfo>;
  /** The largest category and option ids, for counters indexed by id. */
  maxCategoryId: number;
  maxOptionId: number;
  positions(categoryId: number): Promise<ReadonlyMap<number, number>>;
}

const loaded = new WeakMap<Kysely<Database>, Promise<CatalogSearch>>();

/**
 * The database's catalogue search, built on first use and kept for the life of the process
 * (the catalogue is seeded before the server listens and is read-only while it runs). A failed
 * build is forgotten, so the next search tries again.
 */
export function catalogSearch(db: Kysely<Database>): Promise<CatalogSearch> {
  let pending = loaded.get(db);
  if (!pending) {
    pending = buildCatalogSearch(db);
    loaded.set(db, pending);
    pending.catch(() => loaded.delete(db));
  }
  return pending;
}

/** Forgets the built index, for a process that reseeds its catalogue (tests, the seed CLI). */
export function forgetCatalogSearch(db: Kysely<Database>): void {
  loaded.delete(db);
}

async function buildCatalogSearch(db: Kysely<Database>): Promise<CatalogSearch> {
  const [products, fitments, models, categories, options] = await Promise.all([
    sql<{
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
    }>`
      SELECT ps.id, ps.sku, ps.url_key, ps.name, ps.min_final_price::float8 AS price,
        (extract(epoch FROM ps.updated_at) * 1000)::float8 AS updated_at,
        ps.part_numbers_normalized, ps.category_ids, ps.option_ids,
        p.short_description, m.label AS manufacturer, g.label AS product_group
      FROM product_search AS ps
      JOIN products AS p ON p.id = ps.id
      LEFT JOIN attribute_options AS m ON m.option_id = p.manufacturer
      LEFT JOIN attribute_options AS g ON g.option_id = p.ag_produktgruppe
      ORDER BY ps.id`.execute(db),
    sql<{ product_id: number; model_id: number }>`
      SELECT pf.product_id, pf.model_id FROM product_fitments AS pf
      JOIN product_search AS ps ON ps.id = pf.product_id
      ORDER BY pf.product_id, pf.model_id`.execute(db),
    sql<{ model_id: number; name: string }>`
      SELECT md.model_id, b.name || ' ' || md.name AS name
      FROM pf_models AS md JOIN pf_brands AS b ON b.brand_id = md.brand_id`.execute(db),
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'path', 'level', 'name', 'position', 'include_in_menu'])
      .execute(),
    db
      .selectFrom('attribute_options')
      .select(['option_id', 'attribute_code', 'label', 'position'])
      .execute(),
  ]);

  const modelNames = new Map(models.rows.map((row) => [row.model_id, row.name]));
  const categoryNames = new Map(categories.map((row) => [row.id, row]));
  const modelsOf = new Map<number, number[]>();
  for (const { product_id, model_id } of fitments.rows) {
    const list = modelsOf.get(product_id) ?? [];
    list.push(model_id);
    modelsOf.set(product_id, list);
  }

  const documents: SearchDocument[] = products.rows.map((row) => {
    const modelIds = modelsOf.get(row.id) ?? [];
    // Model names repeat their brand: each distinct word once keeps the postings small.
    const fits = [...new Set(modelIds.map((id) => modelNames.get(id) ?? ''))].join(' ');
    const categoryText = row.category_ids
      .map((id) => categoryNames.get(id))
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
      brandText: [row.manufacturer ?? '', row.product_group ?? '', fits].join(' '),
      descriptionText: `${categoryText} ${row.short_description.replace(/<[^>]*>/g, ' ')}`,
    };
  });

  const positionCache = new Map<number, Promise<ReadonlyMap<number, number>>>();
  return {
    index: new SearchIndex(documents),
    maxCategoryId: categories.reduce((max, row) => Math.max(max, row.id), 0),
    maxOptionId: options.reduce((max, row) => Math.max(max, row.option_id), 0),
    categories: new Map(
      categories.map((row) => [
        row.id,
        {
          id: row.id,
          parentId: row.parent_id,
          path: row.path,
          level: row.level,
          name: row.name,
          position: row.position,
          includeInMenu: row.include_in_menu,
        },
      ]),
    ),
    options: new Map(
      options.map((row) => [
        row.option_id,
        {
          optionId: row.option_id,
          attributeCode: row.attribute_code,
          label: row.label,
          position: row.position,
        },
      ]),
    ),
    positions(categoryId) {
      let pending = positionCache.get(categoryId);
      if (!pending) {
        pending = db
          .selectFrom('category_product_index')
          .select(['product_id', 'position'])
          .where('category_id', '=', categoryId)
          .execute()
          .then((rows) => new Map(rows.map((row) => [row.product_id, row.position])));
        positionCache.set(categoryId, pending);
        pending.catch(() => positionCache.delete(categoryId));
      }
      return pending;
    },
  };
}
