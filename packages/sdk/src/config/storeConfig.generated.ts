import type * as Types from '../generated/graphql';
import type { TypedDocumentString } from '../transport/TypedDocument';
/** The `StoreConfig` query, its fragments inlined. */
export const StoreConfigDocument = "query StoreConfig {\n  storeConfig {\n    store_code\n    store_name\n    locale\n    base_media_url\n    grid_per_page\n    cms_home_page\n    cms_no_route\n    header_logo_src\n    logo_alt\n    logo_width\n    logo_height\n    catalog_display_tax\n    top_menu_block_identifier\n    top_bar_block_enabled\n    top_bar_block_identifier\n    top_bar_block_background_color\n    sticky_header\n    hide_cart_button\n    wishlist_enabled\n    minimum_password_length\n    required_character_classes_number\n    customer_access_token_lifetime\n  }\n}" as TypedDocumentString<
  Types.StoreConfigQuery,
  Types.StoreConfigQueryVariables
>;
