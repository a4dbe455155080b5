import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `SitemapProducts` query, its fragments inlined. */
export const SitemapProductsDocument = "query SitemapProducts($pageSize: Int!, $currentPage: Int!) {\n  products(\n    filter: {price: {from: \"0\"}}\n    pageSize: $pageSize\n    currentPage: $currentPage\n    sort: {name: ASC}\n  ) {\n    items {\n      sku\n      url_key\n      url_suffix\n      url_rewrites {\n        url\n      }\n      updated_at\n    }\n    total_count\n    page_info {\n      total_pages\n    }\n  }\n}" as TypedDocumentString<
  Types.SitemapProductsQuery,
  Types.SitemapProductsQueryVariables
>;
