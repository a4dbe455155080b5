import type { Selectable } from 'kysely';
import type { BlogPostTable, CmsPageTable, MegaMenuItemTable } from '../../db/tables.js';
import type { GraphQLContext } from '../context.js';
import type { MegaMenuLinkTypeEnum } from '../generated/schemaTypes.js';
import { inputError, noSuchEntityError } from '../errors.js';
import { assertPageExists, pageInfo, validatePage } from '../paging.js';

export type CmsPageRow = Selectable<CmsPageTable>;
export type BlogPostRow = Selectable<BlogPostTable>;
type MenuRow = Selectable<MegaMenuItemTable>;
export type MenuNode = MenuRow & { children: MenuNode[] };

const MAX_BLOCK_IDENTIFIERS = 50;
const MAIN_MENU = 'main';

/** CMS pages and blocks, the mega menu and the blog. */
export const contentResolvers = {
  Query: {
    cmsPage: async (
      _root: unknown,
      args: { id?: number | null; identifier?: string | null },
      context: GraphQLContext,
    ) => {
      if (args.identifier == null && args.id == null) {
        throw inputError('Page id/identifier should be specified');
      }
      let query = context.db.selectFrom('cms_pages').selectAll().where('is_active', '=', true);
      query =
        args.identifier != null
          ? query.where('identifier', '=', args.identifier)
          : query.where('page_id', '=', args.id!);
      const page = await query.executeTakeFirst();
      if (!page) {
        throw noSuchEntityError(
          `The CMS page with the "${args.identifier ?? args.id}" ID doesn't exist.`,
        );
      }
      return page;
    },
    cmsBlocks: async (
      _root: unknown,
      args: { identifiers?: (string | null)[] | null },
      context: GraphQLContext,
    ) => {
      const identifiers = (args.identifiers ?? []).filter((id): id is string => id !== null);
      if (identifiers.length === 0)
        throw inputError('"identifiers" of CMS blocks should be specified');
      if (identifiers.length > MAX_BLOCK_IDENTIFIERS) {
        throw inputError(`At most ${MAX_BLOCK_IDENTIFIERS} CMS blocks can be read at once.`);
      }
      const blocks = await context.db
        .selectFrom('cms_blocks')
        .select(['identifier', 'title', 'content'])
        .where('identifier', 'in', identifiers)
        .where('is_active', '=', true)
        .execute();
      const byId = new Map(blocks.map((block) => [block.identifier, block]));
      const missing = identifiers.find((id) => !byId.has(id));
      if (missing !== undefined) {
        throw noSuchEntityError(`The CMS block with the "${missing}" ID doesn't exist.`);
      }
      return { items: identifiers.map((id) => byId.get(id)!) };
    },
    megaMenuItems: async (
      _root: unknown,
      args: { identifier?: string | null },
      context: GraphQLContext,
    ) => {
      // The shop has one menu, `main`; no identifier means that one.
      if (args.identifier != null && args.identifier !== MAIN_MENU) {
        throw noSuchEntityError(`The menu "${args.identifier}" doesn't exist.`);
      }
      const rows = await context.db
        .selectFrom('mega_menu_items')
        .selectAll()
        .orderBy('position')
        .orderBy('id')
        .execute();
      const children = new Map<number | null, MenuRow[]>();
      for (const row of rows) {
        const siblings = children.get(row.parent_id) ?? [];
        siblings.push(row);
        children.set(row.parent_id, siblings);
      }
      const build = (row: MenuRow): MenuNode => ({
        ...row,
        children: (children.get(row.id) ?? []).map(build),
      });
      return (children.get(null) ?? []).map(build);
    },
    WmBlogPosts: async (
      _root: unknown,
      args: { pageSize?: number | null; currentPage?: number | null },
      context: GraphQLContext,
    ) => {
      const page = validatePage(args.pageSize, args.currentPage, {
        pageSize: 10,
        currentPage: 1,
        maxPageSize: 100,
      });
      const [items, count] = await Promise.all([
        context.db
          .selectFrom('blog_posts')
          .selectAll()
          .orderBy('published_at', 'desc')
          .orderBy('id', 'desc')
          .limit(page.pageSize)
          .offset((page.currentPage - 1) * page.pageSize)
          .execute(),
        context.db
          .selectFrom('blog_posts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const totalCount = Number(count.count);
      assertPageExists(page, totalCount);
      return { items, total_count: totalCount, page_info: pageInfo(page, totalCount) };
    },
    WmBlogPost: async (_root: unknown, args: { slug: string }, context: GraphQLContext) => {
      const post = await context.db
        .selectFrom('blog_posts')
        .selectAll()
        .where('slug', '=', args.slug)
        .executeTakeFirst();
      if (!post) throw noSuchEntityError(`The blog post "${args.slug}" doesn't exist.`);
      return post;
    },
  },
  CmsPage: {
    url_key: (page: CmsPageRow) => page.identifier,
    relative_url: (page: CmsPageRow) => page.identifier,
    redirect_code: () => 0,
    type: () => 'CMS_PAGE' as const,
  },
  MegaMenuItem: {
    uid: (item: MenuNode) => String(item.id),
    link_type: (item: MenuNode) => item.link_type.toUpperCase() as MegaMenuLinkTypeEnum,
  },
  WmBlogPost: {
    published_at: (post: { published_at: Date | string }) =>
      new Date(post.published_at).toISOString(),
    image: (post: { image: string }, _args: unknown, context: GraphQLContext) =>
      `${context.publicUrl}/media${post.image}`,
  },
};
