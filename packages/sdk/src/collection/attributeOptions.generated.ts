import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `AttributeOptions` query, its fragments inlined. */
export const AttributeOptionsDocument = "query AttributeOptions($attributeCode: String!) {\n  customAttributeMetadataV2(\n    attributes: [{attribute_code: $attributeCode, entity_type: \"catalog_product\"}]\n  ) {\n    items {\n      code\n      label\n      options {\n        label\n        value\n        ... on AttributeOptionMetadata {\n          swatch {\n            value\n          }\n        }\n      }\n    }\n  }\n}" as TypedDocumentString<
  Types.AttributeOptionsQuery,
  Types.AttributeOptionsQueryVariables
>;
