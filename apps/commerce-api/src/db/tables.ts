import type { ColumnType, Generated } from 'kysely';

/**
 * The database as Kysely sees it: one interface per table. Numeric columns are parsed to JS
 * numbers by both drivers (see `createDatabase`), timestamps to `Date`.
 */
export interface Database {
  store_configs: StoreConfigTable;
  attribute_options: AttributeOptionTable;
  categories: CategoryTable;
  products: ProductTable;
  product_search: ProductSearchTable;
  category_products: CategoryProductTable;
  category_product_index: CategoryProductTable;
  product_attribute_index: ProductAttributeIndexTable;
  product_attribute_values: ProductAttributeValueTable;
  product_images: ProductImageTable;
  product_links: ProductLinkTable;
  configurable_attributes: ConfigurableAttributeTable;
  bundle_options: BundleOptionTable;
  bundle_selections: BundleSelectionTable;
  grouped_items: GroupedItemTable;
  downloadable_links: DownloadableLinkTable;
  url_rewrites: UrlRewriteTable;
  cms_pages: CmsPageTable;
  cms_blocks: CmsBlockTable;
  blog_posts: BlogPostTable;
  mega_menu_items: MegaMenuItemTable;
  pf_finders: FinderTable;
  pf_brands: BrandTable;
  pf_models: ModelTable;
  product_fitments: ProductFitmentTable;
  countries: CountryTable;
  regions: RegionTable;
  customers: CustomerTable;
  customer_addresses: CustomerAddressTable;
  customer_tokens: CustomerTokenTable;
  login_failures: LoginFailureTable;
  password_reset_tokens: PasswordResetTokenTable;
  outbox: OutboxTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  customer_tractors: CustomerTractorTable;
  coupons: CouponTable;
  carts: CartTable;
  cart_items: CartItemTable;
  wishlists: WishlistTable;
  wishlist_items: WishlistItemTable;
}

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface StoreConfigTable {
  store_code: string;
  /** The StoreConfig fields as served, keyed by their GraphQL names. */
  config: ColumnType<Record<string, unknown>, string, string>;
}

export interface AttributeOptionTable {
  option_id: number;
  attribute_code: string;
  label: string;
  swatch: string | null;
  position: number;
}

export interface CategoryTable {
  id: number;
  parent_id: number | null;
  /** Ids from the root down, `1/2/5/17`, as Magento stores it. */
  path: string;
  level: number;
  name: string;
  url_key: string;
  /** `traktordeler/motor/filter` — without the `.html` suffix. */
  url_path: string;
  position: number;
  include_in_menu: boolean;
  description: string | null;
  landing_page_block: string | null;
  meta_title: string | null;
  meta_description: string | null;
}

