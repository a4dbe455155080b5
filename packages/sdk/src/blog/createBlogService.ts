import { isSdkError, SdkError } from '../errors/SdkError';
import { type BlogPostSummaryFieldsFragment } from '../generated/graphql';
import { BlogPostDocument } from './blogPost.generated';
import { BlogPostsDocument } from './blogPosts.generated';
import type { PageInfo } from '../catalog/mapProductList';
import type { Transport } from '../transport/createTransport';

/** A blog post as a list of posts shows it. */
export interface BlogPostSummary {
  id: string;
  slug: string;
  title: string;
  /** Short summary as plain text. */
  excerpt: string | null;
  author: string | null;
  /** Publication time (ISO 8601). */
  publishedAt: string | null;
  /** Address of the main image. */
  image: string | null;
  /** The post's page: `/aktuelt/{slug}` (spec §2). */
  url: string;
}

/** A blog post as its page shows it. */
export interface BlogPost extends BlogPostSummary {
  /** The body as HTML; empty when there is none. */
  content: string;
}

/** One page of blog posts, newest first. */
export interface BlogPostList {
  items: BlogPostSummary[];
  /** Published posts in all. */
  totalCount: number;
  pageInfo: PageInfo;
}

/** Options of {@link BlogService.getPosts}. */
export interface BlogPostListOptions {
  /** The page, starting at 1; 1 by default. */
  currentPage?: number;
  /** Posts per page; 10 by default (the API's default). */
  pageSize?: number;
}

/** The blog under `/aktuelt`. Failures throw {@link SdkError}; "not found" is `null`. */
export interface BlogService {
  /**
   * One page of posts, newest first.
   *
   * @throws {@link SdkError} `invalid-argument` for a page or page size below 1; otherwise when
   *   the request fails.
   */
  getPosts(options?: BlogPostListOptions): Promise<BlogPostList>;
  /**
   * The post with this slug; `null` when there is none (the API answers an unknown slug with a
   * `graphql-no-such-entity` error, which is read as "none").
   *
   * @throws {@link SdkError} when the request fails.
   */
  getPost(slug: string): Promise<BlogPost | null>;
}

const defaultPageSize = 10;

function mapSummary(data: BlogPostSummaryFieldsFragment): BlogPostSummary {
  return {
    id: data.id,
    slug: data.slug,
    title: data.title,
    excerpt: data.excerpt || null,
    author: data.author || null,
    publishedAt: data.published_at || null,
    image: data.image || null,
    url: `/aktuelt/${data.slug.split('/').map(encodeURIComponent).join('/')}`,
  };
}

function isNoSuchEntity(error: unknown): boolean {
  return (
    isSdkError(error, 'graphql') &&
    error.graphQLErrors.length > 0 &&
    error.graphQLErrors.every(({ category }) => category === 'graphql-no-such-entity')
  );
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new SdkError('invalid-argument', `${name} must be a whole number of at least 1`);
  }
  return value;
}

/**
 * Creates the blog service of one SDK instance (`sdk.blog`), over the shop's `WmBlogPosts` and
 * `WmBlogPost`.
 *
 * @example
 * ```ts
 * const { items, pageInfo } = await sdk.blog.getPosts({ currentPage: 2 });
 * const post = await sdk.blog.getPost('vaarklargjoring-av-traktoren');
 * ```
 */
export function createBlogService(transport: Transport): BlogService {
  return {
    async getPosts({ currentPage = 1, pageSize = defaultPageSize } = {}) {
      const requested = {
        currentPage: positiveInteger('currentPage', currentPage),
        pageSize: positiveInteger('pageSize', pageSize),
      };
      const { WmBlogPosts: posts } = await transport.request(BlogPostsDocument, requested);
      const totalCount = posts?.total_count ?? 0;
      const size = posts?.page_info?.page_size ?? requested.pageSize;
      return {
        items: (posts?.items ?? []).map(mapSummary),
        totalCount,
        pageInfo: {
          currentPage: posts?.page_info?.current_page ?? requested.currentPage,
          pageSize: size,
          totalPages: Math.max(1, posts?.page_info?.total_pages ?? Math.ceil(totalCount / size)),
        },
      };
    },
    async getPost(slug) {
      const trimmed = slug.trim().replace(/^\/+|\/+$/g, '');
      if (trimmed === '') return null;
      try {
        const { WmBlogPost: post } = await transport.request(BlogPostDocument, { slug: trimmed });
        return post ? { ...mapSummary(post), content: post.content ?? '' } : null;
      } catch (error) {
        if (isNoSuchEntity(error)) return null;
        throw error;
      }
    },
  };
}
