import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `SpecificationLabels` query, its fragments inlined. */
export const SpecificationLabelsDocument = "query SpecificationLabels {\n  attributesList(\n    entityType: CATALOG_PRODUCT\n    filters: {is_visible_on_front: true}\n  ) {\n    items {\n      code\n      label\n    }\n  }\n}" as TypedDocumentString<
  Types.SpecificationLabelsQuery,
  Types.SpecificationLabelsQueryVariables
>;
