import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `GuestWishlist` query, its fragments inlined. */
export const GuestWishlistDocument = "query GuestWishlist($sharingCode: String!, $currentPage: Int, $pageSize: Int) {\n  WmWishlist(\n    sharing_code: $sharingCode\n    currentPage: $currentPage\n    pageSize: $pageSize\n  ) {\n    ...GuestWishlistListFields\n  }\n}\nfragment GuestWishlistListFields on WmGuestWishlist {\n  id\n  items_count\n  sharing_code\n  items {\n    id\n    quantity\n    description\n    added_at\n    product {\n      ...WishlistProductFields\n    }\n    configured_variant {\n      sku\n    }\n  }\n  page_info {\n    current_page\n    page_size\n    total_pages\n  }\n}\nfragment WishlistProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.GuestWishlistQuery,
  Types.GuestWishlistQueryVariables
>;

/** The `CreateGuestWishlist` mutation, its fragments inlined. */
export const CreateGuestWishlistDocument = "mutation CreateGuestWishlist {\n  WmWishlistCreate {\n    sharing_code\n  }\n}" as TypedDocumentString<
  Types.CreateGuestWishlistMutation,
  Types.CreateGuestWishlistMutationVariables
>;

/** The `AddToGuestWishlist` mutation, its fragments inlined. */
export const AddToGuestWishlistDocument = "mutation AddToGuestWishlist($sharingCode: String!, $items: [WmWishlistItemInput!]!) {\n  WmWishlistAddItems(sharing_code: $sharingCode, items: $items) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      ...GuestWishlistListFields\n    }\n  }\n}\nfragment GuestWishlistListFields on WmGuestWishlist {\n  id\n  items_count\n  sharing_code\n  items {\n    id\n    quantity\n    description\n    added_at\n    product {\n      ...WishlistProductFields\n    }\n    configured_variant {\n      sku\n    }\n  }\n  page_info {\n    current_page\n    page_size\n    total_pages\n  }\n}\nfragment WishlistProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.AddToGuestWishlistMutation,
  Types.AddToGuestWishlistMutationVariables
>;

/** The `RemoveFromGuestWishlist` mutation, its fragments inlined. */
export const RemoveFromGuestWishlistDocument = "mutation RemoveFromGuestWishlist($sharingCode: String!, $itemIds: [ID!]!) {\n  WmWishlistRemoveItems(sharing_code: $sharingCode, item_ids: $itemIds) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      ...GuestWishlistListFields\n    }\n  }\n}\nfragment GuestWishlistListFields on WmGuestWishlist {\n  id\n  items_count\n  sharing_code\n  items {\n    id\n    quantity\n    description\n    added_at\n    product {\n      ...WishlistProductFields\n    }\n    configured_variant {\n      sku\n    }\n  }\n  page_info {\n    current_page\n    page_size\n    total_pages\n  }\n}\nfragment WishlistProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.RemoveFromGuestWishlistMutation,
  Types.RemoveFromGuestWishlistMutationVariables
>;

/** The `CustomerWishlist` query, its fragments inlined. */
export const CustomerWishlistDocument = "query CustomerWishlist($currentPage: Int, $pageSize: Int) {\n  customer {\n    wishlists {\n      ...CustomerWishlistListFields\n    }\n  }\n}\nfragment CustomerWishlistListFields on Wishlist {\n  id\n  items_count\n  sharing_code\n  items_v2(currentPage: $currentPage, pageSize: $pageSize) {\n    items {\n      __typename\n      id\n      quantity\n      description\n      added_at\n      product {\n        ...WishlistProductFields\n      }\n      ... on ConfigurableWishlistItem {\n        configured_variant {\n          sku\n        }\n      }\n      ... on BundleWishlistItem {\n        bundle_options {\n          label\n          values {\n            label\n            quantity\n          }\n        }\n      }\n    }\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n  }\n}\nfragment WishlistProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.CustomerWishlistQuery,
  Types.CustomerWishlistQueryVariables
>;

