import type { GraphQLContext } from '../context.js';
import { assertPageExists, validatePage } from '../paging.js';

/** The part finder's own limit: brands and models are loaded 300 at a time. */
const MAX_FINDER_PAGE_SIZE = 300;

interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}
interface FinderArgs<F extends string> {
  pageSize?: number | null;
  currentPage?: number | null;
  filter?: Partial<Record<F | 'slug', EqualFilter | null>> | null;
}

const values = (filter: EqualFilter | null | undefined): string[] | null =>
  filter && (filter.eq != null || filter.in != null)
    ? filter.eq != null
      ? [filter.eq]
      : (filter.in ?? []).filter((value): value is string => value !== null)
    : null;

const ids = (filter: EqualFilter | null | undefined) =>
  values(filter)
    ?.filter((value) => /^\d{1,9}$/.test(value))
    .map(Number) ?? null;

/**
 * One page of a finder list sorted by name, and the total, so a client can load page 1 and then
 * every other page at once.
 */
async function finderPage<Row>(
  args: FinderArgs<string>,
  defaultPageSize: number,
  load: (page: { limit: number; offset: number }) => Promise<{ items: Row[]; totalCount: number }>,
) {
  const page = validatePage(args.pageSize, args.currentPage, {
    pageSize: defaultPageSize,
    currentPage: 1,
    maxPageSize: MAX_FINDER_PAGE_SIZE,
  });
  const { items, totalCount } = await load({
    limit: page.pageSize,
    offset: (page.currentPage - 1) * page.pageSize,
  });
  assertPageExists(page, totalCount);
  return { items, total_count: totalCount };
}

export const partFinderResolvers = {
  Query: {
    WmPartFinderFinders: (_root: unknown, args: FinderArgs<never>, context: GraphQLContext) =>
      finderPage(args, 100, async ({ limit, offset }) => {
        let query = context.db.selectFrom('pf_finders');
        const slugs = values(args.filter?.slug);
        if (slugs) query = query.where('slug', 'in', slugs.length ? slugs : ['']);
        const [items, count] = await Promise.all([
          query
            .selectAll()
            .orderBy('name')
            .orderBy('finder_id')
            .limit(limit)
            .offset(offset)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        ]);
        return { items, totalCount: Number(count.count) };
      }),
    WmPartFinderBrands: (_root: unknown, args: FinderArgs<'finder_id'>, context: GraphQLContext) =>
      finderPage(args, 300, async ({ limit, offset }) => {
        let query = context.db.selectFrom('pf_brands');
        const finderIds = ids(args.filter?.finder_id);
        if (finderIds) query = query.where('finder_id', 'in', finderIds.length ? finderIds : [-1]);
        const slugs = values(args.filter?.slug);
        if (slugs) query = query.where('slug', 'in', slugs.length ? slugs : ['']);
        const [items, count] = await Promise.all([
          query
            .selectAll()
            .orderBy('name')
            .orderBy('brand_id')
            .limit(limit)
            .offset(offset)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        ]);
        return { items, totalCount: Number(count.count) };
      }),
    WmPartFinderModels: (_root: unknown, args: FinderArgs<'brand_id'>, context: GraphQLContext) =>
      finderPage(args, 300, async ({ limit, offset }) => {
        let query = context.db.selectFrom('pf_models');
        const brandIds = ids(args.filter?.brand_id);
        if (brandIds) query = query.where('brand_id', 'in', brandIds.length ? brandIds : [-1]);
        const slugs = values(args.filter?.slug);
        if (slugs) query = query.where('slug', 'in', slugs.length ? slugs : ['']);
        const [items, count] = await Promise.all([
          query
            .selectAll()
            .orderBy('name')
            .orderBy('model_id')
            .limit(limit)
            .offset(offset)
            .execute(),
          query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
        ]);
        return { items, totalCount: Number(count.count) };
      }),
  },
};