export interface ProductTable {
  id: number;
  sku: string;
  type_id: string;
  name: string;
  url_key: string | null;
  description: string;
  short_description: string;
  meta_title: string | null;
  meta_description: string | null;
  /** Regular price, NOK incl. VAT. */
  price: number;
  special_price: number | null;
  /** The price range as indexed at load: for parents over their children. */
  min_regular_price: number;
  min_final_price: number;
  max_regular_price: number;
  max_final_price: number;
  quantity: number;
  visible: boolean;
  parent_id: number | null;
  part_numbers: ColumnType<string[], string[], string[]>;
  /** Part numbers and SKU in lower case with spaces, dashes and dots removed. */
  part_numbers_normalized: ColumnType<string[], string[], string[]>;
  manufacturer: number | null;
  color: number | null;
  ag_produktgruppe: number | null;
  wm_delivery_time: number | null;
  wm_order_product: boolean;
  weight: number | null;
  rating_summary: number;
  review_count: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The listing index: one row per visible product (migrations 0001 and 0009). */
export interface ProductSearchTable {
  id: number;
  sku: string;
  url_key: string | null;
  name: string;
  min_final_price: number;
  updated_at: Timestamp;
  part_numbers_normalized: string[];
  /** The categories the product is listed in, ancestors included. */
  category_ids: number[];
  /** Its select-attribute option ids, a configurable parent's children's included. */
  option_ids: number[];
}

export interface CategoryProductTable {
  category_id: number;
  product_id: number;
  position: number;
}

export interface ProductAttributeIndexTable {
  attribute_code: string;
  option_id: number;
  product_id: number;
}

/** A product's text value of a store attribute (see `catalog/productAttributes.ts`). */
export interface ProductAttributeValueTable {
  product_id: number;
  attribute_code: string;
  value: string;
}

export interface ProductImageTable {
  product_id: number;
  position: number;
  file: string;
  label: string;
}

export interface ProductLinkTable {
  product_id: number;
  link_type: 'related' | 'upsell' | 'crosssell';
  linked_product_id: number;
  position: number;
}

export interface ConfigurableAttributeTable {
  product_id: number;
  attribute_code: string;
  label: string;
  position: number;
}

export interface BundleOptionTable {
  option_id: number;
  product_id: number;
  title: string;
  required: boolean;
  type: string;
  position: number;
}

export interface BundleSelectionTable {
  selection_id: number;
  option_id: number;
  product_id: number;
  quantity: number;
  is_default: boolean;
  can_change_quantity: boolean;
  position: number;
}

export interface GroupedItemTable {
  product_id: number;
  linked_product_id: number;
  quantity: number;
  position: number;
}

export interface DownloadableLinkTable {
  link_id: number;
  product_id: number;
  title: string;
  price: number;
  sort_order: number;
}

export interface UrlRewriteTable {
  /** Without a leading slash, with the suffix: `traktordeler/motor.html`. */
  request_path: string;
  entity_type: 'CATEGORY' | 'PRODUCT' | 'CMS_PAGE';
  entity_id: number;
  target_path: string;
  /** 0 for a plain rewrite, 301 / 302 for redirects. */
  redirect_code: number;
}

export interface CmsPageTable {
  page_id: number;
  identifier: string;
  title: string;
  content_heading: string;
  content: string;
  page_layout: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string | null;
  is_active: boolean;
}

export interface CmsBlockTable {
  identifier: string;
  title: string;
  content: string;
  is_active: boolean;
}

export interface BlogPostTable {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
  image: string;
  published_at: Timestamp;
}

export interface MegaMenuItemTable {
  id: number;
  parent_id: number | null;
  title: string;
  link_type: string;
  link: string;
  link_uid: string | null;
  target: string;
  position: number;
  cols_nb: number;
  content: string | null;
  custom_class: string | null;
  icon_url: string | null;
  items_id: string | null;
  show_subcategories: boolean;
  show_title: boolean;
  width: string | null;
}

export interface FinderTable {
  finder_id: number;
  name: string;
  slug: string;
  position: number;
}

export interface BrandTable {
  brand_id: number;
  finder_id: number;
  name: string;
  slug: string;
}

export interface ModelTable {
  model_id: number;
  brand_id: number;
  name: string;
  slug: string;
  year_from: number | null;
  year_to: number | null;
}

export interface ProductFitmentTable {
  model_id: number;
  product_id: number;
}

export interface CountryTable {
  id: string;
  iso3: string;
  name_nb: string;
  name_en: string;
}

export interface RegionTable {
  id: number;
  country_id: string;
  code: string;
  name: string;
}

export interface CustomerTable {
  id: Generated<number>;
  /** As registered; unique regardless of case. */
  email: string;
  firstname: string;
  lastname: string;
  taxvat: string | null;
  /** Set for business customers. */
  company_id: string | null;
  credit_check_approved: ColumnType<boolean, boolean | undefined, boolean>;
  /** null: the store setting applies. */
  hide_cart_button: boolean | null;
  is_subscribed: ColumnType<boolean, boolean | undefined, boolean>;
  /** See `src/customers/passwordHash.ts`. */
  password_hash: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface CustomerAddressTable {
  id: Generated<number>;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
  default_billing: ColumnType<boolean, boolean | undefined, boolean>;
  default_shipping: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CustomerTokenTable {
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface LoginFailureTable {
  id: Generated<string>;
  /** Lower-cased e-mail address tried, whether or not an account has it. */
  email: string;
  /** Who tried: the client's IP address. */
  client_key: string;
  failed_at: Timestamp;
}

export interface PasswordResetTokenTable {
  /** SHA-256 of the token in the e-mailed link, hex; the token itself is never stored. */
  token_hash: string;
  customer_id: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  expires_at: Timestamp;
  /** Set when the token was used, or replaced by a newer one. */
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Every e-mail the shop sends (see `src/mail/`). */
export interface OutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  /** The links in the message, for the dev page and tests. */
  links: ColumnType<string[], string[] | undefined, string[]>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** An address copied onto an order. */
export interface OrderAddressJson {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  region: string | null;
  country_code: string;
  telephone: string | null;
  vat_id: string | null;
}

/** A message about an order. */
export interface OrderCommentJson {
  message: string;
  /** ISO 8601. */
  timestamp: string;
}

export interface OrderTable {
  id: Generated<number>;
  /** The number shown to the customer, e.g. `000001001`. */
  number: string;
  customer_id: number;
  email: string;
  /** As shown: Pending, Processing, On Hold, Complete, Closed or Canceled. */
  status: string;
  created_at: Timestamp;
  status_changed_at: Timestamp;
  currency: string;
  shipping_method: string | null;
  carrier: string | null;
  payment_method_code: string;
  payment_method_name: string;
  shipping_address: ColumnType<OrderAddressJson | null, string | null, string | null>;
  billing_address: ColumnType<OrderAddressJson, string, string>;
  coupon_code: string | null;
  discount_label: string | null;
  /** VAT in percent, e.g. 25. */
  tax_rate: number;
  subtotal_excl_tax: number;
  subtotal_incl_tax: number;
  /** Discount, VAT included. */
  discount_amount: number;
  shipping_excl_tax: number;
  shipping_incl_tax: number;
  tax_amount: number;
  grand_total: number;
  comments: ColumnType<OrderCommentJson[], string | undefined, string>;
  /** The cart the order was placed from (null for the seeded history); one order per cart. */
  cart_id: ColumnType<number | null, number | null | undefined, number | null>;
  customer_ref: ColumnType<string | null, string | null | undefined, string | null>;
  customer_order_no: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_carrier_code: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_method_code: ColumnType<string | null, string | null | undefined, string | null>;
  /** The payment provider's id of the payment, for card and credit. */
  payment_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  card_brand: ColumnType<string | null, string | null | undefined, string | null>;
  card_last4: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  /** The catalogue product, if it still exists. */
  product_id: number | null;
  sku: string;
  name: string;
  url_key: string | null;
  product_type: string;
  quantity: number;
  quantity_shipped: number;
  quantity_invoiced: number;
  quantity_canceled: number;
  quantity_refunded: number;
  unit_price_excl_tax: number;
  unit_price_incl_tax: number;
  row_total_excl_tax: number;
  row_total_incl_tax: number;
  /** Discount on the line, VAT included. */
  discount_amount: number;
  status: string;
}

/** A machine on a customer's "My tractors" list (see migration 0006). */
export interface CustomerTractorTable {
  id: Generated<number>;
  customer_id: number;
  model_id: number;
  /** Normalised: upper case, no whitespace (`AB12345`). */
  license_plate: string | null;
  nickname: string | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  added_at: Timestamp;
}

/** A discount code (see `src/carts/coupons.ts`). Codes match regardless of case. */
export interface CouponTable {
  code: string;
  label: string;
  kind: 'percent' | 'fixed';
  /** Percent off, or NOK off (VAT included) for `fixed`. */
  amount: number;
  /** Least subtotal (NOK, VAT included) the code needs; null for none. */
  min_subtotal: number | null;
  /** Last moment the code works; null for no end. */
  valid_until: Date | null;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
}

export type CartState = 'active' | 'merged' | 'ordered';

export interface CartTable {
  id: Generated<number>;
  /** The id clients know: 32 random letters and digits. */
  masked_id: string;
  /** null for a guest cart. */
  customer_id: number | null;
  state: ColumnType<CartState, CartState | undefined, CartState>;
  email: ColumnType<string | null, string | null | undefined, string | null>;
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  customer_ref: ColumnType<string | null, string | null | undefined, string | null>;
  customer_order_no: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  shipping_address: ColumnType<CartAddressJson | null, string | null | undefined, string | null>;
  billing_address: ColumnType<CartAddressJson | null, string | null | undefined, string | null>;
  shipping_carrier_code: ColumnType<string | null, string | null | undefined, string | null>;
  shipping_method_code: ColumnType<string | null, string | null | undefined, string | null>;
  payment_method_code: ColumnType<string | null, string | null | undefined, string | null>;
  payment_data: ColumnType<CartPaymentDataJson | null, string | null | undefined, string | null>;
}

/** An address on a cart (see migration 0008): an order address plus where it came from. */
export interface CartAddressJson extends OrderAddressJson {
  region_id: number | null;
  /** The address book entry it was taken from, if any. */
  customer_address_id: number | null;
  /** A note for the delivery (shipping address only). */
  customer_notes: string | null;
}

/** What a cart keeps of its payment method: for a card, the provider's token and a summary. */
export interface CartPaymentDataJson {
  card?: { token: string; brand: string; last4: string };
  purchase_order_number?: string | null;
}

/** A chosen selection of a bundle line: option, selection and its quantity per bundle. */
export interface BundleSelectionChoice {
  option_id: number;
  selection_id: number;
  quantity: number;
}

export interface CartItemTable {
  id: Generated<number>;
  cart_id: number;
  /** The product shown on the line: a configurable product's parent, the bundle itself. */
  product_id: number;
  /** A configurable line's chosen variant. */
  variant_id: number | null;
  /** Identifies a bundle's choice of selections; '' for other lines. */
  options_key: ColumnType<string, string | undefined, string>;
  bundle_selections: ColumnType<BundleSelectionChoice[], string | undefined, string>;
  quantity: number;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WishlistTable {
  id: Generated<number>;
  /** null for a guest wish list. */
  customer_id: number | null;
  sharing_code: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface WishlistItemTable {
  id: Generated<number>;
  wishlist_id: number;
  /** The product (a configurable product's parent). */
  product_id: number;
  /** A configurable item's chosen variant. */
  variant_id: number | null;
  selected_options: ColumnType<string[], string | undefined, string>;
  entered_options: ColumnType<{ uid: string; value: string }[], string | undefined, string>;
  quantity: number;
  description: string | null;
  added_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
