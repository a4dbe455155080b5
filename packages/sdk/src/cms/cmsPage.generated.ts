import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CmsPage` query, its fragments inlined. */
export const CmsPageDocument = "query CmsPage($identifier: String!) {\n  cmsPage(identifier: $identifier) {\n    identifier\n    url_key\n    title\n    content\n    content_heading\n    page_layout\n    meta_title\n    meta_description\n    meta_keywords\n  }\n}" as TypedDocumentString<
  Types.CmsPageQuery,
  Types.CmsPageQueryVariables
>;
