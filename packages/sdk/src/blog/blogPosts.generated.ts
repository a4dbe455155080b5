import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `BlogPosts` query, its fragments inlined. */
export const BlogPostsDocument = "query BlogPosts($pageSize: Int!, $currentPage: Int!) {\n  WmBlogPosts(pageSize: $pageSize, currentPage: $currentPage) {\n    items {\n      ...BlogPostSummaryFields\n    }\n    total_count\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n  }\n}\nfragment BlogPostSummaryFields on WmBlogPost {\n  id\n  slug\n  title\n  excerpt\n  author\n  published_at\n  image\n}" as TypedDocumentString<
  Types.BlogPostsQuery,
  Types.BlogPostsQueryVariables
>;
