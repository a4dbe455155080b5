import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `CustomerRequisitionLists` query, its fragments inlined. */
export const CustomerRequisitionListsDocument = "query CustomerRequisitionLists($currentPage: Int, $pageSize: Int) {\n  customer {\n    requisition_lists(currentPage: $currentPage, pageSize: $pageSize) {\n      total_count\n      items {\n        ...RequisitionListSummaryFields\n      }\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}" as TypedDocumentString<
  Types.CustomerRequisitionListsQuery,
  Types.CustomerRequisitionListsQueryVariables
>;

/** The `CustomerRequisitionList` query, its fragments inlined. */
export const CustomerRequisitionListDocument = "query CustomerRequisitionList($uid: String!, $currentPage: Int, $pageSize: Int) {\n  customer {\n    requisition_lists(filter: {uids: {eq: $uid}}, pageSize: 1) {\n      items {\n        ...RequisitionListSummaryFields\n        items(currentPage: $currentPage, pageSize: $pageSize) {\n          total_pages\n          items {\n            ...RequisitionListItemFields\n          }\n        }\n      }\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}\nfragment RequisitionListItemFields on RequisitionListItemInterface {\n  uid\n  quantity\n  wm_sku\n  product {\n    ...RequisitionListProductFields\n  }\n}\nfragment RequisitionListProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.CustomerRequisitionListQuery,
  Types.CustomerRequisitionListQueryVariables
>;

/** The `CreateRequisitionList` mutation, its fragments inlined. */
export const CreateRequisitionListDocument = "mutation CreateRequisitionList($input: CreateRequisitionListInput!) {\n  createRequisitionList(input: $input) {\n    requisition_list {\n      ...RequisitionListSummaryFields\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}" as TypedDocumentString<
  Types.CreateRequisitionListMutation,
  Types.CreateRequisitionListMutationVariables
>;

/** The `UpdateRequisitionList` mutation, its fragments inlined. */
export const UpdateRequisitionListDocument = "mutation UpdateRequisitionList($uid: ID!, $input: UpdateRequisitionListInput!) {\n  updateRequisitionList(requisitionListUid: $uid, input: $input) {\n    requisition_list {\n      ...RequisitionListSummaryFields\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}" as TypedDocumentString<
  Types.UpdateRequisitionListMutation,
  Types.UpdateRequisitionListMutationVariables
>;

/** The `DeleteRequisitionList` mutation, its fragments inlined. */
export const DeleteRequisitionListDocument = "mutation DeleteRequisitionList($uid: ID!) {\n  deleteRequisitionList(requisitionListUid: $uid) {\n    status\n  }\n}" as TypedDocumentString<
  Types.DeleteRequisitionListMutation,
  Types.DeleteRequisitionListMutationVariables
>;

/** The `AddProductsToRequisitionList` mutation, its fragments inlined. */
export const AddProductsToRequisitionListDocument = "mutation AddProductsToRequisitionList($uid: ID!, $items: [RequisitionListItemsInput!]!) {\n  addProductsToRequisitionList(\n    requisitionListUid: $uid\n    requisitionListItems: $items\n  ) {\n    requisition_list {\n      ...RequisitionListSummaryFields\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}" as TypedDocumentString<
  Types.AddProductsToRequisitionListMutation,
  Types.AddProductsToRequisitionListMutationVariables
>;

/** The `UpdateRequisitionListItems` mutation, its fragments inlined. */
export const UpdateRequisitionListItemsDocument = "mutation UpdateRequisitionListItems($uid: ID!, $items: [UpdateRequisitionListItemsInput!]!) {\n  updateRequisitionListItems(\n    requisitionListUid: $uid\n    requisitionListItems: $items\n  ) {\n    requisition_list {\n      ...RequisitionListSummaryFields\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}" as TypedDocumentString<
  Types.UpdateRequisitionListItemsMutation,
  Types.UpdateRequisitionListItemsMutationVariables
>;

/** The `DeleteRequisitionListItems` mutation, its fragments inlined. */
export const DeleteRequisitionListItemsDocument = "mutation DeleteRequisitionListItems($uid: ID!, $itemUids: [ID!]!) {\n  deleteRequisitionListItems(\n    requisitionListUid: $uid\n    requisitionListItemUids: $itemUids\n  ) {\n    requisition_list {\n      ...RequisitionListSummaryFields\n    }\n  }\n}\nfragment RequisitionListSummaryFields on RequisitionList {\n  uid\n  name\n  description\n  items_count\n  updated_at\n  wm_share_token\n}" as TypedDocumentString<
  Types.DeleteRequisitionListItemsMutation,
  Types.DeleteRequisitionListItemsMutationVariables
>;