/** The `AddToCustomerWishlist` mutation, its fragments inlined. */
export const AddToCustomerWishlistDocument = "mutation AddToCustomerWishlist($wishlistId: ID!, $items: [WishlistItemInput!]!, $currentPage: Int, $pageSize: Int) {\n  addProductsToWishlist(wishlistId: $wishlistId, wishlistItems: $items) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      ...CustomerWishlistListFields\n    }\n  }\n}\nfragment CustomerWishlistListFields on Wishlist {\n  id\n  items_count\n  sharing_code\n  items_v2(currentPage: $currentPage, pageSize: $pageSize) {\n    items {\n      __typename\n      id\n      quantity\n      description\n      added_at\n      product {\n        ...WishlistProductFields\n      }\n      ... on ConfigurableWishlistItem {\n        configured_variant {\n          sku\n        }\n      }\n      ... on BundleWishlistItem {\n        bundle_options {\n          label\n          values {\n            label\n            quantity\n          }\n        }\n      }\n    }\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n  }\n}\nfragment WishlistProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.AddToCustomerWishlistMutation,
  Types.AddToCustomerWishlistMutationVariables
>;

/** The `RemoveFromCustomerWishlist` mutation, its fragments inlined. */
export const RemoveFromCustomerWishlistDocument = "mutation RemoveFromCustomerWishlist($wishlistId: ID!, $itemIds: [ID!]!, $currentPage: Int, $pageSize: Int) {\n  removeProductsFromWishlist(wishlistId: $wishlistId, wishlistItemsIds: $itemIds) {\n    user_errors {\n      code\n      message\n    }\n    wishlist {\n      ...CustomerWishlistListFields\n    }\n  }\n}\nfragment CustomerWishlistListFields on Wishlist {\n  id\n  items_count\n  sharing_code\n  items_v2(currentPage: $currentPage, pageSize: $pageSize) {\n    items {\n      __typename\n      id\n      quantity\n      description\n      added_at\n      product {\n        ...WishlistProductFields\n      }\n      ... on ConfigurableWishlistItem {\n        configured_variant {\n          sku\n        }\n      }\n      ... on BundleWishlistItem {\n        bundle_options {\n          label\n          values {\n            label\n            quantity\n          }\n        }\n      }\n    }\n    page_info {\n      current_page\n      page_size\n      total_pages\n    }\n  }\n}\nfragment WishlistProductFields on ProductInterface {\n  __typename\n  uid\n  sku\n  name\n  url_key\n  url_suffix\n  stock_status\n  only_x_left_in_stock\n  price_range {\n    ...PriceRangeFields\n  }\n  thumbnail {\n    url\n    label\n  }\n}\nfragment PriceRangeFields on PriceRange {\n  minimum_price {\n    ...ProductPriceFields\n  }\n  maximum_price {\n    ...ProductPriceFields\n  }\n}\nfragment ProductPriceFields on ProductPrice {\n  regular_price {\n    value\n    currency\n  }\n  final_price {\n    value\n    currency\n  }\n}" as TypedDocumentString<
  Types.RemoveFromCustomerWishlistMutation,
  Types.RemoveFromCustomerWishlistMutationVariables
>;

/** The `MergeGuestWishlist` mutation, its fragments inlined. */
export const MergeGuestWishlistDocument = "mutation MergeGuestWishlist($sharingCode: String!) {\n  WmMergeWishlist(sharing_code: $sharingCode) {\n    user_errors {\n      code\n      message\n    }\n  }\n}" as TypedDocumentString<
  Types.MergeGuestWishlistMutation,
  Types.MergeGuestWishlistMutationVariables
>;

/** The `GuestWishlistCount` query, its fragments inlined. */
export const GuestWishlistCountDocument = "query GuestWishlistCount($sharingCode: String!) {\n  WmWishlistItemsCount(sharing_code: $sharingCode)\n}" as TypedDocumentString<
  Types.GuestWishlistCountQuery,
  Types.GuestWishlistCountQueryVariables
>;

/** The `CustomerWishlistCount` query, its fragments inlined. */
export const CustomerWishlistCountDocument = "query CustomerWishlistCount {\n  customer {\n    wishlists {\n      items_count\n    }\n  }\n}" as TypedDocumentString<
  Types.CustomerWishlistCountQuery,
  Types.CustomerWishlistCountQueryVariables
>;
