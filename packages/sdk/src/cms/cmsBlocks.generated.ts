import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CmsBlocks` query, its fragments inlined. */
export const CmsBlocksDocument = "query CmsBlocks($identifiers: [String!]!) {\n  cmsBlocks(identifiers: $identifiers) {\n    items {\n      identifier\n      title\n      content\n    }\n  }\n}" as TypedDocumentString<
  Types.CmsBlocksQuery,
  Types.CmsBlocksQueryVariables
>;
