import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { BrandTable, FinderTable, ModelTable } from '../../db/tables.js';
import type { GraphQLContext } from '../context.js';
import { equalValues, idValues, type EqualFilter } from '../filterValues.js';
import { assertPageExists, validatePage } from '../paging.js';

/** The part finder's own limit: brands and models are loaded 300 at a time. */
const MAX_FINDER_PAGE_SIZE = 300;

interface FinderListArgs {
  pageSize?: number | null;
  currentPage?: number | null;
  filter?: Partial<Record<string, EqualFilter | null>> | null;
}

/** One finder list: its table, its id, and the filters its GraphQL input offers. */
interface FinderList {
  table: 'pf_finders' | 'pf_brands' | 'pf_models';
  idColumn: string;
  idFilters: readonly string[];
  defaultPageSize: number;
}

const FINDERS: FinderList = {
  table: 'pf_finders',
  idColumn: 'finder_id',
  idFilters: ['finder_id'],
  defaultPageSize: 100,
};
const BRANDS: FinderList = {
  table: 'pf_brands',
  idColumn: 'brand_id',
  idFilters: ['finder_id', 'brand_id'],
  defaultPageSize: 300,
};
const MODELS: FinderList = {
  table: 'pf_models',
  idColumn: 'model_id',
  idFilters: ['brand_id', 'model_id'],
  defaultPageSize: 300,
};

/**
 * One page of a finder list sorted by name, and the total, so a client can load page 1 and then
 * every other page at once.
 */
async function finderPage<Row>(list: FinderList, args: FinderListArgs, context: GraphQLContext) {
  const page = validatePage(args.pageSize, args.currentPage, {
    pageSize: list.defaultPageSize,
    currentPage: 1,
    maxPageSize: MAX_FINDER_PAGE_SIZE,
  });
  const conditions: RawBuilder<unknown>[] = [sql`true`];
  for (const column of list.idFilters) {
    const ids = idValues(args.filter?.[column]);
    if (ids)
      conditions.push(ids.length ? sql`${sql.ref(column)} IN (${sql.join(ids)})` : sql`false`);
  }
  const slugs = equalValues(args.filter?.slug);
  if (slugs) conditions.push(slugs.length ? sql`slug IN (${sql.join(slugs)})` : sql`false`);
  const where = sql.join(conditions, sql` AND `);

  const [items, count] = await Promise.all([
    sql<Row>`SELECT * FROM ${sql.table(list.table)} WHERE ${where}
      ORDER BY name, ${sql.ref(list.idColumn)}
      LIMIT ${page.pageSize} OFFSET ${(page.currentPage - 1) * page.pageSize}`.execute(context.db),
    sql<{ count: number }>`SELECT count(*)::int AS count FROM ${sql.table(list.table)}
      WHERE ${where}`.execute(context.db),
  ]);
  const totalCount = count.rows[0]?.count ?? 0;
  assertPageExists(page, totalCount);
  return { items: items.rows, total_count: totalCount };
}

export const partFinderResolvers = {
  Query: {
    WmPartFinderFinders: (_root: unknown, args: FinderListArgs, context: GraphQLContext) =>
      finderPage<Selectable<FinderTable>>(FINDERS, args, context),
    WmPartFinderBrands: (_root: unknown, args: FinderListArgs, context: GraphQLContext) =>
      finderPage<Selectable<BrandTable>>(BRANDS, args, context),
    WmPartFinderModels: (_root: unknown, args: FinderListArgs, context: GraphQLContext) =>
      finderPage<Selectable<ModelTable>>(MODELS, args, context),
  },
};
