import type {
  AttributeOptionTable,
  BundleOptionTable,
  BundleSelectionTable,
  CategoryProductTable,
  CategoryTable,
  ConfigurableAttributeTable,
  DownloadableLinkTable,
  GroupedItemTable,
  ProductAttributeIndexTable,
  ProductAttributeValueTable,
  ProductCustomOptionTable,
  ProductImageTable,
  ProductLinkTable,
  ProductSearchTable,
  ProductTable,
  StoreConfigTable,
  UrlRewriteTable,
} from './tables/catalog.js';
import type {
  BlogPostTable,
  BrandTable,
  CmsBlockTable,
  CmsPageTable,
  CountryTable,
  FinderTable,
  MegaMenuItemTable,
  ModelTable,
  ProductFitmentTable,
  RegionTable,
} from './tables/content.js';
import type {
  CustomerAddressTable,
  CustomerTable,
  CustomerTokenTable,
  CustomerTractorTable,
  LoginAlertTable,
  LoginFailureTable,
  LoginSuccessTable,
  OutboxAttachmentTable,
  OutboxTable,
  PasswordResetTokenTable,
  RateLimitCounterTable,
} from './tables/customers.js';
import type {
  CartItemTable,
  CartTable,
  CouponTable,
  OrderItemTable,
  OrderTable,
  ProductStockAlertTable,
  QuoteRequestTable,
  WishlistItemTable,
  WishlistTable,
} from './tables/orders.js';
import type { PartAssemblyPositionTable, PartAssemblyTable } from './tables/partDiagrams.js';
import type { OrderShipmentTable } from './tables/shipments.js';
import type { RequisitionListItemTable, RequisitionListTable } from './tables/requisitionLists.js';
import type { ProductReviewTable } from './tables/reviews.js';
import type { NewsletterSubscriberTable } from './tables/newsletter.js';

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
  login_successes: LoginSuccessTable;
  login_alerts: LoginAlertTable;
  password_reset_tokens: PasswordResetTokenTable;
  outbox: OutboxTable;
  outbox_attachments: OutboxAttachmentTable;
  orders: OrderTable;
  order_items: OrderItemTable;
  product_custom_options: ProductCustomOptionTable;
  customer_tractors: CustomerTractorTable;
  coupons: CouponTable;
  carts: CartTable;
  cart_items: CartItemTable;
  wishlists: WishlistTable;
  wishlist_items: WishlistItemTable;
  rate_limit_counters: RateLimitCounterTable;
  quote_requests: QuoteRequestTable;
  product_stock_alerts: ProductStockAlertTable;
  order_shipments: OrderShipmentTable;
  wm_part_assemblies: PartAssemblyTable;
  wm_part_assembly_positions: PartAssemblyPositionTable;
  requisition_lists: RequisitionListTable;
  requisition_list_items: RequisitionListItemTable;
  product_reviews: ProductReviewTable;
  newsletter_subscribers: NewsletterSubscriberTable;
}

export type * from './tables/catalog.js';
export type * from './tables/content.js';
export type * from './tables/customers.js';
export type * from './tables/orders.js';
export type * from './tables/shipments.js';
export type * from './tables/partDiagrams.js';
export type * from './tables/requisitionLists.js';
export type * from './tables/reviews.js';
export type * from './tables/newsletter.js';
export type { Timestamp } from './tables/columns.js';
