import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `Route` query, its fragments inlined. */
export const RouteDocument = "query Route($url: String!) {\n  route(url: $url) {\n    __typename\n    redirect_code\n    relative_url\n    ... on CategoryTree {\n      ...CategoryPageFields\n    }\n    ... on ProductInterface {\n      uid\n      sku\n      url_key\n      url_suffix\n      url_rewrites {\n        url\n      }\n    }\n    ... on CmsPage {\n      identifier\n    }\n  }\n}\nfragment CategoryPageFields on CategoryTree {\n  uid\n  name\n  url_path\n  url_suffix\n  description\n  meta_title\n  meta_description\n  display_mode\n  product_count\n  breadcrumbs {\n    category_uid\n    category_name\n    category_url_path\n  }\n  cms_block {\n    identifier\n    title\n    content\n  }\n  children {\n    uid\n    name\n    position\n    url_path\n    url_suffix\n    product_count\n  }\n}" as TypedDocumentString<
  Types.RouteQuery,
  Types.RouteQueryVariables
>;