/** The `AddRequisitionListItemsToCart` mutation, its fragments inlined. */
export const AddRequisitionListItemsToCartDocument = "mutation AddRequisitionListItemsToCart($uid: ID!, $itemUids: [ID!]) {\n  addRequisitionListItemsToCart(\n    requisitionListUid: $uid\n    requisitionListItemUids: $itemUids\n  ) {\n    status\n    add_requisition_list_items_to_cart_user_errors {\n      message\n      type\n      wm_sku\n    }\n    cart {\n      ...CartFields\n    }\n  }\n}\nfragment CartFields on Cart {\n  id\n  total_quantity\n  applied_coupons {\n    code\n  }\n  items {\n    __typename\n    uid\n    quantity\n    is_available\n    not_available_message\n    errors {\n      code\n      message\n      wm_available_quantity\n    }\n    product {\n      __typename\n      sku\n      uid\n      name\n      url_key\n      url_suffix\n      stock_status\n      only_x_left_in_stock\n      thumbnail {\n        url\n        label\n      }\n      ...ListingAttributeFields\n    }\n    prices {\n      price {\n        value\n      }\n      price_including_tax {\n        value\n      }\n      row_total {\n        value\n      }\n      row_total_including_tax {\n        value\n      }\n      total_item_discount {\n        value\n      }\n    }\n    ... on SimpleCartItem {\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on VirtualCartItem {\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on DownloadableCartItem {\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on ConfigurableCartItem {\n      configured_variant {\n        sku\n        uid\n        name\n        thumbnail {\n          url\n          label\n        }\n      }\n      configurable_options {\n        option_label\n        value_label\n      }\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        uid\n        id\n        label\n        values {\n          id\n          label\n          quantity\n        }\n      }\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n    }\n    subtotal_excluding_tax {\n      value\n    }\n    grand_total {\n      value\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n  }\n  available_payment_methods {\n    code\n    title\n  }\n  wm_customer_order_fields {\n    customer_ref\n    customer_order_no\n  }\n}\nfragment ListingAttributeFields on ProductInterface {\n  listing_attributes: custom_attributesV2(\n    filters: {used_in_product_listing: true, is_searchable: true}\n  ) {\n    items {\n      code\n      ... on AttributeValue {\n        value\n      }\n    }\n  }\n}\nfragment SelectedCustomOptionFields on SelectedCustomizableOption {\n  customizable_option_uid\n  label\n  values {\n    value\n    label\n    price {\n      value\n      type\n    }\n  }\n}" as TypedDocumentString<
  Types.AddRequisitionListItemsToCartMutation,
  Types.AddRequisitionListItemsToCartMutationVariables
>;

/** The `ShareRequisitionList` mutation, its fragments inlined. */
export const ShareRequisitionListDocument = "mutation ShareRequisitionList($uid: ID!) {\n  wmShareRequisitionList(requisitionListUid: $uid) {\n    token\n  }\n}" as TypedDocumentString<
  Types.ShareRequisitionListMutation,
  Types.ShareRequisitionListMutationVariables
>;

/** The `SharedRequisitionList` query, its fragments inlined. */
export const SharedRequisitionListDocument = "query SharedRequisitionList($token: String!, $currentPage: Int, $pageSize: Int) {\n  wmSharedRequisitionList(token: $token) {\n    name\n    description\n    items_count\n    updated_at\n    items(currentPage: $currentPage, pageSize: $pageSize) {\n      total_pages\n      items {\n        ...RequisitionListItemFields\n      }\n    }\n  }\n}\nfragment RequisitionListItemFields on RequisitionListItemInterface {\n  uid\n  quantity\n  wm_sku\n  product {\n    ...RequisitionListProductFields\n  }\n}\nfragment RequisitionListProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.SharedRequisitionListQuery,
  Types.SharedRequisitionListQueryVariables
>;

/** The `AddSharedRequisitionListToCart` mutation, its fragments inlined. */
export const AddSharedRequisitionListToCartDocument = "mutation AddSharedRequisitionListToCart($token: String!) {\n  wmAddSharedRequisitionListToCart(token: $token) {\n    status\n    add_requisition_list_items_to_cart_user_errors {\n      message\n      type\n      wm_sku\n    }\n    cart {\n      ...CartFields\n    }\n  }\n}\nfragment CartFields on Cart {\n  id\n  total_quantity\n  applied_coupons {\n    code\n  }\n  items {\n    __typename\n    uid\n    quantity\n    is_available\n    not_available_message\n    errors {\n      code\n      message\n      wm_available_quantity\n    }\n    product {\n      __typename\n      sku\n      uid\n      name\n      url_key\n      url_suffix\n      stock_status\n      only_x_left_in_stock\n      thumbnail {\n        url\n        label\n      }\n      ...ListingAttributeFields\n    }\n    prices {\n      price {\n        value\n      }\n      price_including_tax {\n        value\n      }\n      row_total {\n        value\n      }\n      row_total_including_tax {\n        value\n      }\n      total_item_discount {\n        value\n      }\n    }\n    ... on SimpleCartItem {\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on VirtualCartItem {\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on DownloadableCartItem {\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on ConfigurableCartItem {\n      configured_variant {\n        sku\n        uid\n        name\n        thumbnail {\n          url\n          label\n        }\n      }\n      configurable_options {\n        option_label\n        value_label\n      }\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n    ... on BundleCartItem {\n      bundle_options {\n        uid\n        id\n        label\n        values {\n          id\n          label\n          quantity\n        }\n      }\n      customizable_options {\n        ...SelectedCustomOptionFields\n      }\n    }\n  }\n  prices {\n    subtotal_including_tax {\n      value\n    }\n    subtotal_excluding_tax {\n      value\n    }\n    grand_total {\n      value\n    }\n    applied_taxes {\n      label\n      amount {\n        value\n      }\n    }\n    discounts {\n      label\n      amount {\n        value\n      }\n    }\n  }\n  available_payment_methods {\n    code\n    title\n  }\n  wm_customer_order_fields {\n    customer_ref\n    customer_order_no\n  }\n}\nfragment ListingAttributeFields on ProductInterface {\n  listing_attributes: custom_attributesV2(\n    filters: {used_in_product_listing: true, is_searchable: true}\n  ) {\n    items {\n      code\n      ... on AttributeValue {\n        value\n      }\n    }\n  }\n}\nfragment SelectedCustomOptionFields on SelectedCustomizableOption {\n  customizable_option_uid\n  label\n  values {\n    value\n    label\n    price {\n      value\n      type\n    }\n  }\n}" as TypedDocumentString<
  Types.AddSharedRequisitionListToCartMutation,
  Types.AddSharedRequisitionListToCartMutationVariables
>;
