import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { loadSearchRows, searchDocuments } from './searchDocuments.js';
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
  const [rows, categoryRows, optionRows] = await Promise.all([
    loadSearchRows(db),
    db
      .selectFrom('categories')
      .select(['id', 'parent_id', 'path', 'level', 'name', 'position', 'include_in_menu'])
      .execute(),
    db
      .selectFrom('attribute_options')
      .select(['option_id', 'attribute_code', 'label', 'position'])
      .execute(),
  ]);
  const categories = new Map(
    categoryRows.map((row) => [
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
  );
  const options = new Map(
    optionRows.map((row) => [
      row.option_id,
      {
        optionId: row.option_id,
        attributeCode: row.attribute_code,
        label: row.label,
        position: row.position,
      },
    ]),
  );
  return {
    index: new SearchIndex(searchDocuments(rows, categories)),
    maxCategoryId: categoryRows.reduce((max, row) => Math.max(max, row.id), 0),
    maxOptionId: optionRows.reduce((max, row) => Math.max(max, row.option_id), 0),
    categories,
    options,
    positions: categoryPositions(db),
  };
}

/**
 * The products' positions in a category (read when a search is sorted by position in one), each
 * category read once; a failed read is forgotten, so the next asks again.
 */
function categoryPositions(
  db: Kysely<Database>,
): (categoryId: number) => Promise<ReadonlyMap<number, number>> {
  const cache = new Map<number, Promise<ReadonlyMap<number, number>>>();
  return (categoryId) => {
    let pending = cache.get(categoryId);
    if (!pending) {
      pending = db
        .selectFrom('category_product_index')
        .select(['product_id', 'position'])
        .where('category_id', '=', categoryId)
        .execute()
        .then((rows) => new Map(rows.map((row) => [row.product_id, row.position])));
      cache.set(categoryId, pending);
      pending.catch(() => cache.delete(categoryId));
    }
    return pending;
  };
}
