import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CustomerDownloadableProducts` query, its fragments inlined. */
export const CustomerDownloadableProductsDocument = "query CustomerDownloadableProducts {\n  customerDownloadableProducts {\n    items {\n      date\n      download_url\n      order_increment_id\n      remaining_downloads\n      status\n      wm_link_uid\n      wm_link_title\n      wm_product_name\n      wm_expires_at\n    }\n  }\n}" as TypedDocumentString<
  Types.CustomerDownloadableProductsQuery,
  Types.CustomerDownloadableProductsQueryVariables
>;
