import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `PartFinderFittingSkus` query, its fragments inlined. */
export const PartFinderFittingSkusDocument = "query PartFinderFittingSkus($skus: [String!]!, $modelId: String!, $pageSize: Int!) {\n  products(\n    filter: {sku: {in: $skus}, wm_pf_model_id: {eq: $modelId}}\n    pageSize: $pageSize\n  ) {\n    items {\n      sku\n    }\n  }\n}" as TypedDocumentString<
  Types.PartFinderFittingSkusQuery,
  Types.PartFinderFittingSkusQueryVariables
>;

/** The `PartFinderFitments` query, its fragments inlined. */
export const PartFinderFitmentsDocument = "query PartFinderFitments($skus: [String!]!, $pageSize: Int!) {\n  products(filter: {sku: {in: $skus}}, pageSize: $pageSize) {\n    items {\n      sku\n      wm_universal_fit\n      wm_pf_fitments {\n        model {\n          id\n        }\n      }\n    }\n  }\n}" as TypedDocumentString<
  Types.PartFinderFitmentsQuery,
  Types.PartFinderFitmentsQueryVariables
>;
