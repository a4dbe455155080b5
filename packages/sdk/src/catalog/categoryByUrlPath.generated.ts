import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CategoryByUrlPath` query, its fragments inlined. */
export const CategoryByUrlPathDocument = "query CategoryByUrlPath($urlPath: String!) {\n  categories(filters: {url_path: {eq: $urlPath}}, pageSize: 1) {\n    items {\n      ...CategoryPageFields\n    }\n  }\n}\nfragment CategoryPageFields on CategoryTree {\n  uid\n  name\n  url_path\n  url_suffix\n  description\n  meta_title\n  meta_description\n  display_mode\n  product_count\n  breadcrumbs {\n    category_uid\n    category_name\n    category_url_path\n  }\n  cms_block {\n    identifier\n    title\n    content\n  }\n  children {\n    uid\n    name\n    position\n    url_path\n    url_suffix\n    product_count\n  }\n}" as TypedDocumentString<
  Types.CategoryByUrlPathQuery,
  Types.CategoryByUrlPathQueryVariables
>;
