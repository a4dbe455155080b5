import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `Route` query, its fragments inlined. */
export const RouteDocument = "query Route($url: String!) {\n  route(url: $url) {\n    __typename\n    redirect_code\n    relative_url\n    ... on CategoryTree {\n      uid\n      name\n      url_path\n      url_suffix\n    }\n    ... on ProductInterface {\n      uid\n      sku\n      url_key\n      url_suffix\n      url_rewrites {\n        url\n      }\n    }\n    ... on CmsPage {\n      identifier\n    }\n  }\n}" as TypedDocumentString<
  Types.RouteQuery,
  Types.RouteQueryVariables
>;
