import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `BlogPost` query, its fragments inlined. */
export const BlogPostDocument = "query BlogPost($slug: String!) {\n  WmBlogPost(slug: $slug) {\n    ...BlogPostSummaryFields\n    content\n  }\n}\nfragment BlogPostSummaryFields on WmBlogPost {\n  id\n  slug\n  title\n  excerpt\n  author\n  published_at\n  image\n}" as TypedDocumentString<
  Types.BlogPostQuery,
  Types.BlogPostQueryVariables
>;
