import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CustomerOrders` query, its fragments inlined. */
export const CustomerOrdersDocument = "query CustomerOrders($currentPage: Int!, $pageSize: Int!) {\n  customer {\n    orders(\n      currentPage: $currentPage\n      pageSize: $pageSize\n      sort: {sort_field: CREATED_AT, sort_direction: DESC}\n    ) {\n      total_count\n      page_info {\n        current_page\n        page_size\n        total_pages\n      }\n      items {\n        ...OrderSummaryFields\n      }\n    }\n  }\n}\nfragment OrderSummaryFields on CustomerOrder {\n  number\n  order_date\n  status\n  total {\n    grand_total {\n      value\n      currency\n    }\n  }\n  items {\n    quantity_ordered\n  }\n  shipments {\n    number\n    wm_stage\n  }\n}" as TypedDocumentString<
  Types.CustomerOrdersQuery,
  Types.CustomerOrdersQueryVariables
>;
