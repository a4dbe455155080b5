/** The store code of the shop's only store view (Norwegian, NOK). */
export const DEFAULT_STORE_CODE = 'ad_nb_no';

/**
 * The store configuration as an administrator would have set it, keyed by StoreConfig field
 * names. URLs are not stored: the server derives them from its public address.
 */
export function defaultStoreConfig(): Record<string, unknown> {
  return {
    id: 1,
    store_code: DEFAULT_STORE_CODE,
    code: DEFAULT_STORE_CODE,
    store_name: 'Agri Deler',
    store_group_code: 'main_website_store',
    store_group_name: 'Agri Deler',
    store_sort_order: 0,
    website_code: 'base',
    website_id: 1,
    website_name: 'Agri Deler',
    is_default_store: true,
    is_default_store_group: true,
    locale: 'nb_NO',
    base_currency_code: 'NOK',
    default_display_currency_code: 'NOK',
    timezone: 'Europe/Oslo',
    weight_unit: 'kgs',
    catalog_default_sort_by: 'position',
    category_url_suffix: '.html',
    product_url_suffix: '.html',
    grid_per_page: 24,
    grid_per_page_values: '12,24,36',
    list_per_page: 10,
    list_per_page_values: '5,10,15,20,25',
    list_mode: 'grid-list',
    logo_alt: 'Agri Deler – deler til traktor og landbruk',
    logo_width: 200,
    logo_height: 39,
    header_logo_src: 'logo/agri-deler.svg',
    copyright: '© Agri Deler AS',
    default_title: 'Agri Deler',
    title_prefix: '',
    title_suffix: ' | Agri Deler',
    title_separator: '-',
    default_description:
      'Reservedeler til traktor, redskap og landbruksmaskiner – rask levering i hele Norge.',
    default_keywords: 'traktordeler, reservedeler, landbruk, filter, hydraulikk',
    cms_home_page: 'home',
    cms_no_route: 'no-route',
    cms_no_cookies: 'enable-cookies',
    show_cms_breadcrumbs: 1,
    root_category_id: 2,
    root_category_uid: 'Mg==',
    minimum_password_length: '8',
    required_character_classes_number: '3',
    product_reviews_enabled: 'Y',
    // Reviews carry the shop's name: only signed-in customers may write them.
    allow_guests_to_write_product_reviews: 'N',
    magento_wishlist_general_is_enabled: '1',
    catalog_display_tax: 2,
    top_menu_block_identifier: 'top-menu',
    top_bar_block_enabled: true,
    top_bar_block_identifier: 'top-bar',
    top_bar_block_background_color: '#1f5130',
    sticky_header: true,
    hide_cart_button: false,
    wishlist_enabled: true,
  };
}
