import type { GraphQLResolveInfo } from 'graphql';
import type { ProductRow, CategoryRow } from '../../catalog/catalogLoaders.js';
import type { ProductsResult } from '../resolvers/products.js';
import type { CmsPageRow, MenuNode, BlogPostRow } from '../resolvers/content.js';
import type { CustomerParent } from '../resolvers/customers.js';
import type { WishlistParent } from '../../wishlists/wishlistRow.js';
import type { AssemblyRow } from '../resolvers/partDiagrams.js';
import type { RequisitionListRow } from '../../requisitionLists/requisitionListAccess.js';
import type { GraphQLContext } from '../context.js';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** Input of `addBundleProductsToCart`. */
export type AddBundleProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<BundleProductCartItemInput>>;
};

/** Result of `addBundleProductsToCart`. */
export type AddBundleProductsToCartOutput = {
  __typename?: 'AddBundleProductsToCartOutput';
  /** The cart after the change. */
  cart: Cart;
};

/** Input of `addConfigurableProductsToCart`. */
export type AddConfigurableProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<ConfigurableProductCartItemInput>>;
};

/** Result of `addConfigurableProductsToCart`. */
export type AddConfigurableProductsToCartOutput = {
  __typename?: 'AddConfigurableProductsToCartOutput';
  /** The cart after the change. */
  cart: Cart;
};

/** Values for `addCustomFieldsToCart`. A field left out or null clears the stored value. */
export type AddCustomFieldsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The customer's purchase order number. */
  customer_order_no?: InputMaybe<Scalars['String']['input']>;
  /** The customer's reference. */
  customer_ref?: InputMaybe<Scalars['String']['input']>;
};

/** Result of `addCustomFieldsToCart`. */
export type AddCustomFieldsToCartOutput = {
  __typename?: 'AddCustomFieldsToCartOutput';
  /** The cart with the stored values. */
  cart: Cart;
};

/** Input of `addDownloadableProductsToCart`. */
export type AddDownloadableProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<DownloadableProductCartItemInput>>;
};

/** Result of `addDownloadableProductsToCart`. */
export type AddDownloadableProductsToCartOutput = {
  __typename?: 'AddDownloadableProductsToCartOutput';
  /** The cart after the change. */
  cart: Cart;
};

/** Result of `addProductsToCart`. */
export type AddProductsToCartOutput = {
  __typename?: 'AddProductsToCartOutput';
  /** The cart after the change. */
  cart: Cart;
  /** Items that could not be added, with the reason. */
  user_errors: Array<Maybe<Error>>;
};

/** What `addProductsToRequisitionList` answers. */
export type AddProductsToRequisitionListOutput = {
  __typename?: 'AddProductsToRequisitionListOutput';
  /** The list as it is now. */
  requisition_list?: Maybe<RequisitionList>;
};

/** Result of `addProductsToWishlist`. */
export type AddProductsToWishlistOutput = {
  __typename?: 'AddProductsToWishlistOutput';
  /** Items that could not be added. */
  user_errors: Array<Maybe<WishListUserInputError>>;
  /** The wish list after the change. */
  wishlist: Wishlist;
};

/** Why a saved list's line did not go into the cart. */
export type AddRequisitionListItemToCartUserError = {
  __typename?: 'AddRequisitionListItemToCartUserError';
  /** What went wrong, in English. */
  message: Scalars['String']['output'];
  /** The kind of problem. */
  type: AddRequisitionListItemToCartUserErrorType;
  /** SKU of the line. */
  wm_sku?: Maybe<Scalars['String']['output']>;
};

/** The kinds of problems putting a saved list's line into the cart. */
export type AddRequisitionListItemToCartUserErrorType =
  /** Fewer are in stock than the line asks for; what stock covers went in. */
  | 'LOW_QUANTITY'
  /** The product needs options chosen on its page (or its options changed). */
  | 'OPTIONS_UPDATED'
  /** The product is out of stock or cannot be sold. */
  | 'OUT_OF_STOCK'
  /** No product has the SKU any longer. */
  | 'UNAVAILABLE_SKU';

/** What putting a saved list's lines into the cart answers: what went in is in `cart`, every line that did not is an error. */
export type AddRequisitionListItemsToCartOutput = {
  __typename?: 'AddRequisitionListItemsToCartOutput';
  /** The lines that could not go into the cart, one error each; none is left out silently. */
  add_requisition_list_items_to_cart_user_errors: Array<Maybe<AddRequisitionListItemToCartUserError>>;
  /** The cart after the lines went in. */
  cart?: Maybe<Cart>;
  /** True when every line went into the cart. */
  status: Scalars['Boolean']['output'];
};

/** Input of `addSimpleProductsToCart`. */
export type AddSimpleProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<SimpleProductCartItemInput>>;
};

/** Result of `addSimpleProductsToCart`. */
export type AddSimpleProductsToCartOutput = {
  __typename?: 'AddSimpleProductsToCartOutput';
  /** The cart after the change. */
  cart: Cart;
};

/** Input of `addVirtualProductsToCart`. */
export type AddVirtualProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<VirtualProductCartItemInput>>;
};

/** Result of `addVirtualProductsToCart`. */
export type AddVirtualProductsToCartOutput = {
  __typename?: 'AddVirtualProductsToCartOutput';
  /** The cart after the change. */
  cart: Cart;
};

/** One facet of a product search (for example brand or price). */
export type Aggregation = {
  __typename?: 'Aggregation';
  /** Attribute the facet is built on; use it as the filter field. */
  attribute_code: Scalars['String']['output'];
  /** Number of options. */
  count?: Maybe<Scalars['Int']['output']>;
  /** Facet title. */
  label?: Maybe<Scalars['String']['output']>;
  /** The facet's options. */
  options?: Maybe<Array<Maybe<AggregationOption>>>;
  /** Sort position of the facet. */
  position?: Maybe<Scalars['Int']['output']>;
};

/** One value of a facet. */
export type AggregationOption = AggregationOptionInterface & {
  __typename?: 'AggregationOption';
  /** Products in the result with this value. */
  count?: Maybe<Scalars['Int']['output']>;
  /** Option text. */
  label?: Maybe<Scalars['String']['output']>;
  /** Value to filter with. */
  value: Scalars['String']['output'];
};

/** Fields every facet option has. */
export type AggregationOptionInterface = {
  /** Products in the result with this value. */
  count?: Maybe<Scalars['Int']['output']>;
  /** Option text. */
  label?: Maybe<Scalars['String']['output']>;
  /** Value to filter with. */
  value: Scalars['String']['output'];
};

/** Options for the category facet. */
export type AggregationsCategoryFilterInput = {
  /** Only list direct children of the filtered category. */
  includeDirectChildrenOnly?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Options for computing facets. */
export type AggregationsFilterInput = {
  /** Options for the category facet. */
  category?: InputMaybe<AggregationsCategoryFilterInput>;
};

/** Payment Services Apple Pay data (kept for compatibility). */
export type ApplePayMethodInput = {
  /** Where the payment came from. */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** Payment Services order id. */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order at PayPal. */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** A discount code used on a cart or order. */
export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  /** The code. */
  code: Scalars['String']['output'];
};

/** Input of `applyCouponToCart`. */
export type ApplyCouponToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The discount code. */
  coupon_code: Scalars['String']['input'];
};

/** Result of `applyCouponToCart`. */
export type ApplyCouponToCartOutput = {
  __typename?: 'ApplyCouponToCartOutput';
  /** The cart with the code applied. */
  cart: Cart;
};

/** Kinds of entity that carry attributes. */
export type AttributeEntityTypeEnum =
  /** Catalogue categories. */
  | 'CATALOG_CATEGORY'
  /** Catalogue products. */
  | 'CATALOG_PRODUCT'
  /** Customer accounts. */
  | 'CUSTOMER'
  /** Customer addresses. */
  | 'CUSTOMER_ADDRESS';

/** Storefront flags an attribute must have; a flag left out is not checked. */
export type AttributeFilterInput = {
  /** Shown when products are compared. */
  is_comparable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Offered as a filter in category listings. */
  is_filterable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Offered as a filter in search results. */
  is_filterable_in_search?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its value may contain HTML. */
  is_html_allowed_on_front?: InputMaybe<Scalars['Boolean']['input']>;
  /** Its value is searched by the full-text search. */
  is_searchable?: InputMaybe<Scalars['Boolean']['input']>;
  /** Usable in catalogue price rules. */
  is_used_for_price_rules?: InputMaybe<Scalars['Boolean']['input']>;
  /** Usable in cart promotion rules. */
  is_used_for_promo_rules?: InputMaybe<Scalars['Boolean']['input']>;
  /** Shown in the advanced search form. */
  is_visible_in_advanced_search?: InputMaybe<Scalars['Boolean']['input']>;
  /** Shown on the product page (in the specifications table). */
  is_visible_on_front?: InputMaybe<Scalars['Boolean']['input']>;
  /** Edited with a rich-text editor. */
  is_wysiwyg_enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** Loaded for product listings. */
  used_in_product_listing?: InputMaybe<Scalars['Boolean']['input']>;
};

/** How an attribute's value is entered, and so how it is best shown. */
export type AttributeFrontendInputEnum =
  /** Yes or no. */
  | 'BOOLEAN'
  /** A date. */
  | 'DATE'
  /** A date with a time. */
  | 'DATETIME'
  /** An uploaded file. */
  | 'FILE'
  /** A set of images. */
  | 'GALLERY'
  /** Not shown in forms. */
  | 'HIDDEN'
  /** An image. */
  | 'IMAGE'
  /** A media image role (base, small, thumbnail). */
  | 'MEDIA_IMAGE'
  /** Several lines of text. */
  | 'MULTILINE'
  /** Several options chosen from a list. */
  | 'MULTISELECT'
  /** An amount of money. */
  | 'PRICE'
  /** One option chosen from a list. */
  | 'SELECT'
  /** One line of text. */
  | 'TEXT'
  /** A block of text. */
  | 'TEXTAREA'
  /** Any other input. */
  | 'UNDEFINED'
  /** A weight. */
  | 'WEIGHT';

/** Names an attribute of an entity type. */
export type AttributeInput = {
  /** Attribute code, for example `manufacturer`. */
  attribute_code?: InputMaybe<Scalars['String']['input']>;
  /** Entity type code, for example `catalog_product`. */
  entity_type?: InputMaybe<Scalars['String']['input']>;
};

/** One chosen option of a select attribute. */
export type AttributeInputSelectedOption = {
  /** The option's value. */
  value: Scalars['String']['input'];
};

/** A problem with one of the requested attributes. */
export type AttributeMetadataError = {
  __typename?: 'AttributeMetadataError';
  /** What went wrong, for the developer. */
  message: Scalars['String']['output'];
  /** Kind of problem. */
  type: AttributeMetadataErrorType;
};

/** Why the metadata or value of an attribute could not be returned. */
export type AttributeMetadataErrorType =
  /** No attribute has the requested code. */
  | 'ATTRIBUTE_NOT_FOUND'
  /** No entity type has the requested code. */
  | 'ENTITY_NOT_FOUND'
  /** The requested flag does not exist for this entity type. */
  | 'FILTER_NOT_FOUND'
  /** Another problem; the message explains it. */
  | 'UNDEFINED';

/** An option of a select attribute. */
export type AttributeOptionMetadata = CustomAttributeOptionInterface & {
  __typename?: 'AttributeOptionMetadata';
  /** Whether this option is the attribute's default. */
  is_default: Scalars['Boolean']['output'];
  /** Option label shown to shoppers. */
  label: Scalars['String']['output'];
  /** How the option looks in a swatch filter: `ColorSwatchData` with a hex colour (`#1d1d1b`) for colours; null for options without a swatch. */
  swatch?: Maybe<SwatchDataInterface>;
  /** Option value: the option id as a string, as filters and aggregations use it. */
  value: Scalars['String']['output'];
};

/** A chosen attribute option. */
export type AttributeSelectedOption = AttributeSelectedOptionInterface & {
  __typename?: 'AttributeSelectedOption';
  /** Option label shown to shoppers. */
  label: Scalars['String']['output'];
  /** Option value (the option id as a string). */
  value: Scalars['String']['output'];
};

/** What a chosen attribute option has. */
export type AttributeSelectedOptionInterface = {
  /** Option label shown to shoppers. */
  label: Scalars['String']['output'];
  /** Option value (the option id as a string). */
  value: Scalars['String']['output'];
};

/** The chosen option(s) of a select or multiselect attribute. */
export type AttributeSelectedOptions = AttributeValueInterface & {
  __typename?: 'AttributeSelectedOptions';
  /** Attribute code; look up its label with `customAttributeMetadataV2`. */
  code: Scalars['ID']['output'];
  /** The chosen options with their labels. */
  selected_options: Array<Maybe<AttributeSelectedOptionInterface>>;
};

/** The value of a text, number, boolean or date attribute. */
export type AttributeValue = AttributeValueInterface & {
  __typename?: 'AttributeValue';
  /** Attribute code; look up its label with `customAttributeMetadataV2`. */
  code: Scalars['ID']['output'];
  /** The value as text (booleans as `1` / `0`, numbers with a dot as decimal separator). */
  value: Scalars['String']['output'];
};

/** The value of one custom attribute sent by a client. */
export type AttributeValueInput = {
  /** Code of the attribute. */
  attribute_code: Scalars['String']['input'];
  /** Chosen options, for select and multiselect attributes. */
  selected_options?: InputMaybe<Array<InputMaybe<AttributeInputSelectedOption>>>;
  /** The value, for attributes that are not selects. */
  value?: InputMaybe<Scalars['String']['input']>;
};

/** A product's value for one attribute. */
export type AttributeValueInterface = {
  /** Attribute code; look up its label with `customAttributeMetadataV2`. */
  code: Scalars['ID']['output'];
};

/** Attribute metadata, with problems reported per attribute instead of failing the request. */
export type AttributesMetadataOutput = {
  __typename?: 'AttributesMetadataOutput';
  /** Attributes that could not be returned, and why. */
  errors: Array<Maybe<AttributeMetadataError>>;
  /** Metadata of the attributes found. */
  items: Array<Maybe<CustomAttributeMetadataInterface>>;
};

/** A payment method the shopper may choose. */
export type AvailablePaymentMethod = {
  __typename?: 'AvailablePaymentMethod';
  /** Code of the method, sent back when the method is chosen. */
  code: Scalars['String']['output'];
  /** True when the payment is taken after the order is placed (for example an invoice). */
  is_deferred: Scalars['Boolean']['output'];
  /** Name of the method, as shown to the shopper. */
  title: Scalars['String']['output'];
};

/** A shipping method a cart address can have, with its charge for the cart as it is now. */
export type AvailableShippingMethod = {
  __typename?: 'AvailableShippingMethod';
  /** The charge, as the shop shows it (VAT included). */
  amount: Money;
  /** False when the method is listed but cannot be chosen; `error_message` says why. */
  available: Scalars['Boolean']['output'];
  /**
   * The charge in the base currency.
   * @deprecated Read `amount`; the storefront has no use for this.
   */
  base_amount?: Maybe<Money>;
  /** Code of the carrier, sent back when the method is chosen. */
  carrier_code: Scalars['String']['output'];
  /** Name of the carrier. */
  carrier_title: Scalars['String']['output'];
  /** Why the method cannot be chosen, when it cannot. */
  error_message?: Maybe<Scalars['String']['output']>;
  /** Code of the method within the carrier, sent back when the method is chosen. */
  method_code?: Maybe<Scalars['String']['output']>;
  /** Name of the method, as shown to the shopper. */
  method_title?: Maybe<Scalars['String']['output']>;
  /** The charge before VAT. */
  price_excl_tax: Money;
  /** The charge with VAT. */
  price_incl_tax: Money;
};

/** A billing address: typed in, from the address book, or the cart's shipping address. */
export type BillingAddressInput = {
  /** The address, when it is typed in. */
  address?: InputMaybe<CartAddressInput>;
  /** Id of an address in the signed-in customer's address book. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** True to bill to the address the cart is shipped to. */
  same_as_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** True to ship to this address as well. */
  use_for_shipping?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The address a cart is billed to. */
export type BillingCartAddress = CartAddressInterface & {
  __typename?: 'BillingCartAddress';
  /** Town or city. */
  city: Scalars['String']['output'];
  /** Company name. */
  company?: Maybe<Scalars['String']['output']>;
  /** Country of the address. */
  country: CartAddressCountry;
  /** First name of the addressee. */
  firstname: Scalars['String']['output'];
  /** Id of the customer's saved address this one was taken from, if any. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Last name of the addressee. */
  lastname: Scalars['String']['output'];
  /** Middle name of the addressee, if given. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Title before the addressee's name, if given. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** County or region, when the address has one. */
  region?: Maybe<CartAddressRegion>;
  /** Street lines: street and number, apartment, neighbourhood, extra details. */
  street: Array<Maybe<Scalars['String']['output']>>;
  /** Addition after the addressee's name, if given. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** Unique id of the address. */
  uid: Scalars['String']['output'];
  /** Organisation or VAT number printed on invoices. */
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** Braintree stored-card data (kept for compatibility). */
export type BraintreeCcVaultInput = {
  /** Device fingerprint from Braintree's script. */
  device_data?: InputMaybe<Scalars['String']['input']>;
  /** Public hash of the stored card. */
  public_hash: Scalars['String']['input'];
};

/** Braintree payment data (kept for compatibility; this shop does not use Braintree). */
export type BraintreeInput = {
  /** Device fingerprint from Braintree's script. */
  device_data?: InputMaybe<Scalars['String']['input']>;
  /** Whether Braintree should keep the payment details for later. */
  is_active_payment_token_enabler: Scalars['Boolean']['input'];
  /** One-time payment token from Braintree. */
  payment_method_nonce: Scalars['String']['input'];
};

/** Braintree stored-payment data (kept for compatibility). */
export type BraintreeVaultInput = {
  /** Device fingerprint from Braintree's script. */
  device_data?: InputMaybe<Scalars['String']['input']>;
  /** Public hash of the stored payment details. */
  public_hash: Scalars['String']['input'];
};

/** One ancestor of a category, for a breadcrumb trail. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /**
   * Numeric id of the ancestor.
   * @deprecated Read `category_uid` instead.
   */
  category_id?: Maybe<Scalars['Int']['output']>;
  /** Depth of the ancestor in the tree. */
  category_level?: Maybe<Scalars['Int']['output']>;
  /** Name of the ancestor. */
  category_name?: Maybe<Scalars['String']['output']>;
  /** Uid of the ancestor. */
  category_uid: Scalars['ID']['output'];
  /** URL key of the ancestor. */
  category_url_key?: Maybe<Scalars['String']['output']>;
  /** URL path of the ancestor. */
  category_url_path?: Maybe<Scalars['String']['output']>;
};

/** A cart line holding a bundle product with the options the shopper chose. */
export type BundleCartItem = CartItemInterface & {
  __typename?: 'BundleCartItem';
  /** The chosen bundle options and their values. */
  bundle_options: Array<Maybe<SelectedBundleOption>>;
  /** The custom options entered for the line (text typed in, with the price each adds). */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  /** Problems with the line, such as a quantity the stock cannot cover. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /**
   * Numeric id of the line, as a string.
   * @deprecated Read `uid`.
   */
  id: Scalars['String']['output'];
  /** Whether the line can be ordered as it is. */
  is_available: Scalars['Boolean']['output'];
  /** Why the line cannot be ordered, when it cannot. */
  not_available_message?: Maybe<Scalars['String']['output']>;
  /** Unit and row prices of the line. */
  prices?: Maybe<CartItemPrices>;
  /** The bundle product. */
  product: ProductInterface;
  /** Quantity in the cart. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the line. */
  uid: Scalars['ID']['output'];
};

/** An option group of a bundle product. */
export type BundleItem = {
  __typename?: 'BundleItem';
  /**
   * Numeric id of the group.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Products the shopper can choose in this group. */
  options?: Maybe<Array<Maybe<BundleItemOption>>>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Price range of the group's choices. */
  price_range: PriceRange;
  /** Whether a choice must be made. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** SKU of the bundle product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Title of the group. */
  title?: Maybe<Scalars['String']['output']>;
  /** Input kind: `select`, `radio`, `checkbox` or `multi`. */
  type?: Maybe<Scalars['String']['output']>;
  /** Uid of the group. */
  uid?: Maybe<Scalars['ID']['output']>;
};

/** One choice within a bundle option group. */
export type BundleItemOption = {
  __typename?: 'BundleItemOption';
  /** Whether the shopper may change the quantity. */
  can_change_quantity?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Numeric id of the choice.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Whether the choice is preselected. */
  is_default?: Maybe<Scalars['Boolean']['output']>;
  /** Label of the choice. */
  label?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Price of the choice when the bundle has a fixed price. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** The product behind the choice. */
  product?: Maybe<ProductInterface>;
  /**
   * Default quantity.
   * @deprecated Read `quantity` instead.
   */
  qty?: Maybe<Scalars['Float']['output']>;
  /** Default quantity. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Uid of the choice. */
  uid: Scalars['ID']['output'];
};

/** One chosen option of a bundle. */
export type BundleOptionInput = {
  /** Numeric id of the bundle option. */
  id: Scalars['Int']['input'];
  /** Quantity of the chosen value per bundle. */
  quantity: Scalars['Float']['input'];
  /** Ids of the chosen values. */
  value: Array<InputMaybe<Scalars['String']['input']>>;
};

/** A product put together from options the shopper chooses. */
export type BundleProduct = CustomizableProductInterface & PhysicalProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'BundleProduct';
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Whether the price is the sum of the chosen options. */
  dynamic_price?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the SKU is built from the chosen options. */
  dynamic_sku?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the weight is the sum of the chosen options. */
  dynamic_weight?: Maybe<Scalars['Boolean']['output']>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /** The bundle's option groups. */
  items?: Maybe<Array<Maybe<BundleItem>>>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Options the shopper can fill in or choose. */
  options?: Maybe<Array<Maybe<CustomizableOptionInterface>>>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price breakdown of the bundle. */
  price_details?: Maybe<PriceDetails>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Whether listings show a price range or a from-price. */
  price_view?: Maybe<PriceViewEnum>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Whether the bundle's parts ship together or separately. */
  ship_bundle_items?: Maybe<ShipBundleItemsEnum>;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** Weight, in the store's weight unit. */
  weight?: Maybe<Scalars['Float']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** A product put together from options the shopper chooses. */
export type BundleProductCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** A product put together from options the shopper chooses. */
export type BundleProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A bundle product to add to a cart. */
export type BundleProductCartItemInput = {
  /** The chosen options of the bundle. */
  bundle_options: Array<InputMaybe<BundleOptionInput>>;
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU of the bundle and the quantity. */
  data: CartItemInput;
};

/** A wish list item holding a bundle product. */
export type BundleWishlistItem = WishlistItemInterface & {
  __typename?: 'BundleWishlistItem';
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The chosen bundle options. */
  bundle_options?: Maybe<Array<Maybe<SelectedBundleOption>>>;
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The bundle product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** A shopping cart. */
export type Cart = {
  __typename?: 'Cart';
  /** Discount codes on the cart (at most one in this shop). */
  applied_coupons?: Maybe<Array<Maybe<AppliedCoupon>>>;
  /** Payment methods the shopper may choose for this cart. */
  available_payment_methods?: Maybe<Array<Maybe<AvailablePaymentMethod>>>;
  /** The address the order will be billed to, once set. */
  billing_address?: Maybe<BillingCartAddress>;
  /** E-mail address of the shopper (set with `setGuestEmailOnCart` for guests). */
  email?: Maybe<Scalars['String']['output']>;
  /** Masked cart id. */
  id: Scalars['ID']['output'];
  /** True when nothing in the cart needs shipping. */
  is_virtual: Scalars['Boolean']['output'];
  /**
   * The cart's lines, oldest first.
   * @deprecated Page through `itemsV2` instead.
   */
  items?: Maybe<Array<Maybe<CartItemInterface>>>;
  /** Totals, taxes and discounts of the cart. */
  prices?: Maybe<CartPrices>;
  /** The payment method chosen for the cart, if any. */
  selected_payment_method?: Maybe<SelectedPaymentMethod>;
  /** Where the cart is shipped to, with the chosen shipping method. */
  shipping_addresses: Array<Maybe<ShippingCartAddress>>;
  /** Sum of the quantities of all cart lines. */
  total_quantity: Scalars['Float']['output'];
  /** The customer's own reference and order number for this purchase. */
  wm_customer_order_fields?: Maybe<WmCustomerOrderFields>;
};

/** Country of a cart address. */
export type CartAddressCountry = {
  __typename?: 'CartAddressCountry';
  /** Two-letter country code. */
  code: Scalars['String']['output'];
  /** Country name. */
  label: Scalars['String']['output'];
};

/** An address typed in at checkout. */
export type CartAddressInput = {
  /** Town or city. */
  city: Scalars['String']['input'];
  /** Company name. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Two-letter country code, for example `NO`. */
  country_code: Scalars['String']['input'];
  /** Fax number (not kept). */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** First name of the addressee. */
  firstname: Scalars['String']['input'];
  /** Last name of the addressee. */
  lastname: Scalars['String']['input'];
  /** Middle name of the addressee. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Title before the addressee's name, such as Dr. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** County or region as text. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** County or region as an id from the country's list. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to save the address in the customer's address book as well (not done by this shop). */
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  /** Street lines: street and number, apartment, neighbourhood, extra details. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  /** Addition after the addressee's name, such as Jr. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** Organisation or VAT number for invoices. */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

/** An address on a cart. */
export type CartAddressInterface = {
  /** Town or city. */
  city: Scalars['String']['output'];
  /** Company name. */
  company?: Maybe<Scalars['String']['output']>;
  /** Country of the address. */
  country: CartAddressCountry;
  /** First name of the addressee. */
  firstname: Scalars['String']['output'];
  /** Id of the customer's saved address this one was taken from, if any. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Last name of the addressee. */
  lastname: Scalars['String']['output'];
  /** Middle name of the addressee, if given. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Title before the addressee's name, if given. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** County or region, when the address has one. */
  region?: Maybe<CartAddressRegion>;
  /** Street lines: street and number, apartment, neighbourhood, extra details. */
  street: Array<Maybe<Scalars['String']['output']>>;
  /** Addition after the addressee's name, if given. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** Unique id of the address. */
  uid: Scalars['String']['output'];
  /** Organisation or VAT number printed on invoices. */
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** County or region of a cart address. */
export type CartAddressRegion = {
  __typename?: 'CartAddressRegion';
  /** Short code of the region, if it has one. */
  code?: Maybe<Scalars['String']['output']>;
  /** Name of the region. */
  label?: Maybe<Scalars['String']['output']>;
  /** Id of the region in the country's list, when it is one of them. */
  region_id?: Maybe<Scalars['Int']['output']>;
};

/** What a discount applies to. */
export type CartDiscountType =
  /** The goods. */
  | 'ITEM'
  /** The shipping charge. */
  | 'SHIPPING';

/** A problem with a cart line. */
export type CartItemError = {
  __typename?: 'CartItemError';
  /** Kind of problem. */
  code: CartItemErrorType;
  /** Explanation for the shopper. */
  message: Scalars['String']['output'];
  /** For `ITEM_QTY`: the most the line may hold now (0: none in stock); null for other problems. */
  wm_available_quantity?: Maybe<Scalars['Float']['output']>;
};

/** Kinds of problems with a cart line. */
export type CartItemErrorType =
  /** The quantity is not a multiple of the product's quantity step. */
  | 'ITEM_INCREMENTS'
  /** The quantity cannot be supplied. */
  | 'ITEM_QTY'
  /** Any other problem. */
  | 'UNDEFINED';

/** A product to add to a cart. */
export type CartItemInput = {
  /** Values typed in for customizable options. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** SKU of the configurable parent when `sku` is a variant. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** Quantity to add. */
  quantity: Scalars['Float']['input'];
  /** Uids of chosen option values (configurable, bundle and custom options). */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** SKU of the product. */
  sku: Scalars['String']['input'];
};

/** A line of a cart. */
export type CartItemInterface = {
  /** Problems with the line, such as a quantity the stock cannot cover. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /**
   * Numeric id of the line, as a string.
   * @deprecated Read `uid`.
   */
  id: Scalars['String']['output'];
  /** Whether the line can be ordered as it is. */
  is_available: Scalars['Boolean']['output'];
  /** Why the line cannot be ordered, when it cannot. */
  not_available_message?: Maybe<Scalars['String']['output']>;
  /** Unit and row prices of the line. */
  prices?: Maybe<CartItemPrices>;
  /** The product in the line (for a configurable product, the parent). */
  product: ProductInterface;
  /** Quantity in the cart. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the line. */
  uid: Scalars['ID']['output'];
};

/** Unit and row prices of a cart line, in the cart's currency. */
export type CartItemPrices = {
  __typename?: 'CartItemPrices';
  /** Discounts on the line. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Unit price before tax. */
  price: Money;
  /** Unit price, tax included. */
  price_including_tax: Money;
  /** Unit price times quantity before tax and discounts. */
  row_total: Money;
  /** Unit price times quantity, tax included, before discounts. */
  row_total_including_tax: Money;
  /** Sum of the line's discounts. */
  total_item_discount?: Maybe<Money>;
};

/** Price a custom option value adds. */
export type CartItemSelectedOptionValuePrice = {
  __typename?: 'CartItemSelectedOptionValuePrice';
  /** Whether the price is fixed or a percentage. */
  type: PriceTypeEnum;
  /** Unit of the value (the currency). */
  units: Scalars['String']['output'];
  /** The amount. */
  value: Scalars['Float']['output'];
};

/** A change to a cart line. */
export type CartItemUpdateInput = {
  /** Numeric id of the line. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** Uid of the line. */
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
  /** New values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** A gift message for the line. */
  gift_message?: InputMaybe<GiftMessageInput>;
  /** New quantity; 0 removes the line. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
};

/** Totals of a cart. */
export type CartPrices = {
  __typename?: 'CartPrices';
  /** Taxes on the cart, by rate. */
  applied_taxes?: Maybe<Array<Maybe<CartTaxItem>>>;
  /** Discounts on the cart, one per rule or code. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Amount to pay, tax, discounts and shipping included. */
  grand_total?: Maybe<Money>;
  /** Amount to pay before tax. */
  grand_total_excluding_tax?: Maybe<Money>;
  /** Sum of the lines before tax and discounts. */
  subtotal_excluding_tax?: Maybe<Money>;
  /** Sum of the lines, tax included, before discounts. */
  subtotal_including_tax?: Maybe<Money>;
  /** Sum of the lines before tax, with the discounts taken off. */
  subtotal_with_discount_excluding_tax?: Maybe<Money>;
};

/** Tax at one rate on a cart. */
export type CartTaxItem = {
  __typename?: 'CartTaxItem';
  /** The tax amount. */
  amount: Money;
  /** Name of the tax, for example `MVA 25%`. */
  label: Scalars['String']['output'];
};

/** A problem with one item of a cart request. */
export type CartUserInputError = Error & {
  __typename?: 'CartUserInputError';
  /** Kind of problem. */
  code: CartUserInputErrorType;
  /** Explanation for the shopper. */
  message: Scalars['String']['output'];
  /** For `INSUFFICIENT_STOCK` and `NOT_SALABLE`: the most the line may hold now (0: none in stock); null when stock is not the problem. */
  wm_available_quantity?: Maybe<Scalars['Float']['output']>;
  /** For `addProductsToCart`: the place (from 0) in `cartItems` of the item the error is about — Magento's own `cartItemPosition`, which its schema leaves out; null elsewhere. */
  wm_cart_item_position?: Maybe<Scalars['Int']['output']>;
};

/** Kinds of cart request problems. */
export type CartUserInputErrorType =
  /** No line with the given id in the cart. */
  | 'COULD_NOT_FIND_CART_ITEM'
  /** The stock cannot cover the quantity. */
  | 'INSUFFICIENT_STOCK'
  /** A value is not allowed, for example a quantity of zero. */
  | 'INVALID_PARAMETER_VALUE'
  /** The product cannot be bought. */
  | 'NOT_SALABLE'
  /** No product with the given SKU. */
  | 'PRODUCT_NOT_FOUND'
  /** A value that is needed is missing, for example a variant choice. */
  | 'REQUIRED_PARAMETER_MISSING'
  /** Any other problem. */
  | 'UNDEFINED';

/** Product types (and categories) a catalogue attribute applies to. */
export type CatalogAttributeApplyToEnum =
  /** Bundle products. */
  | 'BUNDLE'
  /** Categories. */
  | 'CATEGORY'
  /** Configurable products. */
  | 'CONFIGURABLE'
  /** Downloadable products. */
  | 'DOWNLOADABLE'
  /** Grouped products. */
  | 'GROUPED'
  /** Simple products. */
  | 'SIMPLE'
  /** Virtual products. */
  | 'VIRTUAL';

/** Metadata of a product or category attribute, with its storefront flags. */
export type CatalogAttributeMetadata = CustomAttributeMetadataInterface & {
  __typename?: 'CatalogAttributeMetadata';
  /** Product types the attribute applies to. */
  apply_to?: Maybe<Array<Maybe<CatalogAttributeApplyToEnum>>>;
  /** Attribute code, in lower case without spaces. */
  code: Scalars['ID']['output'];
  /** Value used when none is set. */
  default_value?: Maybe<Scalars['String']['output']>;
  /** Entity type the attribute belongs to. */
  entity_type: AttributeEntityTypeEnum;
  /** CSS class for the attribute's input. */
  frontend_class?: Maybe<Scalars['String']['output']>;
  /** How the value is entered; decides how it is shown. */
  frontend_input?: Maybe<AttributeFrontendInputEnum>;
  /** Shown when products are compared. */
  is_comparable?: Maybe<Scalars['Boolean']['output']>;
  /** Offered as a filter in category listings. */
  is_filterable?: Maybe<Scalars['Boolean']['output']>;
  /** Offered as a filter in search results. */
  is_filterable_in_search?: Maybe<Scalars['Boolean']['output']>;
  /** Its value may contain HTML. */
  is_html_allowed_on_front?: Maybe<Scalars['Boolean']['output']>;
  /** Whether a value must be given. */
  is_required: Scalars['Boolean']['output'];
  /** Its value is searched by the full-text search. */
  is_searchable?: Maybe<Scalars['Boolean']['output']>;
  /** Whether every entity must have a different value. */
  is_unique: Scalars['Boolean']['output'];
  /** Usable in catalogue price rules. */
  is_used_for_price_rules?: Maybe<Scalars['Boolean']['output']>;
  /** Usable in cart promotion rules. */
  is_used_for_promo_rules?: Maybe<Scalars['Boolean']['output']>;
  /** Shown in the advanced search form. */
  is_visible_in_advanced_search?: Maybe<Scalars['Boolean']['output']>;
  /** Shown on the product page (in the specifications table). */
  is_visible_on_front?: Maybe<Scalars['Boolean']['output']>;
  /** Edited with a rich-text editor. */
  is_wysiwyg_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Label shown to shoppers (in the store's language). */
  label?: Maybe<Scalars['String']['output']>;
  /** Options of a select or multiselect attribute, in display order; empty for other inputs. */
  options: Array<Maybe<CustomAttributeOptionInterface>>;
  /** For swatch attributes: whether options are colours or images (`VISUAL`) or text (`TEXT`). */
  swatch_input_type?: Maybe<SwatchInputTypeEnum>;
  /** Whether choosing an option swaps the product image in listings. */
  update_product_preview_image?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the variant's product image serves as the swatch. */
  use_product_image_for_swatch?: Maybe<Scalars['Boolean']['output']>;
  /** Loaded for product listings. */
  used_in_product_listing?: Maybe<Scalars['Boolean']['output']>;
};

/** Filters for category look-ups. All given filters must match. */
export type CategoryFilterInput = {
  /** Category uids. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Numeric category ids (old clients). */
  ids?: InputMaybe<FilterEqualTypeInput>;
  /** Category name. */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Uid of the parent category. */
  parent_category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** Numeric id of the parent category. */
  parent_id?: InputMaybe<FilterEqualTypeInput>;
  /** URL key of the category. */
  url_key?: InputMaybe<FilterEqualTypeInput>;
  /** Full URL path of the category. */
  url_path?: InputMaybe<FilterEqualTypeInput>;
};

/** Fields every category has. */
export type CategoryInterface = {
  /** Sort fields offered on the category page. */
  available_sort_by?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Ancestors of the category, root first. */
  breadcrumbs?: Maybe<Array<Maybe<Breadcrumb>>>;
  /** Canonical URL of the category page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Number of child categories. */
  children_count?: Maybe<Scalars['String']['output']>;
  /** CMS block shown on the category page. */
  cms_block?: Maybe<CmsBlock>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Custom layout file of the category. */
  custom_layout_update_file?: Maybe<Scalars['String']['output']>;
  /** Sort field used by default on the category page. */
  default_sort_by?: Maybe<Scalars['String']['output']>;
  /** Category description as HTML. */
  description?: Maybe<Scalars['String']['output']>;
  /** What the category page shows: `PRODUCTS`, `PAGE` or `PRODUCTS_AND_PAGE`. */
  display_mode?: Maybe<Scalars['String']['output']>;
  /** Step of the price facet on the category page. */
  filter_price_range?: Maybe<Scalars['Float']['output']>;
  /**
   * Numeric category id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Address of the category image. */
  image?: Maybe<Scalars['String']['output']>;
  /** Whether the category appears in navigation menus (1) or not (0). */
  include_in_menu?: Maybe<Scalars['Int']['output']>;
  /** Whether the category also lists products of its sub-categories (1) or not (0). */
  is_anchor?: Maybe<Scalars['Int']['output']>;
  /** Numeric id of the CMS block shown on the category page. */
  landing_page?: Maybe<Scalars['Int']['output']>;
  /** Depth in the category tree (the root is 1). */
  level?: Maybe<Scalars['Int']['output']>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keywords?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Category name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Ids of the category and its ancestors, separated by `/`. */
  path?: Maybe<Scalars['String']['output']>;
  /** The path as seen in the current store. */
  path_in_store?: Maybe<Scalars['String']['output']>;
  /** Sort position among its siblings. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Number of products in the category. */
  product_count?: Maybe<Scalars['Int']['output']>;
  /** Products in the category, paged. */
  products?: Maybe<CategoryProducts>;
  /** Uid of the category. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** URL key of the category. */
  url_key?: Maybe<Scalars['String']['output']>;
  /** Full URL path of the category, without suffix. */
  url_path?: Maybe<Scalars['String']['output']>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
};


/** Fields every category has. */
export type CategoryInterfaceProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** A page of the products in a category. */
export type CategoryProducts = {
  __typename?: 'CategoryProducts';
  /** The products on this page. */
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** Number of products in the category. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A page of categories. */
export type CategoryResult = {
  __typename?: 'CategoryResult';
  /** The categories on this page. */
  items?: Maybe<Array<Maybe<CategoryTree>>>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** Number of categories matching the filter. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A category with its child categories. */
export type CategoryTree = CategoryInterface & RoutableInterface & {
  __typename?: 'CategoryTree';
  /** Sort fields offered on the category page. */
  available_sort_by?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Ancestors of the category, root first. */
  breadcrumbs?: Maybe<Array<Maybe<Breadcrumb>>>;
  /** Canonical URL of the category page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Direct child categories. */
  children?: Maybe<Array<Maybe<CategoryTree>>>;
  /** Number of child categories. */
  children_count?: Maybe<Scalars['String']['output']>;
  /** CMS block shown on the category page. */
  cms_block?: Maybe<CmsBlock>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Custom layout file of the category. */
  custom_layout_update_file?: Maybe<Scalars['String']['output']>;
  /** Sort field used by default on the category page. */
  default_sort_by?: Maybe<Scalars['String']['output']>;
  /** Category description as HTML. */
  description?: Maybe<Scalars['String']['output']>;
  /** What the category page shows: `PRODUCTS`, `PAGE` or `PRODUCTS_AND_PAGE`. */
  display_mode?: Maybe<Scalars['String']['output']>;
  /** Step of the price facet on the category page. */
  filter_price_range?: Maybe<Scalars['Float']['output']>;
  /**
   * Numeric category id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Address of the category image. */
  image?: Maybe<Scalars['String']['output']>;
  /** Whether the category appears in navigation menus (1) or not (0). */
  include_in_menu?: Maybe<Scalars['Int']['output']>;
  /** Whether the category also lists products of its sub-categories (1) or not (0). */
  is_anchor?: Maybe<Scalars['Int']['output']>;
  /** Numeric id of the CMS block shown on the category page. */
  landing_page?: Maybe<Scalars['Int']['output']>;
  /** Depth in the category tree (the root is 1). */
  level?: Maybe<Scalars['Int']['output']>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keywords?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Category name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Ids of the category and its ancestors, separated by `/`. */
  path?: Maybe<Scalars['String']['output']>;
  /** The path as seen in the current store. */
  path_in_store?: Maybe<Scalars['String']['output']>;
  /** Sort position among its siblings. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Number of products in the category. */
  product_count?: Maybe<Scalars['Int']['output']>;
  /** Products in the category, paged. */
  products?: Maybe<CategoryProducts>;
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** Uid of the category. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** URL key of the category. */
  url_key?: Maybe<Scalars['String']['output']>;
  /** Full URL path of the category, without suffix. */
  url_path?: Maybe<Scalars['String']['output']>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
};


/** A category with its child categories. */
export type CategoryTreeProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};

/** A problem with one line of a reorder. */
export type CheckoutUserInputError = {
  __typename?: 'CheckoutUserInputError';
  /** Why the line could not be added. */
  code: CheckoutUserInputErrorCodes;
  /** What went wrong, for the shopper. */
  message: Scalars['String']['output'];
  /** The path to the input field that caused an error: the order line's SKU. */
  path: Array<Maybe<Scalars['String']['output']>>;
};

/** Why a line of a reorder could not be added to the cart. */
export type CheckoutUserInputErrorCodes =
  /** Not enough stock for the line's quantity. */
  | 'INSUFFICIENT_STOCK'
  /** The product is no longer sold online (out of stock, disabled or sold by quote only). */
  | 'NOT_SALABLE'
  /** The product is no longer in the catalogue. */
  | 'PRODUCT_NOT_FOUND'
  /** Reordering is not available for this order. */
  | 'REORDER_NOT_AVAILABLE'
  /** Any other problem, such as options that cannot be copied; the message says which. */
  | 'UNDEFINED';

/** A reusable piece of CMS content. */
export type CmsBlock = {
  __typename?: 'CmsBlock';
  /** Block body as HTML. */
  content?: Maybe<Scalars['String']['output']>;
  /** Unique text key of the block. */
  identifier?: Maybe<Scalars['String']['output']>;
  /** Block title. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A list of CMS blocks. */
export type CmsBlocks = {
  __typename?: 'CmsBlocks';
  /** The blocks found. */
  items?: Maybe<Array<Maybe<CmsBlock>>>;
};

/** A content page. */
export type CmsPage = RoutableInterface & {
  __typename?: 'CmsPage';
  /** Page body as HTML. */
  content?: Maybe<Scalars['String']['output']>;
  /** Heading shown above the content. */
  content_heading?: Maybe<Scalars['String']['output']>;
  /** Unique text key of the page. */
  identifier?: Maybe<Scalars['String']['output']>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keywords?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Layout name, for example `1column`. */
  page_layout?: Maybe<Scalars['String']['output']>;
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Title shown in the browser tab. */
  title?: Maybe<Scalars['String']['output']>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /** URL key of the page. */
  url_key?: Maybe<Scalars['String']['output']>;
};

/** A swatch showing a colour. */
export type ColorSwatchData = SwatchDataInterface & {
  __typename?: 'ColorSwatchData';
  /** Hex colour code. */
  value?: Maybe<Scalars['String']['output']>;
};

/** HTML text. */
export type ComplexTextValue = {
  __typename?: 'ComplexTextValue';
  /** The text as HTML. */
  html: Scalars['String']['output'];
};

/** An attribute value that selects a variant. */
export type ConfigurableAttributeOption = {
  __typename?: 'ConfigurableAttributeOption';
  /** Attribute code. */
  code?: Maybe<Scalars['String']['output']>;
  /** Label of the value. */
  label?: Maybe<Scalars['String']['output']>;
  /** Uid of the value. */
  uid: Scalars['ID']['output'];
  /** Numeric option id of the value. */
  value_index?: Maybe<Scalars['Int']['output']>;
};

/** A cart line holding one variant of a configurable product. */
export type ConfigurableCartItem = CartItemInterface & {
  __typename?: 'ConfigurableCartItem';
  /** The option values that pick the variant, for example colour and size. */
  configurable_options: Array<Maybe<SelectedConfigurableOption>>;
  /** The variant (a simple product) that is bought. */
  configured_variant: ProductInterface;
  /** The custom options entered for the line (text typed in, with the price each adds). */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  /** Problems with the line, such as a quantity the stock cannot cover. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /**
   * Numeric id of the line, as a string.
   * @deprecated Read `uid`.
   */
  id: Scalars['String']['output'];
  /** Whether the line can be ordered as it is. */
  is_available: Scalars['Boolean']['output'];
  /** Why the line cannot be ordered, when it cannot. */
  not_available_message?: Maybe<Scalars['String']['output']>;
  /** Unit and row prices of the line. */
  prices?: Maybe<CartItemPrices>;
  /** The configurable parent product. */
  product: ProductInterface;
  /** Quantity in the cart. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the line. */
  uid: Scalars['ID']['output'];
};

/** Values still possible for one option of a configurable product. */
export type ConfigurableOptionAvailableForSelection = {
  __typename?: 'ConfigurableOptionAvailableForSelection';
  /** Attribute code of the option. */
  attribute_code: Scalars['String']['output'];
  /** Uids of the values still possible. */
  option_value_uids: Array<Maybe<Scalars['ID']['output']>>;
};

/** A product sold in variants chosen by attributes such as size or colour. */
export type ConfigurableProduct = CustomizableProductInterface & PhysicalProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'ConfigurableProduct';
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** The attributes a shopper picks to choose a variant. */
  configurable_options?: Maybe<Array<Maybe<ConfigurableProductOptions>>>;
  /** The variant and the still-available values for a partial selection. */
  configurable_product_options_selection?: Maybe<ConfigurableProductOptionsSelection>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Options the shopper can fill in or choose. */
  options?: Maybe<Array<Maybe<CustomizableOptionInterface>>>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** Every variant with the attribute values that select it. */
  variants?: Maybe<Array<Maybe<ConfigurableVariant>>>;
  /** Weight, in the store's weight unit. */
  weight?: Maybe<Scalars['Float']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** A product sold in variants chosen by attributes such as size or colour. */
export type ConfigurableProductConfigurable_Product_Options_SelectionArgs = {
  configurableOptionValueUids?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/** A product sold in variants chosen by attributes such as size or colour. */
export type ConfigurableProductCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** A product sold in variants chosen by attributes such as size or colour. */
export type ConfigurableProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A configurable product to add to a cart. */
export type ConfigurableProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** The variant's SKU (or the parent's, with `selected_options`) and the quantity. */
  data: CartItemInput;
  /** SKU of the configurable parent. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** SKU of the chosen variant. */
  variant_sku?: InputMaybe<Scalars['String']['input']>;
};

/** An option of a configurable product under a partial selection. */
export type ConfigurableProductOption = {
  __typename?: 'ConfigurableProductOption';
  /** Attribute code. */
  attribute_code: Scalars['String']['output'];
  /** Label of the option. */
  label: Scalars['String']['output'];
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** Values of the option. */
  values?: Maybe<Array<Maybe<ConfigurableProductOptionValue>>>;
};

/** A value of a configurable option under a partial selection. */
export type ConfigurableProductOptionValue = {
  __typename?: 'ConfigurableProductOptionValue';
  /** Whether a saleable variant has this value. */
  is_available: Scalars['Boolean']['output'];
  /** Whether the default label is used. */
  is_use_default: Scalars['Boolean']['output'];
  /** Label of the value. */
  label: Scalars['String']['output'];
  /** Swatch of the value. */
  swatch?: Maybe<SwatchDataInterface>;
  /** Uid of the value. */
  uid: Scalars['ID']['output'];
};

/** An attribute a shopper picks to choose a variant of a configurable product. */
export type ConfigurableProductOptions = {
  __typename?: 'ConfigurableProductOptions';
  /** Code of the attribute, for example `color`. */
  attribute_code?: Maybe<Scalars['String']['output']>;
  /**
   * Numeric attribute id as a string.
   * @deprecated Read `attribute_uid` instead.
   */
  attribute_id?: Maybe<Scalars['String']['output']>;
  /**
   * Numeric attribute id.
   * @deprecated Read `attribute_uid` instead.
   */
  attribute_id_v2?: Maybe<Scalars['Int']['output']>;
  /** Uid of the attribute. */
  attribute_uid: Scalars['ID']['output'];
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Label shown to the shopper. */
  label?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /**
   * Numeric id of the configurable product.
   * @deprecated Known from the parent product.
   */
  product_id?: Maybe<Scalars['Int']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** Whether the default label is used. */
  use_default?: Maybe<Scalars['Boolean']['output']>;
  /** Values the shopper can pick. */
  values?: Maybe<Array<Maybe<ConfigurableProductOptionsValues>>>;
};

/** What a partial selection of a configurable product leads to. */
export type ConfigurableProductOptionsSelection = {
  __typename?: 'ConfigurableProductOptionsSelection';
  /** The options with their availability under this selection. */
  configurable_options?: Maybe<Array<Maybe<ConfigurableProductOption>>>;
  /** Images of the selected variant, or of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /** Values still possible for each option. */
  options_available_for_selection?: Maybe<Array<Maybe<ConfigurableOptionAvailableForSelection>>>;
  /** The variant, once the selection is complete. */
  variant?: Maybe<SimpleProduct>;
};

/** A value of a configurable product's option. */
export type ConfigurableProductOptionsValues = {
  __typename?: 'ConfigurableProductOptionsValues';
  /** Label in the default store view. */
  default_label?: Maybe<Scalars['String']['output']>;
  /** Label shown to the shopper. */
  label?: Maybe<Scalars['String']['output']>;
  /** Label in the current store view. */
  store_label?: Maybe<Scalars['String']['output']>;
  /** Swatch (colour, image or text) of the value. */
  swatch_data?: Maybe<SwatchDataInterface>;
  /** Uid of the value, used to select it. */
  uid?: Maybe<Scalars['ID']['output']>;
  /** Whether the default label is used. */
  use_default_value?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Numeric option id of the value.
   * @deprecated Read `uid` instead.
   */
  value_index?: Maybe<Scalars['Int']['output']>;
};

/** One variant of a configurable product. */
export type ConfigurableVariant = {
  __typename?: 'ConfigurableVariant';
  /** Attribute values that select this variant. */
  attributes?: Maybe<Array<Maybe<ConfigurableAttributeOption>>>;
  /** The variant itself. */
  product?: Maybe<SimpleProduct>;
};

/** A wish list item holding a configurable product, perhaps with a chosen variant. */
export type ConfigurableWishlistItem = WishlistItemInterface & {
  __typename?: 'ConfigurableWishlistItem';
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The option values that pick the variant. */
  configurable_options?: Maybe<Array<Maybe<SelectedConfigurableOption>>>;
  /** The chosen variant, when one was chosen. */
  configured_variant?: Maybe<ProductInterface>;
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The configurable parent product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** A message for the shop from its contact form. */
export type ContactUsInput = {
  /** What the shopper wants to tell or ask the shop. */
  comment: Scalars['String']['input'];
  /** Where the shop answers. */
  email: Scalars['String']['input'];
  /** Who is writing. */
  name: Scalars['String']['input'];
  /** A phone number to call back on, if the shopper gives one. */
  telephone?: InputMaybe<Scalars['String']['input']>;
};

/** The answer to a contact-form message. */
export type ContactUsOutput = {
  __typename?: 'ContactUsOutput';
  /** True once the message is on its way to the shop. */
  status: Scalars['Boolean']['output'];
};

/** A country the store can deliver to. */
export type Country = {
  __typename?: 'Country';
  /** Regions (counties, states) of the country, if the store keeps a list. */
  available_regions?: Maybe<Array<Maybe<Region>>>;
  /** Name in English. */
  full_name_english?: Maybe<Scalars['String']['output']>;
  /** Name in the store's language. */
  full_name_locale?: Maybe<Scalars['String']['output']>;
  /** Two-letter country code. */
  id?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-3 code. */
  three_letter_abbreviation?: Maybe<Scalars['String']['output']>;
  /** ISO 3166-1 alpha-2 code. */
  two_letter_abbreviation?: Maybe<Scalars['String']['output']>;
};

/** Two-letter ISO 3166-1 country codes. */
export type CountryCodeEnum =
  /** Country code of Andorra. */
  | 'AD'
  /** Country code of United Arab Emirates. */
  | 'AE'
  /** Country code of Afghanistan. */
  | 'AF'
  /** Country code of Antigua & Barbuda. */
  | 'AG'
  /** Country code of Anguilla. */
  | 'AI'
  /** Country code of Albania. */
  | 'AL'
  /** Country code of Armenia. */
  | 'AM'
  /** Country code of Curaçao. */
  | 'AN'
  /** Country code of Angola. */
  | 'AO'
  /** Country code of Antarctica. */
  | 'AQ'
  /** Country code of Argentina. */
  | 'AR'
  /** Country code of American Samoa. */
  | 'AS'
  /** Country code of Austria. */
  | 'AT'
  /** Country code of Australia. */
  | 'AU'
  /** Country code of Aruba. */
  | 'AW'
  /** Country code of Åland Islands. */
  | 'AX'
  /** Country code of Azerbaijan. */
  | 'AZ'
  /** Country code of Bosnia & Herzegovina. */
  | 'BA'
  /** Country code of Barbados. */
  | 'BB'
  /** Country code of Bangladesh. */
  | 'BD'
  /** Country code of Belgium. */
  | 'BE'
  /** Country code of Burkina Faso. */
  | 'BF'
  /** Country code of Bulgaria. */
  | 'BG'
  /** Country code of Bahrain. */
  | 'BH'
  /** Country code of Burundi. */
  | 'BI'
  /** Country code of Benin. */
  | 'BJ'
  /** Country code of St. Barthélemy. */
  | 'BL'
  /** Country code of Bermuda. */
  | 'BM'
  /** Country code of Brunei. */
  | 'BN'
  /** Country code of Bolivia. */
  | 'BO'
  /** Country code of Brazil. */
  | 'BR'
  /** Country code of Bahamas. */
  | 'BS'
  /** Country code of Bhutan. */
  | 'BT'
  /** Country code of Bouvet Island. */
  | 'BV'
  /** Country code of Botswana. */
  | 'BW'
  /** Country code of Belarus. */
  | 'BY'
  /** Country code of Belize. */
  | 'BZ'
  /** Country code of Canada. */
  | 'CA'
  /** Country code of Cocos (Keeling) Islands. */
  | 'CC'
  /** Country code of Congo - Kinshasa. */
  | 'CD'
  /** Country code of Central African Republic. */
  | 'CF'
  /** Country code of Congo - Brazzaville. */
  | 'CG'
  /** Country code of Switzerland. */
  | 'CH'
  /** Country code of Côte d’Ivoire. */
  | 'CI'
  /** Country code of Cook Islands. */
  | 'CK'
  /** Country code of Chile. */
  | 'CL'
  /** Country code of Cameroon. */
  | 'CM'
  /** Country code of China. */
  | 'CN'
  /** Country code of Colombia. */
  | 'CO'
  /** Country code of Costa Rica. */
  | 'CR'
  /** Country code of Cuba. */
  | 'CU'
  /** Country code of Cape Verde. */
  | 'CV'
  /** Country code of Christmas Island. */
  | 'CX'
  /** Country code of Cyprus. */
  | 'CY'
  /** Country code of Czechia. */
  | 'CZ'
  /** Country code of Germany. */
  | 'DE'
  /** Country code of Djibouti. */
  | 'DJ'
  /** Country code of Denmark. */
  | 'DK'
  /** Country code of Dominica. */
  | 'DM'
  /** Country code of Dominican Republic. */
  | 'DO'
  /** Country code of Algeria. */
  | 'DZ'
  /** Country code of Ecuador. */
  | 'EC'
  /** Country code of Estonia. */
  | 'EE'
  /** Country code of Egypt. */
  | 'EG'
  /** Country code of Western Sahara. */
  | 'EH'
  /** Country code of Eritrea. */
  | 'ER'
  /** Country code of Spain. */
  | 'ES'
  /** Country code of Ethiopia. */
  | 'ET'
  /** Country code of Finland. */
  | 'FI'
  /** Country code of Fiji. */
  | 'FJ'
  /** Country code of Falkland Islands. */
  | 'FK'
  /** Country code of Micronesia. */
  | 'FM'
  /** Country code of Faroe Islands. */
  | 'FO'
  /** Country code of France. */
  | 'FR'
  /** Country code of Gabon. */
  | 'GA'
  /** Country code of United Kingdom. */
  | 'GB'
  /** Country code of Grenada. */
  | 'GD'
  /** Country code of Georgia. */
  | 'GE'
  /** Country code of French Guiana. */
  | 'GF'
  /** Country code of Guernsey. */
  | 'GG'
  /** Country code of Ghana. */
  | 'GH'
  /** Country code of Gibraltar. */
  | 'GI'
  /** Country code of Greenland. */
  | 'GL'
  /** Country code of Gambia. */
  | 'GM'
  /** Country code of Guinea. */
  | 'GN'
  /** Country code of Guadeloupe. */
  | 'GP'
  /** Country code of Equatorial Guinea. */
  | 'GQ'
  /** Country code of Greece. */
  | 'GR'
  /** Country code of South Georgia & South Sandwich Islands. */
  | 'GS'
  /** Country code of Guatemala. */
  | 'GT'
  /** Country code of Guam. */
  | 'GU'
  /** Country code of Guinea-Bissau. */
  | 'GW'
  /** Country code of Guyana. */
  | 'GY'
  /** Country code of Hong Kong SAR China. */
  | 'HK'
  /** Country code of Heard & McDonald Islands. */
  | 'HM'
  /** Country code of Honduras. */
  | 'HN'
  /** Country code of Croatia. */
  | 'HR'
  /** Country code of Haiti. */
  | 'HT'
  /** Country code of Hungary. */
  | 'HU'
  /** Country code of Indonesia. */
  | 'ID'
  /** Country code of Ireland. */
  | 'IE'
  /** Country code of Israel. */
  | 'IL'
  /** Country code of Isle of Man. */
  | 'IM'
  /** Country code of India. */
  | 'IN'
  /** Country code of British Indian Ocean Territory. */
  | 'IO'
  /** Country code of Iraq. */
  | 'IQ'
  /** Country code of Iran. */
  | 'IR'
  /** Country code of Iceland. */
  | 'IS'
  /** Country code of Italy. */
  | 'IT'
  /** Country code of Jersey. */
  | 'JE'
  /** Country code of Jamaica. */
  | 'JM'
  /** Country code of Jordan. */
  | 'JO'
  /** Country code of Japan. */
  | 'JP'
  /** Country code of Kenya. */
  | 'KE'
  /** Country code of Kyrgyzstan. */
  | 'KG'
  /** Country code of Cambodia. */
  | 'KH'
  /** Country code of Kiribati. */
  | 'KI'
  /** Country code of Comoros. */
  | 'KM'
  /** Country code of St. Kitts & Nevis. */
  | 'KN'
  /** Country code of North Korea. */
  | 'KP'
  /** Country code of South Korea. */
  | 'KR'
  /** Country code of Kuwait. */
  | 'KW'
  /** Country code of Cayman Islands. */
  | 'KY'
  /** Country code of Kazakhstan. */
  | 'KZ'
  /** Country code of Laos. */
  | 'LA'
  /** Country code of Lebanon. */
  | 'LB'
  /** Country code of St. Lucia. */
  | 'LC'
  /** Country code of Liechtenstein. */
  | 'LI'
  /** Country code of Sri Lanka. */
  | 'LK'
  /** Country code of Liberia. */
  | 'LR'
  /** Country code of Lesotho. */
  | 'LS'
  /** Country code of Lithuania. */
  | 'LT'
  /** Country code of Luxembourg. */
  | 'LU'
  /** Country code of Latvia. */
  | 'LV'
  /** Country code of Libya. */
  | 'LY'
  /** Country code of Morocco. */
  | 'MA'
  /** Country code of Monaco. */
  | 'MC'
  /** Country code of Moldova. */
  | 'MD'
  /** Country code of Montenegro. */
  | 'ME'
  /** Country code of St. Martin. */
  | 'MF'
  /** Country code of Madagascar. */
  | 'MG'
  /** Country code of Marshall Islands. */
  | 'MH'
  /** Country code of North Macedonia. */
  | 'MK'
  /** Country code of Mali. */
  | 'ML'
  /** Country code of Myanmar (Burma). */
  | 'MM'
  /** Country code of Mongolia. */
  | 'MN'
  /** Country code of Macao SAR China. */
  | 'MO'
  /** Country code of Northern Mariana Islands. */
  | 'MP'
  /** Country code of Martinique. */
  | 'MQ'
  /** Country code of Mauritania. */
  | 'MR'
  /** Country code of Montserrat. */
  | 'MS'
  /** Country code of Malta. */
  | 'MT'
  /** Country code of Mauritius. */
  | 'MU'
  /** Country code of Maldives. */
  | 'MV'
  /** Country code of Malawi. */
  | 'MW'
  /** Country code of Mexico. */
  | 'MX'
  /** Country code of Malaysia. */
  | 'MY'
  /** Country code of Mozambique. */
  | 'MZ'
  /** Country code of Namibia. */
  | 'NA'
  /** Country code of New Caledonia. */
  | 'NC'
  /** Country code of Niger. */
  | 'NE'
  /** Country code of Norfolk Island. */
  | 'NF'
  /** Country code of Nigeria. */
  | 'NG'
  /** Country code of Nicaragua. */
  | 'NI'
  /** Country code of Netherlands. */
  | 'NL'
  /** Country code of Norway. */
  | 'NO'
  /** Country code of Nepal. */
  | 'NP'
  /** Country code of Nauru. */
  | 'NR'
  /** Country code of Niue. */
  | 'NU'
  /** Country code of New Zealand. */
  | 'NZ'
  /** Country code of Oman. */
  | 'OM'
  /** Country code of Panama. */
  | 'PA'
  /** Country code of Peru. */
  | 'PE'
  /** Country code of French Polynesia. */
  | 'PF'
  /** Country code of Papua New Guinea. */
  | 'PG'
  /** Country code of Philippines. */
  | 'PH'
  /** Country code of Pakistan. */
  | 'PK'
  /** Country code of Poland. */
  | 'PL'
  /** Country code of St. Pierre & Miquelon. */
  | 'PM'
  /** Country code of Pitcairn Islands. */
  | 'PN'
  /** Country code of Palestinian Territories. */
  | 'PS'
  /** Country code of Portugal. */
  | 'PT'
  /** Country code of Palau. */
  | 'PW'
  /** Country code of Paraguay. */
  | 'PY'
  /** Country code of Qatar. */
  | 'QA'
  /** Country code of Réunion. */
  | 'RE'
  /** Country code of Romania. */
  | 'RO'
  /** Country code of Serbia. */
  | 'RS'
  /** Country code of Russia. */
  | 'RU'
  /** Country code of Rwanda. */
  | 'RW'
  /** Country code of Saudi Arabia. */
  | 'SA'
  /** Country code of Solomon Islands. */
  | 'SB'
  /** Country code of Seychelles. */
  | 'SC'
  /** Country code of Sudan. */
  | 'SD'
  /** Country code of Sweden. */
  | 'SE'
  /** Country code of Singapore. */
  | 'SG'
  /** Country code of St. Helena. */
  | 'SH'
  /** Country code of Slovenia. */
  | 'SI'
  /** Country code of Svalbard & Jan Mayen. */
  | 'SJ'
  /** Country code of Slovakia. */
  | 'SK'
  /** Country code of Sierra Leone. */
  | 'SL'
  /** Country code of San Marino. */
  | 'SM'
  /** Country code of Senegal. */
  | 'SN'
  /** Country code of Somalia. */
  | 'SO'
  /** Country code of Suriname. */
  | 'SR'
  /** Country code of São Tomé & Príncipe. */
  | 'ST'
  /** Country code of El Salvador. */
  | 'SV'
  /** Country code of Syria. */
  | 'SY'
  /** Country code of Eswatini. */
  | 'SZ'
  /** Country code of Turks & Caicos Islands. */
  | 'TC'
  /** Country code of Chad. */
  | 'TD'
  /** Country code of French Southern Territories. */
  | 'TF'
  /** Country code of Togo. */
  | 'TG'
  /** Country code of Thailand. */
  | 'TH'
  /** Country code of Tajikistan. */
  | 'TJ'
  /** Country code of Tokelau. */
  | 'TK'
  /** Country code of Timor-Leste. */
  | 'TL'
  /** Country code of Turkmenistan. */
  | 'TM'
  /** Country code of Tunisia. */
  | 'TN'
  /** Country code of Tonga. */
  | 'TO'
  /** Country code of Türkiye. */
  | 'TR'
  /** Country code of Trinidad & Tobago. */
  | 'TT'
  /** Country code of Tuvalu. */
  | 'TV'
  /** Country code of Taiwan. */
  | 'TW'
  /** Country code of Tanzania. */
  | 'TZ'
  /** Country code of Ukraine. */
  | 'UA'
  /** Country code of Uganda. */
  | 'UG'
  /** Country code of U.S. Outlying Islands. */
  | 'UM'
  /** Country code of United States. */
  | 'US'
  /** Country code of Uruguay. */
  | 'UY'
  /** Country code of Uzbekistan. */
  | 'UZ'
  /** Country code of Vatican City. */
  | 'VA'
  /** Country code of St. Vincent & Grenadines. */
  | 'VC'
  /** Country code of Venezuela. */
  | 'VE'
  /** Country code of British Virgin Islands. */
  | 'VG'
  /** Country code of U.S. Virgin Islands. */
  | 'VI'
  /** Country code of Vietnam. */
  | 'VN'
  /** Country code of Vanuatu. */
  | 'VU'
  /** Country code of Wallis & Futuna. */
  | 'WF'
  /** Country code of Samoa. */
  | 'WS'
  /** Country code of Yemen. */
  | 'YE'
  /** Country code of Mayotte. */
  | 'YT'
  /** Country code of South Africa. */
  | 'ZA'
  /** Country code of Zambia. */
  | 'ZM'
  /** Country code of Zimbabwe. */
  | 'ZW';

/** Input of `createGuestCart`. */
export type CreateGuestCartInput = {
  /** A masked id chosen by the client. */
  cart_uid?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of `createGuestCart`. */
export type CreateGuestCartOutput = {
  __typename?: 'CreateGuestCartOutput';
  /** The new cart. */
  cart?: Maybe<Cart>;
};

/** A new product review. */
export type CreateProductReviewInput = {
  /** The name to show with the review. */
  nickname: Scalars['String']['input'];
  /** One rating per rating kind: its id and the chosen value's id. */
  ratings: Array<InputMaybe<ProductReviewRatingInput>>;
  /** SKU of the reviewed product. */
  sku: Scalars['String']['input'];
  /** The review's title. */
  summary: Scalars['String']['input'];
  /** What the reviewer writes (required). */
  text: Scalars['String']['input'];
};

/** The written review. */
export type CreateProductReviewOutput = {
  __typename?: 'CreateProductReviewOutput';
  /** The review as stored (not yet shown: it awaits approval). */
  review: ProductReview;
};

/** A new saved list. */
export type CreateRequisitionListInput = {
  /** A note about the list, at most 255 characters. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Name of the list, 1 to 60 characters after trimming. */
  name: Scalars['String']['input'];
};

/** What `createRequisitionList` answers. */
export type CreateRequisitionListOutput = {
  __typename?: 'CreateRequisitionListOutput';
  /** The new list. */
  requisition_list?: Maybe<RequisitionList>;
};

/** Card details for PayPal Payflow Pro (kept for compatibility). */
export type CreditCardDetailsInput = {
  /** Expiry month. */
  cc_exp_month: Scalars['Int']['input'];
  /** Expiry year. */
  cc_exp_year: Scalars['Int']['input'];
  /** Last four digits of the card number. */
  cc_last_4: Scalars['Int']['input'];
  /** Card brand. */
  cc_type: Scalars['String']['input'];
};

/** The store's currencies. */
export type Currency = {
  __typename?: 'Currency';
  /** Codes of every currency a shopper can choose. */
  available_currency_codes?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Currency the prices are stored in. */
  base_currency_code?: Maybe<Scalars['String']['output']>;
  /** Symbol of the base currency. */
  base_currency_symbol?: Maybe<Scalars['String']['output']>;
  /**
   * Misspelt alias of `default_display_currency_code`.
   * @deprecated Misspelt; read `default_display_currency_code`.
   */
  default_display_currecy_code?: Maybe<Scalars['String']['output']>;
  /**
   * Misspelt alias of `default_display_currency_symbol`.
   * @deprecated Misspelt; read `default_display_currency_symbol`.
   */
  default_display_currecy_symbol?: Maybe<Scalars['String']['output']>;
  /** Currency prices are shown in by default. */
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  /** Symbol of the default display currency. */
  default_display_currency_symbol?: Maybe<Scalars['String']['output']>;
  /** Conversion rates from the base currency. */
  exchange_rates?: Maybe<Array<Maybe<ExchangeRate>>>;
};

/** ISO 4217 currency codes. */
export type CurrencyEnum =
  | 'AED'
  | 'AFN'
  | 'ALL'
  | 'AMD'
  | 'ANG'
  | 'AOA'
  | 'ARS'
  | 'AUD'
  | 'AWG'
  | 'AZM'
  | 'AZN'
  | 'BAM'
  | 'BBD'
  | 'BDT'
  | 'BGN'
  | 'BHD'
  | 'BIF'
  | 'BMD'
  | 'BND'
  | 'BOB'
  | 'BRL'
  | 'BSD'
  | 'BTN'
  | 'BUK'
  | 'BWP'
  | 'BYN'
  | 'BZD'
  | 'CAD'
  | 'CDF'
  | 'CHE'
  | 'CHF'
  | 'CHW'
  | 'CLP'
  | 'CNY'
  | 'COP'
  | 'CRC'
  | 'CUP'
  | 'CVE'
  | 'CZK'
  | 'DJF'
  | 'DKK'
  | 'DOP'
  | 'DZD'
  | 'EEK'
  | 'EGP'
  | 'ERN'
  | 'ETB'
  | 'EUR'
  | 'FJD'
  | 'FKP'
  | 'GBP'
  | 'GEK'
  | 'GEL'
  | 'GHS'
  | 'GIP'
  | 'GMD'
  | 'GNF'
  | 'GQE'
  | 'GTQ'
  | 'GYD'
  | 'HKD'
  | 'HNL'
  | 'HRK'
  | 'HTG'
  | 'HUF'
  | 'IDR'
  | 'ILS'
  | 'INR'
  | 'IQD'
  | 'IRR'
  | 'ISK'
  | 'JMD'
  | 'JOD'
  | 'JPY'
  | 'KES'
  | 'KGS'
  | 'KHR'
  | 'KMF'
  | 'KPW'
  | 'KRW'
  | 'KWD'
  | 'KYD'
  | 'KZT'
  | 'LAK'
  | 'LBP'
  | 'LKR'
  | 'LRD'
  | 'LSL'
  | 'LSM'
  | 'LTL'
  | 'LVL'
  | 'LYD'
  | 'MAD'
  | 'MDL'
  | 'MGA'
  | 'MKD'
  | 'MMK'
  | 'MNT'
  | 'MOP'
  | 'MRO'
  | 'MUR'
  | 'MVR'
  | 'MWK'
  | 'MXN'
  | 'MYR'
  | 'MZN'
  | 'NAD'
  | 'NGN'
  | 'NIC'
  | 'NOK'
  | 'NPR'
  | 'NZD'
  | 'OMR'
  | 'PAB'
  | 'PEN'
  | 'PGK'
  | 'PHP'
  | 'PKR'
  | 'PLN'
  | 'PYG'
  | 'QAR'
  | 'RHD'
  | 'ROL'
  | 'RON'
  | 'RSD'
  | 'RUB'
  | 'RWF'
  | 'SAR'
  | 'SBD'
  | 'SCR'
  | 'SDG'
  | 'SEK'
  | 'SGD'
  | 'SHP'
  | 'SKK'
  | 'SLL'
  | 'SOS'
  | 'SRD'
  | 'STD'
  | 'SVC'
  | 'SYP'
  | 'SZL'
  | 'THB'
  | 'TJS'
  | 'TMM'
  | 'TND'
  | 'TOP'
  | 'TRL'
  | 'TRY'
  | 'TTD'
  | 'TWD'
  | 'TZS'
  | 'UAH'
  | 'UGX'
  | 'USD'
  | 'UYU'
  | 'UZS'
  | 'VEB'
  | 'VEF'
  | 'VND'
  | 'VUV'
  | 'WST'
  | 'XCD'
  | 'XOF'
  | 'XPF'
  | 'YER'
  | 'YTL'
  | 'ZAR'
  | 'ZMK'
  | 'ZWD';

/** What every attribute's metadata has. */
export type CustomAttributeMetadataInterface = {
  /** Attribute code, in lower case without spaces. */
  code: Scalars['ID']['output'];
  /** Value used when none is set. */
  default_value?: Maybe<Scalars['String']['output']>;
  /** Entity type the attribute belongs to. */
  entity_type: AttributeEntityTypeEnum;
  /** CSS class for the attribute's input. */
  frontend_class?: Maybe<Scalars['String']['output']>;
  /** How the value is entered; decides how it is shown. */
  frontend_input?: Maybe<AttributeFrontendInputEnum>;
  /** Whether a value must be given. */
  is_required: Scalars['Boolean']['output'];
  /** Whether every entity must have a different value. */
  is_unique: Scalars['Boolean']['output'];
  /** Label shown to shoppers (in the store's language). */
  label?: Maybe<Scalars['String']['output']>;
  /** Options of a select or multiselect attribute, in display order; empty for other inputs. */
  options: Array<Maybe<CustomAttributeOptionInterface>>;
};

/** What every option of a select attribute has. */
export type CustomAttributeOptionInterface = {
  /** Whether this option is the attribute's default. */
  is_default: Scalars['Boolean']['output'];
  /** Option label shown to shoppers. */
  label: Scalars['String']['output'];
  /** Option value: the option id as a string, as filters and aggregations use it. */
  value: Scalars['String']['output'];
};

/** A customer account. */
export type Customer = {
  __typename?: 'Customer';
  /** The customer's saved addresses. */
  addresses?: Maybe<Array<Maybe<CustomerAddress>>>;
  /** The customer's company id; set only for business customers, whose address rights are limited. */
  company_id?: Maybe<Scalars['String']['output']>;
  /** A business's organisation form, as the Register of Business Enterprises codes it: `AS`, `ASA`, `ENK`, `ANS`, `DA`, `SA`, `NUF`, `FLI` or `KOMM`; null when not given. */
  company_type?: Maybe<Scalars['String']['output']>;
  /** When the account was opened (`YYYY-MM-DD HH:MM:SS`, UTC). */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Birth date, `YYYY-MM-DD`; null when not given. */
  date_of_birth?: Maybe<Scalars['String']['output']>;
  /** Id of the default billing address, if there is one. */
  default_billing?: Maybe<Scalars['String']['output']>;
  /** Id of the default shipping address, if there is one. */
  default_shipping?: Maybe<Scalars['String']['output']>;
  /**
   * The birth date under its older name, `YYYY-MM-DD`.
   * @deprecated Read `date_of_birth`.
   */
  dob?: Maybe<Scalars['String']['output']>;
  /** Login e-mail address. */
  email?: Maybe<Scalars['String']['output']>;
  /** First name. */
  firstname?: Maybe<Scalars['String']['output']>;
  /** Gender code: 1 male, 2 female, 3 not specified; null when not given. */
  gender?: Maybe<Scalars['Int']['output']>;
  /** Whether add-to-cart buttons are hidden for this customer; null means the store setting applies. */
  hide_cart_button?: Maybe<Scalars['Boolean']['output']>;
  /**
   * The account's number. Clients need not know it: the token identifies the customer.
   * @deprecated The customer token identifies the account; clients need no id.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Whether the customer gets the newsletter. */
  is_subscribed?: Maybe<Scalars['Boolean']['output']>;
  /** Last name. */
  lastname?: Maybe<Scalars['String']['output']>;
  /** Middle name, if given. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** The customer's orders, newest first unless sorted otherwise. */
  orders?: Maybe<CustomerOrders>;
  /** The customer's phone number: Norwegian, as 8 digits (`91234567`); null when not given. */
  phone_number?: Maybe<Scalars['String']['output']>;
  /** Title before the name, such as Dr., if given. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** The customer's saved lists, most recently changed first. Needs a customer token. */
  requisition_lists?: Maybe<RequisitionLists>;
  /** The reviews the customer has written that the shop has approved, newest first. */
  reviews: ProductReviews;
  /** Addition after the name, such as Jr., if given. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** VAT number; business customers have one. */
  taxvat?: Maybe<Scalars['String']['output']>;
  /** One of the customer's wish lists, by its id. */
  wishlist_v2?: Maybe<Wishlist>;
  /** The customer's wish lists (this shop keeps one per customer). */
  wishlists: Array<Maybe<Wishlist>>;
  /** The customer's machines ("My tractors"), oldest first. */
  wm_tractors: Array<WmTractor>;
};


/** A customer account. */
export type CustomerOrdersArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<CustomerOrdersFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  scope?: InputMaybe<ScopeTypeEnum>;
  sort?: InputMaybe<CustomerOrderSortInput>;
};


/** A customer account. */
export type CustomerRequisition_ListsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<RequisitionListFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A customer account. */
export type CustomerReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** A customer account. */
export type CustomerWishlist_V2Args = {
  id: Scalars['ID']['input'];
};


/** A customer account. */
export type CustomerWishlistsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** One of a customer's saved addresses. */
export type CustomerAddress = {
  __typename?: 'CustomerAddress';
  /** Town or city. */
  city?: Maybe<Scalars['String']['output']>;
  /** Company name, for business addresses. */
  company?: Maybe<Scalars['String']['output']>;
  /** Country, as a two-letter code. */
  country_code?: Maybe<CountryCodeEnum>;
  /** True when this is the customer's billing address by default. */
  default_billing?: Maybe<Scalars['Boolean']['output']>;
  /** True when this is the customer's shipping address by default. */
  default_shipping?: Maybe<Scalars['Boolean']['output']>;
  /** Extension attributes of the address as code and value (this shop defines none, so empty). */
  extension_attributes?: Maybe<Array<Maybe<CustomerAddressAttribute>>>;
  /** Fax number of the address; the shop does not ask for one, so it is always empty. */
  fax?: Maybe<Scalars['String']['output']>;
  /** First name of the addressee. */
  firstname?: Maybe<Scalars['String']['output']>;
  /** Id of the address. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Last name of the addressee. */
  lastname?: Maybe<Scalars['String']['output']>;
  /** Middle name of the addressee, if given. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Title before the addressee's name, if given. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** State or county, where the country uses one. */
  region?: Maybe<CustomerAddressRegion>;
  /** Street lines: street and number first, then apartment, neighbourhood and extra details. */
  street?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Addition after the addressee's name, if given. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** VAT number of the company at this address. */
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** An attribute of a saved address, as its code and value. */
export type CustomerAddressAttribute = {
  __typename?: 'CustomerAddressAttribute';
  /** Code of the attribute. */
  attribute_code?: Maybe<Scalars['String']['output']>;
  /** The attribute's value on this address. */
  value?: Maybe<Scalars['String']['output']>;
};

/** One extra address attribute, as code and text value. */
export type CustomerAddressAttributeInput = {
  /** Code of the attribute. */
  attribute_code: Scalars['String']['input'];
  /** The value. */
  value: Scalars['String']['input'];
};

/** An address to save in, or change in, a customer's address book. */
export type CustomerAddressInput = {
  /** Town or city. */
  city?: InputMaybe<Scalars['String']['input']>;
  /** Company name, for business addresses. */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Country, as a two-letter code. */
  country_code?: InputMaybe<CountryCodeEnum>;
  /** Older name for `country_code`; used only when `country_code` is left out. */
  country_id?: InputMaybe<CountryCodeEnum>;
  /** Extra address attributes as code and value (not used by this shop). */
  custom_attributes?: InputMaybe<Array<InputMaybe<CustomerAddressAttributeInput>>>;
  /** Extra address attributes, select values included (not used by this shop). */
  custom_attributesV2?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Make this the default billing address. */
  default_billing?: InputMaybe<Scalars['Boolean']['input']>;
  /** Make this the default shipping address. */
  default_shipping?: InputMaybe<Scalars['Boolean']['input']>;
  /** Fax number (not stored by this shop). */
  fax?: InputMaybe<Scalars['String']['input']>;
  /** First name of the addressee. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Last name of the addressee. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** Middle name; empty removes it. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Title before the name, such as Dr.; empty removes it. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** State or county, where the country uses one. */
  region?: InputMaybe<CustomerAddressRegionInput>;
  /** Street lines: street and number first, then further details. */
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Addition after the name, such as Jr.; empty removes it. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** VAT number of the company at this address. */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

/** The state or county of an address. */
export type CustomerAddressRegion = {
  __typename?: 'CustomerAddressRegion';
  /** Name of the region. */
  region?: Maybe<Scalars['String']['output']>;
  /** Code of the region. */
  region_code?: Maybe<Scalars['String']['output']>;
  /** Numeric id of the region. */
  region_id?: Maybe<Scalars['Int']['output']>;
};

/** The state or county of an address being saved. */
export type CustomerAddressRegionInput = {
  /** Name of the region. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** Code of the region. */
  region_code?: InputMaybe<Scalars['String']['input']>;
  /** Numeric id of the region. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
};

/** Details for opening a customer account. */
export type CustomerCreateInput = {
  /** Whether shop staff may sign in as this customer to help (not used by this shop). */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Organisation form code (see `Customer.company_type`). */
  company_type?: InputMaybe<Scalars['String']['input']>;
  /** Values of extra customer attributes (not used by this shop). */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Birth date, `YYYY-MM-DD`, a day in the past; empty removes it. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Older name for `date_of_birth`; used only when `date_of_birth` is left out. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** Login e-mail address; one account per address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstname: Scalars['String']['input'];
  /** Gender code: 1 male, 2 female, 3 not specified. */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to send the newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name. */
  lastname: Scalars['String']['input'];
  /** Middle name; empty removes it. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Password for signing in; must meet the store's password rules. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Phone number: 8 digits, optionally after `+47` (spaces allowed); stored as the 8 digits. */
  phone_number?: InputMaybe<Scalars['String']['input']>;
  /** Title before the name, such as Dr.; empty removes it. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Addition after the name, such as Jr.; empty removes it. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** VAT number, for business customers. */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** One purchased file of a customer. */
export type CustomerDownloadableProduct = {
  __typename?: 'CustomerDownloadableProduct';
  /** When the order was placed (`YYYY-MM-DD HH:MM:SS`). */
  date?: Maybe<Scalars['String']['output']>;
  /** Where the file is downloaded: a signed link for the buyer, valid for a limited time. */
  download_url?: Maybe<Scalars['String']['output']>;
  /** Number of the order the file was bought with. */
  order_increment_id?: Maybe<Scalars['String']['output']>;
  /** How many more downloads are allowed (`Unlimited` without a limit). */
  remaining_downloads?: Maybe<Scalars['String']['output']>;
  /** Whether the file can be downloaded now, for example `available`. */
  status?: Maybe<Scalars['String']['output']>;
  /** When `download_url` stops working (ISO 8601); asking again gives a fresh link. */
  wm_expires_at?: Maybe<Scalars['String']['output']>;
  /** Title of the link, naming the file, for example `Verkstedhåndbok (PDF)`. */
  wm_link_title?: Maybe<Scalars['String']['output']>;
  /** Opaque id of the purchased link (the `uid` of the order line's `downloadable_links`). */
  wm_link_uid?: Maybe<Scalars['ID']['output']>;
  /** Name of the product bought, as on the order. */
  wm_product_name?: Maybe<Scalars['String']['output']>;
};

/** The files a customer has bought. */
export type CustomerDownloadableProducts = {
  __typename?: 'CustomerDownloadableProducts';
  /** One entry per purchased link, newest order first. */
  items?: Maybe<Array<Maybe<CustomerDownloadableProduct>>>;
};

/** An account's details in the older `createCustomer` and `updateCustomer` mutations. */
export type CustomerInput = {
  /** Birth date, `YYYY-MM-DD`, a day in the past; empty removes it. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Older name for `date_of_birth`; used only when `date_of_birth` is left out. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** Login e-mail address; needed to register, refused when updating (use `updateCustomerEmail`). */
  email?: InputMaybe<Scalars['String']['input']>;
  /** First name; needed to register. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Gender code: 1 male, 2 female, 3 not specified. */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to send the newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name; needed to register. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** Middle name; empty removes it. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Password for signing in; needed to register, refused when updating (use `changeCustomerPassword`). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Title before the name; empty removes it. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Addition after the name; empty removes it. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** VAT number, for business customers. */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** A placed order, as its customer sees it. */
export type CustomerOrder = {
  __typename?: 'CustomerOrder';
  /** Discount codes used on the order. */
  applied_coupons: Array<Maybe<AppliedCoupon>>;
  /** Where the invoice goes. */
  billing_address?: Maybe<OrderAddress>;
  /** Name of the carrier delivering the order. */
  carrier?: Maybe<Scalars['String']['output']>;
  /** Messages about the order from the shop. */
  comments?: Maybe<Array<Maybe<SalesCommentItem>>>;
  /** E-mail address the order confirmation went to. */
  email?: Maybe<Scalars['String']['output']>;
  /** Opaque id of the order. */
  id: Scalars['ID']['output'];
  /** The order's invoices: one once the order is charged (card, credit, Vipps) or, for payment by invoice, once it is shipped. */
  invoices: Array<Maybe<Invoice>>;
  /** True when nothing in the order needs shipping. */
  is_virtual: Scalars['Boolean']['output'];
  /** The ordered products. */
  items?: Maybe<Array<Maybe<OrderItemInterface>>>;
  /** The order number shown to the customer. */
  number: Scalars['String']['output'];
  /** When the order was placed (`YYYY-MM-DD HH:MM:SS`, UTC). */
  order_date: Scalars['String']['output'];
  /** When the status last changed (`YYYY-MM-DD HH:MM:SS`, UTC). */
  order_status_change_date: Scalars['String']['output'];
  /** How the order was paid. */
  payment_methods?: Maybe<Array<Maybe<OrderPaymentMethod>>>;
  /** The parcels sent so far, each with its carrier tracking. */
  shipments?: Maybe<Array<Maybe<OrderShipment>>>;
  /** Where the order is delivered. */
  shipping_address?: Maybe<OrderAddress>;
  /** Carrier and delivery option, as shown to the customer. */
  shipping_method?: Maybe<Scalars['String']['output']>;
  /** Status shown to the customer: Pending, Processing, On Hold, Complete, Closed or Canceled. */
  status: Scalars['String']['output'];
  /** The order's amounts. */
  total?: Maybe<OrderTotal>;
  /** The shopper's delivery instructions: the `customer_notes` of the cart's shipping address when the order was placed. */
  wm_customer_notes?: Maybe<Scalars['String']['output']>;
  /** The customer's own reference and order number, as they were on the cart. */
  wm_customer_order_fields?: Maybe<WmCustomerOrderFields>;
  /** For an order paid by invoice: its terms and due date; null for any other payment. */
  wm_invoice_terms?: Maybe<WmInvoiceTerms>;
};

/** How to sort a customer's orders. */
export type CustomerOrderSortInput = {
  /** Ascending or descending. */
  sort_direction: SortEnum;
  /** The field to sort by. */
  sort_field: CustomerOrderSortableField;
};

/** Fields a customer's orders can be sorted by. */
export type CustomerOrderSortableField =
  /** When the order was placed. */
  | 'CREATED_AT'
  /** The order number. */
  | 'NUMBER';

/** One page of a customer's orders. */
export type CustomerOrders = {
  __typename?: 'CustomerOrders';
  /** When the customer's first order was placed (`YYYY-MM-DD HH:MM:SS`), or null without orders. */
  date_of_first_order?: Maybe<Scalars['String']['output']>;
  /** The orders on this page. */
  items: Array<Maybe<CustomerOrder>>;
  /** Paging of the result. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** Number of orders that match, over all pages. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Conditions on a customer's orders; all given conditions must match. */
export type CustomerOrdersFilterInput = {
  /** Grand total between `from` and `to` (inclusive). */
  grand_total?: InputMaybe<FilterRangeTypeInput>;
  /** Order number: `eq`/`in` exactly, `match` as a part of it. */
  number?: InputMaybe<FilterStringTypeInput>;
  /** Order date between `from` and `to` (inclusive, `YYYY-MM-DD` or `YYYY-MM-DD HH:MM:SS`). */
  order_date?: InputMaybe<FilterRangeTypeInput>;
  /** Order status, as shown to the customer (for example `Processing`). */
  status?: InputMaybe<FilterEqualTypeInput>;
};

/** The account a customer mutation created or changed. */
export type CustomerOutput = {
  __typename?: 'CustomerOutput';
  /** The account as it is now. */
  customer: Customer;
};

/** The payment methods a customer has saved for later purchases. */
export type CustomerPaymentTokens = {
  __typename?: 'CustomerPaymentTokens';
  /** The saved methods; the shop keeps no cards, so the list is empty. */
  items: Array<Maybe<PaymentToken>>;
};

/** A customer's bearer token. */
export type CustomerToken = {
  __typename?: 'CustomerToken';
  /** Whether the customer passed the credit check (may pay by invoice). Returned at login. */
  credit_check_approved?: Maybe<Scalars['Boolean']['output']>;
  /** Send as `Authorization: Bearer <token>`. */
  token?: Maybe<Scalars['String']['output']>;
};

/** Personal details to change on the signed-in customer's account. */
export type CustomerUpdateInput = {
  /** Whether shop staff may sign in as this customer to help (not used by this shop). */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** New organisation form code (see `Customer.company_type`); an empty one removes it. */
  company_type?: InputMaybe<Scalars['String']['input']>;
  /** Values of extra customer attributes (not used by this shop). */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Birth date, `YYYY-MM-DD`, a day in the past; empty removes it. */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Older name for `date_of_birth`; used only when `date_of_birth` is left out. */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** New first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Gender code: 1 male, 2 female, 3 not specified. */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to send the newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** New last name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** Middle name; empty removes it. */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** New phone number: 8 digits, optionally after `+47` (spaces allowed); an empty one removes it. */
  phone_number?: InputMaybe<Scalars['String']['input']>;
  /** Title before the name, such as Dr.; empty removes it. */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Addition after the name, such as Jr.; empty removes it. */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** New VAT number. */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** A multi-line text option. */
export type CustomizableAreaOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableAreaOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** SKU of the product the option belongs to. */
  product_sku?: Maybe<Scalars['String']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** Settings of the text field. */
  value?: Maybe<CustomizableAreaValue>;
};

/** Settings of a multi-line text option. */
export type CustomizableAreaValue = {
  __typename?: 'CustomizableAreaValue';
  /** Longest text allowed. */
  max_characters?: Maybe<Scalars['Int']['output']>;
  /** Price added when filled in. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the option. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** A checkbox group option. */
export type CustomizableCheckboxOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableCheckboxOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** The checkboxes. */
  value?: Maybe<Array<Maybe<CustomizableCheckboxValue>>>;
};

/** One checkbox of a checkbox group option. */
export type CustomizableCheckboxValue = {
  __typename?: 'CustomizableCheckboxValue';
  /** Numeric id of the value. */
  option_type_id?: Maybe<Scalars['Int']['output']>;
  /** Price added when ticked. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the value. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the checkbox. */
  title?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** A date or time option. */
export type CustomizableDateOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableDateOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** SKU of the product the option belongs to. */
  product_sku?: Maybe<Scalars['String']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** Settings of the date field. */
  value?: Maybe<CustomizableDateValue>;
};

/** What a date option asks for. */
export type CustomizableDateTypeEnum =
  /** A date. */
  | 'DATE'
  /** A date and a time. */
  | 'DATE_TIME'
  /** A time of day. */
  | 'TIME';

/** Settings of a date or time option. */
export type CustomizableDateValue = {
  __typename?: 'CustomizableDateValue';
  /** Price added when filled in. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the option. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Date, date and time, or time only. */
  type?: Maybe<CustomizableDateTypeEnum>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** A drop-down option. */
export type CustomizableDropDownOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableDropDownOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** The choices. */
  value?: Maybe<Array<Maybe<CustomizableDropDownValue>>>;
};

/** One choice of a drop-down option. */
export type CustomizableDropDownValue = {
  __typename?: 'CustomizableDropDownValue';
  /** Numeric id of the value. */
  option_type_id?: Maybe<Scalars['Int']['output']>;
  /** Price added when chosen. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the value. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the choice. */
  title?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** A one-line text option. */
export type CustomizableFieldOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableFieldOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** SKU of the product the option belongs to. */
  product_sku?: Maybe<Scalars['String']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** Settings of the text field. */
  value?: Maybe<CustomizableFieldValue>;
};

/** Settings of a one-line text option. */
export type CustomizableFieldValue = {
  __typename?: 'CustomizableFieldValue';
  /** Longest text allowed. */
  max_characters?: Maybe<Scalars['Int']['output']>;
  /** Price added when filled in. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the option. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
  /** For an option that takes a number (a hose's length in cm): the range it must lie in; null for text. Adding a value outside it is refused with `CUSTOM_OPTION_OUT_OF_RANGE`. */
  wm_number_range?: Maybe<WmNumberRange>;
};

/** A file upload option. */
export type CustomizableFileOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableFileOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** SKU of the product the option belongs to. */
  product_sku?: Maybe<Scalars['String']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** Settings of the upload. */
  value?: Maybe<CustomizableFileValue>;
};

/** Settings of a file upload option. */
export type CustomizableFileValue = {
  __typename?: 'CustomizableFileValue';
  /** Comma-separated file extensions allowed. */
  file_extension?: Maybe<Scalars['String']['output']>;
  /** Largest image width allowed, in pixels. */
  image_size_x?: Maybe<Scalars['Int']['output']>;
  /** Largest image height allowed, in pixels. */
  image_size_y?: Maybe<Scalars['Int']['output']>;
  /** Price added when a file is uploaded. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the option. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** A multiple-select option. */
export type CustomizableMultipleOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableMultipleOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** The choices. */
  value?: Maybe<Array<Maybe<CustomizableMultipleValue>>>;
};

/** One choice of a multiple-select option. */
export type CustomizableMultipleValue = {
  __typename?: 'CustomizableMultipleValue';
  /** Numeric id of the value. */
  option_type_id?: Maybe<Scalars['Int']['output']>;
  /** Price added when chosen. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the value. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the choice. */
  title?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** A value for a customizable option of a product in the cart. */
export type CustomizableOptionInput = {
  /** Numeric id of the option. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Uid of the option. */
  uid?: InputMaybe<Scalars['ID']['input']>;
  /** The value typed in or chosen. */
  value_string: Scalars['String']['input'];
};

/** Fields every customizable option has. */
export type CustomizableOptionInterface = {
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
};

/** Products that can carry customizable options. */
export type CustomizableProductInterface = {
  /** Options the shopper can fill in or choose. */
  options?: Maybe<Array<Maybe<CustomizableOptionInterface>>>;
};

/** A radio button option. */
export type CustomizableRadioOption = CustomizableOptionInterface & {
  __typename?: 'CustomizableRadioOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid` instead.
   */
  option_id?: Maybe<Scalars['Int']['output']>;
  /** Whether the option must be filled in. */
  required?: Maybe<Scalars['Boolean']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the option. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the option. */
  uid: Scalars['ID']['output'];
  /** The radio buttons. */
  value?: Maybe<Array<Maybe<CustomizableRadioValue>>>;
};

/** One radio button of a radio button option. */
export type CustomizableRadioValue = {
  __typename?: 'CustomizableRadioValue';
  /** Numeric id of the value. */
  option_type_id?: Maybe<Scalars['Int']['output']>;
  /** Price added when chosen. */
  price?: Maybe<Scalars['Float']['output']>;
  /** Whether the price is fixed or a percentage. */
  price_type?: Maybe<PriceTypeEnum>;
  /** SKU suffix of the value. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Label of the button. */
  title?: Maybe<Scalars['String']['output']>;
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** What removing a saved payment method answers. */
export type DeletePaymentTokenOutput = {
  __typename?: 'DeletePaymentTokenOutput';
  /** The methods still saved. */
  customerPaymentTokens?: Maybe<CustomerPaymentTokens>;
  /** Whether the method was removed. */
  result: Scalars['Boolean']['output'];
};

/** What `deleteRequisitionListItems` answers. */
export type DeleteRequisitionListItemsOutput = {
  __typename?: 'DeleteRequisitionListItemsOutput';
  /** The list as it is now. */
  requisition_list?: Maybe<RequisitionList>;
};

/** What `deleteRequisitionList` answers. */
export type DeleteRequisitionListOutput = {
  __typename?: 'DeleteRequisitionListOutput';
  /** The customer's lists that remain (first page). */
  requisition_lists?: Maybe<RequisitionLists>;
  /** True when the list was deleted. */
  status: Scalars['Boolean']['output'];
};

/** A discount on an order line or on shipping. */
export type Discount = {
  __typename?: 'Discount';
  /** Amount taken off. */
  amount: Money;
  /** What the discount applies to. */
  applied_to: CartDiscountType;
  /** The code that gave the discount, if one did. */
  coupon?: Maybe<AppliedCoupon>;
  /** Name of the discount, as shown to the customer. */
  label: Scalars['String']['output'];
};

/** A cart line holding a downloadable product. */
export type DownloadableCartItem = CartItemInterface & {
  __typename?: 'DownloadableCartItem';
  /** The custom options entered for the line (text typed in, with the price each adds). */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  /** Problems with the line, such as a quantity the stock cannot cover. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /**
   * Numeric id of the line, as a string.
   * @deprecated Read `uid`.
   */
  id: Scalars['String']['output'];
  /** Whether the line can be ordered as it is. */
  is_available: Scalars['Boolean']['output'];
  /** The downloadable links bought with the line. */
  links?: Maybe<Array<Maybe<DownloadableProductLinks>>>;
  /** Why the line cannot be ordered, when it cannot. */
  not_available_message?: Maybe<Scalars['String']['output']>;
  /** Unit and row prices of the line. */
  prices?: Maybe<CartItemPrices>;
  /** The downloadable product. */
  product: ProductInterface;
  /** Quantity in the cart. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the line. */
  uid: Scalars['ID']['output'];
};

/** Where a downloadable file lives. */
export type DownloadableFileTypeEnum =
  /** An uploaded file. */
  | 'FILE'
  /** An external address. */
  | 'URL';

/** A purchased link of a downloadable order line. */
export type DownloadableItemsLinks = {
  __typename?: 'DownloadableItemsLinks';
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Title of the link, naming the file. */
  title?: Maybe<Scalars['String']['output']>;
  /** Opaque id of the link. */
  uid: Scalars['ID']['output'];
  /** Signed download address of this file for the buyer (as `customerDownloadableProducts` gives it); null when the order no longer hands out files. */
  wm_download_url?: Maybe<Scalars['String']['output']>;
  /** When `wm_download_url` stops working (ISO 8601). */
  wm_expires_at?: Maybe<Scalars['String']['output']>;
};

/** A line of a placed order for a downloadable product, with the links bought. */
export type DownloadableOrderItem = OrderItemInterface & {
  __typename?: 'DownloadableOrderItem';
  /** Discounts on this line. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** The links bought with this line. */
  downloadable_links?: Maybe<Array<Maybe<DownloadableItemsLinks>>>;
  /** Options typed in by the customer. */
  entered_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  /** Opaque id of the line. */
  id: Scalars['ID']['output'];
  /** Prices of this line. */
  prices?: Maybe<OrderItemPrices>;
  /** The product as the catalogue has it now, if it is still sold. */
  product?: Maybe<ProductInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price paid, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** Product type, for example `simple`. */
  product_type?: Maybe<Scalars['String']['output']>;
  /** URL key of the product. */
  product_url_key?: Maybe<Scalars['String']['output']>;
  /** Quantity cancelled. */
  quantity_canceled?: Maybe<Scalars['Float']['output']>;
  /** Quantity invoiced. */
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
  /** Quantity ordered. */
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  /** Quantity refunded. */
  quantity_refunded?: Maybe<Scalars['Float']['output']>;
  /** Quantity returned. */
  quantity_returned?: Maybe<Scalars['Float']['output']>;
  /** Quantity shipped. */
  quantity_shipped?: Maybe<Scalars['Float']['output']>;
  /** Options chosen from lists. */
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  /** Status of the line, for example `Shipped`. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A product delivered as files to download. */
export type DownloadableProduct = CustomizableProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'DownloadableProduct';
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Files the buyer can download. */
  downloadable_product_links?: Maybe<Array<Maybe<DownloadableProductLinks>>>;
  /** Free sample files. */
  downloadable_product_samples?: Maybe<Array<Maybe<DownloadableProductSamples>>>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /** Whether links can be bought one by one (1) or not (0). */
  links_purchased_separately?: Maybe<Scalars['Int']['output']>;
  /** Heading above the links. */
  links_title?: Maybe<Scalars['String']['output']>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Options the shopper can fill in or choose. */
  options?: Maybe<Array<Maybe<CustomizableOptionInterface>>>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** A product delivered as files to download. */
export type DownloadableProductCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** A product delivered as files to download. */
export type DownloadableProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A downloadable product to add to a cart. */
export type DownloadableProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
  /** The links to buy. */
  downloadable_product_links?: InputMaybe<Array<InputMaybe<DownloadableProductLinksInput>>>;
};

/** A file of a downloadable product. */
export type DownloadableProductLinks = {
  __typename?: 'DownloadableProductLinks';
  /**
   * Numeric id of the link.
   * @deprecated Not meant for storefronts.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /**
   * Whether the link can be shared.
   * @deprecated Not meant for storefronts.
   */
  is_shareable?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Whether the link is a file or a URL.
   * @deprecated Use `sample_url` for samples.
   */
  link_type?: Maybe<DownloadableFileTypeEnum>;
  /**
   * How often the file may be downloaded.
   * @deprecated Not meant for storefronts.
   */
  number_of_downloads?: Maybe<Scalars['Int']['output']>;
  /** Price of the link. */
  price?: Maybe<Scalars['Float']['output']>;
  /**
   * Name of the sample file.
   * @deprecated Use `sample_url` for samples.
   */
  sample_file?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the sample is a file or a URL.
   * @deprecated Use `sample_url` for samples.
   */
  sample_type?: Maybe<DownloadableFileTypeEnum>;
  /** Address of the sample. */
  sample_url?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Title of the link. */
  title?: Maybe<Scalars['String']['output']>;
  /** Uid of the link. */
  uid: Scalars['ID']['output'];
};

/** A downloadable link to buy. */
export type DownloadableProductLinksInput = {
  /** Id of the link. */
  link_id: Scalars['Int']['input'];
};

/** A free sample of a downloadable product. */
export type DownloadableProductSamples = {
  __typename?: 'DownloadableProductSamples';
  /**
   * Numeric id of the sample.
   * @deprecated Not meant for storefronts.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /**
   * Name of the sample file.
   * @deprecated Use `sample_url` for samples.
   */
  sample_file?: Maybe<Scalars['String']['output']>;
  /**
   * Whether the sample is a file or a URL.
   * @deprecated Use `sample_url` for samples.
   */
  sample_type?: Maybe<DownloadableFileTypeEnum>;
  /** Address of the sample. */
  sample_url?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  sort_order?: Maybe<Scalars['Int']['output']>;
  /** Title of the sample. */
  title?: Maybe<Scalars['String']['output']>;
};

/** A wish list item holding a downloadable product. */
export type DownloadableWishlistItem = WishlistItemInterface & {
  __typename?: 'DownloadableWishlistItem';
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The downloadable product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** A value typed in for a customizable option. */
export type EnteredOptionInput = {
  /** Uid of the option. */
  uid: Scalars['ID']['input'];
  /** The value entered. */
  value: Scalars['String']['input'];
};

/** What a URL path leads to, in the older `urlResolver` shape. */
export type EntityUrl = {
  __typename?: 'EntityUrl';
  /**
   * The page's canonical path.
   * @deprecated Read `relative_url`.
   */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Opaque id of the product, category or page. */
  entity_uid?: Maybe<Scalars['ID']['output']>;
  /**
   * Numeric id of the product, category or page.
   * @deprecated Read `entity_uid`.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** 0 when the path is the page's own, else the HTTP redirect code (301 or 302) to `relative_url`. */
  redirectCode?: Maybe<Scalars['Int']['output']>;
  /** The page's own path, without a leading slash. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Whether a product, category or CMS page lives there. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

/** A problem with part of a request, reported next to its result. */
export type Error = {
  /** Kind of problem. */
  code: CartUserInputErrorType;
  /** Explanation for the shopper. */
  message: Scalars['String']['output'];
};

/** How many units of another currency one unit of the base currency buys. */
export type ExchangeRate = {
  __typename?: 'ExchangeRate';
  /** Target currency code. */
  currency_to?: Maybe<Scalars['String']['output']>;
  /** Conversion factor. */
  rate?: Maybe<Scalars['Float']['output']>;
};

/** Exact-match filter: one value or any of several values. */
export type FilterEqualTypeInput = {
  /** Matches this one value. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Matches any of these values. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

/** How a text filter compares. */
export type FilterMatchTypeEnum =
  /** The whole value must match. */
  | 'FULL'
  /** A part of the value may match. */
  | 'PARTIAL';

/** Text filter matching whole or partial words. */
export type FilterMatchTypeInput = {
  /** Text to look for. */
  match?: InputMaybe<Scalars['String']['input']>;
  /** Whether the text must match fully or partially. */
  match_type?: InputMaybe<FilterMatchTypeEnum>;
};

/** Filter on a range; either end may be left out. */
export type FilterRangeTypeInput = {
  /** Lower bound (inclusive). */
  from?: InputMaybe<Scalars['String']['input']>;
  /** Upper bound (inclusive). */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** Conditions on a text field. */
export type FilterStringTypeInput = {
  /** Equal to this value. */
  eq?: InputMaybe<Scalars['String']['input']>;
  /** Equal to one of these values. */
  in?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Contains this text. */
  match?: InputMaybe<Scalars['String']['input']>;
};

/** A fixed tax on a product, such as an environmental fee. */
export type FixedProductTax = {
  __typename?: 'FixedProductTax';
  /** Tax amount. */
  amount?: Maybe<Money>;
  /** Name of the tax. */
  label?: Maybe<Scalars['String']['output']>;
};

/** How fixed product taxes (FPT, such as recycling fees) are shown, as Magento names the settings. */
export type FixedProductTaxDisplaySettings =
  /** Prices exclude the FPT; its amounts and the price with it are shown. */
  | 'EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS'
  /** Prices exclude the FPT; its amounts are not shown. */
  | 'EXCLUDE_FPT_WITHOUT_DETAILS'
  /** No fixed product taxes. */
  | 'FPT_DISABLED'
  /** Prices include the FPT; its amounts are not shown. */
  | 'INCLUDE_FPT_WITHOUT_DETAILS'
  /** Prices include the FPT; its amounts are shown beside them. */
  | 'INCLUDE_FPT_WITH_DETAILS';

/** A gift message. */
export type GiftMessageInput = {
  /** Sender's name. */
  from: Scalars['String']['input'];
  /** The message. */
  message: Scalars['String']['input'];
  /** Recipient's name. */
  to: Scalars['String']['input'];
};

/** Payment Services Google Pay data (kept for compatibility). */
export type GooglePayMethodInput = {
  /** Where the payment came from. */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** Payment Services order id. */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order at PayPal. */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** A set of products shown together and added to the cart separately. */
export type GroupedProduct = PhysicalProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'GroupedProduct';
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /** The products in the group. */
  items?: Maybe<Array<Maybe<GroupedProductItem>>>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** Weight, in the store's weight unit. */
  weight?: Maybe<Scalars['Float']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** A set of products shown together and added to the cart separately. */
export type GroupedProductCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** A set of products shown together and added to the cart separately. */
export type GroupedProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A product within a grouped product. */
export type GroupedProductItem = {
  __typename?: 'GroupedProductItem';
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** The product. */
  product?: Maybe<ProductInterface>;
  /** Default quantity. */
  qty?: Maybe<Scalars['Float']['output']>;
};

/** A wish list item holding a grouped product. */
export type GroupedProductWishlistItem = WishlistItemInterface & {
  __typename?: 'GroupedProductWishlistItem';
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The grouped product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** Payment Services hosted card fields data (kept for compatibility). */
export type HostedFieldsInput = {
  /** First digits of the card number. */
  cardBin?: InputMaybe<Scalars['String']['input']>;
  /** Expiry month of the card. */
  cardExpiryMonth?: InputMaybe<Scalars['String']['input']>;
  /** Expiry year of the card. */
  cardExpiryYear?: InputMaybe<Scalars['String']['input']>;
  /** Last four digits of the card number. */
  cardLast4?: InputMaybe<Scalars['String']['input']>;
  /** Cardholder's name as printed. */
  holderName?: InputMaybe<Scalars['String']['input']>;
  /** Whether the card should be kept for later. */
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
  /** Where the payment came from. */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** Payment Services order id. */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order at PayPal. */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** PayPal Hosted Pro redirect pages (kept for compatibility). */
export type HostedProInput = {
  /** Path of the page PayPal returns to when the buyer cancels. */
  cancel_url: Scalars['String']['input'];
  /** Path of the page PayPal returns to after payment. */
  return_url: Scalars['String']['input'];
};

/** One name/value pair of a query string. */
export type HttpQueryParameter = {
  __typename?: 'HttpQueryParameter';
  /** Parameter name. */
  name?: Maybe<Scalars['String']['output']>;
  /** Parameter value. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A swatch showing an image. */
export type ImageSwatchData = SwatchDataInterface & {
  __typename?: 'ImageSwatchData';
  /** Path of a small version of the image. */
  thumbnail?: Maybe<Scalars['String']['output']>;
  /** Path of the image. */
  value?: Maybe<Scalars['String']['output']>;
};

/** An invoice of an order: what was billed and its amounts. */
export type Invoice = {
  __typename?: 'Invoice';
  /** Messages about the invoice. */
  comments?: Maybe<Array<Maybe<SalesCommentItem>>>;
  /** Opaque id of the invoice. */
  id: Scalars['ID']['output'];
  /** The billed lines. */
  items?: Maybe<Array<Maybe<InvoiceItemInterface>>>;
  /** The invoice number shown to the customer. */
  number: Scalars['String']['output'];
  /** The invoice's amounts. */
  total?: Maybe<InvoiceTotal>;
};

/** An invoice line of an ordinary product. */
export type InvoiceItem = InvoiceItemInterface & {
  __typename?: 'InvoiceItem';
  /** Discounts on the billed quantity. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Opaque id of the invoice line. */
  id: Scalars['ID']['output'];
  /** The order line this one bills. */
  order_item?: Maybe<OrderItemInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price billed, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** How many were billed. */
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
};

/** A line of an invoice. */
export type InvoiceItemInterface = {
  /** Discounts on the billed quantity. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Opaque id of the invoice line. */
  id: Scalars['ID']['output'];
  /** The order line this one bills. */
  order_item?: Maybe<OrderItemInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price billed, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** How many were billed. */
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
};

/** An invoice's amounts. */
export type InvoiceTotal = {
  __typename?: 'InvoiceTotal';
  /** Amount billed, tax included, in the base currency. */
  base_grand_total: Money;
  /** Discounts on the invoice. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Amount billed, tax included. */
  grand_total: Money;
  /** Shipping billed, with and without tax. */
  shipping_handling?: Maybe<ShippingHandling>;
  /** Sum of the billed lines, before tax. */
  subtotal: Money;
  /** Tax billed, by rate. */
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  /** Shipping billed, before tax. */
  total_shipping: Money;
  /** All tax billed. */
  total_tax: Money;
};

/** The answer of `isEmailAvailable`. */
export type IsEmailAvailableOutput = {
  __typename?: 'IsEmailAvailableOutput';
  /** Whether a new account may be created with the address. */
  is_email_available?: Maybe<Scalars['Boolean']['output']>;
};

/** A name and a value. */
export type KeyValue = {
  __typename?: 'KeyValue';
  /** What the value is, for example `card_last4`. */
  name?: Maybe<Scalars['String']['output']>;
  /** The value, as text. */
  value?: Maybe<Scalars['String']['output']>;
};

/** A gallery entry in the older shape. */
export type MediaGalleryEntry = {
  __typename?: 'MediaGalleryEntry';
  /** Whether the entry is hidden on the product page. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** Path of the file under the product media folder. */
  file?: Maybe<Scalars['String']['output']>;
  /**
   * Numeric id of the entry.
   * @deprecated Read `uid`.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Alt text. */
  label?: Maybe<Scalars['String']['output']>;
  /** `image` for a picture. */
  media_type?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Roles of the image: `image`, `small_image`, `thumbnail`. */
  types?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Opaque id of the entry. */
  uid: Scalars['ID']['output'];
};

/** Fields every media gallery entry has. */
export type MediaGalleryInterface = {
  /** Whether the entry is hidden on the product page. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** Alt text. */
  label?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Address of the file. */
  url?: Maybe<Scalars['String']['output']>;
};

/** An entry of the mega menu, with its sub-entries. */
export type MegaMenuItem = {
  __typename?: 'MegaMenuItem';
  /** Sub-items, in display order. */
  children?: Maybe<Array<Maybe<MegaMenuItem>>>;
  /** Number of columns the sub-items are laid out in; 1 means a vertical list. */
  cols_nb?: Maybe<Scalars['Int']['output']>;
  /** Extra HTML shown in the item's drop-down. */
  content?: Maybe<Scalars['String']['output']>;
  /** CSS class added to the item. */
  custom_class?: Maybe<Scalars['String']['output']>;
  /** Address of the item's icon. */
  icon_url?: Maybe<Scalars['String']['output']>;
  /** Comma-separated ids of the entities (for example categories) the item lists, as set in the menu editor. */
  items_id?: Maybe<Scalars['String']['output']>;
  /** Target of the item: a relative path for internal targets, a full address for external ones. */
  link?: Maybe<Scalars['String']['output']>;
  /** What the item links to. */
  link_type?: Maybe<MegaMenuLinkTypeEnum>;
  /** Uid of the linked category, product or CMS page, when `link_type` is one of those. */
  link_uid?: Maybe<Scalars['ID']['output']>;
  /** Sort position among its siblings. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Whether the linked category's sub-categories are listed under the item. */
  show_subcategories?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the item's title is shown. */
  show_title?: Maybe<Scalars['Boolean']['output']>;
  /** Link target attribute, for example `_self` or `_blank`. */
  target?: Maybe<Scalars['String']['output']>;
  /** Text shown for the item. */
  title?: Maybe<Scalars['String']['output']>;
  /** Unique id of the item. */
  uid: Scalars['ID']['output'];
  /** Width of the item's drop-down as a CSS length, for example `100%` or `600px`. */
  width?: Maybe<Scalars['String']['output']>;
};

/** What a mega menu item links to. */
export type MegaMenuLinkTypeEnum =
  /** A catalogue category. */
  | 'CATEGORY'
  /** An address outside the storefront. */
  | 'EXTERNAL'
  /** Another path inside the storefront. */
  | 'INTERNAL'
  /** Anything else, for example a heading without a link. */
  | 'OTHER'
  /** A CMS page. */
  | 'PAGE'
  /** A product page. */
  | 'PRODUCT';

/** An amount in a currency. */
export type Money = {
  __typename?: 'Money';
  /** Currency of the amount. */
  currency?: Maybe<CurrencyEnum>;
  /** The amount. */
  value?: Maybe<Scalars['Float']['output']>;
};

/** Operations that change state. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Adds machines to the signed-in customer's "My tractors" list and returns the whole list. Used
   * for one machine, and at login with the guest's whole list at once. An entry for a model (and
   * plate) already on the list is merged into it, never added twice: same model and same plate,
   * or same model where one of the two has no plate (the plate is kept). A nickname is kept when
   * the new entry has none. The last entry with `is_active: true` becomes the active machine.
   * At most 50 machines per customer. Needs a customer token (`graphql-authorization` without one).
   */
  WmAddTractors: Array<WmTractor>;
  /**
   * Moves every item of a guest wish list into the signed-in customer's wish list (at login) and
   * returns the customer's list. Products already there are not added twice, so running it again
   * changes nothing; the guest list is emptied once its items are in the account. Needs a customer
   * token (`graphql-authorization` without one); an unknown code is `graphql-no-such-entity`.
   */
  WmMergeWishlist?: Maybe<AddProductsToWishlistOutput>;
  /** Removes a machine from the signed-in customer's list and returns the list. An id that is not on the customer's list is a `graphql-no-such-entity` error. */
  WmRemoveTractor: Array<WmTractor>;
  /**
   * Asks the shop for a quote on a quote product (`wm_order_product`: ordered on request, price
   * given on application). The request is stored, the shop is mailed, and the buyer gets a receipt.
   * With a customer token, the name, e-mail address and telephone left out are the customer's
   * (the telephone from the default billing, else shipping, address). Refusals (`extensions.error_code`):
   * `REQUIRED_PARAMETER_MISSING` (`fields`), `FIELD_TOO_LONG` (`field`, `max_length`),
   * `INVALID_EMAIL`, `INVALID_PARAMETER_VALUE` (`field`: a quantity that is not a whole number
   * from 1 to 9 999, a telephone number without 8 to 15 digits or with other characters than
   * digits, spaces, `+`, `-`, `(`, `)`), `PRODUCT_NOT_FOUND`, `QUOTE_NOT_OFFERED` (the product
   * is sold online, not by quote) and `TOO_MANY_REQUESTS` (`retry_after_seconds`: too many
   * requests from this client).
   */
  WmRequestQuote?: Maybe<WmQuoteRequestOutput>;
  /** Makes a machine the signed-in customer's active one (at most one is active), or clears the choice when `id` is null; returns the list. An id that is not on the customer's list is a `graphql-no-such-entity` error. */
  WmSetActiveTractor: Array<WmTractor>;
  /** Adds products to a guest wish list. A product already in the list is not added again. */
  WmWishlistAddItems?: Maybe<WmWishlistItemsOutput>;
  /** Creates an empty guest wish list and returns its sharing code (kept by the client in the `vsf-wishlist` cookie). */
  WmWishlistCreate?: Maybe<WmWishlistCreateOutput>;
  /** Removes items from a guest wish list. */
  WmWishlistRemoveItems?: Maybe<WmWishlistItemsOutput>;
  /** Adds bundle products, with their chosen options, to a cart. */
  addBundleProductsToCart?: Maybe<AddBundleProductsToCartOutput>;
  /** Adds configurable products to a cart as the variant chosen by the shopper. */
  addConfigurableProductsToCart?: Maybe<AddConfigurableProductsToCartOutput>;
  /** Stores the customer's own reference and order number on a cart; they are copied to the order. */
  addCustomFieldsToCart?: Maybe<AddCustomFieldsToCartOutput>;
  /** Adds downloadable products to a cart. */
  addDownloadableProductsToCart?: Maybe<AddDownloadableProductsToCartOutput>;
  /** Adds products of any type to a cart in one call. Problems with single items are reported in `user_errors`; the items that could be added are added. */
  addProductsToCart?: Maybe<AddProductsToCartOutput>;
  /** Puts products on a saved list (at most 200 lines a list); an unknown SKU is `PRODUCT_NOT_FOUND` and nothing is added. */
  addProductsToRequisitionList?: Maybe<AddProductsToRequisitionListOutput>;
  /** Adds products to a wish list of the signed-in customer. */
  addProductsToWishlist?: Maybe<AddProductsToWishlistOutput>;
  /** Puts a saved list's lines (all of them, or those named) into the customer's cart; every line that cannot go in is reported. */
  addRequisitionListItemsToCart?: Maybe<AddRequisitionListItemsToCartOutput>;
  /** Adds simple products to a cart. */
  addSimpleProductsToCart?: Maybe<AddSimpleProductsToCartOutput>;
  /** Adds virtual products to a cart. */
  addVirtualProductsToCart?: Maybe<AddVirtualProductsToCartOutput>;
  /** Applies a discount code to a cart. A cart holds one code at a time. */
  applyCouponToCart?: Maybe<ApplyCouponToCartOutput>;
  /** Sets a new password for the signed-in customer, who must give the one in use now. */
  changeCustomerPassword?: Maybe<Customer>;
  /** Sends the contact form's message to the shop, and a short receipt to the sender. */
  contactUs?: Maybe<ContactUsOutput>;
  /**
   * Older form of `createCustomerV2`: registers an account under the same rules and limits.
   * @deprecated Superseded by `createCustomerV2`.
   */
  createCustomer?: Maybe<CustomerOutput>;
  /** Saves a new address in the signed-in customer's address book. */
  createCustomerAddress?: Maybe<CustomerAddress>;
  /** Registers a new customer account. */
  createCustomerV2?: Maybe<CustomerOutput>;
  /**
   * Opens an empty cart and returns its masked id (the older form of `createGuestCart`).
   * @deprecated Use `createGuestCart`, which returns the cart itself.
   */
  createEmptyCart?: Maybe<Scalars['String']['output']>;
  /** Opens an empty guest cart. */
  createGuestCart?: Maybe<CreateGuestCartOutput>;
  /** Writes a product review. It is shown (and counted) once the shop has approved it. */
  createProductReview: CreateProductReviewOutput;
  /** Creates a saved list (at most 50 per customer). Refusals: `REQUISITION_LIST_NAME_INVALID`, `REQUISITION_LIST_DESCRIPTION_TOO_LONG`, `TOO_MANY_REQUISITION_LISTS`. */
  createRequisitionList?: Maybe<CreateRequisitionListOutput>;
  /** Removes an address from the signed-in customer's address book. */
  deleteCustomerAddress?: Maybe<Scalars['Boolean']['output']>;
  /** Removes one of the signed-in customer's saved payment methods. */
  deletePaymentToken?: Maybe<DeletePaymentTokenOutput>;
  /** Deletes a saved list with its lines. */
  deleteRequisitionList?: Maybe<DeleteRequisitionListOutput>;
  /** Removes lines from a saved list. */
  deleteRequisitionListItems?: Maybe<DeleteRequisitionListItemsOutput>;
  /** Logs a customer in and returns a bearer token for later requests. */
  generateCustomerToken?: Maybe<CustomerToken>;
  /**
   * Moves the items of a guest cart into the signed-in customer's cart. Quantities of the same item
   * are added up; the guest cart can no longer be used afterwards.
   */
  mergeCarts: Cart;
  /**
   * Turns the signed-in customer's cart into an order, after checking the cart again: stock,
   * addresses, shipping and payment. Refusals are listed in `errors`; placing the same cart again
   * returns the order it already made.
   */
  placeOrder?: Maybe<PlaceOrderOutput>;
  /** Removes the discount code from a cart. */
  removeCouponFromCart?: Maybe<RemoveCouponFromCartOutput>;
  /** Removes one line from a cart. */
  removeItemFromCart?: Maybe<RemoveItemFromCartOutput>;
  /** Removes items from a wish list of the signed-in customer. */
  removeProductsFromWishlist?: Maybe<RemoveProductsFromWishlistOutput>;
  /** Adds the products of one of the signed-in customer's orders to their cart again. Lines that can no longer be added are reported in `userInputErrors`. */
  reorderItems?: Maybe<ReorderItemsOutput>;
  /**
   * Sends a link for choosing a new password to the address, if an account has it. The answer is
   * the same either way, so it reveals nothing about which addresses have accounts.
   */
  requestPasswordResetEmail?: Maybe<Scalars['Boolean']['output']>;
  /** Sets a new password with the one-time token from a password-reset e-mail. */
  resetPassword?: Maybe<Scalars['Boolean']['output']>;
  /** Invalidates the bearer token sent with the request (log out). */
  revokeCustomerToken?: Maybe<RevokeCustomerTokenOutput>;
  /** Sets the address a cart is billed to: a new one, one from the address book, or the shipping address. */
  setBillingAddressOnCart?: Maybe<SetBillingAddressOnCartOutput>;
  /** Stores the e-mail address of a guest on a guest cart. */
  setGuestEmailOnCart?: Maybe<SetGuestEmailOnCartOutput>;
  /** Chooses how a cart is paid for, from the cart's `available_payment_methods`. */
  setPaymentMethodOnCart?: Maybe<SetPaymentMethodOnCartOutput>;
  /** Sets where a cart is shipped to: a new address or one from the address book. */
  setShippingAddressesOnCart?: Maybe<SetShippingAddressesOnCartOutput>;
  /** Chooses the shipping method of a cart, from its shipping address's `available_shipping_methods`. */
  setShippingMethodsOnCart?: Maybe<SetShippingMethodsOnCartOutput>;
  /** Signs an address up for the newsletter; a confirmation mail is sent and the address waits unconfirmed until its link is followed (a signed-in customer's own address is subscribed at once). */
  subscribeEmailToNewsletter?: Maybe<SubscribeEmailToNewsletterOutput>;
  /** Changes the quantities of cart lines; a quantity of 0 removes the line. */
  updateCartItems?: Maybe<UpdateCartItemsOutput>;
  /**
   * Older form of `updateCustomerV2`: changes the signed-in customer's details (not the e-mail address).
   * @deprecated Superseded by `updateCustomerV2`.
   */
  updateCustomer?: Maybe<CustomerOutput>;
  /** Changes one of the signed-in customer's saved addresses. */
  updateCustomerAddress?: Maybe<CustomerAddress>;
  /** Changes the signed-in customer's login e-mail address; the password confirms it. */
  updateCustomerEmail?: Maybe<CustomerOutput>;
  /** Changes the signed-in customer's personal details. */
  updateCustomerV2?: Maybe<CustomerOutput>;
  /** Renames a saved list or changes its note. Another customer's list is `REQUISITION_LIST_NOT_FOUND`. */
  updateRequisitionList?: Maybe<UpdateRequisitionListOutput>;
  /** Changes the quantities of a saved list's lines. */
  updateRequisitionListItems?: Maybe<UpdateRequisitionListItemsOutput>;
  /** Puts every line of a shared list into the signed-in customer's own cart; every line that cannot go in is reported. */
  wmAddSharedRequisitionListToCart?: Maybe<AddRequisitionListItemsToCartOutput>;
  /** Follows the link of a newsletter confirmation mail: the address is subscribed. */
  wmConfirmNewsletterSubscription?: Maybe<SubscribeEmailToNewsletterOutput>;
  /** Shares a saved list read-only by link and answers the link's token (the same token again once shared). */
  wmShareRequisitionList?: Maybe<WmShareRequisitionListOutput>;
  /**
   * Asks to be mailed once when an out-of-stock product is back in stock (Magento's product alert),
   * for guests and customers alike. Idempotent per product and e-mail address: asking again while
   * waiting changes nothing. Refusals (`extensions.error_code`): `INVALID_EMAIL`,
   * `PRODUCT_NOT_FOUND`, `IN_STOCK` (nothing to wait for: buy it) and `TOO_MANY_REQUESTS`
   * (`retry_after_seconds`).
   */
  wmSubscribeProductStockAlert?: Maybe<WmProductStockAlertOutput>;
  /** Follows the unsubscribe link every shop mail carries: the address leaves the newsletter, no sign-in needed. */
  wmUnsubscribeNewsletter?: Maybe<SubscribeEmailToNewsletterOutput>;
};


/** Operations that change state. */
export type MutationWmAddTractorsArgs = {
  input: Array<WmTractorInput>;
};


/** Operations that change state. */
export type MutationWmMergeWishlistArgs = {
  sharing_code: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationWmRemoveTractorArgs = {
  id: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationWmRequestQuoteArgs = {
  input: WmQuoteRequestInput;
};


/** Operations that change state. */
export type MutationWmSetActiveTractorArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
};


/** Operations that change state. */
export type MutationWmWishlistAddItemsArgs = {
  items: Array<WmWishlistItemInput>;
  sharing_code: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationWmWishlistRemoveItemsArgs = {
  item_ids: Array<Scalars['ID']['input']>;
  sharing_code: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationAddBundleProductsToCartArgs = {
  input?: InputMaybe<AddBundleProductsToCartInput>;
};


/** Operations that change state. */
export type MutationAddConfigurableProductsToCartArgs = {
  input?: InputMaybe<AddConfigurableProductsToCartInput>;
};


/** Operations that change state. */
export type MutationAddCustomFieldsToCartArgs = {
  input: AddCustomFieldsToCartInput;
};


/** Operations that change state. */
export type MutationAddDownloadableProductsToCartArgs = {
  input?: InputMaybe<AddDownloadableProductsToCartInput>;
};


/** Operations that change state. */
export type MutationAddProductsToCartArgs = {
  cartId: Scalars['String']['input'];
  cartItems: Array<CartItemInput>;
};


/** Operations that change state. */
export type MutationAddProductsToRequisitionListArgs = {
  requisitionListItems: Array<RequisitionListItemsInput>;
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationAddProductsToWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItems: Array<WishlistItemInput>;
};


/** Operations that change state. */
export type MutationAddRequisitionListItemsToCartArgs = {
  requisitionListItemUids?: InputMaybe<Array<Scalars['ID']['input']>>;
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationAddSimpleProductsToCartArgs = {
  input?: InputMaybe<AddSimpleProductsToCartInput>;
};


/** Operations that change state. */
export type MutationAddVirtualProductsToCartArgs = {
  input?: InputMaybe<AddVirtualProductsToCartInput>;
};


/** Operations that change state. */
export type MutationApplyCouponToCartArgs = {
  input?: InputMaybe<ApplyCouponToCartInput>;
};


/** Operations that change state. */
export type MutationChangeCustomerPasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationContactUsArgs = {
  input: ContactUsInput;
};


/** Operations that change state. */
export type MutationCreateCustomerArgs = {
  input: CustomerInput;
};


/** Operations that change state. */
export type MutationCreateCustomerAddressArgs = {
  input: CustomerAddressInput;
};


/** Operations that change state. */
export type MutationCreateCustomerV2Args = {
  input: CustomerCreateInput;
};


/** Operations that change state. */
export type MutationCreateEmptyCartArgs = {
  input?: InputMaybe<CreateEmptyCartInput>;
};


/** Operations that change state. */
export type MutationCreateGuestCartArgs = {
  input?: InputMaybe<CreateGuestCartInput>;
};


/** Operations that change state. */
export type MutationCreateProductReviewArgs = {
  input: CreateProductReviewInput;
};


/** Operations that change state. */
export type MutationCreateRequisitionListArgs = {
  input?: InputMaybe<CreateRequisitionListInput>;
};


/** Operations that change state. */
export type MutationDeleteCustomerAddressArgs = {
  id: Scalars['Int']['input'];
};


/** Operations that change state. */
export type MutationDeletePaymentTokenArgs = {
  public_hash: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationDeleteRequisitionListArgs = {
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationDeleteRequisitionListItemsArgs = {
  requisitionListItemUids: Array<Scalars['ID']['input']>;
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationGenerateCustomerTokenArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationMergeCartsArgs = {
  destination_cart_id?: InputMaybe<Scalars['String']['input']>;
  source_cart_id: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationPlaceOrderArgs = {
  input?: InputMaybe<PlaceOrderInput>;
};


/** Operations that change state. */
export type MutationRemoveCouponFromCartArgs = {
  input?: InputMaybe<RemoveCouponFromCartInput>;
};


/** Operations that change state. */
export type MutationRemoveItemFromCartArgs = {
  input?: InputMaybe<RemoveItemFromCartInput>;
};


/** Operations that change state. */
export type MutationRemoveProductsFromWishlistArgs = {
  wishlistId: Scalars['ID']['input'];
  wishlistItemsIds: Array<Scalars['ID']['input']>;
};


/** Operations that change state. */
export type MutationReorderItemsArgs = {
  orderNumber: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationRequestPasswordResetEmailArgs = {
  email: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationResetPasswordArgs = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationSetBillingAddressOnCartArgs = {
  input?: InputMaybe<SetBillingAddressOnCartInput>;
};


/** Operations that change state. */
export type MutationSetGuestEmailOnCartArgs = {
  input?: InputMaybe<SetGuestEmailOnCartInput>;
};


/** Operations that change state. */
export type MutationSetPaymentMethodOnCartArgs = {
  input?: InputMaybe<SetPaymentMethodOnCartInput>;
};


/** Operations that change state. */
export type MutationSetShippingAddressesOnCartArgs = {
  input?: InputMaybe<SetShippingAddressesOnCartInput>;
};


/** Operations that change state. */
export type MutationSetShippingMethodsOnCartArgs = {
  input?: InputMaybe<SetShippingMethodsOnCartInput>;
};


/** Operations that change state. */
export type MutationSubscribeEmailToNewsletterArgs = {
  email: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationUpdateCartItemsArgs = {
  input?: InputMaybe<UpdateCartItemsInput>;
};


/** Operations that change state. */
export type MutationUpdateCustomerArgs = {
  input: CustomerInput;
};


/** Operations that change state. */
export type MutationUpdateCustomerAddressArgs = {
  id: Scalars['Int']['input'];
  input?: InputMaybe<CustomerAddressInput>;
};


/** Operations that change state. */
export type MutationUpdateCustomerEmailArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationUpdateCustomerV2Args = {
  input: CustomerUpdateInput;
};


/** Operations that change state. */
export type MutationUpdateRequisitionListArgs = {
  input?: InputMaybe<UpdateRequisitionListInput>;
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationUpdateRequisitionListItemsArgs = {
  requisitionListItems: Array<UpdateRequisitionListItemsInput>;
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationWmAddSharedRequisitionListToCartArgs = {
  token: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationWmConfirmNewsletterSubscriptionArgs = {
  token: Scalars['String']['input'];
};


/** Operations that change state. */
export type MutationWmShareRequisitionListArgs = {
  requisitionListUid: Scalars['ID']['input'];
};


/** Operations that change state. */
export type MutationWmSubscribeProductStockAlertArgs = {
  input: WmProductStockAlertInput;
};


/** Operations that change state. */
export type MutationWmUnsubscribeNewsletterArgs = {
  token: Scalars['String']['input'];
};

/** The number of a placed order (the older result of `placeOrder`). */
export type Order = {
  __typename?: 'Order';
  /**
   * The order's number.
   * @deprecated Read `order_number`.
   */
  order_id?: Maybe<Scalars['String']['output']>;
  /** The order's number, for example `000001042`. */
  order_number: Scalars['String']['output'];
};

/** An address on a placed order. */
export type OrderAddress = {
  __typename?: 'OrderAddress';
  /** Town or city. */
  city: Scalars['String']['output'];
  /** Company name. */
  company?: Maybe<Scalars['String']['output']>;
  /** Country, as a two-letter code. */
  country_code?: Maybe<CountryCodeEnum>;
  /** Fax number. */
  fax?: Maybe<Scalars['String']['output']>;
  /** First name of the addressee. */
  firstname: Scalars['String']['output'];
  /** Last name of the addressee. */
  lastname: Scalars['String']['output'];
  /** Middle name. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Name prefix. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** State or county. */
  region?: Maybe<Scalars['String']['output']>;
  /** Id of the region. */
  region_id?: Maybe<Scalars['ID']['output']>;
  /** Street lines. */
  street: Array<Maybe<Scalars['String']['output']>>;
  /** Name suffix. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** VAT number of the company. */
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** A line of a placed order for a simple product. */
export type OrderItem = OrderItemInterface & {
  __typename?: 'OrderItem';
  /** Discounts on this line. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Options typed in by the customer. */
  entered_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  /** Opaque id of the line. */
  id: Scalars['ID']['output'];
  /** Prices of this line. */
  prices?: Maybe<OrderItemPrices>;
  /** The product as the catalogue has it now, if it is still sold. */
  product?: Maybe<ProductInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price paid, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** Product type, for example `simple`. */
  product_type?: Maybe<Scalars['String']['output']>;
  /** URL key of the product. */
  product_url_key?: Maybe<Scalars['String']['output']>;
  /** Quantity cancelled. */
  quantity_canceled?: Maybe<Scalars['Float']['output']>;
  /** Quantity invoiced. */
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
  /** Quantity ordered. */
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  /** Quantity refunded. */
  quantity_refunded?: Maybe<Scalars['Float']['output']>;
  /** Quantity returned. */
  quantity_returned?: Maybe<Scalars['Float']['output']>;
  /** Quantity shipped. */
  quantity_shipped?: Maybe<Scalars['Float']['output']>;
  /** Options chosen from lists. */
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  /** Status of the line, for example `Shipped`. */
  status?: Maybe<Scalars['String']['output']>;
};

/** A line of a placed order. */
export type OrderItemInterface = {
  /** Discounts on this line. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Options typed in by the customer. */
  entered_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  /** Opaque id of the line. */
  id: Scalars['ID']['output'];
  /** Prices of this line. */
  prices?: Maybe<OrderItemPrices>;
  /** The product as the catalogue has it now, if it is still sold. */
  product?: Maybe<ProductInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price paid, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** Product type, for example `simple`. */
  product_type?: Maybe<Scalars['String']['output']>;
  /** URL key of the product. */
  product_url_key?: Maybe<Scalars['String']['output']>;
  /** Quantity cancelled. */
  quantity_canceled?: Maybe<Scalars['Float']['output']>;
  /** Quantity invoiced. */
  quantity_invoiced?: Maybe<Scalars['Float']['output']>;
  /** Quantity ordered. */
  quantity_ordered?: Maybe<Scalars['Float']['output']>;
  /** Quantity refunded. */
  quantity_refunded?: Maybe<Scalars['Float']['output']>;
  /** Quantity returned. */
  quantity_returned?: Maybe<Scalars['Float']['output']>;
  /** Quantity shipped. */
  quantity_shipped?: Maybe<Scalars['Float']['output']>;
  /** Options chosen from lists. */
  selected_options?: Maybe<Array<Maybe<OrderItemOption>>>;
  /** Status of the line, for example `Shipped`. */
  status?: Maybe<Scalars['String']['output']>;
};

/** An option of an order line, as label and value. */
export type OrderItemOption = {
  __typename?: 'OrderItemOption';
  /** Name of the option. */
  label: Scalars['String']['output'];
  /** The chosen or entered value. */
  value: Scalars['String']['output'];
};

/** Unit and row prices of an order line. */
export type OrderItemPrices = {
  __typename?: 'OrderItemPrices';
  /** Discounts on the line. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Unit price, before tax. */
  price: Money;
  /** Unit price, tax included. */
  price_including_tax: Money;
  /** Unit price times quantity, before tax and discounts. */
  row_total: Money;
  /** Unit price times quantity, tax included, before discounts. */
  row_total_including_tax: Money;
  /** Sum of the line's discounts. */
  total_item_discount: Money;
};

/** How an order was paid. */
export type OrderPaymentMethod = {
  __typename?: 'OrderPaymentMethod';
  /** Details of the payment as name and value, such as the card's brand and last four digits. */
  additional_data?: Maybe<Array<Maybe<KeyValue>>>;
  /** Name of the payment method, as shown to the customer. */
  name: Scalars['String']['output'];
  /** Code of the payment method, for example `checkmo`. */
  type: Scalars['String']['output'];
};

/** A parcel sent for an order. */
export type OrderShipment = {
  __typename?: 'OrderShipment';
  /** Messages about the shipment. */
  comments?: Maybe<Array<Maybe<SalesCommentItem>>>;
  /** Opaque id of the shipment. */
  id: Scalars['ID']['output'];
  /** The order lines in the parcel. */
  items?: Maybe<Array<Maybe<ShipmentItemInterface>>>;
  /** The shipment number shown to the customer. */
  number: Scalars['String']['output'];
  /** Carrier tracking of the parcel. */
  tracking?: Maybe<Array<Maybe<ShipmentTracking>>>;
  /** The stages the carrier has reported so far, oldest first. */
  wm_events: Array<WmShipmentEvent>;
  /** Where the parcel is now: the latest stage the carrier reported. */
  wm_stage: WmShipmentStage;
};

/** The amounts of a placed order. */
export type OrderTotal = {
  __typename?: 'OrderTotal';
  /** Grand total in the base currency. */
  base_grand_total: Money;
  /** Discounts on the order. */
  discounts?: Maybe<Array<Maybe<Discount>>>;
  /** Amount charged, tax and shipping included. */
  grand_total: Money;
  /** Shipping and handling, with its tax and discounts. */
  shipping_handling?: Maybe<ShippingHandling>;
  /**
   * Sum of the lines before tax.
   * @deprecated Read `subtotal_excl_tax`.
   */
  subtotal: Money;
  /** Sum of the lines before tax. */
  subtotal_excl_tax: Money;
  /** Sum of the lines, tax included. */
  subtotal_incl_tax: Money;
  /** Taxes on the order, by rate. */
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  /** Shipping charge before tax. */
  total_shipping: Money;
  /** All tax on the order, shipping included. */
  total_tax: Money;
};

/** PayPal Payflow Express data (kept for compatibility). */
export type PayflowExpressInput = {
  /** The payer's PayPal id. */
  payer_id: Scalars['String']['input'];
  /** PayPal's token for the payment. */
  token: Scalars['String']['input'];
};

/** PayPal Payflow Link redirect pages (kept for compatibility). */
export type PayflowLinkInput = {
  /** Path of the page PayPal returns to when the buyer cancels. */
  cancel_url: Scalars['String']['input'];
  /** Path of the page PayPal returns to after an error. */
  error_url: Scalars['String']['input'];
  /** Path of the page PayPal returns to after payment. */
  return_url: Scalars['String']['input'];
};

/** PayPal Payflow Pro data (kept for compatibility). */
export type PayflowProInput = {
  /** Details of the card. */
  cc_details: CreditCardDetailsInput;
  /** Whether PayPal should keep the card for later. */
  is_active_payment_token_enabler?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A payment method by its code, with the data some methods need. */
export type PaymentMethodInput = {
  /** Braintree data (not used by this shop). */
  braintree?: InputMaybe<BraintreeInput>;
  /** Braintree ACH data (not used by this shop). */
  braintree_ach_direct_debit?: InputMaybe<BraintreeInput>;
  /** Braintree ACH vault data (not used by this shop). */
  braintree_ach_direct_debit_vault?: InputMaybe<BraintreeVaultInput>;
  /** Braintree Apple Pay vault data (not used by this shop). */
  braintree_applepay_vault?: InputMaybe<BraintreeVaultInput>;
  /** Braintree card vault data (not used by this shop). */
  braintree_cc_vault?: InputMaybe<BraintreeCcVaultInput>;
  /** Braintree Google Pay vault data (not used by this shop). */
  braintree_googlepay_vault?: InputMaybe<BraintreeVaultInput>;
  /** Braintree PayPal data (not used by this shop). */
  braintree_paypal?: InputMaybe<BraintreeInput>;
  /** Braintree PayPal vault data (not used by this shop). */
  braintree_paypal_vault?: InputMaybe<BraintreeVaultInput>;
  /** Code of the method, from the cart's `available_payment_methods`. */
  code: Scalars['String']['input'];
  /** PayPal Hosted Pro data (not used by this shop). */
  hosted_pro?: InputMaybe<HostedProInput>;
  /** PayPal Payflow Express data (not used by this shop). */
  payflow_express?: InputMaybe<PayflowExpressInput>;
  /** PayPal Payflow Link data (not used by this shop). */
  payflow_link?: InputMaybe<PayflowLinkInput>;
  /** PayPal Payflow Pro data (not used by this shop). */
  payflowpro?: InputMaybe<PayflowProInput>;
  /** PayPal Payflow Pro vault data (not used by this shop). */
  payflowpro_cc_vault?: InputMaybe<VaultTokenInput>;
  /** Payment Services Apple Pay data (not used by this shop). */
  payment_services_paypal_apple_pay?: InputMaybe<ApplePayMethodInput>;
  /** Payment Services Google Pay data (not used by this shop). */
  payment_services_paypal_google_pay?: InputMaybe<GooglePayMethodInput>;
  /** Payment Services hosted fields data (not used by this shop). */
  payment_services_paypal_hosted_fields?: InputMaybe<HostedFieldsInput>;
  /** Payment Services smart buttons data (not used by this shop). */
  payment_services_paypal_smart_buttons?: InputMaybe<SmartButtonMethodInput>;
  /** Payment Services vault data (not used by this shop). */
  payment_services_paypal_vault?: InputMaybe<VaultMethodInput>;
  /** PayPal Express Checkout data (not used by this shop). */
  paypal_express?: InputMaybe<PaypalExpressInput>;
  /** The buyer's purchase order number, for methods that take one. */
  purchase_order_number?: InputMaybe<Scalars['String']['input']>;
  /** For `wm_card`: the card as a token from the payment provider's hosted card form. Card numbers never reach the shop; it keeps the token, the brand and the last four digits. */
  wm_card?: InputMaybe<WmCardPaymentInput>;
  /** For `wm_vipps`: the shopper's mobile number and where Vipps sends them back. Setting it starts a Vipps payment of the cart's grand total, to approve in the app (`SelectedPaymentMethod.wm_vipps.redirect_url`); the order captures it. */
  wm_vipps?: InputMaybe<WmVippsPaymentInput>;
};

/** A saved payment method. */
export type PaymentToken = {
  __typename?: 'PaymentToken';
  /** Details shown to the customer, as JSON (such as the card's type and last digits). */
  details?: Maybe<Scalars['String']['output']>;
  /** Code of the payment method it was saved with. */
  payment_method_code: Scalars['String']['output'];
  /** The token's public identifier. */
  public_hash: Scalars['String']['output'];
  /** Whether it is a card or an account. */
  type: PaymentTokenTypeEnum;
};

/** Kinds of saved payment methods. */
export type PaymentTokenTypeEnum =
  /** A bank or wallet account. */
  | 'account'
  /** A payment card. */
  | 'card';

/** PayPal Express Checkout data (kept for compatibility). */
export type PaypalExpressInput = {
  /** The payer's PayPal id. */
  payer_id: Scalars['String']['input'];
  /** PayPal's token for the payment. */
  token: Scalars['String']['input'];
};

/** Products that have a weight and can be shipped. */
export type PhysicalProductInterface = {
  /** Weight, in the store's weight unit. */
  weight?: Maybe<Scalars['Float']['output']>;
};

/** Why an order was not placed. */
export type PlaceOrderError = {
  __typename?: 'PlaceOrderError';
  /** Kind of refusal. */
  code: PlaceOrderErrorCodes;
  /** Explanation for the shopper. */
  message: Scalars['String']['output'];
  /** The shop's finer code for a refusal `code` does not tell apart, as a thrown refusal carries it in `extensions.error_code` (a payment the provider refused: `PAYMENT_DECLINED`, `CARD_EXPIRED`, `CARD_TOKEN_INVALID`; Vipps: `VIPPS_CANCELLED`, `VIPPS_EXPIRED`, `VIPPS_NOT_APPROVED`); null when `code` says all. */
  wm_error_code?: Maybe<Scalars['String']['output']>;
};

/** Kinds of refusal of `placeOrder`. */
export type PlaceOrderErrorCodes =
  /** The cart has been ordered or merged already. */
  | 'CART_NOT_ACTIVE'
  /** No cart has this id. */
  | 'CART_NOT_FOUND'
  /** A guest cart has no e-mail address (guest checkout is off in this shop). */
  | 'GUEST_EMAIL_MISSING'
  /** Something in the cart stops the order: stock, an address, the shipping or payment method. */
  | 'UNABLE_TO_PLACE_ORDER'
  /** Any other refusal. */
  | 'UNDEFINED';

/** Input of `placeOrder`. */
export type PlaceOrderInput = {
  /** Masked id of the cart to order. */
  cart_id: Scalars['String']['input'];
};

/** Result of `placeOrder`: the order, or why it was not placed. */
export type PlaceOrderOutput = {
  __typename?: 'PlaceOrderOutput';
  /** Why the order was not placed; empty when it was. */
  errors: Array<Maybe<PlaceOrderError>>;
  /**
   * The order's number.
   * @deprecated Read `orderV2`, which has the whole order.
   */
  order?: Maybe<Order>;
  /** The order as the customer's order history shows it. */
  orderV2?: Maybe<CustomerOrder>;
};

/** One price in the older shape. */
export type Price = {
  __typename?: 'Price';
  /**
   * The price and its currency.
   * @deprecated Read the prices in `price_range`.
   */
  amount?: Maybe<Money>;
};

/** Price breakdown of a bundle product. */
export type PriceDetails = {
  __typename?: 'PriceDetails';
  /** Discount of the bundle, in percent. */
  discount_percentage?: Maybe<Scalars['Float']['output']>;
  /** Final price of the bundle product itself. */
  main_final_price?: Maybe<Scalars['Float']['output']>;
  /** Regular price of the bundle product itself. */
  main_price?: Maybe<Scalars['Float']['output']>;
};

/** A product's price as the price matrix gives it, with and without VAT. */
export type PriceMatrixPrice = {
  __typename?: 'PriceMatrixPrice';
  /** Price excluding VAT. */
  price_excl_tax?: Maybe<Scalars['Float']['output']>;
  /** Price including VAT. */
  price_incl_tax?: Maybe<Scalars['Float']['output']>;
};

/** Lowest and highest price a product can be bought for. */
export type PriceRange = {
  __typename?: 'PriceRange';
  /** Highest price (for example the dearest variant). */
  maximum_price?: Maybe<ProductPrice>;
  /** Lowest price. */
  minimum_price: ProductPrice;
};

/** How an option's or bundle choice's price is given. */
export type PriceTypeEnum =
  /** Taken from the chosen product. */
  | 'DYNAMIC'
  /** A fixed amount. */
  | 'FIXED'
  /** A percentage of the product price. */
  | 'PERCENT';

/** How listings show a bundle's price. */
export type PriceViewEnum =
  /** Only the lowest price. */
  | 'AS_LOW_AS'
  /** From the lowest to the highest price. */
  | 'PRICE_RANGE';

/** Product attribute filters for `products`. A store adds its own filterable attributes here. */
export type ProductAttributeFilterInput = {
  /** Product group (option id of the `ag_produktgruppe` attribute). */
  ag_produktgruppe?: InputMaybe<FilterEqualTypeInput>;
  /** Numeric id of a category the product is in. */
  category_id?: InputMaybe<FilterEqualTypeInput>;
  /** Uid of a category the product is in. */
  category_uid?: InputMaybe<FilterEqualTypeInput>;
  /** URL path of a category the product is in. */
  category_url_path?: InputMaybe<FilterEqualTypeInput>;
  /** Colour (option id of the `color` attribute). */
  color?: InputMaybe<FilterEqualTypeInput>;
  /** Words in the description. */
  description?: InputMaybe<FilterMatchTypeInput>;
  /** Manufacturer (option id of the `manufacturer` attribute). */
  manufacturer?: InputMaybe<FilterEqualTypeInput>;
  /** Words in the name. */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Price range. */
  price?: InputMaybe<FilterRangeTypeInput>;
  /** Words in the short description. */
  short_description?: InputMaybe<FilterMatchTypeInput>;
  /** Exact SKU. */
  sku?: InputMaybe<FilterEqualTypeInput>;
  /** Exact URL key. */
  url_key?: InputMaybe<FilterEqualTypeInput>;
  /** Not a filter, a ranking boost: under the `relevance` sort, products that fit this part-finder model (`eq`: the model id of the shopper's active tractor) are ranked higher (a boost, weighed with how well they match the term); no product is left out, and other sorts ignore it. */
  wm_boost_pf_model_id?: InputMaybe<FilterEqualTypeInput>;
  /** Delivery time (option id of the `wm_delivery_time` attribute). */
  wm_delivery_time?: InputMaybe<FilterEqualTypeInput>;
  /** Part-finder model ids: the products that fit one of these models, and the universal ones (`wm_universal_fit`, or no fitments at all): the storefront's "fits my tractor" switch. */
  wm_pf_fits_model_id?: InputMaybe<FilterEqualTypeInput>;
  /** Part-finder model ids: only products that fit one of these models. */
  wm_pf_model_id?: InputMaybe<FilterEqualTypeInput>;
};

/** Sort fields for `products`. A store adds its own sortable attributes here. */
export type ProductAttributeSortInput = {
  /** Sort by name. */
  name?: InputMaybe<SortEnum>;
  /** Sort by position in the category. */
  position?: InputMaybe<SortEnum>;
  /** Sort by price. */
  price?: InputMaybe<SortEnum>;
  /** Sort by search relevance. */
  relevance?: InputMaybe<SortEnum>;
  /** Sort by the time of the last change (the storefront's `updated_at_DESC`: newest first). */
  updated_at?: InputMaybe<SortEnum>;
};

/** A product's attribute values, with problems reported per attribute. */
export type ProductCustomAttributes = {
  __typename?: 'ProductCustomAttributes';
  /** Attributes whose values could not be returned, and why. */
  errors: Array<Maybe<AttributeMetadataError>>;
  /** One entry per attribute that has a value on the product. */
  items: Array<Maybe<AttributeValueInterface>>;
};

/** A discount, as an amount and as a percentage. */
export type ProductDiscount = {
  __typename?: 'ProductDiscount';
  /** Money saved. */
  amount_off?: Maybe<Scalars['Float']['output']>;
  /** Percentage saved. */
  percent_off?: Maybe<Scalars['Float']['output']>;
};

/** A product image. */
export type ProductImage = MediaGalleryInterface & {
  __typename?: 'ProductImage';
  /** Whether the entry is hidden on the product page. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** Alt text. */
  label?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Address of the file. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Fields every product type has. */
export type ProductInterface = {
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** Fields every product type has. */
export type ProductInterfaceCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** Fields every product type has. */
export type ProductInterfaceReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A link from one product to another (related, upsell, cross-sell). */
export type ProductLinks = ProductLinksInterface & {
  __typename?: 'ProductLinks';
  /** Kind of link: `related`, `upsell`, `crosssell` or `associated`. */
  link_type?: Maybe<Scalars['String']['output']>;
  /** SKU of the linked product. */
  linked_product_sku?: Maybe<Scalars['String']['output']>;
  /** Type of the linked product. */
  linked_product_type?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** SKU of the product the link starts from. */
  sku?: Maybe<Scalars['String']['output']>;
};

/** Fields every product link has. */
export type ProductLinksInterface = {
  /** Kind of link: `related`, `upsell`, `crosssell` or `associated`. */
  link_type?: Maybe<Scalars['String']['output']>;
  /** SKU of the linked product. */
  linked_product_sku?: Maybe<Scalars['String']['output']>;
  /** Type of the linked product. */
  linked_product_type?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** SKU of the product the link starts from. */
  sku?: Maybe<Scalars['String']['output']>;
};

/** Details of a product video. */
export type ProductMediaGalleryEntriesVideoContent = {
  __typename?: 'ProductMediaGalleryEntriesVideoContent';
  /** Media kind, `external-video`. */
  media_type?: Maybe<Scalars['String']['output']>;
  /** Video description. */
  video_description?: Maybe<Scalars['String']['output']>;
  /** Extra data from the video host. */
  video_metadata?: Maybe<Scalars['String']['output']>;
  /** Video host, for example `youtube` or `vimeo`. */
  video_provider?: Maybe<Scalars['String']['output']>;
  /** Video title. */
  video_title?: Maybe<Scalars['String']['output']>;
  /** Address of the video. */
  video_url?: Maybe<Scalars['String']['output']>;
};

/** A product price before and after discounts. */
export type ProductPrice = {
  __typename?: 'ProductPrice';
  /** Discount between regular and final price. */
  discount?: Maybe<ProductDiscount>;
  /** Price to pay after discounts. */
  final_price: Money;
  /** Fixed product taxes (such as environmental fees) included. */
  fixed_product_taxes?: Maybe<Array<Maybe<FixedProductTax>>>;
  /** Price before discounts. */
  regular_price: Money;
};

/** The older price shape: a product's regular, lowest and highest price. */
export type ProductPrices = {
  __typename?: 'ProductPrices';
  /**
   * Highest final price (configurable and bundle products).
   * @deprecated Read `price_range.maximum_price`.
   */
  maximalPrice?: Maybe<Price>;
  /**
   * Lowest final price.
   * @deprecated Read `price_range.minimum_price`.
   */
  minimalPrice?: Maybe<Price>;
  /**
   * Price before discounts.
   * @deprecated Read `regular_price` in `price_range.minimum_price` or `maximum_price`.
   */
  regularPrice?: Maybe<Price>;
};

/** One approved product review. */
export type ProductReview = {
  __typename?: 'ProductReview';
  /** The average of the review's ratings in percent (0-100, 4 stars is 80). */
  average_rating: Scalars['Float']['output'];
  /** When the review was written (`YYYY-MM-DD HH:MM:SS`, UTC). */
  created_at: Scalars['String']['output'];
  /** The name the reviewer chose to show. */
  nickname: Scalars['String']['output'];
  /** The product the review is about. */
  product: ProductInterface;
  /** The review's rating for each rating kind. */
  ratings_breakdown: Array<Maybe<ProductReviewRating>>;
  /** The review's title. */
  summary: Scalars['String']['output'];
  /** What the reviewer wrote. */
  text: Scalars['String']['output'];
};

/** A review's rating of one kind, such as quality. */
export type ProductReviewRating = {
  __typename?: 'ProductReviewRating';
  /** The rating kind's name, for example `Kvalitet`. */
  name: Scalars['String']['output'];
  /** The stars given, `1`-`5`. */
  value: Scalars['String']['output'];
};

/** The rating given for one rating kind. */
export type ProductReviewRatingInput = {
  /** Encoded id of the rating kind. */
  id: Scalars['String']['input'];
  /** Encoded id of the chosen value. */
  value_id: Scalars['String']['input'];
};

/** A rating kind, such as quality, and its values. */
export type ProductReviewRatingMetadata = {
  __typename?: 'ProductReviewRatingMetadata';
  /** Encoded id of the rating kind. */
  id: Scalars['String']['output'];
  /** The rating kind's name, for example `Kvalitet`. */
  name: Scalars['String']['output'];
  /** The values it can have, by position (1 to 5 stars). */
  values: Array<Maybe<ProductReviewRatingValueMetadata>>;
};

/** One value of a rating kind. */
export type ProductReviewRatingValueMetadata = {
  __typename?: 'ProductReviewRatingValueMetadata';
  /** The stars, `1`-`5`. */
  value: Scalars['String']['output'];
  /** Encoded id of the value. */
  value_id: Scalars['String']['output'];
};

/** The rating kinds a review can give. */
export type ProductReviewRatingsMetadata = {
  __typename?: 'ProductReviewRatingsMetadata';
  /** The rating kinds, by position. */
  items: Array<Maybe<ProductReviewRatingMetadata>>;
};

/** A page of product reviews. */
export type ProductReviews = {
  __typename?: 'ProductReviews';
  /** The reviews on this page. */
  items: Array<Maybe<ProductReview>>;
  /** Paging of the reviews. */
  page_info: SearchResultPageInfo;
};

/** Stock state of a product. */
export type ProductStockStatus =
  /** Can be bought. */
  | 'IN_STOCK'
  /** Cannot be bought at the moment. */
  | 'OUT_OF_STOCK';

/** A product video. */
export type ProductVideo = MediaGalleryInterface & {
  __typename?: 'ProductVideo';
  /** Whether the entry is hidden on the product page. */
  disabled?: Maybe<Scalars['Boolean']['output']>;
  /** Alt text. */
  label?: Maybe<Scalars['String']['output']>;
  /** Sort position. */
  position?: Maybe<Scalars['Int']['output']>;
  /** Address of the file. */
  url?: Maybe<Scalars['String']['output']>;
  /** Details of the video. */
  video_content?: Maybe<ProductMediaGalleryEntriesVideoContent>;
};

/** Result of a product search. */
export type Products = {
  __typename?: 'Products';
  /** Layered-navigation facets for the whole result. */
  aggregations?: Maybe<Array<Maybe<Aggregation>>>;
  /** The products on this page. */
  items?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** Sort options the shopper can choose. */
  sort_fields?: Maybe<SortFields>;
  /** Alternative search terms when the search found little. */
  suggestions?: Maybe<Array<Maybe<SearchSuggestion>>>;
  /** Number of matching products. */
  total_count?: Maybe<Scalars['Int']['output']>;
};


/** Result of a product search. */
export type ProductsAggregationsArgs = {
  filter?: InputMaybe<AggregationsFilterInput>;
};

/** Entry points for reading the catalogue, content, store settings and carts. */
export type Query = {
  __typename?: 'Query';
  /** One blog post by its slug. */
  WmBlogPost?: Maybe<WmBlogPost>;
  /** Blog posts, newest first, paged. */
  WmBlogPosts?: Maybe<WmBlogPostsOutput>;
  /**
   * Looks up a Norwegian vehicle registration number in the vehicle registry and matches the
   * registered make and trade name to part-finder brands and models. A vehicle that is registered
   * but matches nothing (an unknown make, or not a farm vehicle) is a result with no brand, no model
   * and no suggestions. A plate that cannot be verified is an error whose `extensions.code` says
   * why: `LICENSE_PLATE_INVALID` (category `graphql-input`: empty, shorter than 3 or longer than 10
   * characters, or other characters than letters and digits; `extensions.reason` is `empty`,
   * `too-short`, `too-long` or `characters`), `LICENSE_PLATE_NOT_REGISTERED` (category
   * `graphql-no-such-entity`: the registry has no vehicle with this plate),
   * `LICENSE_PLATE_REGISTRY_UNAVAILABLE` (category `wm-unavailable`: the registry did not answer,
   * refused the key or ran out of quota; try again later) and `LICENSE_PLATE_RATE_LIMITED`
   * (category `wm-unavailable`: too many look-ups from this client; `extensions.retry_after_seconds`).
   */
  WmLicensePlateSearch?: Maybe<WmLicensePlateResult>;
  /** Brands of the part finder, sorted by name, paged. Usually filtered by `finder_id`. */
  WmPartFinderBrands?: Maybe<WmPartFinderBrandsOutput>;
  /** Part finders (vehicle kinds, such as tractors), sorted by name, paged. */
  WmPartFinderFinders?: Maybe<WmPartFinderFindersOutput>;
  /** Finder, brand and model (with ids and slugs) for brand and model names, such as those a licence-plate look-up returns. Null when the finder does not exist; `brand` is null when the finder has no brand of that name, and `model` is null when the brand has no model of that name (names are compared ignoring case, spacing and punctuation). */
  WmPartFinderInfo?: Maybe<WmPartFinderInfo>;
  /** Models of the part finder, sorted by name, paged. Usually filtered by `brand_id`. */
  WmPartFinderModels?: Maybe<WmPartFinderModelsOutput>;
  /** Whether a password reset link can still be used, so its page can say so before a new password is typed. An unknown address answers as an unknown token does, so the answer tells nothing about which addresses have accounts. */
  WmPasswordResetTokenStatus: WmPasswordResetTokenStatus;
  /** A guest wish list, identified by its sharing code. Its items are paged. */
  WmWishlist?: Maybe<WmGuestWishlist>;
  /** Number of items in a guest wish list. */
  WmWishlistItemsCount?: Maybe<Scalars['Int']['output']>;
  /** Metadata of every attribute of an entity type, optionally narrowed by storefront flags. */
  attributesList?: Maybe<AttributesMetadataOutput>;
  /** The store views and their settings (this shop has one: Norwegian, NOK). */
  availableStores?: Maybe<Array<Maybe<StoreConfig>>>;
  /** A cart by its masked id. */
  cart?: Maybe<Cart>;
  /** Categories matching a filter, paged. Without a filter: the store's root category. */
  categories?: Maybe<CategoryResult>;
  /**
   * Categories matching a filter, as a plain list.
   * @deprecated Superseded by `categories`, which also returns paging data.
   */
  categoryList?: Maybe<Array<Maybe<CategoryTree>>>;
  /** CMS blocks by identifier, in the order asked for. */
  cmsBlocks?: Maybe<CmsBlocks>;
  /** A CMS page. Pass `identifier`; `id` is kept for old clients. */
  cmsPage?: Maybe<CmsPage>;
  /** All countries the store sells to. */
  countries?: Maybe<Array<Maybe<Country>>>;
  /** One country, looked up by its two-letter code. */
  country?: Maybe<Country>;
  /** Base and display currencies of the store, with exchange rates. */
  currency?: Maybe<Currency>;
  /** Metadata (labels, input type, options, storefront flags) of the attributes asked for. */
  customAttributeMetadataV2: AttributesMetadataOutput;
  /** The logged-in customer (needs a customer token). */
  customer?: Maybe<Customer>;
  /** The signed-in customer's active cart; one is opened when the customer has none. */
  customerCart: Cart;
  /** Files the signed-in customer has bought: one entry per link of each downloadable product ordered. */
  customerDownloadableProducts?: Maybe<CustomerDownloadableProducts>;
  /** The signed-in customer's saved payment methods. */
  customerPaymentTokens?: Maybe<CustomerPaymentTokens>;
  /** Whether an e-mail address is free for a new account (limited per client: `EMAIL_CHECKS_PER_HOUR`). */
  isEmailAvailable?: Maybe<IsEmailAvailableOutput>;
  /** The mega menu as a tree of items, up to three levels deep. */
  megaMenuItems?: Maybe<Array<Maybe<MegaMenuItem>>>;
  /** The rating kinds a review can give (such as quality) and the values each can have. */
  productReviewRatingsMetadata: ProductReviewRatingsMetadata;
  /** Product search and listing: full-text search, attribute filters, sorting and layered navigation. */
  products?: Maybe<Products>;
  /** Whether the invisible reCAPTCHA v3 guards the storefront's forms, and its public settings. */
  recaptchaV3Config?: Maybe<ReCaptchaConfigurationV3>;
  /** Resolves a storefront URL path to the product, category or CMS page behind it. */
  route?: Maybe<RoutableInterface>;
  /** Settings of the current store view (selected with the `Store` header). */
  storeConfig?: Maybe<StoreConfig>;
  /**
   * Older form of `route`: what a storefront URL path leads to, as type, id and canonical path.
   * @deprecated Superseded by `route`, which returns the page's own fields.
   */
  urlResolver?: Maybe<EntityUrl>;
  /** One assembly of a model by its `uid`, or null when the model has no such assembly. */
  wmPartDiagram?: Maybe<WmPartAssembly>;
  /**
   * The exploded parts diagrams of a part-finder model (`WmPartFinderModel.id`): its assemblies in
   * parts-book order, each with a schematic picture and numbered positions. Empty when no parts are
   * drawn for the model; an error with category `graphql-no-such-entity` for an unknown model.
   */
  wmPartDiagrams: Array<WmPartAssembly>;
  /**
   * The products behind a buyer's list of part numbers (quick order), one answer per input in the
   * same order. A part number is compared as search compares them: case, spaces, dashes and other
   * punctuation are ignored (`RE 504-836` is `re504836`), and a product's own SKU counts as one of
   * its part numbers beside its cross-references. A product's own SKU wins over a cross-reference; a
   * variant of a configurable product is found by its own SKU. At most 200 part numbers (as many as
   * a variable's list may hold): more is refused with `extensions.error_code`
   * `INVALID_PARAMETER_VALUE` (category `graphql-input`, `extensions.max` 200).
   */
  wmResolvePartNumbers: Array<WmPartNumberMatch>;
  /** A saved list shared read-only by link, by its token; null for an unknown token or a list no longer shared. Needs no login. */
  wmSharedRequisitionList?: Maybe<WmSharedRequisitionList>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmBlogPostArgs = {
  slug: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmBlogPostsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmLicensePlateSearchArgs = {
  license_plate: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPartFinderBrandsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<WmPartFinderBrandFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPartFinderFindersArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<WmPartFinderFinderFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPartFinderInfoArgs = {
  brand: Scalars['String']['input'];
  finder_id: Scalars['Int']['input'];
  model: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPartFinderModelsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<WmPartFinderModelFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPasswordResetTokenStatusArgs = {
  email: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmWishlistArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sharing_code: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmWishlistItemsCountArgs = {
  sharing_code: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryAttributesListArgs = {
  entityType: AttributeEntityTypeEnum;
  filters?: InputMaybe<AttributeFilterInput>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryAvailableStoresArgs = {
  useCurrentGroup?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCartArgs = {
  cart_id: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCategoriesArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCategoryListArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filters?: InputMaybe<CategoryFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCmsBlocksArgs = {
  identifiers?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCmsPageArgs = {
  id?: InputMaybe<Scalars['Int']['input']>;
  identifier?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCountryArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryCustomAttributeMetadataV2Args = {
  attributes?: InputMaybe<Array<AttributeInput>>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryIsEmailAvailableArgs = {
  email: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryMegaMenuItemsArgs = {
  identifier?: InputMaybe<Scalars['String']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryProductsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  filter?: InputMaybe<ProductAttributeFilterInput>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ProductAttributeSortInput>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryRouteArgs = {
  url: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryUrlResolverArgs = {
  url: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPartDiagramArgs = {
  model_id: Scalars['Int']['input'];
  uid: Scalars['String']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmPartDiagramsArgs = {
  model_id: Scalars['Int']['input'];
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmResolvePartNumbersArgs = {
  part_numbers: Array<Scalars['String']['input']>;
};


/** Entry points for reading the catalogue, content, store settings and carts. */
export type QueryWmSharedRequisitionListArgs = {
  token: Scalars['String']['input'];
};

/** The public settings of the invisible reCAPTCHA v3. */
export type ReCaptchaConfigurationV3 = {
  __typename?: 'ReCaptchaConfigurationV3';
  /** Where the reCAPTCHA badge sits on the page, for example `inline` or `bottomright`. */
  badge_position: Scalars['String']['output'];
  /** Message for the shopper when a check fails. */
  failure_message: Scalars['String']['output'];
  /** The forms that send a reCAPTCHA token. */
  forms: Array<Maybe<ReCaptchaFormEnum>>;
  /** True when the server checks reCAPTCHA tokens. */
  is_enabled: Scalars['Boolean']['output'];
  /** Language of the reCAPTCHA texts, as a two-letter code. */
  language_code?: Maybe<Scalars['String']['output']>;
  /** Score below which Google's verdict counts as a failure. */
  minimum_score: Scalars['Float']['output'];
  /** Colour theme of the badge, `light` or `dark`. */
  theme: Scalars['String']['output'];
  /** The public site key to load reCAPTCHA with (empty when it is off). */
  website_key: Scalars['String']['output'];
};

/** Storefront forms that reCAPTCHA can guard. */
export type ReCaptchaFormEnum =
  /** Braintree card payment. */
  | 'BRAINTREE'
  /** Contact form. */
  | 'CONTACT'
  /** Registration. */
  | 'CUSTOMER_CREATE'
  /** Account edit. */
  | 'CUSTOMER_EDIT'
  /** Forgotten password. */
  | 'CUSTOMER_FORGOT_PASSWORD'
  /** Sign-in. */
  | 'CUSTOMER_LOGIN'
  /** Newsletter sign-up. */
  | 'NEWSLETTER'
  /** Placing an order. */
  | 'PLACE_ORDER'
  /** Product review. */
  | 'PRODUCT_REVIEW'
  /** Resending the account confirmation e-mail. */
  | 'RESEND_CONFIRMATION_EMAIL'
  /** Sending a product to a friend. */
  | 'SENDFRIEND';

/** A region of a country. */
export type Region = {
  __typename?: 'Region';
  /** Short region code. */
  code?: Maybe<Scalars['String']['output']>;
  /** Numeric region id. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Region name. */
  name?: Maybe<Scalars['String']['output']>;
};

/** Input of `removeCouponFromCart`. */
export type RemoveCouponFromCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
};

/** Result of `removeCouponFromCart`. */
export type RemoveCouponFromCartOutput = {
  __typename?: 'RemoveCouponFromCartOutput';
  /** The cart without the code. */
  cart?: Maybe<Cart>;
};

/** Input of `removeItemFromCart`. */
export type RemoveItemFromCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Numeric id of the line. */
  cart_item_id?: InputMaybe<Scalars['Int']['input']>;
  /** Uid of the line. */
  cart_item_uid?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of `removeItemFromCart`. */
export type RemoveItemFromCartOutput = {
  __typename?: 'RemoveItemFromCartOutput';
  /** The cart after the change. */
  cart: Cart;
};

/** Result of `removeProductsFromWishlist`. */
export type RemoveProductsFromWishlistOutput = {
  __typename?: 'RemoveProductsFromWishlistOutput';
  /** Items that could not be removed. */
  user_errors: Array<Maybe<WishListUserInputError>>;
  /** The wish list after the change. */
  wishlist: Wishlist;
};

/** The cart after a reorder, and the order lines that could not be added to it. */
export type ReorderItemsOutput = {
  __typename?: 'ReorderItemsOutput';
  /** The customer's cart with the order's lines added. */
  cart: Cart;
  /** One entry per order line that could not be added again (none are dropped silently). */
  userInputErrors: Array<Maybe<CheckoutUserInputError>>;
};

/** A named list of products to buy again, such as "Våronn MF 135". */
export type RequisitionList = {
  __typename?: 'RequisitionList';
  /** The customer's note about the list, at most 255 characters. */
  description?: Maybe<Scalars['String']['output']>;
  /** The list's lines, oldest first, paged. */
  items?: Maybe<RequisitionListItems>;
  /** How many lines the list has. */
  items_count: Scalars['Int']['output'];
  /** Name the customer gave the list (1 to 60 characters). */
  name: Scalars['String']['output'];
  /** Id of the list, used by every mutation on it. */
  uid: Scalars['ID']['output'];
  /** When the list or its lines last changed (`YYYY-MM-DD HH:MM:SS`, UTC). */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** The read-only link's token once the list is shared (`wmShareRequisitionList`), else null; only its owner sees it. */
  wm_share_token?: Maybe<Scalars['String']['output']>;
};


/** A named list of products to buy again, such as "Våronn MF 135". */
export type RequisitionListItemsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** Which saved lists to return. */
export type RequisitionListFilterInput = {
  /** Lists whose name contains this text (ignoring case). */
  name?: InputMaybe<FilterMatchTypeInput>;
  /** Lists with these uids. */
  uids?: InputMaybe<FilterEqualTypeInput>;
};

/** A line of a saved list. */
export type RequisitionListItemInterface = {
  /** The product (a configurable product's chosen variant); null when it has left the catalogue. */
  product?: Maybe<ProductInterface>;
  /** How many to buy. */
  quantity: Scalars['Float']['output'];
  /** Id of the line. */
  uid: Scalars['ID']['output'];
  /** The SKU the line was saved with, also when the product has left the catalogue. */
  wm_sku: Scalars['String']['output'];
};

/** A page of a saved list's lines. */
export type RequisitionListItems = {
  __typename?: 'RequisitionListItems';
  /** The lines on this page. */
  items: Array<Maybe<RequisitionListItemInterface>>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** How many pages the list has. */
  total_pages: Scalars['Int']['output'];
};

/** A product to put on a saved list; the same SKU with the same options adds up on one line. */
export type RequisitionListItemsInput = {
  /** Custom options typed in, by uid. */
  entered_options?: InputMaybe<Array<EnteredOptionInput>>;
  /** SKU of the configurable product a variant belongs to. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** How many (more than 0, at most 10 000); 1 when left out. */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** Uids of chosen option values. */
  selected_options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** SKU of the product (a configurable product's variant). */
  sku: Scalars['String']['input'];
};

/** A page of the customer's saved lists. */
export type RequisitionLists = {
  __typename?: 'RequisitionLists';
  /** The lists on this page. */
  items?: Maybe<Array<Maybe<RequisitionList>>>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** How many lists match in all. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Result of logging out. */
export type RevokeCustomerTokenOutput = {
  __typename?: 'RevokeCustomerTokenOutput';
  /** True when the token was invalidated. */
  result: Scalars['Boolean']['output'];
};

/** Something a storefront URL can point at: a product, a category or a CMS page. */
export type RoutableInterface = {
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

/** A URL that resolves only to a redirect, not to an entity. */
export type RoutableUrl = RoutableInterface & {
  __typename?: 'RoutableUrl';
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
};

/** A message about an order. */
export type SalesCommentItem = {
  __typename?: 'SalesCommentItem';
  /** The text. */
  message: Scalars['String']['output'];
  /** When it was written (`YYYY-MM-DD HH:MM:SS`, UTC). */
  timestamp: Scalars['String']['output'];
};

/** Which stores' data a query covers. */
export type ScopeTypeEnum =
  /** Every website and store. */
  | 'GLOBAL'
  /** The current store view only. */
  | 'STORE'
  /** The current website's stores. */
  | 'WEBSITE';

/** Paging data of a list. */
export type SearchResultPageInfo = {
  __typename?: 'SearchResultPageInfo';
  /** The page returned, starting at 1. */
  current_page?: Maybe<Scalars['Int']['output']>;
  /** Items per page. */
  page_size?: Maybe<Scalars['Int']['output']>;
  /** Number of pages. */
  total_pages?: Maybe<Scalars['Int']['output']>;
};

/** An alternative search term. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** The suggested term. */
  search: Scalars['String']['output'];
};

/** A chosen option of a bundle cart line. */
export type SelectedBundleOption = {
  __typename?: 'SelectedBundleOption';
  /**
   * Numeric id of the option.
   * @deprecated Read `uid`.
   */
  id: Scalars['Int']['output'];
  /** Name of the option. */
  label: Scalars['String']['output'];
  /** How the option is chosen, for example `select` or `checkbox`. */
  type: Scalars['String']['output'];
  /** Unique id of the option. */
  uid: Scalars['ID']['output'];
  /** The chosen values. */
  values: Array<Maybe<SelectedBundleOptionValue>>;
};

/** A chosen value of a bundle option. */
export type SelectedBundleOptionValue = {
  __typename?: 'SelectedBundleOptionValue';
  /** Numeric id of the value. */
  id: Scalars['Int']['output'];
  /** Name of the value (the product it stands for). */
  label: Scalars['String']['output'];
  /** Price of the value before catalogue discounts. */
  original_price: Money;
  /**
   * Price of the value.
   * @deprecated Read `priceV2`.
   */
  price: Scalars['Float']['output'];
  /** Price of the value. */
  priceV2: Money;
  /** Quantity of the value per bundle. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the value. */
  uid: Scalars['ID']['output'];
};

/** An option value that picks the variant of a configurable cart line. */
export type SelectedConfigurableOption = {
  __typename?: 'SelectedConfigurableOption';
  /** Uid of the configurable option (for example colour). */
  configurable_product_option_uid: Scalars['ID']['output'];
  /** Uid of the chosen value. */
  configurable_product_option_value_uid: Scalars['ID']['output'];
  /**
   * Numeric id of the option.
   * @deprecated Read `configurable_product_option_uid`.
   */
  id: Scalars['Int']['output'];
  /** Name of the option. */
  option_label: Scalars['String']['output'];
  /**
   * Numeric id of the chosen value.
   * @deprecated Read `configurable_product_option_value_uid`.
   */
  value_id: Scalars['Int']['output'];
  /** Name of the chosen value. */
  value_label: Scalars['String']['output'];
};

/** A custom option entered for a cart line. */
export type SelectedCustomizableOption = {
  __typename?: 'SelectedCustomizableOption';
  /** Uid of the product's custom option. */
  customizable_option_uid: Scalars['ID']['output'];
  /**
   * Numeric id of the option.
   * @deprecated Use `SelectedCustomizableOption.customizable_option_uid` instead.
   */
  id: Scalars['Int']['output'];
  /** Whether the option must be filled in. */
  is_required: Scalars['Boolean']['output'];
  /** Label of the option. */
  label: Scalars['String']['output'];
  /** Sort position. */
  sort_order: Scalars['Int']['output'];
  /** Kind of option (`field`, `area`, ...). */
  type: Scalars['String']['output'];
  /** The values entered or chosen. */
  values: Array<Maybe<SelectedCustomizableOptionValue>>;
};

/** A value of a custom option on a cart line. */
export type SelectedCustomizableOptionValue = {
  __typename?: 'SelectedCustomizableOptionValue';
  /** Uid of the option's value. */
  customizable_option_value_uid: Scalars['ID']['output'];
  /**
   * Numeric id of the value.
   * @deprecated Use `SelectedCustomizableOptionValue.customizable_option_value_uid` instead.
   */
  id: Scalars['Int']['output'];
  /** Label of a chosen value; empty for text typed in. */
  label: Scalars['String']['output'];
  /** Price the value adds to one unit. */
  price: CartItemSelectedOptionValuePrice;
  /** The text typed in, or the chosen value. */
  value: Scalars['String']['output'];
};

/** The payment method chosen for a cart. */
export type SelectedPaymentMethod = {
  __typename?: 'SelectedPaymentMethod';
  /** Code of the method. */
  code: Scalars['String']['output'];
  /** The shopper's purchase order number, for methods that take one. */
  purchase_order_number?: Maybe<Scalars['String']['output']>;
  /** Name of the method, as shown to the shopper. */
  title: Scalars['String']['output'];
  /** The card chosen for `wm_card`: brand and last four digits; null for other methods. */
  wm_card?: Maybe<WmSelectedCard>;
  /** The Vipps payment started for `wm_vipps`; null for other methods. */
  wm_vipps?: Maybe<WmVippsPayment>;
};

/** The shipping method chosen for a cart address. */
export type SelectedShippingMethod = {
  __typename?: 'SelectedShippingMethod';
  /** The shipping charge. */
  amount: Money;
  /** Code of the carrier. */
  carrier_code: Scalars['String']['output'];
  /** Name of the carrier. */
  carrier_title: Scalars['String']['output'];
  /** Code of the method within the carrier. */
  method_code: Scalars['String']['output'];
  /** Name of the method. */
  method_title: Scalars['String']['output'];
  /** The charge before tax. */
  price_excl_tax: Money;
  /** The charge, tax included. */
  price_incl_tax: Money;
};

/** Input of `setBillingAddressOnCart`. */
export type SetBillingAddressOnCartInput = {
  /** Where the cart is billed to. */
  billing_address: BillingAddressInput;
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
};

/** Result of `setBillingAddressOnCart`. */
export type SetBillingAddressOnCartOutput = {
  __typename?: 'SetBillingAddressOnCartOutput';
  /** The cart with its billing address. */
  cart: Cart;
};

/** Input of `setGuestEmailOnCart`. */
export type SetGuestEmailOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The guest's e-mail address. */
  email: Scalars['String']['input'];
};

/** Result of `setGuestEmailOnCart`. */
export type SetGuestEmailOnCartOutput = {
  __typename?: 'SetGuestEmailOnCartOutput';
  /** The cart with the address. */
  cart: Cart;
};

/** Input of `setPaymentMethodOnCart`. */
export type SetPaymentMethodOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The payment method and what it needs. */
  payment_method: PaymentMethodInput;
};

/** Result of `setPaymentMethodOnCart`. */
export type SetPaymentMethodOnCartOutput = {
  __typename?: 'SetPaymentMethodOnCartOutput';
  /** The cart with its payment method. */
  cart: Cart;
};

/** Input of `setShippingAddressesOnCart`. */
export type SetShippingAddressesOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The shipping address; this shop takes exactly one. */
  shipping_addresses: Array<InputMaybe<ShippingAddressInput>>;
};

/** Result of `setShippingAddressesOnCart`. */
export type SetShippingAddressesOnCartOutput = {
  __typename?: 'SetShippingAddressesOnCartOutput';
  /** The cart with its shipping address. */
  cart: Cart;
};

/** Input of `setShippingMethodsOnCart`. */
export type SetShippingMethodsOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The chosen method; this shop takes exactly one. */
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

/** Result of `setShippingMethodsOnCart`. */
export type SetShippingMethodsOnCartOutput = {
  __typename?: 'SetShippingMethodsOnCartOutput';
  /** The cart with its shipping method and updated totals. */
  cart: Cart;
};

/** How a bundle's parts are shipped. */
export type ShipBundleItemsEnum =
  /** Each part on its own. */
  | 'SEPARATELY'
  /** In one shipment. */
  | 'TOGETHER';

/** A shipment line of a simple product. */
export type ShipmentItem = ShipmentItemInterface & {
  __typename?: 'ShipmentItem';
  /** Opaque id of the shipment line. */
  id: Scalars['ID']['output'];
  /** The order line it ships. */
  order_item?: Maybe<OrderItemInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price paid, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** Quantity in this shipment. */
  quantity_shipped: Scalars['Float']['output'];
};

/** A line of a shipment. */
export type ShipmentItemInterface = {
  /** Opaque id of the shipment line. */
  id: Scalars['ID']['output'];
  /** The order line it ships. */
  order_item?: Maybe<OrderItemInterface>;
  /** Product name when the order was placed. */
  product_name?: Maybe<Scalars['String']['output']>;
  /** Unit price paid, before tax. */
  product_sale_price: Money;
  /** SKU of the product. */
  product_sku: Scalars['String']['output'];
  /** Quantity in this shipment. */
  quantity_shipped: Scalars['Float']['output'];
};

/** A carrier's tracking of a parcel. */
export type ShipmentTracking = {
  __typename?: 'ShipmentTracking';
  /** The carrier's code, for example `bring`. */
  carrier: Scalars['String']['output'];
  /** The tracking number. */
  number?: Maybe<Scalars['String']['output']>;
  /** The carrier's name as shown. */
  title: Scalars['String']['output'];
};

/** A shipping address: typed in, or taken from the customer's address book. */
export type ShippingAddressInput = {
  /** The address, when it is typed in. */
  address?: InputMaybe<CartAddressInput>;
  /** Id of an address in the signed-in customer's address book. */
  customer_address_id?: InputMaybe<Scalars['Int']['input']>;
  /** A note from the shopper for the delivery. */
  customer_notes?: InputMaybe<Scalars['String']['input']>;
  /** Code of a pick-up location for in-store pick-up (not used by this shop). */
  pickup_location_code?: InputMaybe<Scalars['String']['input']>;
};

/** The address a cart is shipped to, with the shipping methods it can have and the one chosen. */
export type ShippingCartAddress = CartAddressInterface & {
  __typename?: 'ShippingCartAddress';
  /** Shipping methods for this address and the cart as it is now; empty where the shop does not ship. */
  available_shipping_methods?: Maybe<Array<Maybe<AvailableShippingMethod>>>;
  /** Town or city. */
  city: Scalars['String']['output'];
  /** Company name. */
  company?: Maybe<Scalars['String']['output']>;
  /** Country of the address. */
  country: CartAddressCountry;
  /** A note from the shopper for the delivery. */
  customer_notes?: Maybe<Scalars['String']['output']>;
  /** First name of the addressee. */
  firstname: Scalars['String']['output'];
  /** Id of the customer's saved address this one was taken from, if any. */
  id?: Maybe<Scalars['Int']['output']>;
  /** Last name of the addressee. */
  lastname: Scalars['String']['output'];
  /** Middle name of the addressee, if given. */
  middlename?: Maybe<Scalars['String']['output']>;
  /** Postal code. */
  postcode?: Maybe<Scalars['String']['output']>;
  /** Title before the addressee's name, if given. */
  prefix?: Maybe<Scalars['String']['output']>;
  /** County or region, when the address has one. */
  region?: Maybe<CartAddressRegion>;
  /** True when the cart is billed to this same address. */
  same_as_billing: Scalars['Boolean']['output'];
  /** The chosen shipping method and its charge. */
  selected_shipping_method?: Maybe<SelectedShippingMethod>;
  /** Street lines: street and number, apartment, neighbourhood, extra details. */
  street: Array<Maybe<Scalars['String']['output']>>;
  /** Addition after the addressee's name, if given. */
  suffix?: Maybe<Scalars['String']['output']>;
  /** Phone number. */
  telephone?: Maybe<Scalars['String']['output']>;
  /** Unique id of the address. */
  uid: Scalars['String']['output'];
  /** Organisation or VAT number printed on invoices. */
  vat_id?: Maybe<Scalars['String']['output']>;
};

/** A discount on shipping. */
export type ShippingDiscount = {
  __typename?: 'ShippingDiscount';
  /** Amount taken off. */
  amount: Money;
};

/** The shipping and handling charge of an order. */
export type ShippingHandling = {
  __typename?: 'ShippingHandling';
  /** The charge before tax. */
  amount_excluding_tax?: Maybe<Money>;
  /** The charge, tax included. */
  amount_including_tax?: Maybe<Money>;
  /** Discounts on shipping. */
  discounts?: Maybe<Array<Maybe<ShippingDiscount>>>;
  /** Taxes on shipping. */
  taxes?: Maybe<Array<Maybe<TaxItem>>>;
  /** The charge after discounts, before tax. */
  total_amount: Money;
};

/** A shipping method, by carrier and method code. */
export type ShippingMethodInput = {
  /** Code of the carrier, from `available_shipping_methods`. */
  carrier_code: Scalars['String']['input'];
  /** Code of the method, from `available_shipping_methods`. */
  method_code: Scalars['String']['input'];
};

/** A cart line holding a simple product. */
export type SimpleCartItem = CartItemInterface & {
  __typename?: 'SimpleCartItem';
  /** The custom options entered for the line (text typed in, with the price each adds). */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  /** Problems with the line, such as a quantity the stock cannot cover. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /**
   * Numeric id of the line, as a string.
   * @deprecated Read `uid`.
   */
  id: Scalars['String']['output'];
  /** Whether the line can be ordered as it is. */
  is_available: Scalars['Boolean']['output'];
  /** Why the line cannot be ordered, when it cannot. */
  not_available_message?: Maybe<Scalars['String']['output']>;
  /** Unit and row prices of the line. */
  prices?: Maybe<CartItemPrices>;
  /** The product in the line. */
  product: ProductInterface;
  /** Quantity in the cart. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the line. */
  uid: Scalars['ID']['output'];
};

/** A product sold as one stock item. */
export type SimpleProduct = CustomizableProductInterface & PhysicalProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'SimpleProduct';
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Options the shopper can fill in or choose. */
  options?: Maybe<Array<Maybe<CustomizableOptionInterface>>>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** Weight, in the store's weight unit. */
  weight?: Maybe<Scalars['Float']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** A product sold as one stock item. */
export type SimpleProductCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** A product sold as one stock item. */
export type SimpleProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A simple product to add to a cart. */
export type SimpleProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
};

/** A line of a saved list for a simple product, or any product sold as one SKU. */
export type SimpleRequisitionListItem = RequisitionListItemInterface & {
  __typename?: 'SimpleRequisitionListItem';
  /** The product (a configurable product's chosen variant); null when it has left the catalogue. */
  product?: Maybe<ProductInterface>;
  /** How many to buy. */
  quantity: Scalars['Float']['output'];
  /** Id of the line. */
  uid: Scalars['ID']['output'];
  /** The SKU the line was saved with, also when the product has left the catalogue. */
  wm_sku: Scalars['String']['output'];
};

/** A wish list item holding a simple product. */
export type SimpleWishlistItem = WishlistItemInterface & {
  __typename?: 'SimpleWishlistItem';
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** Payment Services smart buttons data (kept for compatibility). */
export type SmartButtonMethodInput = {
  /** Where the payment came from. */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** Payment Services order id. */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order at PayPal. */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
};

/** Sort direction. */
export type SortEnum =
  /** Ascending. */
  | 'ASC'
  /** Descending. */
  | 'DESC';

/** A sort option. */
export type SortField = {
  __typename?: 'SortField';
  /** Text shown to the shopper. */
  label?: Maybe<Scalars['String']['output']>;
  /** Field name to use in `sort`. */
  value?: Maybe<Scalars['String']['output']>;
};

/** Sort options of a product listing. */
export type SortFields = {
  __typename?: 'SortFields';
  /** Sort field used when none is given. */
  default?: Maybe<Scalars['String']['output']>;
  /** All sort fields offered. */
  options?: Maybe<Array<Maybe<SortField>>>;
};

/** Configuration of one store view as the storefront needs it. */
export type StoreConfig = {
  __typename?: 'StoreConfig';
  /** Extra HTML at the very bottom of the page. */
  absolute_footer?: Maybe<Scalars['String']['output']>;
  /** Whether guests may write reviews. */
  allow_guests_to_write_product_reviews?: Maybe<Scalars['String']['output']>;
  /** Gift messages on order lines (`0`: off; this shop has none). */
  allow_items?: Maybe<Scalars['String']['output']>;
  /** Gift messages on the order (`0`: off; this shop has none). */
  allow_order?: Maybe<Scalars['String']['output']>;
  /** Whether browsers may fill in the sign-in and forgotten-password forms. */
  autocomplete_on_storefront?: Maybe<Scalars['Boolean']['output']>;
  /** Currency prices are stored in. */
  base_currency_code?: Maybe<Scalars['String']['output']>;
  /** Unsecured base address for links. */
  base_link_url?: Maybe<Scalars['String']['output']>;
  /** Unsecured base address of media files. */
  base_media_url?: Maybe<Scalars['String']['output']>;
  /** Unsecured base address of static files. */
  base_static_url?: Maybe<Scalars['String']['output']>;
  /** Unsecured base address of the store. */
  base_url?: Maybe<Scalars['String']['output']>;
  /** Days after which an unused guest cart expires. */
  cart_expires_in_days?: Maybe<Scalars['Int']['output']>;
  /** How the cart count is shown: 0 = number of lines, 1 = total quantity. */
  cart_summary_display_quantity?: Maybe<Scalars['Int']['output']>;
  /** Default product sort attribute in listings. */
  catalog_default_sort_by?: Maybe<Scalars['String']['output']>;
  /** Tax display in the catalogue: 1 = prices excluding tax; greater than 1 = including tax. */
  catalog_display_tax?: Maybe<Scalars['Int']['output']>;
  /** How fixed product taxes show in product lists. */
  category_fixed_product_tax_display_setting?: Maybe<FixedProductTaxDisplaySettings>;
  /** Suffix added to category URLs, for example `.html`. */
  category_url_suffix?: Maybe<Scalars['String']['output']>;
  /** Identifier of the CMS page used as home page. */
  cms_home_page?: Maybe<Scalars['String']['output']>;
  /** Identifier of the CMS page shown when cookies are off. */
  cms_no_cookies?: Maybe<Scalars['String']['output']>;
  /** Identifier of the CMS page shown for unknown URLs. */
  cms_no_route?: Maybe<Scalars['String']['output']>;
  /**
   * Store view code.
   * @deprecated Identify the store by `store_code`.
   */
  code?: Maybe<Scalars['String']['output']>;
  /** Which picture a configurable's cart line shows: `itself` (the chosen variant's) or `parent`. */
  configurable_thumbnail_source?: Maybe<Scalars['String']['output']>;
  /** Whether the contact form (`contactUs`) is on. */
  contact_enabled: Scalars['Boolean']['output'];
  /** Copyright line in the footer. */
  copyright?: Maybe<Scalars['String']['output']>;
  /** Comma-separated countries where the region is required. */
  countries_with_required_region?: Maybe<Scalars['String']['output']>;
  /** Whether new accounts must be confirmed by e-mail. */
  create_account_confirmation?: Maybe<Scalars['Boolean']['output']>;
  /** Lifetime of customer tokens, in hours. */
  customer_access_token_lifetime?: Maybe<Scalars['Float']['output']>;
  /** Default country code. */
  default_country?: Maybe<Scalars['String']['output']>;
  /** Default meta description. */
  default_description?: Maybe<Scalars['String']['output']>;
  /** Currency prices are shown in by default. */
  default_display_currency_code?: Maybe<Scalars['String']['output']>;
  /** Default meta keywords. */
  default_keywords?: Maybe<Scalars['String']['output']>;
  /** Default page title. */
  default_title?: Maybe<Scalars['String']['output']>;
  /** Whether a demo-store notice is shown (1) or not (0). */
  demonotice?: Maybe<Scalars['Int']['output']>;
  /** Whether an optional region field is still shown. */
  display_state_if_optional?: Maybe<Scalars['Boolean']['output']>;
  /** Default web front name. */
  front?: Maybe<Scalars['String']['output']>;
  /** Default number of products per page in grid mode. */
  grid_per_page?: Maybe<Scalars['Int']['output']>;
  /** Comma-separated page sizes offered in grid mode. */
  grid_per_page_values?: Maybe<Scalars['String']['output']>;
  /** Extra markup for the page head. */
  head_includes?: Maybe<Scalars['String']['output']>;
  /** Path of the favicon. */
  head_shortcut_icon?: Maybe<Scalars['String']['output']>;
  /** Path of the logo image, relative to the media folder. */
  header_logo_src?: Maybe<Scalars['String']['output']>;
  /** Whether add-to-cart buttons are hidden for everyone (a customer's own setting overrides it). */
  hide_cart_button?: Maybe<Scalars['Boolean']['output']>;
  /**
   * Numeric store view id.
   * @deprecated Identify the store by `store_code`.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Whether this is the default store view of its group. */
  is_default_store?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the group is the website's default group. */
  is_default_store_group?: Maybe<Scalars['Boolean']['output']>;
  /** Whether guests may check out. */
  is_guest_checkout_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the one-page checkout is used. */
  is_one_page_checkout_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Listing modes offered: `grid`, `list`, `grid-list` or `list-grid`. */
  list_mode?: Maybe<Scalars['String']['output']>;
  /** Default number of products per page in list mode. */
  list_per_page?: Maybe<Scalars['Int']['output']>;
  /** Comma-separated page sizes offered in list mode. */
  list_per_page_values?: Maybe<Scalars['String']['output']>;
  /** Locale, for example `nb_NO`. */
  locale?: Maybe<Scalars['String']['output']>;
  /** Alt text of the logo. */
  logo_alt?: Maybe<Scalars['String']['output']>;
  /** Logo height in pixels. */
  logo_height?: Maybe<Scalars['Int']['output']>;
  /** Logo width in pixels. */
  logo_width?: Maybe<Scalars['Int']['output']>;
  /** Whether the customer wish list is switched on. */
  magento_wishlist_general_is_enabled?: Maybe<Scalars['String']['output']>;
  /** Most items the checkout order summary lists. */
  max_items_in_order_summary?: Maybe<Scalars['Int']['output']>;
  /** Whether the mini cart is shown. */
  minicart_display?: Maybe<Scalars['Boolean']['output']>;
  /** Most items the mini cart lists. */
  minicart_max_items?: Maybe<Scalars['Int']['output']>;
  /** Fewest characters a customer password may have. */
  minimum_password_length?: Maybe<Scalars['String']['output']>;
  /** Whether the newsletter (`subscribeEmailToNewsletter`) is on. */
  newsletter_enabled: Scalars['Boolean']['output'];
  /** Default route for unknown URLs. */
  no_route?: Maybe<Scalars['String']['output']>;
  /** Comma-separated countries where the postcode is optional. */
  optional_zip_countries?: Maybe<Scalars['String']['output']>;
  /** Whether PayPal Payflow Pro may save cards ('1') or not ('0'); this shop has no Payflow Pro. */
  payment_payflowpro_cc_vault_active?: Maybe<Scalars['String']['output']>;
  /** How fixed product taxes show on product pages (Norway has none: `FPT_DISABLED`). */
  product_fixed_product_tax_display_setting?: Maybe<FixedProductTaxDisplaySettings>;
  /** Whether product reviews are switched on (`1`/`0` or `Y`/`N` style flag). */
  product_reviews_enabled?: Maybe<Scalars['String']['output']>;
  /** Suffix added to product URLs, for example `.html`. */
  product_url_suffix?: Maybe<Scalars['String']['output']>;
  /** How many character classes (lower, upper, digits, special) a password needs. */
  required_character_classes_number?: Maybe<Scalars['String']['output']>;
  /**
   * Numeric id of the store's root category.
   * @deprecated Read `root_category_uid` instead.
   */
  root_category_id?: Maybe<Scalars['Int']['output']>;
  /** Uid of the store's root category. */
  root_category_uid?: Maybe<Scalars['ID']['output']>;
  /** How fixed product taxes show in the cart and on orders. */
  sales_fixed_product_tax_display_setting?: Maybe<FixedProductTaxDisplaySettings>;
  /** HTTPS base address for links. */
  secure_base_link_url?: Maybe<Scalars['String']['output']>;
  /** HTTPS base address of media files. */
  secure_base_media_url?: Maybe<Scalars['String']['output']>;
  /** HTTPS base address of static files. */
  secure_base_static_url?: Maybe<Scalars['String']['output']>;
  /** HTTPS base address of the store. */
  secure_base_url?: Maybe<Scalars['String']['output']>;
  /** Whether the cart lists every tax rate. */
  shopping_cart_display_full_summary?: Maybe<Scalars['Boolean']['output']>;
  /** Whether the cart shows the grand total both with and without tax. */
  shopping_cart_display_grand_total?: Maybe<Scalars['Boolean']['output']>;
  /** Cart price display: 1 = excluding tax, 2 = including tax, 3 = both. */
  shopping_cart_display_price?: Maybe<Scalars['Int']['output']>;
  /** Cart shipping display: 1 = excluding tax, 2 = including tax, 3 = both. */
  shopping_cart_display_shipping?: Maybe<Scalars['Int']['output']>;
  /** Cart subtotal display: 1 = excluding tax, 2 = including tax, 3 = both. */
  shopping_cart_display_subtotal?: Maybe<Scalars['Int']['output']>;
  /** Whether the cart shows a zero tax line. */
  shopping_cart_display_zero_tax?: Maybe<Scalars['Boolean']['output']>;
  /** Whether CMS pages show breadcrumbs (1) or not (0). */
  show_cms_breadcrumbs?: Maybe<Scalars['Int']['output']>;
  /** Whether the header stays visible while scrolling. */
  sticky_header?: Maybe<Scalars['Boolean']['output']>;
  /** Store view code, also sent in the `Store` header. */
  store_code?: Maybe<Scalars['ID']['output']>;
  /** Code of the store group this view belongs to. */
  store_group_code?: Maybe<Scalars['ID']['output']>;
  /** Name of the store group. */
  store_group_name?: Maybe<Scalars['String']['output']>;
  /** Display name of the store view. */
  store_name?: Maybe<Scalars['String']['output']>;
  /** Sort position of the store view in its group. */
  store_sort_order?: Maybe<Scalars['Int']['output']>;
  /** Time zone name, for example `Europe/Oslo`. */
  timezone?: Maybe<Scalars['String']['output']>;
  /** Text placed before every page title. */
  title_prefix?: Maybe<Scalars['String']['output']>;
  /** Separator between parts of a page title. */
  title_separator?: Maybe<Scalars['String']['output']>;
  /** Text placed after every page title. */
  title_suffix?: Maybe<Scalars['String']['output']>;
  /** Background colour of the top bar as a CSS colour. */
  top_bar_block_background_color?: Maybe<Scalars['String']['output']>;
  /** Whether the dismissible top bar above the header is shown. */
  top_bar_block_enabled?: Maybe<Scalars['Boolean']['output']>;
  /** Identifier of the CMS block shown in the top bar. */
  top_bar_block_identifier?: Maybe<Scalars['String']['output']>;
  /** Identifier of the CMS block shown in the top menu. */
  top_menu_block_identifier?: Maybe<Scalars['String']['output']>;
  /** Whether store codes appear in URLs. */
  use_store_in_url?: Maybe<Scalars['Boolean']['output']>;
  /** Code of the website. */
  website_code?: Maybe<Scalars['ID']['output']>;
  /**
   * Numeric website id.
   * @deprecated Not meant for storefronts.
   */
  website_id?: Maybe<Scalars['Int']['output']>;
  /** Name of the website. */
  website_name?: Maybe<Scalars['String']['output']>;
  /** Weight unit (`kgs` or `lbs`). */
  weight_unit?: Maybe<Scalars['String']['output']>;
  /** Greeting text in the header. */
  welcome?: Maybe<Scalars['String']['output']>;
  /** Whether the wish list is switched on. */
  wishlist_enabled?: Maybe<Scalars['Boolean']['output']>;
};

/** The answer to a newsletter sign-up, confirmation or unsubscription. */
export type SubscribeEmailToNewsletterOutput = {
  __typename?: 'SubscribeEmailToNewsletterOutput';
  /** Where the address stands afterwards; a guest's sign-up always answers `UNCONFIRMED`, known address or not. */
  status?: Maybe<SubscriptionStatusesEnum>;
};

/** Where an address stands with the newsletter. */
export type SubscriptionStatusesEnum =
  /** No subscription is active. */
  | 'NOT_ACTIVE'
  /** The address gets the newsletter. */
  | 'SUBSCRIBED'
  /** Signed up; waiting for the link in the confirmation mail to be followed. */
  | 'UNCONFIRMED'
  /** The address has left the list. */
  | 'UNSUBSCRIBED';

/** Fields every swatch has. */
export type SwatchDataInterface = {
  /** Swatch value: hex colour, image path or text. */
  value?: Maybe<Scalars['String']['output']>;
};

/** How the options of a swatch attribute are entered. */
export type SwatchInputTypeEnum =
  /** Yes or no. */
  | 'BOOLEAN'
  /** A date. */
  | 'DATE'
  /** A date with a time. */
  | 'DATETIME'
  /** A plain drop-down without swatches. */
  | 'DROPDOWN'
  /** An uploaded file. */
  | 'FILE'
  /** A set of images. */
  | 'GALLERY'
  /** Not shown in forms. */
  | 'HIDDEN'
  /** An image. */
  | 'IMAGE'
  /** A media image role. */
  | 'MEDIA_IMAGE'
  /** Several lines of text. */
  | 'MULTILINE'
  /** Several options chosen from a list. */
  | 'MULTISELECT'
  /** An amount of money. */
  | 'PRICE'
  /** One option chosen from a list. */
  | 'SELECT'
  /** Text swatches. */
  | 'TEXT'
  /** A block of text. */
  | 'TEXTAREA'
  /** Any other input. */
  | 'UNDEFINED'
  /** Visual swatches: a colour or an image per option. */
  | 'VISUAL'
  /** A weight. */
  | 'WEIGHT';

/** Tax at one rate. */
export type TaxItem = {
  __typename?: 'TaxItem';
  /** The tax amount. */
  amount: Money;
  /** The rate in percent, for example 25. */
  rate: Scalars['Float']['output'];
  /** Name of the tax, for example `MVA`. */
  title: Scalars['String']['output'];
};

/** A swatch showing text. */
export type TextSwatchData = SwatchDataInterface & {
  __typename?: 'TextSwatchData';
  /** The text. */
  value?: Maybe<Scalars['String']['output']>;
};

/** Price when buying at least a given quantity. */
export type TierPrice = {
  __typename?: 'TierPrice';
  /** Saving against the regular price. */
  discount?: Maybe<ProductDiscount>;
  /** Unit price at this quantity. */
  final_price?: Maybe<Money>;
  /** Quantity the price starts at. */
  quantity?: Maybe<Scalars['Float']['output']>;
};

/** Input of `updateCartItems`. */
export type UpdateCartItemsInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Lines to change. */
  cart_items: Array<InputMaybe<CartItemUpdateInput>>;
};

/** Result of `updateCartItems`. */
export type UpdateCartItemsOutput = {
  __typename?: 'UpdateCartItemsOutput';
  /** The cart after the change. */
  cart: Cart;
  /** Lines that could not be changed, with the reason. */
  errors: Array<Maybe<CartUserInputError>>;
};

/** A saved list's new name and note. */
export type UpdateRequisitionListInput = {
  /** New note, at most 255 characters; empty or null removes it. */
  description?: InputMaybe<Scalars['String']['input']>;
  /** New name, 1 to 60 characters after trimming. */
  name: Scalars['String']['input'];
};

/** A line's new quantity. */
export type UpdateRequisitionListItemsInput = {
  /** Custom options typed in; left as they are when null. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** Uid of the line. */
  item_id: Scalars['ID']['input'];
  /** The new quantity (more than 0, at most 10 000). */
  quantity?: InputMaybe<Scalars['Float']['input']>;
  /** Uids of chosen option values; left as they are when null. */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
};

/** What `updateRequisitionListItems` answers. */
export type UpdateRequisitionListItemsOutput = {
  __typename?: 'UpdateRequisitionListItemsOutput';
  /** The list as it is now. */
  requisition_list?: Maybe<RequisitionList>;
};

/** What `updateRequisitionList` answers. */
export type UpdateRequisitionListOutput = {
  __typename?: 'UpdateRequisitionListOutput';
  /** The list as it is now. */
  requisition_list?: Maybe<RequisitionList>;
};

/** A URL under which a product can be reached. */
export type UrlRewrite = {
  __typename?: 'UrlRewrite';
  /** Query parameters of the target. */
  parameters?: Maybe<Array<Maybe<HttpQueryParameter>>>;
  /** Path of the rewritten URL. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Kinds of entity a URL rewrite can point at. */
export type UrlRewriteEntityTypeEnum =
  /** A category page. */
  | 'CATEGORY'
  /** A content page. */
  | 'CMS_PAGE'
  /** A product page. */
  | 'PRODUCT';

/** Payment Services stored-payment data (kept for compatibility). */
export type VaultMethodInput = {
  /** Where the payment came from. */
  payment_source?: InputMaybe<Scalars['String']['input']>;
  /** Payment Services order id. */
  payments_order_id?: InputMaybe<Scalars['String']['input']>;
  /** Id of the order at PayPal. */
  paypal_order_id?: InputMaybe<Scalars['String']['input']>;
  /** Public hash of the stored payment details. */
  public_hash?: InputMaybe<Scalars['String']['input']>;
};

/** A stored card's public hash (kept for compatibility). */
export type VaultTokenInput = {
  /** Public hash of the stored card. */
  public_hash: Scalars['String']['input'];
};

/** A cart line holding a virtual product (nothing to ship). */
export type VirtualCartItem = CartItemInterface & {
  __typename?: 'VirtualCartItem';
  /** The custom options entered for the line (text typed in, with the price each adds). */
  customizable_options: Array<Maybe<SelectedCustomizableOption>>;
  /** Problems with the line, such as a quantity the stock cannot cover. */
  errors?: Maybe<Array<Maybe<CartItemError>>>;
  /**
   * Numeric id of the line, as a string.
   * @deprecated Read `uid`.
   */
  id: Scalars['String']['output'];
  /** Whether the line can be ordered as it is. */
  is_available: Scalars['Boolean']['output'];
  /** Why the line cannot be ordered, when it cannot. */
  not_available_message?: Maybe<Scalars['String']['output']>;
  /** Unit and row prices of the line. */
  prices?: Maybe<CartItemPrices>;
  /** The virtual product. */
  product: ProductInterface;
  /** Quantity in the cart. */
  quantity: Scalars['Float']['output'];
  /** Unique id of the line. */
  uid: Scalars['ID']['output'];
};

/** A product with no physical delivery, such as a service. */
export type VirtualProduct = CustomizableProductInterface & ProductInterface & RoutableInterface & {
  __typename?: 'VirtualProduct';
  /** Product group (label of the `ag_produktgruppe` option). */
  ag_produktgruppe?: Maybe<Scalars['String']['output']>;
  /** Canonical URL of the product page. */
  canonical_url?: Maybe<Scalars['String']['output']>;
  /** Categories the product is in. */
  categories?: Maybe<Array<Maybe<CategoryInterface>>>;
  /**
   * Option id of the colour attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  color?: Maybe<Scalars['Int']['output']>;
  /** Country the product was made in. */
  country_of_manufacture?: Maybe<Scalars['String']['output']>;
  /**
   * Creation time.
   * @deprecated Not meant for storefronts.
   */
  created_at?: Maybe<Scalars['String']['output']>;
  /** Products suggested in the cart. */
  crosssell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** Store attributes of the product with their values; `filters` picks attributes by their storefront flags. */
  custom_attributesV2?: Maybe<ProductCustomAttributes>;
  /** Full description as HTML. */
  description?: Maybe<ComplexTextValue>;
  /** Whether a gift message can be added. */
  gift_message_available: Scalars['Boolean']['output'];
  /**
   * Numeric product id.
   * @deprecated Read `uid` instead.
   */
  id?: Maybe<Scalars['Int']['output']>;
  /** Main product image. */
  image?: Maybe<ProductImage>;
  /**
   * Option id of the manufacturer attribute.
   * @deprecated A store attribute; use custom attributes.
   */
  manufacturer?: Maybe<Scalars['Int']['output']>;
  /** Largest quantity that can be bought at once. */
  max_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** All images and videos of the product. */
  media_gallery?: Maybe<Array<Maybe<MediaGalleryInterface>>>;
  /**
   * The product's images in the older gallery shape, with file paths and image roles.
   * @deprecated Read `media_gallery`.
   */
  media_gallery_entries?: Maybe<Array<Maybe<MediaGalleryEntry>>>;
  /** Description for search engines. */
  meta_description?: Maybe<Scalars['String']['output']>;
  /** Keywords for search engines. */
  meta_keyword?: Maybe<Scalars['String']['output']>;
  /** Title for search engines. */
  meta_title?: Maybe<Scalars['String']['output']>;
  /** Smallest quantity that can be bought at once. */
  min_sale_qty?: Maybe<Scalars['Float']['output']>;
  /** Product name. */
  name?: Maybe<Scalars['String']['output']>;
  /** First day the product counts as new. */
  new_from_date?: Maybe<Scalars['String']['output']>;
  /** Last day the product counts as new. */
  new_to_date?: Maybe<Scalars['String']['output']>;
  /** Quantity left when stock is below the store's low-stock threshold, otherwise null. */
  only_x_left_in_stock?: Maybe<Scalars['Float']['output']>;
  /** Options the shopper can fill in or choose. */
  options?: Maybe<Array<Maybe<CustomizableOptionInterface>>>;
  /** Where the options block sits on the product page. */
  options_container?: Maybe<Scalars['String']['output']>;
  /**
   * The older price shape: regular, lowest and highest price as amounts.
   * @deprecated Read `price_range`.
   */
  price?: Maybe<ProductPrices>;
  /** Price with and without VAT from the price matrix. */
  price_matrix_price?: Maybe<PriceMatrixPrice>;
  /** Lowest and highest price, before and after discounts. */
  price_range: PriceRange;
  /** Quantity discounts. */
  price_tiers?: Maybe<Array<Maybe<TierPrice>>>;
  /** Links to other products. */
  product_links?: Maybe<Array<Maybe<ProductLinksInterface>>>;
  /** Quantity in stock, when the store shows it. */
  quantity?: Maybe<Scalars['Float']['output']>;
  /** Average review rating in percent (0-100). */
  rating_summary: Scalars['Float']['output'];
  /** HTTP redirect code (301 or 302) when the URL redirects, otherwise 0. */
  redirect_code: Scalars['Int']['output'];
  /** Products shown as related. */
  related_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** The URL to use for this entity, relative to the store's base URL. */
  relative_url?: Maybe<Scalars['String']['output']>;
  /** Number of reviews. */
  review_count: Scalars['Int']['output'];
  /** The product's approved reviews, newest first. */
  reviews: ProductReviews;
  /** Short description as HTML. */
  short_description?: Maybe<ComplexTextValue>;
  /** Stock keeping unit; unique per product. */
  sku?: Maybe<Scalars['String']['output']>;
  /** Image for listings. */
  small_image?: Maybe<ProductImage>;
  /**
   * First day of the special price.
   * @deprecated Not meant for storefronts.
   */
  special_from_date?: Maybe<Scalars['String']['output']>;
  /** Special (sale) price, if one applies. */
  special_price?: Maybe<Scalars['Float']['output']>;
  /** Last day of the special price. */
  special_to_date?: Maybe<Scalars['String']['output']>;
  /** Whether the product can be bought. */
  stock_status?: Maybe<ProductStockStatus>;
  /** Path of the swatch image. */
  swatch_image?: Maybe<Scalars['String']['output']>;
  /** Smallest image, for carts and suggestions. */
  thumbnail?: Maybe<ProductImage>;
  /** Kind of entity the URL points at. */
  type?: Maybe<UrlRewriteEntityTypeEnum>;
  /**
   * Kind of product, for example `simple`.
   * @deprecated Read `__typename` instead.
   */
  type_id?: Maybe<Scalars['String']['output']>;
  /** Uid of the product. */
  uid: Scalars['ID']['output'];
  /**
   * Time of the last change.
   * @deprecated Not meant for storefronts.
   */
  updated_at?: Maybe<Scalars['String']['output']>;
  /** Better products shown as alternatives. */
  upsell_products?: Maybe<Array<Maybe<ProductInterface>>>;
  /** URL key of the product. */
  url_key?: Maybe<Scalars['String']['output']>;
  /**
   * URL path of the product.
   * @deprecated Read `canonical_url` or `url_rewrites` instead.
   */
  url_path?: Maybe<Scalars['String']['output']>;
  /** Every URL under which the product can be reached. */
  url_rewrites?: Maybe<Array<Maybe<UrlRewrite>>>;
  /** URL suffix, for example `.html`. */
  url_suffix?: Maybe<Scalars['String']['output']>;
  /** The supplier takes orders while the product is out of stock (backorder); it is then sent after `wm_supplier_lead_days`. */
  wm_backorders: Scalars['Boolean']['output'];
  /** Delivery time shown to shoppers (label of the `wm_delivery_time` option). */
  wm_delivery_time?: Maybe<Scalars['String']['output']>;
  /** True for quote products: ordered on request, with the price given on application. */
  wm_order_product?: Maybe<Scalars['Boolean']['output']>;
  /** Part-finder models the product fits, each with its finder and brand (ids, names and slugs for `/parts/:finder/:brand/:model`), sorted by finder, brand and model name. */
  wm_pf_fitments: Array<WmPartFinderInfo>;
  /** Days the supplier needs to deliver a backordered product; null when not known. */
  wm_supplier_lead_days?: Maybe<Scalars['Int']['output']>;
  /** The catalogue marks the product as fitting every machine ("passer alle": oil, tools, workwear). A product without fitments is universal too; the storefront's fitment rule decides that. */
  wm_universal_fit: Scalars['Boolean']['output'];
};


/** A product with no physical delivery, such as a service. */
export type VirtualProductCustom_AttributesV2Args = {
  filters?: InputMaybe<AttributeFilterInput>;
};


/** A product with no physical delivery, such as a service. */
export type VirtualProductReviewsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A virtual product to add to a cart. */
export type VirtualProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
};

/** A wish list item holding a virtual product. */
export type VirtualWishlistItem = WishlistItemInterface & {
  __typename?: 'VirtualWishlistItem';
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The virtual product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** A problem with one item of a wish list request. */
export type WishListUserInputError = {
  __typename?: 'WishListUserInputError';
  /** Kind of problem. */
  code: WishListUserInputErrorType;
  /** Explanation for the shopper. */
  message: Scalars['String']['output'];
};

/** Kinds of wish list problems. */
export type WishListUserInputErrorType =
  /** No product with the given SKU. */
  | 'PRODUCT_NOT_FOUND'
  /** Any other problem. */
  | 'UNDEFINED';

/** A customer's wish list. */
export type Wishlist = {
  __typename?: 'Wishlist';
  /** Id of the wish list. */
  id?: Maybe<Scalars['ID']['output']>;
  /** Number of items in the wish list. */
  items_count?: Maybe<Scalars['Int']['output']>;
  /** The items, paged. */
  items_v2?: Maybe<WishlistItems>;
  /** Code with which the wish list can be shared. */
  sharing_code?: Maybe<Scalars['String']['output']>;
  /** When the wish list last changed (`YYYY-MM-DD HH:MM:SS`, UTC). */
  updated_at?: Maybe<Scalars['String']['output']>;
};


/** A customer's wish list. */
export type WishlistItems_V2Args = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A product to add to a wish list. */
export type WishlistItemInput = {
  /** Values typed in for customizable options. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** SKU of the configurable parent when `sku` is a variant. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['input'];
  /** Uids of chosen option values (configurable, bundle and custom options). */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** SKU of the product. */
  sku: Scalars['String']['input'];
};

/** An item of a wish list. */
export type WishlistItemInterface = {
  /** When the item was added (`YYYY-MM-DD HH:MM:SS`, UTC). */
  added_at: Scalars['String']['output'];
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The product. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** A page of wish list items. */
export type WishlistItems = {
  __typename?: 'WishlistItems';
  /** The items on this page. */
  items: Array<Maybe<WishlistItemInterface>>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
};

/** A blog post (shown under `/aktuelt`). */
export type WmBlogPost = {
  __typename?: 'WmBlogPost';
  /** Name of the author. */
  author?: Maybe<Scalars['String']['output']>;
  /** Post body as HTML. */
  content?: Maybe<Scalars['String']['output']>;
  /** Short summary as plain text. */
  excerpt?: Maybe<Scalars['String']['output']>;
  /** Id of the post. */
  id: Scalars['ID']['output'];
  /** Address of the post's main image. */
  image?: Maybe<Scalars['String']['output']>;
  /** Publication time (ISO 8601). */
  published_at?: Maybe<Scalars['String']['output']>;
  /** URL slug of the post, used in `/aktuelt/:slug`. */
  slug: Scalars['String']['output'];
  /** Post title. */
  title: Scalars['String']['output'];
};

/** A page of blog posts. */
export type WmBlogPostsOutput = {
  __typename?: 'WmBlogPostsOutput';
  /** The posts on this page. */
  items: Array<WmBlogPost>;
  /** Paging data. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** Number of published posts. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A card for `wm_card`, as the payment provider's hosted form gave it to the checkout (see docs/payments.md; the simulated provider's test cards are in commerce-api's README). */
export type WmCardPaymentInput = {
  /** The provider's single-use card token (short-lived; captured when the order is placed). */
  token: Scalars['String']['input'];
};

/** A business customer's own references for an order. */
export type WmCustomerOrderFields = {
  __typename?: 'WmCustomerOrderFields';
  /** The customer's purchase order number. */
  customer_order_no?: Maybe<Scalars['String']['output']>;
  /** The customer's reference (for example a contact person or project). */
  customer_ref?: Maybe<Scalars['String']['output']>;
};

/** A wish list kept for a guest, identified by its sharing code. */
export type WmGuestWishlist = {
  __typename?: 'WmGuestWishlist';
  /** Id of the wish list. */
  id: Scalars['ID']['output'];
  /** The items on the requested page. */
  items?: Maybe<Array<Maybe<WmGuestWishlistItem>>>;
  /** Number of items in the wish list. */
  items_count?: Maybe<Scalars['Int']['output']>;
  /** Paging data of the items. */
  page_info?: Maybe<SearchResultPageInfo>;
  /** Code that identifies the wish list. */
  sharing_code: Scalars['String']['output'];
};

/** An item of a guest wish list. */
export type WmGuestWishlistItem = {
  __typename?: 'WmGuestWishlistItem';
  /** When the item was added (ISO 8601). */
  added_at: Scalars['String']['output'];
  /** For a configurable product added with a variant SKU, the chosen variant. */
  configured_variant?: Maybe<ProductInterface>;
  /** The shopper's note on the item. */
  description?: Maybe<Scalars['String']['output']>;
  /** Id of the item. */
  id: Scalars['ID']['output'];
  /** The product; for a configurable product the parent, see `parent_sku` on input. */
  product?: Maybe<ProductInterface>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['output'];
};

/** The terms of an order paid by invoice. */
export type WmInvoiceTerms = {
  __typename?: 'WmInvoiceTerms';
  /** Days the customer has to pay. */
  days: Scalars['Int']['output'];
  /** The day payment is due, `YYYY-MM-DD`: the order's date in Norway plus `days` calendar days. */
  due_date: Scalars['String']['output'];
};

/** What a licence-plate look-up found. No brand, no model and no suggestions means the vehicle is registered but no part-finder brand fits it. */
export type WmLicensePlateResult = {
  __typename?: 'WmLicensePlateResult';
  /** Part-finder brand name the registered make matched (one name, perhaps in several finders); null when the make matched no brand or several. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Whether the make matched exactly one part-finder brand name. */
  brand_exists?: Maybe<Scalars['Boolean']['output']>;
  /** Finder of the matched brand when it is certain (the brand is in one finder, or the matched model is); null otherwise. */
  brand_finder_id?: Maybe<Scalars['Int']['output']>;
  /** Part-finder model name the registered trade name matched; null unless exactly one model of the matched brand fits. */
  model?: Maybe<Scalars['String']['output']>;
  /** Whether the trade name matched exactly one model of that brand. */
  model_exists?: Maybe<Scalars['Boolean']['output']>;
  /** Every candidate brand, one entry per brand and finder: one entry with one model when the match is certain; several when the make fits several brands or the brand is in several finders; empty when nothing fits. */
  suggestions?: Maybe<Array<Maybe<WmLicensePlateSuggestion>>>;
  /** The vehicle as the registry describes it. */
  vehicle?: Maybe<WmRegisteredVehicle>;
};

/** A candidate part-finder brand for a licence plate. */
export type WmLicensePlateSuggestion = {
  __typename?: 'WmLicensePlateSuggestion';
  /** Brand name. */
  brand?: Maybe<Scalars['String']['output']>;
  /** Finder the brand belongs to. */
  brand_finder_id?: Maybe<Scalars['Int']['output']>;
  /** Numeric brand id. */
  brand_id?: Maybe<Scalars['Int']['output']>;
  /** The brand's models that fit the trade name best (most specific match first); when none fits, all the brand's models, sorted by name, to choose from. */
  models?: Maybe<Array<Maybe<WmLicensePlateSuggestionModel>>>;
};

/** A candidate part-finder model for a licence plate. */
export type WmLicensePlateSuggestionModel = {
  __typename?: 'WmLicensePlateSuggestionModel';
  /** Model name. */
  model?: Maybe<Scalars['String']['output']>;
  /** Numeric model id. */
  model_id?: Maybe<Scalars['Int']['output']>;
};

/** The values a number option takes, both ends included. */
export type WmNumberRange = {
  __typename?: 'WmNumberRange';
  /** Greatest value; null for no upper limit. */
  max?: Maybe<Scalars['Float']['output']>;
  /** Least value; null for no lower limit. */
  min?: Maybe<Scalars['Float']['output']>;
};

/** An assembly of a machine (for example 'Motor – smøring og filtre') drawn as an exploded view. */
export type WmPartAssembly = {
  __typename?: 'WmPartAssembly';
  /** The picture's height in its own units (the positions' `y` is a percentage of it). */
  image_height: Scalars['Int']['output'];
  /** Address of the schematic picture (SVG) with the position numbers drawn in. */
  image_url: Scalars['String']['output'];
  /** The picture's width in its own units (the positions' `x` is a percentage of it). */
  image_width: Scalars['Int']['output'];
  /** Norwegian name of the assembly. */
  name: Scalars['String']['output'];
  /** How many numbered positions the picture has. */
  position_count: Scalars['Int']['output'];
  /** The numbered positions, in number order. */
  positions: Array<WmPartDiagramPosition>;
  /** Order among the model's assemblies, from 1. */
  sort_order: Scalars['Int']['output'];
  /** Id in URLs, unique within the model (for example `motor-smoring-og-filtre`). */
  uid: Scalars['String']['output'];
};

/** A numbered position on an assembly's picture and the part that goes there. */
export type WmPartDiagramPosition = {
  __typename?: 'WmPartDiagramPosition';
  /** The number on the picture, from 1. */
  position: Scalars['Int']['output'];
  /** The part; null when it is no longer sold. */
  product?: Maybe<ProductInterface>;
  /** How many of the part one machine has. */
  quantity: Scalars['Float']['output'];
  /** Centre of the number's balloon, percent of the picture's width from the left. */
  x: Scalars['Float']['output'];
  /** Centre of the number's balloon, percent of the picture's height from the top. */
  y: Scalars['Float']['output'];
};

/** A vehicle brand within a part finder. */
export type WmPartFinderBrand = {
  __typename?: 'WmPartFinderBrand';
  /** Numeric brand id. */
  brand_id: Scalars['Int']['output'];
  /** Finder the brand belongs to. */
  finder_id: Scalars['Int']['output'];
  /** Brand name. */
  name: Scalars['String']['output'];
  /** URL slug of the brand, used in `/parts/:finder/:brand`. */
  slug: Scalars['String']['output'];
};

/** Filters for `WmPartFinderBrands`. All given filters must match. */
export type WmPartFinderBrandFilterInput = {
  /** Brand ids. */
  brand_id?: InputMaybe<FilterEqualTypeInput>;
  /** Finder the brands belong to. */
  finder_id?: InputMaybe<FilterEqualTypeInput>;
  /** Brand URL slugs. */
  slug?: InputMaybe<FilterEqualTypeInput>;
};

/** A page of part-finder brands. */
export type WmPartFinderBrandsOutput = {
  __typename?: 'WmPartFinderBrandsOutput';
  /** The brands on this page. */
  items: Array<WmPartFinderBrand>;
  /** Number of brands matching the filter, over all pages. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** A part finder: a kind of vehicle (for example tractors) with its own brands and models. */
export type WmPartFinderFinder = {
  __typename?: 'WmPartFinderFinder';
  /** Numeric finder id. */
  finder_id: Scalars['Int']['output'];
  /** Finder name. */
  name: Scalars['String']['output'];
  /** URL slug of the finder, used in `/parts/:finder`. */
  slug: Scalars['String']['output'];
};

/** Filters for `WmPartFinderFinders`. All given filters must match. */
export type WmPartFinderFinderFilterInput = {
  /** Finder ids. */
  finder_id?: InputMaybe<FilterEqualTypeInput>;
  /** Finder URL slugs. */
  slug?: InputMaybe<FilterEqualTypeInput>;
};

/** A page of part finders. */
export type WmPartFinderFindersOutput = {
  __typename?: 'WmPartFinderFindersOutput';
  /** The finders on this page. */
  items: Array<WmPartFinderFinder>;
  /** Number of finders matching the filter, over all pages. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** Finder, brand and model that belong together. */
export type WmPartFinderInfo = {
  __typename?: 'WmPartFinderInfo';
  /** The brand. */
  brand?: Maybe<WmPartFinderInfoItem>;
  /** The finder. */
  finder?: Maybe<WmPartFinderInfoItem>;
  /** The model. */
  model?: Maybe<WmPartFinderInfoItem>;
};

/** Id, name and slug of a finder, brand or model. */
export type WmPartFinderInfoItem = {
  __typename?: 'WmPartFinderInfoItem';
  /** Numeric id (finder_id, brand_id or model_id). */
  id: Scalars['Int']['output'];
  /** Name. */
  name: Scalars['String']['output'];
  /** URL slug. */
  slug: Scalars['String']['output'];
};

/** A vehicle model of a part-finder brand. */
export type WmPartFinderModel = {
  __typename?: 'WmPartFinderModel';
  /** Brand the model belongs to. */
  brand_id: Scalars['Int']['output'];
  /** Numeric model id; filter products with `wm_pf_model_id` to get the parts that fit it. */
  model_id: Scalars['Int']['output'];
  /** Model name. */
  name: Scalars['String']['output'];
  /** URL slug of the model, used in `/parts/:finder/:brand/:model`. */
  slug: Scalars['String']['output'];
  /** First production year, if known. */
  year_from?: Maybe<Scalars['Int']['output']>;
  /** Last production year, if known (null while still produced). */
  year_to?: Maybe<Scalars['Int']['output']>;
};

/** Filters for `WmPartFinderModels`. All given filters must match. */
export type WmPartFinderModelFilterInput = {
  /** Brand the models belong to. */
  brand_id?: InputMaybe<FilterEqualTypeInput>;
  /** Model ids. */
  model_id?: InputMaybe<FilterEqualTypeInput>;
  /** Model URL slugs. */
  slug?: InputMaybe<FilterEqualTypeInput>;
};

/** A page of part-finder models. */
export type WmPartFinderModelsOutput = {
  __typename?: 'WmPartFinderModelsOutput';
  /** The models on this page. */
  items: Array<WmPartFinderModel>;
  /** Number of models matching the filter, over all pages. */
  total_count?: Maybe<Scalars['Int']['output']>;
};

/** What one part number of `wmResolvePartNumbers` matched. */
export type WmPartNumberMatch = {
  __typename?: 'WmPartNumberMatch';
  /** How many products share the part number (0 for `NOT_FOUND`, more than 1 for `AMBIGUOUS`). */
  match_count: Scalars['Int']['output'];
  /** For a variant: the SKU of its configurable product, which the cart needs beside the variant's; otherwise null. */
  parent_sku?: Maybe<Scalars['String']['output']>;
  /** The part number as given. */
  part_number: Scalars['String']['output'];
  /** The product matched (a configurable product's variant when its SKU was given); null unless `status` is `FOUND`. */
  product?: Maybe<ProductInterface>;
  /** Whether exactly one product matched, none, several or the input was blank. */
  status: WmPartNumberMatchStatus;
};

/** The outcome of one part number in `wmResolvePartNumbers`. */
export type WmPartNumberMatchStatus =
  /** Several products share it as a cross-reference and none has it as its own SKU. */
  | 'AMBIGUOUS'
  /** The input had no letters or digits. */
  | 'EMPTY'
  /** Exactly one product has this SKU or part number. */
  | 'FOUND'
  /** No product has it. */
  | 'NOT_FOUND';

/** Whether a password reset link can be used. */
export type WmPasswordResetTokenStatus =
  /** The link was the newest, but its lifetime is over. */
  | 'EXPIRED'
  /** The link was used or replaced by a newer one, or never existed. */
  | 'INVALID'
  /** The link works: a new password can be set with it. */
  | 'VALID';

/** Whom to mail when a product is back in stock (`wmSubscribeProductStockAlert`). */
export type WmProductStockAlertInput = {
  /** Where the mail goes; a valid e-mail address of at most 254 characters. */
  email: Scalars['String']['input'];
  /** SKU of the product (a configurable product's variant for a chosen colour). */
  sku: Scalars['String']['input'];
};

/** What `wmSubscribeProductStockAlert` answers. */
export type WmProductStockAlertOutput = {
  __typename?: 'WmProductStockAlertOutput';
  /** False when the same address already waited for this product (nothing changed). */
  created: Scalars['Boolean']['output'];
  /** The address that will be mailed (trimmed, as stored). */
  email: Scalars['String']['output'];
  /** SKU of the product watched. */
  sku: Scalars['String']['output'];
};

/** A stored quote request, as the buyer's receipt shows it. */
export type WmQuoteRequest = {
  __typename?: 'WmQuoteRequest';
  /** When the request was made (ISO 8601). */
  created_at: Scalars['String']['output'];
  /** Where the shop answers (the receipt went there too). */
  email: Scalars['String']['output'];
  /** The buyer's message, when one was given. */
  message?: Maybe<Scalars['String']['output']>;
  /** The buyer's name. */
  name: Scalars['String']['output'];
  /** The request's number, for the buyer to refer to. */
  number: Scalars['String']['output'];
  /** The buyer's telephone number, when one was given. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Name of the product. */
  product_name: Scalars['String']['output'];
  /** How many the buyer asked about. */
  quantity: Scalars['Float']['output'];
  /** SKU of the product. */
  sku: Scalars['String']['output'];
};

/** A request for a quote on a quote product (`WmRequestQuote`). */
export type WmQuoteRequestInput = {
  /** Where the shop answers; a signed-in customer's own when left out. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** What the buyer wants to tell the shop (delivery, trade-in, financing…); at most 2 000 characters. */
  message?: InputMaybe<Scalars['String']['input']>;
  /** The buyer's name, 2 to 100 characters; a signed-in customer's own when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** A telephone number (8 to 15 digits; spaces, `+`, `-` and brackets allowed); optional, a signed-in customer's address's when left out. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** How many the buyer wants: a whole number from 1 to 9 999. */
  quantity: Scalars['Float']['input'];
  /** SKU of the quote product. */
  sku: Scalars['String']['input'];
};

/** What `WmRequestQuote` answers. */
export type WmQuoteRequestOutput = {
  __typename?: 'WmQuoteRequestOutput';
  /** The stored request. */
  quote_request: WmQuoteRequest;
};

/** A vehicle as the Norwegian vehicle registry (Statens vegvesen) describes it. */
export type WmRegisteredVehicle = {
  __typename?: 'WmRegisteredVehicle';
  /** Date of first registration in Norway (`YYYY-MM-DD`). */
  first_registered?: Maybe<Scalars['String']['output']>;
  /** Whether the class is one the part finder covers (tractors, agricultural trailers and machinery, or no class given). */
  is_farm_vehicle: Scalars['Boolean']['output'];
  /** Registration number as the registry writes it, for example `EK 39085`. */
  license_plate: Scalars['String']['output'];
  /** Make as registered (`merke`), for example `MASSEY FERGUSON`. */
  make?: Maybe<Scalars['String']['output']>;
  /** Trade name as registered (`handelsbetegnelse`), for example `6480 DYNA-6`. */
  trade_name?: Maybe<Scalars['String']['output']>;
  /** Type designation (`typebetegnelse`). */
  type_designation?: Maybe<Scalars['String']['output']>;
  /** Vehicle class code (EU category, for example `T1` for a tractor or `M1` for a passenger car). */
  vehicle_class?: Maybe<Scalars['String']['output']>;
  /** Vehicle class as the registry describes it, for example `Traktor`. */
  vehicle_class_name?: Maybe<Scalars['String']['output']>;
};

/** What the shop keeps of a card: never the whole number. */
export type WmSelectedCard = {
  __typename?: 'WmSelectedCard';
  /** Card brand, for example `Visa`. */
  brand: Scalars['String']['output'];
  /** Last four digits of the card number. */
  last4: Scalars['String']['output'];
};

/** What `wmShareRequisitionList` answers. */
export type WmShareRequisitionListOutput = {
  __typename?: 'WmShareRequisitionListOutput';
  /** The list shared. */
  requisition_list?: Maybe<RequisitionList>;
  /** The token of the read-only link (`/delt-liste/:token`); the same each time until sharing stops. */
  token: Scalars['String']['output'];
};

/** A saved list shared read-only by link (`wmSharedRequisitionList`). */
export type WmSharedRequisitionList = {
  __typename?: 'WmSharedRequisitionList';
  /** The owner's note about the list. */
  description?: Maybe<Scalars['String']['output']>;
  /** The list's lines, oldest first, paged. */
  items?: Maybe<RequisitionListItems>;
  /** How many lines the list has. */
  items_count: Scalars['Int']['output'];
  /** Name of the list. */
  name: Scalars['String']['output'];
  /** When the list last changed (`YYYY-MM-DD HH:MM:SS`, UTC). */
  updated_at?: Maybe<Scalars['String']['output']>;
};


/** A saved list shared read-only by link (`wmSharedRequisitionList`). */
export type WmSharedRequisitionListItemsArgs = {
  currentPage?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** A stage the carrier reported for a parcel. */
export type WmShipmentEvent = {
  __typename?: 'WmShipmentEvent';
  /** Where, as the carrier names it (a terminal or town); null when unknown. */
  location?: Maybe<Scalars['String']['output']>;
  /** The stage reached. */
  stage: WmShipmentStage;
  /** When it was reached (`YYYY-MM-DD HH:MM:SS`, UTC). */
  timestamp: Scalars['String']['output'];
};

/** A stage of a parcel's way from the shop to the customer. */
export type WmShipmentStage =
  /** Delivered or collected. */
  | 'DELIVERED'
  /** The carrier has picked the parcel up. */
  | 'HANDED_TO_CARRIER'
  /** On its way through the carrier's terminals. */
  | 'IN_TRANSIT'
  /** On the van to the customer or the pickup point. */
  | 'OUT_FOR_DELIVERY'
  /** The shop has registered the parcel with the carrier. */
  | 'REGISTERED';

/** A machine on a customer's "My tractors" list: a part-finder model, perhaps with its registration number. */
export type WmTractor = {
  __typename?: 'WmTractor';
  /** When the machine was added to the list (ISO 8601). */
  added_at: Scalars['String']['output'];
  /** Brand of the model. */
  brand: WmPartFinderInfoItem;
  /** Finder of the model. */
  finder: WmPartFinderInfoItem;
  /** Id of the list entry. */
  id: Scalars['ID']['output'];
  /** Whether this is the customer's active machine (product pages say whether a part fits it). */
  is_active: Scalars['Boolean']['output'];
  /** Registration number, upper case without spaces (`AB12345`), when the machine was found by its plate. */
  license_plate?: Maybe<Scalars['String']['output']>;
  /** The model. */
  model: WmPartFinderInfoItem;
  /** The customer's own name for the machine. */
  nickname?: Maybe<Scalars['String']['output']>;
};

/** A machine to add to "My tractors". */
export type WmTractorInput = {
  /** When a guest added the machine (ISO 8601), kept when the guest list moves into the account; now when left out or in the future. */
  added_at?: InputMaybe<Scalars['String']['input']>;
  /** Make this the active machine. */
  is_active?: InputMaybe<Scalars['Boolean']['input']>;
  /** Registration number; whitespace is removed and letters upper-cased (3 to 10 letters and digits). */
  license_plate?: InputMaybe<Scalars['String']['input']>;
  /** Part-finder model id (the finder and brand follow from it). */
  model_id: Scalars['Int']['input'];
  /** The customer's own name for the machine (at most 60 characters; empty means none). */
  nickname?: InputMaybe<Scalars['String']['input']>;
};

/** A Vipps payment waiting for the shopper's approval in the app. */
export type WmVippsPayment = {
  __typename?: 'WmVippsPayment';
  /** The mobile number the payment was sent to (8 digits). */
  phone_number: Scalars['String']['output'];
  /** Where to send the shopper to approve or cancel the payment (the provider's page, standing in for the Vipps app). */
  redirect_url: Scalars['String']['output'];
};

/** A Vipps payment to start for `wm_vipps`. */
export type WmVippsPaymentInput = {
  /** A Norwegian mobile number: 8 digits beginning with 4 or 9, optionally after +47 (else `INVALID_PHONE_NUMBER`). */
  phone_number: Scalars['String']['input'];
  /** The storefront address Vipps sends the shopper back to after they answered in the app (must be the storefront's). */
  return_url: Scalars['String']['input'];
};

/** Result of creating a guest wish list. */
export type WmWishlistCreateOutput = {
  __typename?: 'WmWishlistCreateOutput';
  /** Code that identifies the new wish list. */
  sharing_code: Scalars['String']['output'];
};

/** A product to add to a guest wish list (the same shape as Magento's wish list item input). */
export type WmWishlistItemInput = {
  /** Values typed in for customizable options. */
  entered_options?: InputMaybe<Array<InputMaybe<EnteredOptionInput>>>;
  /** SKU of the configurable parent when `sku` is a variant. */
  parent_sku?: InputMaybe<Scalars['String']['input']>;
  /** Quantity wished for. */
  quantity: Scalars['Float']['input'];
  /** Uids of chosen option values (configurable, bundle and custom options). */
  selected_options?: InputMaybe<Array<InputMaybe<Scalars['ID']['input']>>>;
  /** SKU of the product; for a configurable product the chosen variant's SKU. */
  sku: Scalars['String']['input'];
};

/** Result of changing a guest wish list. */
export type WmWishlistItemsOutput = {
  __typename?: 'WmWishlistItemsOutput';
  /** Items that could not be added or removed. */
  user_errors: Array<Maybe<WishListUserInputError>>;
  /** The wish list after the change. */
  wishlist: WmGuestWishlist;
};

/** Input of `createEmptyCart`. */
export type CreateEmptyCartInput = {
  /** A masked id chosen by the client. */
  cart_id?: InputMaybe<Scalars['String']['input']>;
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  AggregationOptionInterface: ( AggregationOption );
  AttributeSelectedOptionInterface: ( AttributeSelectedOption );
  AttributeValueInterface:
    | ( Omit<AttributeSelectedOptions, 'selected_options'> & { selected_options: Array<Maybe<_RefType['AttributeSelectedOptionInterface']>> } )
    | ( AttributeValue )
  ;
  CartAddressInterface:
    | ( BillingCartAddress )
    | ( ShippingCartAddress )
  ;
  CartItemInterface:
    | ( Omit<BundleCartItem, 'prices' | 'product'> & { prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } )
    | ( Omit<ConfigurableCartItem, 'configured_variant' | 'prices' | 'product'> & { configured_variant: _RefType['ProductInterface'], prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } )
    | ( Omit<DownloadableCartItem, 'prices' | 'product'> & { prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } )
    | ( Omit<SimpleCartItem, 'prices' | 'product'> & { prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } )
    | ( Omit<VirtualCartItem, 'prices' | 'product'> & { prices?: Maybe<_RefType['CartItemPrices']>, product: _RefType['ProductInterface'] } )
  ;
  CategoryInterface: ( CategoryRow );
  CustomAttributeMetadataInterface: ( Omit<CatalogAttributeMetadata, 'options'> & { options: Array<Maybe<_RefType['CustomAttributeOptionInterface']>> } );
  CustomAttributeOptionInterface: ( Omit<AttributeOptionMetadata, 'swatch'> & { swatch?: Maybe<_RefType['SwatchDataInterface']> } );
  CustomizableOptionInterface:
    | ( CustomizableAreaOption )
    | ( CustomizableCheckboxOption )
    | ( CustomizableDateOption )
    | ( CustomizableDropDownOption )
    | ( CustomizableFieldOption )
    | ( CustomizableFileOption )
    | ( CustomizableMultipleOption )
    | ( CustomizableRadioOption )
  ;
  CustomizableProductInterface:
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
  ;
  Error: ( CartUserInputError );
  InvoiceItemInterface: ( Omit<InvoiceItem, 'discounts' | 'order_item'> & { discounts?: Maybe<Array<Maybe<_RefType['Discount']>>>, order_item?: Maybe<_RefType['OrderItemInterface']> } );
  MediaGalleryInterface:
    | ( ProductImage )
    | ( ProductVideo )
  ;
  OrderItemInterface:
    | ( Omit<DownloadableOrderItem, 'discounts' | 'prices' | 'product'> & { discounts?: Maybe<Array<Maybe<_RefType['Discount']>>>, prices?: Maybe<_RefType['OrderItemPrices']>, product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<OrderItem, 'discounts' | 'prices' | 'product'> & { discounts?: Maybe<Array<Maybe<_RefType['Discount']>>>, prices?: Maybe<_RefType['OrderItemPrices']>, product?: Maybe<_RefType['ProductInterface']> } )
  ;
  PhysicalProductInterface:
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
  ;
  ProductInterface:
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
  ;
  ProductLinksInterface: ( ProductLinks );
  RequisitionListItemInterface: ( Omit<SimpleRequisitionListItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } );
  RoutableInterface:
    | ( ProductRow )
    | ( CategoryRow )
    | ( CmsPageRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( ProductRow )
    | ( RoutableUrl )
    | ( ProductRow )
    | ( ProductRow )
  ;
  ShipmentItemInterface: ( Omit<ShipmentItem, 'order_item'> & { order_item?: Maybe<_RefType['OrderItemInterface']> } );
  SwatchDataInterface:
    | ( ColorSwatchData )
    | ( ImageSwatchData )
    | ( TextSwatchData )
  ;
  WishlistItemInterface:
    | ( Omit<BundleWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<_RefType['ProductInterface']>, product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<DownloadableWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<GroupedProductWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
    | ( Omit<VirtualWishlistItem, 'product'> & { product?: Maybe<_RefType['ProductInterface']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AddBundleProductsToCartInput: AddBundleProductsToCartInput;
  AddBundleProductsToCartOutput: ResolverTypeWrapper<Omit<AddBundleProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: ResolverTypeWrapper<Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddCustomFieldsToCartInput: AddCustomFieldsToCartInput;
  AddCustomFieldsToCartOutput: ResolverTypeWrapper<Omit<AddCustomFieldsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddDownloadableProductsToCartInput: AddDownloadableProductsToCartInput;
  AddDownloadableProductsToCartOutput: ResolverTypeWrapper<Omit<AddDownloadableProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddProductsToCartOutput: ResolverTypeWrapper<Omit<AddProductsToCartOutput, 'cart' | 'user_errors'> & { cart: ResolversTypes['Cart'], user_errors: Array<Maybe<ResolversTypes['Error']>> }>;
  AddProductsToRequisitionListOutput: ResolverTypeWrapper<Omit<AddProductsToRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversTypes['RequisitionList']> }>;
  AddProductsToWishlistOutput: ResolverTypeWrapper<Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  AddRequisitionListItemToCartUserError: ResolverTypeWrapper<AddRequisitionListItemToCartUserError>;
  AddRequisitionListItemToCartUserErrorType: AddRequisitionListItemToCartUserErrorType;
  AddRequisitionListItemsToCartOutput: ResolverTypeWrapper<Omit<AddRequisitionListItemsToCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  AddSimpleProductsToCartInput: AddSimpleProductsToCartInput;
  AddSimpleProductsToCartOutput: ResolverTypeWrapper<Omit<AddSimpleProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AddVirtualProductsToCartInput: AddVirtualProductsToCartInput;
  AddVirtualProductsToCartOutput: ResolverTypeWrapper<Omit<AddVirtualProductsToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  Aggregation: ResolverTypeWrapper<Aggregation>;
  AggregationOption: ResolverTypeWrapper<AggregationOption>;
  AggregationOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AggregationOptionInterface']>;
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  ApplePayMethodInput: ApplePayMethodInput;
  AppliedCoupon: ResolverTypeWrapper<AppliedCoupon>;
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: ResolverTypeWrapper<Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  AttributeEntityTypeEnum: AttributeEntityTypeEnum;
  AttributeFilterInput: AttributeFilterInput;
  AttributeFrontendInputEnum: AttributeFrontendInputEnum;
  AttributeInput: AttributeInput;
  AttributeInputSelectedOption: AttributeInputSelectedOption;
  AttributeMetadataError: ResolverTypeWrapper<AttributeMetadataError>;
  AttributeMetadataErrorType: AttributeMetadataErrorType;
  AttributeOptionMetadata: ResolverTypeWrapper<Omit<AttributeOptionMetadata, 'swatch'> & { swatch?: Maybe<ResolversTypes['SwatchDataInterface']> }>;
  AttributeSelectedOption: ResolverTypeWrapper<AttributeSelectedOption>;
  AttributeSelectedOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeSelectedOptionInterface']>;
  AttributeSelectedOptions: ResolverTypeWrapper<Omit<AttributeSelectedOptions, 'selected_options'> & { selected_options: Array<Maybe<ResolversTypes['AttributeSelectedOptionInterface']>> }>;
  AttributeValue: ResolverTypeWrapper<AttributeValue>;
  AttributeValueInput: AttributeValueInput;
  AttributeValueInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['AttributeValueInterface']>;
  AttributesMetadataOutput: ResolverTypeWrapper<Omit<AttributesMetadataOutput, 'items'> & { items: Array<Maybe<ResolversTypes['CustomAttributeMetadataInterface']>> }>;
  AvailablePaymentMethod: ResolverTypeWrapper<AvailablePaymentMethod>;
  AvailableShippingMethod: ResolverTypeWrapper<AvailableShippingMethod>;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: ResolverTypeWrapper<BillingCartAddress>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  BraintreeCcVaultInput: BraintreeCcVaultInput;
  BraintreeInput: BraintreeInput;
  BraintreeVaultInput: BraintreeVaultInput;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  BundleCartItem: ResolverTypeWrapper<Omit<BundleCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  BundleItem: ResolverTypeWrapper<Omit<BundleItem, 'options'> & { options?: Maybe<Array<Maybe<ResolversTypes['BundleItemOption']>>> }>;
  BundleItemOption: ResolverTypeWrapper<Omit<BundleItemOption, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  BundleOptionInput: BundleOptionInput;
  BundleProduct: ResolverTypeWrapper<ProductRow>;
  BundleProductCartItemInput: BundleProductCartItemInput;
  BundleWishlistItem: ResolverTypeWrapper<Omit<BundleWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  Cart: ResolverTypeWrapper<Omit<Cart, 'applied_coupons' | 'items' | 'prices'> & { applied_coupons?: Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, items?: Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>, prices?: Maybe<ResolversTypes['CartPrices']> }>;
  CartAddressCountry: ResolverTypeWrapper<CartAddressCountry>;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartAddressInterface']>;
  CartAddressRegion: ResolverTypeWrapper<CartAddressRegion>;
  CartDiscountType: CartDiscountType;
  CartItemError: ResolverTypeWrapper<CartItemError>;
  CartItemErrorType: CartItemErrorType;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CartItemInterface']>;
  CartItemPrices: ResolverTypeWrapper<Omit<CartItemPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  CartItemSelectedOptionValuePrice: ResolverTypeWrapper<CartItemSelectedOptionValuePrice>;
  CartItemUpdateInput: CartItemUpdateInput;
  CartPrices: ResolverTypeWrapper<Omit<CartPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  CartTaxItem: ResolverTypeWrapper<CartTaxItem>;
  CartUserInputError: ResolverTypeWrapper<CartUserInputError>;
  CartUserInputErrorType: CartUserInputErrorType;
  CatalogAttributeApplyToEnum: CatalogAttributeApplyToEnum;
  CatalogAttributeMetadata: ResolverTypeWrapper<Omit<CatalogAttributeMetadata, 'options'> & { options: Array<Maybe<ResolversTypes['CustomAttributeOptionInterface']>> }>;
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: ResolverTypeWrapper<CategoryRow>;
  CategoryProducts: ResolverTypeWrapper<ProductsResult>;
  CategoryResult: ResolverTypeWrapper<Omit<CategoryResult, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>> }>;
  CategoryTree: ResolverTypeWrapper<CategoryRow>;
  CheckoutUserInputError: ResolverTypeWrapper<CheckoutUserInputError>;
  CheckoutUserInputErrorCodes: CheckoutUserInputErrorCodes;
  CmsBlock: ResolverTypeWrapper<CmsBlock>;
  CmsBlocks: ResolverTypeWrapper<CmsBlocks>;
  CmsPage: ResolverTypeWrapper<CmsPageRow>;
  ColorSwatchData: ResolverTypeWrapper<ColorSwatchData>;
  ComplexTextValue: ResolverTypeWrapper<ComplexTextValue>;
  ConfigurableAttributeOption: ResolverTypeWrapper<ConfigurableAttributeOption>;
  ConfigurableCartItem: ResolverTypeWrapper<Omit<ConfigurableCartItem, 'configured_variant' | 'prices' | 'product'> & { configured_variant: ResolversTypes['ProductInterface'], prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  ConfigurableOptionAvailableForSelection: ResolverTypeWrapper<ConfigurableOptionAvailableForSelection>;
  ConfigurableProduct: ResolverTypeWrapper<ProductRow>;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOption: ResolverTypeWrapper<Omit<ConfigurableProductOption, 'values'> & { values?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionValue']>>> }>;
  ConfigurableProductOptionValue: ResolverTypeWrapper<Omit<ConfigurableProductOptionValue, 'swatch'> & { swatch?: Maybe<ResolversTypes['SwatchDataInterface']> }>;
  ConfigurableProductOptions: ResolverTypeWrapper<Omit<ConfigurableProductOptions, 'values'> & { values?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionsValues']>>> }>;
  ConfigurableProductOptionsSelection: ResolverTypeWrapper<Omit<ConfigurableProductOptionsSelection, 'configurable_options' | 'media_gallery' | 'variant'> & { configurable_options?: Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOption']>>>, media_gallery?: Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, variant?: Maybe<ResolversTypes['SimpleProduct']> }>;
  ConfigurableProductOptionsValues: ResolverTypeWrapper<Omit<ConfigurableProductOptionsValues, 'swatch_data'> & { swatch_data?: Maybe<ResolversTypes['SwatchDataInterface']> }>;
  ConfigurableVariant: ResolverTypeWrapper<Omit<ConfigurableVariant, 'product'> & { product?: Maybe<ResolversTypes['SimpleProduct']> }>;
  ConfigurableWishlistItem: ResolverTypeWrapper<Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<ResolversTypes['ProductInterface']>, product?: Maybe<ResolversTypes['ProductInterface']> }>;
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ResolverTypeWrapper<ContactUsOutput>;
  Country: ResolverTypeWrapper<Country>;
  CountryCodeEnum: CountryCodeEnum;
  CreateGuestCartInput: CreateGuestCartInput;
  CreateGuestCartOutput: ResolverTypeWrapper<Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  CreateProductReviewInput: CreateProductReviewInput;
  CreateProductReviewOutput: ResolverTypeWrapper<Omit<CreateProductReviewOutput, 'review'> & { review: ResolversTypes['ProductReview'] }>;
  CreateRequisitionListInput: CreateRequisitionListInput;
  CreateRequisitionListOutput: ResolverTypeWrapper<Omit<CreateRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversTypes['RequisitionList']> }>;
  CreditCardDetailsInput: CreditCardDetailsInput;
  Currency: ResolverTypeWrapper<Currency>;
  CurrencyEnum: CurrencyEnum;
  CustomAttributeMetadataInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CustomAttributeMetadataInterface']>;
  CustomAttributeOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CustomAttributeOptionInterface']>;
  Customer: ResolverTypeWrapper<CustomerParent>;
  CustomerAddress: ResolverTypeWrapper<CustomerAddress>;
  CustomerAddressAttribute: ResolverTypeWrapper<CustomerAddressAttribute>;
  CustomerAddressAttributeInput: CustomerAddressAttributeInput;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: ResolverTypeWrapper<CustomerAddressRegion>;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerDownloadableProduct: ResolverTypeWrapper<CustomerDownloadableProduct>;
  CustomerDownloadableProducts: ResolverTypeWrapper<CustomerDownloadableProducts>;
  CustomerInput: CustomerInput;
  CustomerOrder: ResolverTypeWrapper<Omit<CustomerOrder, 'applied_coupons' | 'invoices' | 'items' | 'shipments' | 'total'> & { applied_coupons: Array<Maybe<ResolversTypes['AppliedCoupon']>>, invoices: Array<Maybe<ResolversTypes['Invoice']>>, items?: Maybe<Array<Maybe<ResolversTypes['OrderItemInterface']>>>, shipments?: Maybe<Array<Maybe<ResolversTypes['OrderShipment']>>>, total?: Maybe<ResolversTypes['OrderTotal']> }>;
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrderSortableField: CustomerOrderSortableField;
  CustomerOrders: ResolverTypeWrapper<Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversTypes['CustomerOrder']>> }>;
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: ResolverTypeWrapper<Omit<CustomerOutput, 'customer'> & { customer: ResolversTypes['Customer'] }>;
  CustomerPaymentTokens: ResolverTypeWrapper<CustomerPaymentTokens>;
  CustomerToken: ResolverTypeWrapper<CustomerToken>;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomizableAreaOption: ResolverTypeWrapper<CustomizableAreaOption>;
  CustomizableAreaValue: ResolverTypeWrapper<CustomizableAreaValue>;
  CustomizableCheckboxOption: ResolverTypeWrapper<CustomizableCheckboxOption>;
  CustomizableCheckboxValue: ResolverTypeWrapper<CustomizableCheckboxValue>;
  CustomizableDateOption: ResolverTypeWrapper<CustomizableDateOption>;
  CustomizableDateTypeEnum: CustomizableDateTypeEnum;
  CustomizableDateValue: ResolverTypeWrapper<CustomizableDateValue>;
  CustomizableDropDownOption: ResolverTypeWrapper<CustomizableDropDownOption>;
  CustomizableDropDownValue: ResolverTypeWrapper<CustomizableDropDownValue>;
  CustomizableFieldOption: ResolverTypeWrapper<CustomizableFieldOption>;
  CustomizableFieldValue: ResolverTypeWrapper<CustomizableFieldValue>;
  CustomizableFileOption: ResolverTypeWrapper<CustomizableFileOption>;
  CustomizableFileValue: ResolverTypeWrapper<CustomizableFileValue>;
  CustomizableMultipleOption: ResolverTypeWrapper<CustomizableMultipleOption>;
  CustomizableMultipleValue: ResolverTypeWrapper<CustomizableMultipleValue>;
  CustomizableOptionInput: CustomizableOptionInput;
  CustomizableOptionInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CustomizableOptionInterface']>;
  CustomizableProductInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['CustomizableProductInterface']>;
  CustomizableRadioOption: ResolverTypeWrapper<CustomizableRadioOption>;
  CustomizableRadioValue: ResolverTypeWrapper<CustomizableRadioValue>;
  DeletePaymentTokenOutput: ResolverTypeWrapper<DeletePaymentTokenOutput>;
  DeleteRequisitionListItemsOutput: ResolverTypeWrapper<Omit<DeleteRequisitionListItemsOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversTypes['RequisitionList']> }>;
  DeleteRequisitionListOutput: ResolverTypeWrapper<Omit<DeleteRequisitionListOutput, 'requisition_lists'> & { requisition_lists?: Maybe<ResolversTypes['RequisitionLists']> }>;
  Discount: ResolverTypeWrapper<Omit<Discount, 'coupon'> & { coupon?: Maybe<ResolversTypes['AppliedCoupon']> }>;
  DownloadableCartItem: ResolverTypeWrapper<Omit<DownloadableCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  DownloadableFileTypeEnum: DownloadableFileTypeEnum;
  DownloadableItemsLinks: ResolverTypeWrapper<DownloadableItemsLinks>;
  DownloadableOrderItem: ResolverTypeWrapper<Omit<DownloadableOrderItem, 'discounts' | 'prices' | 'product'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>, prices?: Maybe<ResolversTypes['OrderItemPrices']>, product?: Maybe<ResolversTypes['ProductInterface']> }>;
  DownloadableProduct: ResolverTypeWrapper<ProductRow>;
  DownloadableProductCartItemInput: DownloadableProductCartItemInput;
  DownloadableProductLinks: ResolverTypeWrapper<DownloadableProductLinks>;
  DownloadableProductLinksInput: DownloadableProductLinksInput;
  DownloadableProductSamples: ResolverTypeWrapper<DownloadableProductSamples>;
  DownloadableWishlistItem: ResolverTypeWrapper<Omit<DownloadableWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  EnteredOptionInput: EnteredOptionInput;
  EntityUrl: ResolverTypeWrapper<EntityUrl>;
  Error: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['Error']>;
  ExchangeRate: ResolverTypeWrapper<ExchangeRate>;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeEnum: FilterMatchTypeEnum;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  FixedProductTax: ResolverTypeWrapper<FixedProductTax>;
  FixedProductTaxDisplaySettings: FixedProductTaxDisplaySettings;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GiftMessageInput: GiftMessageInput;
  GooglePayMethodInput: GooglePayMethodInput;
  GroupedProduct: ResolverTypeWrapper<ProductRow>;
  GroupedProductItem: ResolverTypeWrapper<Omit<GroupedProductItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  GroupedProductWishlistItem: ResolverTypeWrapper<Omit<GroupedProductWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  HostedFieldsInput: HostedFieldsInput;
  HostedProInput: HostedProInput;
  HttpQueryParameter: ResolverTypeWrapper<HttpQueryParameter>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageSwatchData: ResolverTypeWrapper<ImageSwatchData>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invoice: ResolverTypeWrapper<Omit<Invoice, 'items' | 'total'> & { items?: Maybe<Array<Maybe<ResolversTypes['InvoiceItemInterface']>>>, total?: Maybe<ResolversTypes['InvoiceTotal']> }>;
  InvoiceItem: ResolverTypeWrapper<Omit<InvoiceItem, 'discounts' | 'order_item'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>, order_item?: Maybe<ResolversTypes['OrderItemInterface']> }>;
  InvoiceItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['InvoiceItemInterface']>;
  InvoiceTotal: ResolverTypeWrapper<Omit<InvoiceTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  IsEmailAvailableOutput: ResolverTypeWrapper<IsEmailAvailableOutput>;
  KeyValue: ResolverTypeWrapper<KeyValue>;
  MediaGalleryEntry: ResolverTypeWrapper<MediaGalleryEntry>;
  MediaGalleryInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MediaGalleryInterface']>;
  MegaMenuItem: ResolverTypeWrapper<MenuNode>;
  MegaMenuLinkTypeEnum: MegaMenuLinkTypeEnum;
  Money: ResolverTypeWrapper<Money>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<Order>;
  OrderAddress: ResolverTypeWrapper<OrderAddress>;
  OrderItem: ResolverTypeWrapper<Omit<OrderItem, 'discounts' | 'prices' | 'product'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>>, prices?: Maybe<ResolversTypes['OrderItemPrices']>, product?: Maybe<ResolversTypes['ProductInterface']> }>;
  OrderItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['OrderItemInterface']>;
  OrderItemOption: ResolverTypeWrapper<OrderItemOption>;
  OrderItemPrices: ResolverTypeWrapper<Omit<OrderItemPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  OrderPaymentMethod: ResolverTypeWrapper<OrderPaymentMethod>;
  OrderShipment: ResolverTypeWrapper<Omit<OrderShipment, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['ShipmentItemInterface']>>> }>;
  OrderTotal: ResolverTypeWrapper<Omit<OrderTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversTypes['Discount']>>> }>;
  PayflowExpressInput: PayflowExpressInput;
  PayflowLinkInput: PayflowLinkInput;
  PayflowProInput: PayflowProInput;
  PaymentMethodInput: PaymentMethodInput;
  PaymentToken: ResolverTypeWrapper<PaymentToken>;
  PaymentTokenTypeEnum: PaymentTokenTypeEnum;
  PaypalExpressInput: PaypalExpressInput;
  PhysicalProductInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['PhysicalProductInterface']>;
  PlaceOrderError: ResolverTypeWrapper<PlaceOrderError>;
  PlaceOrderErrorCodes: PlaceOrderErrorCodes;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: ResolverTypeWrapper<Omit<PlaceOrderOutput, 'orderV2'> & { orderV2?: Maybe<ResolversTypes['CustomerOrder']> }>;
  Price: ResolverTypeWrapper<Price>;
  PriceDetails: ResolverTypeWrapper<PriceDetails>;
  PriceMatrixPrice: ResolverTypeWrapper<PriceMatrixPrice>;
  PriceRange: ResolverTypeWrapper<PriceRange>;
  PriceTypeEnum: PriceTypeEnum;
  PriceViewEnum: PriceViewEnum;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductCustomAttributes: ResolverTypeWrapper<Omit<ProductCustomAttributes, 'items'> & { items: Array<Maybe<ResolversTypes['AttributeValueInterface']>> }>;
  ProductDiscount: ResolverTypeWrapper<ProductDiscount>;
  ProductImage: ResolverTypeWrapper<ProductImage>;
  ProductInterface: ResolverTypeWrapper<ProductRow>;
  ProductLinks: ResolverTypeWrapper<ProductLinks>;
  ProductLinksInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ProductLinksInterface']>;
  ProductMediaGalleryEntriesVideoContent: ResolverTypeWrapper<ProductMediaGalleryEntriesVideoContent>;
  ProductPrice: ResolverTypeWrapper<ProductPrice>;
  ProductPrices: ResolverTypeWrapper<ProductPrices>;
  ProductReview: ResolverTypeWrapper<Omit<ProductReview, 'product'> & { product: ResolversTypes['ProductInterface'] }>;
  ProductReviewRating: ResolverTypeWrapper<ProductReviewRating>;
  ProductReviewRatingInput: ProductReviewRatingInput;
  ProductReviewRatingMetadata: ResolverTypeWrapper<ProductReviewRatingMetadata>;
  ProductReviewRatingValueMetadata: ResolverTypeWrapper<ProductReviewRatingValueMetadata>;
  ProductReviewRatingsMetadata: ResolverTypeWrapper<ProductReviewRatingsMetadata>;
  ProductReviews: ResolverTypeWrapper<Omit<ProductReviews, 'items'> & { items: Array<Maybe<ResolversTypes['ProductReview']>> }>;
  ProductStockStatus: ProductStockStatus;
  ProductVideo: ResolverTypeWrapper<ProductVideo>;
  Products: ResolverTypeWrapper<ProductsResult>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ReCaptchaConfigurationV3: ResolverTypeWrapper<ReCaptchaConfigurationV3>;
  ReCaptchaFormEnum: ReCaptchaFormEnum;
  Region: ResolverTypeWrapper<Region>;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: ResolverTypeWrapper<Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversTypes['Cart']> }>;
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: ResolverTypeWrapper<Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RemoveProductsFromWishlistOutput: ResolverTypeWrapper<Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversTypes['Wishlist'] }>;
  ReorderItemsOutput: ResolverTypeWrapper<Omit<ReorderItemsOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  RequisitionList: ResolverTypeWrapper<RequisitionListRow>;
  RequisitionListFilterInput: RequisitionListFilterInput;
  RequisitionListItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RequisitionListItemInterface']>;
  RequisitionListItems: ResolverTypeWrapper<Omit<RequisitionListItems, 'items'> & { items: Array<Maybe<ResolversTypes['RequisitionListItemInterface']>> }>;
  RequisitionListItemsInput: RequisitionListItemsInput;
  RequisitionLists: ResolverTypeWrapper<Omit<RequisitionLists, 'items'> & { items?: Maybe<Array<Maybe<ResolversTypes['RequisitionList']>>> }>;
  RevokeCustomerTokenOutput: ResolverTypeWrapper<RevokeCustomerTokenOutput>;
  RoutableInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RoutableInterface']>;
  RoutableUrl: ResolverTypeWrapper<RoutableUrl>;
  SalesCommentItem: ResolverTypeWrapper<SalesCommentItem>;
  ScopeTypeEnum: ScopeTypeEnum;
  SearchResultPageInfo: ResolverTypeWrapper<SearchResultPageInfo>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SelectedBundleOption: ResolverTypeWrapper<SelectedBundleOption>;
  SelectedBundleOptionValue: ResolverTypeWrapper<SelectedBundleOptionValue>;
  SelectedConfigurableOption: ResolverTypeWrapper<SelectedConfigurableOption>;
  SelectedCustomizableOption: ResolverTypeWrapper<SelectedCustomizableOption>;
  SelectedCustomizableOptionValue: ResolverTypeWrapper<SelectedCustomizableOptionValue>;
  SelectedPaymentMethod: ResolverTypeWrapper<SelectedPaymentMethod>;
  SelectedShippingMethod: ResolverTypeWrapper<SelectedShippingMethod>;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: ResolverTypeWrapper<Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: ResolverTypeWrapper<Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: ResolverTypeWrapper<Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: ResolverTypeWrapper<Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: ResolverTypeWrapper<Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  ShipBundleItemsEnum: ShipBundleItemsEnum;
  ShipmentItem: ResolverTypeWrapper<Omit<ShipmentItem, 'order_item'> & { order_item?: Maybe<ResolversTypes['OrderItemInterface']> }>;
  ShipmentItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['ShipmentItemInterface']>;
  ShipmentTracking: ResolverTypeWrapper<ShipmentTracking>;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: ResolverTypeWrapper<ShippingCartAddress>;
  ShippingDiscount: ResolverTypeWrapper<ShippingDiscount>;
  ShippingHandling: ResolverTypeWrapper<ShippingHandling>;
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: ResolverTypeWrapper<Omit<SimpleCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  SimpleProduct: ResolverTypeWrapper<ProductRow>;
  SimpleProductCartItemInput: SimpleProductCartItemInput;
  SimpleRequisitionListItem: ResolverTypeWrapper<Omit<SimpleRequisitionListItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  SimpleWishlistItem: ResolverTypeWrapper<Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  SmartButtonMethodInput: SmartButtonMethodInput;
  SortEnum: SortEnum;
  SortField: ResolverTypeWrapper<SortField>;
  SortFields: ResolverTypeWrapper<SortFields>;
  StoreConfig: ResolverTypeWrapper<StoreConfig>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SubscribeEmailToNewsletterOutput: ResolverTypeWrapper<SubscribeEmailToNewsletterOutput>;
  SubscriptionStatusesEnum: SubscriptionStatusesEnum;
  SwatchDataInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SwatchDataInterface']>;
  SwatchInputTypeEnum: SwatchInputTypeEnum;
  TaxItem: ResolverTypeWrapper<TaxItem>;
  TextSwatchData: ResolverTypeWrapper<TextSwatchData>;
  TierPrice: ResolverTypeWrapper<TierPrice>;
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: ResolverTypeWrapper<Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversTypes['Cart'] }>;
  UpdateRequisitionListInput: UpdateRequisitionListInput;
  UpdateRequisitionListItemsInput: UpdateRequisitionListItemsInput;
  UpdateRequisitionListItemsOutput: ResolverTypeWrapper<Omit<UpdateRequisitionListItemsOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversTypes['RequisitionList']> }>;
  UpdateRequisitionListOutput: ResolverTypeWrapper<Omit<UpdateRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversTypes['RequisitionList']> }>;
  UrlRewrite: ResolverTypeWrapper<UrlRewrite>;
  UrlRewriteEntityTypeEnum: UrlRewriteEntityTypeEnum;
  VaultMethodInput: VaultMethodInput;
  VaultTokenInput: VaultTokenInput;
  VirtualCartItem: ResolverTypeWrapper<Omit<VirtualCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversTypes['CartItemPrices']>, product: ResolversTypes['ProductInterface'] }>;
  VirtualProduct: ResolverTypeWrapper<ProductRow>;
  VirtualProductCartItemInput: VirtualProductCartItemInput;
  VirtualWishlistItem: ResolverTypeWrapper<Omit<VirtualWishlistItem, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  WishListUserInputError: ResolverTypeWrapper<WishListUserInputError>;
  WishListUserInputErrorType: WishListUserInputErrorType;
  Wishlist: ResolverTypeWrapper<WishlistParent>;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['WishlistItemInterface']>;
  WishlistItems: ResolverTypeWrapper<Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversTypes['WishlistItemInterface']>> }>;
  WmBlogPost: ResolverTypeWrapper<BlogPostRow>;
  WmBlogPostsOutput: ResolverTypeWrapper<Omit<WmBlogPostsOutput, 'items'> & { items: Array<ResolversTypes['WmBlogPost']> }>;
  WmCardPaymentInput: WmCardPaymentInput;
  WmCustomerOrderFields: ResolverTypeWrapper<WmCustomerOrderFields>;
  WmGuestWishlist: ResolverTypeWrapper<WishlistParent>;
  WmGuestWishlistItem: ResolverTypeWrapper<Omit<WmGuestWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<ResolversTypes['ProductInterface']>, product?: Maybe<ResolversTypes['ProductInterface']> }>;
  WmInvoiceTerms: ResolverTypeWrapper<WmInvoiceTerms>;
  WmLicensePlateResult: ResolverTypeWrapper<WmLicensePlateResult>;
  WmLicensePlateSuggestion: ResolverTypeWrapper<WmLicensePlateSuggestion>;
  WmLicensePlateSuggestionModel: ResolverTypeWrapper<WmLicensePlateSuggestionModel>;
  WmNumberRange: ResolverTypeWrapper<WmNumberRange>;
  WmPartAssembly: ResolverTypeWrapper<AssemblyRow>;
  WmPartDiagramPosition: ResolverTypeWrapper<Omit<WmPartDiagramPosition, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  WmPartFinderBrand: ResolverTypeWrapper<WmPartFinderBrand>;
  WmPartFinderBrandFilterInput: WmPartFinderBrandFilterInput;
  WmPartFinderBrandsOutput: ResolverTypeWrapper<WmPartFinderBrandsOutput>;
  WmPartFinderFinder: ResolverTypeWrapper<WmPartFinderFinder>;
  WmPartFinderFinderFilterInput: WmPartFinderFinderFilterInput;
  WmPartFinderFindersOutput: ResolverTypeWrapper<WmPartFinderFindersOutput>;
  WmPartFinderInfo: ResolverTypeWrapper<WmPartFinderInfo>;
  WmPartFinderInfoItem: ResolverTypeWrapper<WmPartFinderInfoItem>;
  WmPartFinderModel: ResolverTypeWrapper<WmPartFinderModel>;
  WmPartFinderModelFilterInput: WmPartFinderModelFilterInput;
  WmPartFinderModelsOutput: ResolverTypeWrapper<WmPartFinderModelsOutput>;
  WmPartNumberMatch: ResolverTypeWrapper<Omit<WmPartNumberMatch, 'product'> & { product?: Maybe<ResolversTypes['ProductInterface']> }>;
  WmPartNumberMatchStatus: WmPartNumberMatchStatus;
  WmPasswordResetTokenStatus: WmPasswordResetTokenStatus;
  WmProductStockAlertInput: WmProductStockAlertInput;
  WmProductStockAlertOutput: ResolverTypeWrapper<WmProductStockAlertOutput>;
  WmQuoteRequest: ResolverTypeWrapper<WmQuoteRequest>;
  WmQuoteRequestInput: WmQuoteRequestInput;
  WmQuoteRequestOutput: ResolverTypeWrapper<WmQuoteRequestOutput>;
  WmRegisteredVehicle: ResolverTypeWrapper<WmRegisteredVehicle>;
  WmSelectedCard: ResolverTypeWrapper<WmSelectedCard>;
  WmShareRequisitionListOutput: ResolverTypeWrapper<Omit<WmShareRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversTypes['RequisitionList']> }>;
  WmSharedRequisitionList: ResolverTypeWrapper<RequisitionListRow>;
  WmShipmentEvent: ResolverTypeWrapper<WmShipmentEvent>;
  WmShipmentStage: WmShipmentStage;
  WmTractor: ResolverTypeWrapper<WmTractor>;
  WmTractorInput: WmTractorInput;
  WmVippsPayment: ResolverTypeWrapper<WmVippsPayment>;
  WmVippsPaymentInput: WmVippsPaymentInput;
  WmWishlistCreateOutput: ResolverTypeWrapper<WmWishlistCreateOutput>;
  WmWishlistItemInput: WmWishlistItemInput;
  WmWishlistItemsOutput: ResolverTypeWrapper<Omit<WmWishlistItemsOutput, 'wishlist'> & { wishlist: ResolversTypes['WmGuestWishlist'] }>;
  createEmptyCartInput: CreateEmptyCartInput;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AddBundleProductsToCartInput: AddBundleProductsToCartInput;
  AddBundleProductsToCartOutput: Omit<AddBundleProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddConfigurableProductsToCartInput: AddConfigurableProductsToCartInput;
  AddConfigurableProductsToCartOutput: Omit<AddConfigurableProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddCustomFieldsToCartInput: AddCustomFieldsToCartInput;
  AddCustomFieldsToCartOutput: Omit<AddCustomFieldsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddDownloadableProductsToCartInput: AddDownloadableProductsToCartInput;
  AddDownloadableProductsToCartOutput: Omit<AddDownloadableProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddProductsToCartOutput: Omit<AddProductsToCartOutput, 'cart' | 'user_errors'> & { cart: ResolversParentTypes['Cart'], user_errors: Array<Maybe<ResolversParentTypes['Error']>> };
  AddProductsToRequisitionListOutput: Omit<AddProductsToRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversParentTypes['RequisitionList']> };
  AddProductsToWishlistOutput: Omit<AddProductsToWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  AddRequisitionListItemToCartUserError: AddRequisitionListItemToCartUserError;
  AddRequisitionListItemsToCartOutput: Omit<AddRequisitionListItemsToCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  AddSimpleProductsToCartInput: AddSimpleProductsToCartInput;
  AddSimpleProductsToCartOutput: Omit<AddSimpleProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AddVirtualProductsToCartInput: AddVirtualProductsToCartInput;
  AddVirtualProductsToCartOutput: Omit<AddVirtualProductsToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  Aggregation: Aggregation;
  AggregationOption: AggregationOption;
  AggregationOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AggregationOptionInterface'];
  AggregationsCategoryFilterInput: AggregationsCategoryFilterInput;
  AggregationsFilterInput: AggregationsFilterInput;
  ApplePayMethodInput: ApplePayMethodInput;
  AppliedCoupon: AppliedCoupon;
  ApplyCouponToCartInput: ApplyCouponToCartInput;
  ApplyCouponToCartOutput: Omit<ApplyCouponToCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  AttributeFilterInput: AttributeFilterInput;
  AttributeInput: AttributeInput;
  AttributeInputSelectedOption: AttributeInputSelectedOption;
  AttributeMetadataError: AttributeMetadataError;
  AttributeOptionMetadata: Omit<AttributeOptionMetadata, 'swatch'> & { swatch?: Maybe<ResolversParentTypes['SwatchDataInterface']> };
  AttributeSelectedOption: AttributeSelectedOption;
  AttributeSelectedOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeSelectedOptionInterface'];
  AttributeSelectedOptions: Omit<AttributeSelectedOptions, 'selected_options'> & { selected_options: Array<Maybe<ResolversParentTypes['AttributeSelectedOptionInterface']>> };
  AttributeValue: AttributeValue;
  AttributeValueInput: AttributeValueInput;
  AttributeValueInterface: ResolversInterfaceTypes<ResolversParentTypes>['AttributeValueInterface'];
  AttributesMetadataOutput: Omit<AttributesMetadataOutput, 'items'> & { items: Array<Maybe<ResolversParentTypes['CustomAttributeMetadataInterface']>> };
  AvailablePaymentMethod: AvailablePaymentMethod;
  AvailableShippingMethod: AvailableShippingMethod;
  BillingAddressInput: BillingAddressInput;
  BillingCartAddress: BillingCartAddress;
  Boolean: Scalars['Boolean']['output'];
  BraintreeCcVaultInput: BraintreeCcVaultInput;
  BraintreeInput: BraintreeInput;
  BraintreeVaultInput: BraintreeVaultInput;
  Breadcrumb: Breadcrumb;
  BundleCartItem: Omit<BundleCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  BundleItem: Omit<BundleItem, 'options'> & { options?: Maybe<Array<Maybe<ResolversParentTypes['BundleItemOption']>>> };
  BundleItemOption: Omit<BundleItemOption, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  BundleOptionInput: BundleOptionInput;
  BundleProduct: ProductRow;
  BundleProductCartItemInput: BundleProductCartItemInput;
  BundleWishlistItem: Omit<BundleWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  Cart: Omit<Cart, 'applied_coupons' | 'items' | 'prices'> & { applied_coupons?: Maybe<Array<Maybe<ResolversParentTypes['AppliedCoupon']>>>, items?: Maybe<Array<Maybe<ResolversParentTypes['CartItemInterface']>>>, prices?: Maybe<ResolversParentTypes['CartPrices']> };
  CartAddressCountry: CartAddressCountry;
  CartAddressInput: CartAddressInput;
  CartAddressInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartAddressInterface'];
  CartAddressRegion: CartAddressRegion;
  CartItemError: CartItemError;
  CartItemInput: CartItemInput;
  CartItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['CartItemInterface'];
  CartItemPrices: Omit<CartItemPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  CartItemSelectedOptionValuePrice: CartItemSelectedOptionValuePrice;
  CartItemUpdateInput: CartItemUpdateInput;
  CartPrices: Omit<CartPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  CartTaxItem: CartTaxItem;
  CartUserInputError: CartUserInputError;
  CatalogAttributeMetadata: Omit<CatalogAttributeMetadata, 'options'> & { options: Array<Maybe<ResolversParentTypes['CustomAttributeOptionInterface']>> };
  CategoryFilterInput: CategoryFilterInput;
  CategoryInterface: CategoryRow;
  CategoryProducts: ProductsResult;
  CategoryResult: Omit<CategoryResult, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['CategoryTree']>>> };
  CategoryTree: CategoryRow;
  CheckoutUserInputError: CheckoutUserInputError;
  CmsBlock: CmsBlock;
  CmsBlocks: CmsBlocks;
  CmsPage: CmsPageRow;
  ColorSwatchData: ColorSwatchData;
  ComplexTextValue: ComplexTextValue;
  ConfigurableAttributeOption: ConfigurableAttributeOption;
  ConfigurableCartItem: Omit<ConfigurableCartItem, 'configured_variant' | 'prices' | 'product'> & { configured_variant: ResolversParentTypes['ProductInterface'], prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  ConfigurableOptionAvailableForSelection: ConfigurableOptionAvailableForSelection;
  ConfigurableProduct: ProductRow;
  ConfigurableProductCartItemInput: ConfigurableProductCartItemInput;
  ConfigurableProductOption: Omit<ConfigurableProductOption, 'values'> & { values?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOptionValue']>>> };
  ConfigurableProductOptionValue: Omit<ConfigurableProductOptionValue, 'swatch'> & { swatch?: Maybe<ResolversParentTypes['SwatchDataInterface']> };
  ConfigurableProductOptions: Omit<ConfigurableProductOptions, 'values'> & { values?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOptionsValues']>>> };
  ConfigurableProductOptionsSelection: Omit<ConfigurableProductOptionsSelection, 'configurable_options' | 'media_gallery' | 'variant'> & { configurable_options?: Maybe<Array<Maybe<ResolversParentTypes['ConfigurableProductOption']>>>, media_gallery?: Maybe<Array<Maybe<ResolversParentTypes['MediaGalleryInterface']>>>, variant?: Maybe<ResolversParentTypes['SimpleProduct']> };
  ConfigurableProductOptionsValues: Omit<ConfigurableProductOptionsValues, 'swatch_data'> & { swatch_data?: Maybe<ResolversParentTypes['SwatchDataInterface']> };
  ConfigurableVariant: Omit<ConfigurableVariant, 'product'> & { product?: Maybe<ResolversParentTypes['SimpleProduct']> };
  ConfigurableWishlistItem: Omit<ConfigurableWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<ResolversParentTypes['ProductInterface']>, product?: Maybe<ResolversParentTypes['ProductInterface']> };
  ContactUsInput: ContactUsInput;
  ContactUsOutput: ContactUsOutput;
  Country: Country;
  CreateGuestCartInput: CreateGuestCartInput;
  CreateGuestCartOutput: Omit<CreateGuestCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  CreateProductReviewInput: CreateProductReviewInput;
  CreateProductReviewOutput: Omit<CreateProductReviewOutput, 'review'> & { review: ResolversParentTypes['ProductReview'] };
  CreateRequisitionListInput: CreateRequisitionListInput;
  CreateRequisitionListOutput: Omit<CreateRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversParentTypes['RequisitionList']> };
  CreditCardDetailsInput: CreditCardDetailsInput;
  Currency: Currency;
  CustomAttributeMetadataInterface: ResolversInterfaceTypes<ResolversParentTypes>['CustomAttributeMetadataInterface'];
  CustomAttributeOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['CustomAttributeOptionInterface'];
  Customer: CustomerParent;
  CustomerAddress: CustomerAddress;
  CustomerAddressAttribute: CustomerAddressAttribute;
  CustomerAddressAttributeInput: CustomerAddressAttributeInput;
  CustomerAddressInput: CustomerAddressInput;
  CustomerAddressRegion: CustomerAddressRegion;
  CustomerAddressRegionInput: CustomerAddressRegionInput;
  CustomerCreateInput: CustomerCreateInput;
  CustomerDownloadableProduct: CustomerDownloadableProduct;
  CustomerDownloadableProducts: CustomerDownloadableProducts;
  CustomerInput: CustomerInput;
  CustomerOrder: Omit<CustomerOrder, 'applied_coupons' | 'invoices' | 'items' | 'shipments' | 'total'> & { applied_coupons: Array<Maybe<ResolversParentTypes['AppliedCoupon']>>, invoices: Array<Maybe<ResolversParentTypes['Invoice']>>, items?: Maybe<Array<Maybe<ResolversParentTypes['OrderItemInterface']>>>, shipments?: Maybe<Array<Maybe<ResolversParentTypes['OrderShipment']>>>, total?: Maybe<ResolversParentTypes['OrderTotal']> };
  CustomerOrderSortInput: CustomerOrderSortInput;
  CustomerOrders: Omit<CustomerOrders, 'items'> & { items: Array<Maybe<ResolversParentTypes['CustomerOrder']>> };
  CustomerOrdersFilterInput: CustomerOrdersFilterInput;
  CustomerOutput: Omit<CustomerOutput, 'customer'> & { customer: ResolversParentTypes['Customer'] };
  CustomerPaymentTokens: CustomerPaymentTokens;
  CustomerToken: CustomerToken;
  CustomerUpdateInput: CustomerUpdateInput;
  CustomizableAreaOption: CustomizableAreaOption;
  CustomizableAreaValue: CustomizableAreaValue;
  CustomizableCheckboxOption: CustomizableCheckboxOption;
  CustomizableCheckboxValue: CustomizableCheckboxValue;
  CustomizableDateOption: CustomizableDateOption;
  CustomizableDateValue: CustomizableDateValue;
  CustomizableDropDownOption: CustomizableDropDownOption;
  CustomizableDropDownValue: CustomizableDropDownValue;
  CustomizableFieldOption: CustomizableFieldOption;
  CustomizableFieldValue: CustomizableFieldValue;
  CustomizableFileOption: CustomizableFileOption;
  CustomizableFileValue: CustomizableFileValue;
  CustomizableMultipleOption: CustomizableMultipleOption;
  CustomizableMultipleValue: CustomizableMultipleValue;
  CustomizableOptionInput: CustomizableOptionInput;
  CustomizableOptionInterface: ResolversInterfaceTypes<ResolversParentTypes>['CustomizableOptionInterface'];
  CustomizableProductInterface: ResolversInterfaceTypes<ResolversParentTypes>['CustomizableProductInterface'];
  CustomizableRadioOption: CustomizableRadioOption;
  CustomizableRadioValue: CustomizableRadioValue;
  DeletePaymentTokenOutput: DeletePaymentTokenOutput;
  DeleteRequisitionListItemsOutput: Omit<DeleteRequisitionListItemsOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversParentTypes['RequisitionList']> };
  DeleteRequisitionListOutput: Omit<DeleteRequisitionListOutput, 'requisition_lists'> & { requisition_lists?: Maybe<ResolversParentTypes['RequisitionLists']> };
  Discount: Omit<Discount, 'coupon'> & { coupon?: Maybe<ResolversParentTypes['AppliedCoupon']> };
  DownloadableCartItem: Omit<DownloadableCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  DownloadableItemsLinks: DownloadableItemsLinks;
  DownloadableOrderItem: Omit<DownloadableOrderItem, 'discounts' | 'prices' | 'product'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>, prices?: Maybe<ResolversParentTypes['OrderItemPrices']>, product?: Maybe<ResolversParentTypes['ProductInterface']> };
  DownloadableProduct: ProductRow;
  DownloadableProductCartItemInput: DownloadableProductCartItemInput;
  DownloadableProductLinks: DownloadableProductLinks;
  DownloadableProductLinksInput: DownloadableProductLinksInput;
  DownloadableProductSamples: DownloadableProductSamples;
  DownloadableWishlistItem: Omit<DownloadableWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  EnteredOptionInput: EnteredOptionInput;
  EntityUrl: EntityUrl;
  Error: ResolversInterfaceTypes<ResolversParentTypes>['Error'];
  ExchangeRate: ExchangeRate;
  FilterEqualTypeInput: FilterEqualTypeInput;
  FilterMatchTypeInput: FilterMatchTypeInput;
  FilterRangeTypeInput: FilterRangeTypeInput;
  FilterStringTypeInput: FilterStringTypeInput;
  FixedProductTax: FixedProductTax;
  Float: Scalars['Float']['output'];
  GiftMessageInput: GiftMessageInput;
  GooglePayMethodInput: GooglePayMethodInput;
  GroupedProduct: ProductRow;
  GroupedProductItem: Omit<GroupedProductItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  GroupedProductWishlistItem: Omit<GroupedProductWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  HostedFieldsInput: HostedFieldsInput;
  HostedProInput: HostedProInput;
  HttpQueryParameter: HttpQueryParameter;
  ID: Scalars['ID']['output'];
  ImageSwatchData: ImageSwatchData;
  Int: Scalars['Int']['output'];
  Invoice: Omit<Invoice, 'items' | 'total'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['InvoiceItemInterface']>>>, total?: Maybe<ResolversParentTypes['InvoiceTotal']> };
  InvoiceItem: Omit<InvoiceItem, 'discounts' | 'order_item'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>, order_item?: Maybe<ResolversParentTypes['OrderItemInterface']> };
  InvoiceItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['InvoiceItemInterface'];
  InvoiceTotal: Omit<InvoiceTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  IsEmailAvailableOutput: IsEmailAvailableOutput;
  KeyValue: KeyValue;
  MediaGalleryEntry: MediaGalleryEntry;
  MediaGalleryInterface: ResolversInterfaceTypes<ResolversParentTypes>['MediaGalleryInterface'];
  MegaMenuItem: MenuNode;
  Money: Money;
  Mutation: Record<PropertyKey, never>;
  Order: Order;
  OrderAddress: OrderAddress;
  OrderItem: Omit<OrderItem, 'discounts' | 'prices' | 'product'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>>, prices?: Maybe<ResolversParentTypes['OrderItemPrices']>, product?: Maybe<ResolversParentTypes['ProductInterface']> };
  OrderItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['OrderItemInterface'];
  OrderItemOption: OrderItemOption;
  OrderItemPrices: Omit<OrderItemPrices, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  OrderPaymentMethod: OrderPaymentMethod;
  OrderShipment: Omit<OrderShipment, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['ShipmentItemInterface']>>> };
  OrderTotal: Omit<OrderTotal, 'discounts'> & { discounts?: Maybe<Array<Maybe<ResolversParentTypes['Discount']>>> };
  PayflowExpressInput: PayflowExpressInput;
  PayflowLinkInput: PayflowLinkInput;
  PayflowProInput: PayflowProInput;
  PaymentMethodInput: PaymentMethodInput;
  PaymentToken: PaymentToken;
  PaypalExpressInput: PaypalExpressInput;
  PhysicalProductInterface: ResolversInterfaceTypes<ResolversParentTypes>['PhysicalProductInterface'];
  PlaceOrderError: PlaceOrderError;
  PlaceOrderInput: PlaceOrderInput;
  PlaceOrderOutput: Omit<PlaceOrderOutput, 'orderV2'> & { orderV2?: Maybe<ResolversParentTypes['CustomerOrder']> };
  Price: Price;
  PriceDetails: PriceDetails;
  PriceMatrixPrice: PriceMatrixPrice;
  PriceRange: PriceRange;
  ProductAttributeFilterInput: ProductAttributeFilterInput;
  ProductAttributeSortInput: ProductAttributeSortInput;
  ProductCustomAttributes: Omit<ProductCustomAttributes, 'items'> & { items: Array<Maybe<ResolversParentTypes['AttributeValueInterface']>> };
  ProductDiscount: ProductDiscount;
  ProductImage: ProductImage;
  ProductInterface: ProductRow;
  ProductLinks: ProductLinks;
  ProductLinksInterface: ResolversInterfaceTypes<ResolversParentTypes>['ProductLinksInterface'];
  ProductMediaGalleryEntriesVideoContent: ProductMediaGalleryEntriesVideoContent;
  ProductPrice: ProductPrice;
  ProductPrices: ProductPrices;
  ProductReview: Omit<ProductReview, 'product'> & { product: ResolversParentTypes['ProductInterface'] };
  ProductReviewRating: ProductReviewRating;
  ProductReviewRatingInput: ProductReviewRatingInput;
  ProductReviewRatingMetadata: ProductReviewRatingMetadata;
  ProductReviewRatingValueMetadata: ProductReviewRatingValueMetadata;
  ProductReviewRatingsMetadata: ProductReviewRatingsMetadata;
  ProductReviews: Omit<ProductReviews, 'items'> & { items: Array<Maybe<ResolversParentTypes['ProductReview']>> };
  ProductVideo: ProductVideo;
  Products: ProductsResult;
  Query: Record<PropertyKey, never>;
  ReCaptchaConfigurationV3: ReCaptchaConfigurationV3;
  Region: Region;
  RemoveCouponFromCartInput: RemoveCouponFromCartInput;
  RemoveCouponFromCartOutput: Omit<RemoveCouponFromCartOutput, 'cart'> & { cart?: Maybe<ResolversParentTypes['Cart']> };
  RemoveItemFromCartInput: RemoveItemFromCartInput;
  RemoveItemFromCartOutput: Omit<RemoveItemFromCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RemoveProductsFromWishlistOutput: Omit<RemoveProductsFromWishlistOutput, 'wishlist'> & { wishlist: ResolversParentTypes['Wishlist'] };
  ReorderItemsOutput: Omit<ReorderItemsOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  RequisitionList: RequisitionListRow;
  RequisitionListFilterInput: RequisitionListFilterInput;
  RequisitionListItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['RequisitionListItemInterface'];
  RequisitionListItems: Omit<RequisitionListItems, 'items'> & { items: Array<Maybe<ResolversParentTypes['RequisitionListItemInterface']>> };
  RequisitionListItemsInput: RequisitionListItemsInput;
  RequisitionLists: Omit<RequisitionLists, 'items'> & { items?: Maybe<Array<Maybe<ResolversParentTypes['RequisitionList']>>> };
  RevokeCustomerTokenOutput: RevokeCustomerTokenOutput;
  RoutableInterface: ResolversInterfaceTypes<ResolversParentTypes>['RoutableInterface'];
  RoutableUrl: RoutableUrl;
  SalesCommentItem: SalesCommentItem;
  SearchResultPageInfo: SearchResultPageInfo;
  SearchSuggestion: SearchSuggestion;
  SelectedBundleOption: SelectedBundleOption;
  SelectedBundleOptionValue: SelectedBundleOptionValue;
  SelectedConfigurableOption: SelectedConfigurableOption;
  SelectedCustomizableOption: SelectedCustomizableOption;
  SelectedCustomizableOptionValue: SelectedCustomizableOptionValue;
  SelectedPaymentMethod: SelectedPaymentMethod;
  SelectedShippingMethod: SelectedShippingMethod;
  SetBillingAddressOnCartInput: SetBillingAddressOnCartInput;
  SetBillingAddressOnCartOutput: Omit<SetBillingAddressOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetGuestEmailOnCartInput: SetGuestEmailOnCartInput;
  SetGuestEmailOnCartOutput: Omit<SetGuestEmailOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetPaymentMethodOnCartInput: SetPaymentMethodOnCartInput;
  SetPaymentMethodOnCartOutput: Omit<SetPaymentMethodOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetShippingAddressesOnCartInput: SetShippingAddressesOnCartInput;
  SetShippingAddressesOnCartOutput: Omit<SetShippingAddressesOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  SetShippingMethodsOnCartInput: SetShippingMethodsOnCartInput;
  SetShippingMethodsOnCartOutput: Omit<SetShippingMethodsOnCartOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  ShipmentItem: Omit<ShipmentItem, 'order_item'> & { order_item?: Maybe<ResolversParentTypes['OrderItemInterface']> };
  ShipmentItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['ShipmentItemInterface'];
  ShipmentTracking: ShipmentTracking;
  ShippingAddressInput: ShippingAddressInput;
  ShippingCartAddress: ShippingCartAddress;
  ShippingDiscount: ShippingDiscount;
  ShippingHandling: ShippingHandling;
  ShippingMethodInput: ShippingMethodInput;
  SimpleCartItem: Omit<SimpleCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  SimpleProduct: ProductRow;
  SimpleProductCartItemInput: SimpleProductCartItemInput;
  SimpleRequisitionListItem: Omit<SimpleRequisitionListItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  SimpleWishlistItem: Omit<SimpleWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  SmartButtonMethodInput: SmartButtonMethodInput;
  SortField: SortField;
  SortFields: SortFields;
  StoreConfig: StoreConfig;
  String: Scalars['String']['output'];
  SubscribeEmailToNewsletterOutput: SubscribeEmailToNewsletterOutput;
  SwatchDataInterface: ResolversInterfaceTypes<ResolversParentTypes>['SwatchDataInterface'];
  TaxItem: TaxItem;
  TextSwatchData: TextSwatchData;
  TierPrice: TierPrice;
  UpdateCartItemsInput: UpdateCartItemsInput;
  UpdateCartItemsOutput: Omit<UpdateCartItemsOutput, 'cart'> & { cart: ResolversParentTypes['Cart'] };
  UpdateRequisitionListInput: UpdateRequisitionListInput;
  UpdateRequisitionListItemsInput: UpdateRequisitionListItemsInput;
  UpdateRequisitionListItemsOutput: Omit<UpdateRequisitionListItemsOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversParentTypes['RequisitionList']> };
  UpdateRequisitionListOutput: Omit<UpdateRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversParentTypes['RequisitionList']> };
  UrlRewrite: UrlRewrite;
  VaultMethodInput: VaultMethodInput;
  VaultTokenInput: VaultTokenInput;
  VirtualCartItem: Omit<VirtualCartItem, 'prices' | 'product'> & { prices?: Maybe<ResolversParentTypes['CartItemPrices']>, product: ResolversParentTypes['ProductInterface'] };
  VirtualProduct: ProductRow;
  VirtualProductCartItemInput: VirtualProductCartItemInput;
  VirtualWishlistItem: Omit<VirtualWishlistItem, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  WishListUserInputError: WishListUserInputError;
  Wishlist: WishlistParent;
  WishlistItemInput: WishlistItemInput;
  WishlistItemInterface: ResolversInterfaceTypes<ResolversParentTypes>['WishlistItemInterface'];
  WishlistItems: Omit<WishlistItems, 'items'> & { items: Array<Maybe<ResolversParentTypes['WishlistItemInterface']>> };
  WmBlogPost: BlogPostRow;
  WmBlogPostsOutput: Omit<WmBlogPostsOutput, 'items'> & { items: Array<ResolversParentTypes['WmBlogPost']> };
  WmCardPaymentInput: WmCardPaymentInput;
  WmCustomerOrderFields: WmCustomerOrderFields;
  WmGuestWishlist: WishlistParent;
  WmGuestWishlistItem: Omit<WmGuestWishlistItem, 'configured_variant' | 'product'> & { configured_variant?: Maybe<ResolversParentTypes['ProductInterface']>, product?: Maybe<ResolversParentTypes['ProductInterface']> };
  WmInvoiceTerms: WmInvoiceTerms;
  WmLicensePlateResult: WmLicensePlateResult;
  WmLicensePlateSuggestion: WmLicensePlateSuggestion;
  WmLicensePlateSuggestionModel: WmLicensePlateSuggestionModel;
  WmNumberRange: WmNumberRange;
  WmPartAssembly: AssemblyRow;
  WmPartDiagramPosition: Omit<WmPartDiagramPosition, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  WmPartFinderBrand: WmPartFinderBrand;
  WmPartFinderBrandFilterInput: WmPartFinderBrandFilterInput;
  WmPartFinderBrandsOutput: WmPartFinderBrandsOutput;
  WmPartFinderFinder: WmPartFinderFinder;
  WmPartFinderFinderFilterInput: WmPartFinderFinderFilterInput;
  WmPartFinderFindersOutput: WmPartFinderFindersOutput;
  WmPartFinderInfo: WmPartFinderInfo;
  WmPartFinderInfoItem: WmPartFinderInfoItem;
  WmPartFinderModel: WmPartFinderModel;
  WmPartFinderModelFilterInput: WmPartFinderModelFilterInput;
  WmPartFinderModelsOutput: WmPartFinderModelsOutput;
  WmPartNumberMatch: Omit<WmPartNumberMatch, 'product'> & { product?: Maybe<ResolversParentTypes['ProductInterface']> };
  WmProductStockAlertInput: WmProductStockAlertInput;
  WmProductStockAlertOutput: WmProductStockAlertOutput;
  WmQuoteRequest: WmQuoteRequest;
  WmQuoteRequestInput: WmQuoteRequestInput;
  WmQuoteRequestOutput: WmQuoteRequestOutput;
  WmRegisteredVehicle: WmRegisteredVehicle;
  WmSelectedCard: WmSelectedCard;
  WmShareRequisitionListOutput: Omit<WmShareRequisitionListOutput, 'requisition_list'> & { requisition_list?: Maybe<ResolversParentTypes['RequisitionList']> };
  WmSharedRequisitionList: RequisitionListRow;
  WmShipmentEvent: WmShipmentEvent;
  WmTractor: WmTractor;
  WmTractorInput: WmTractorInput;
  WmVippsPayment: WmVippsPayment;
  WmVippsPaymentInput: WmVippsPaymentInput;
  WmWishlistCreateOutput: WmWishlistCreateOutput;
  WmWishlistItemInput: WmWishlistItemInput;
  WmWishlistItemsOutput: Omit<WmWishlistItemsOutput, 'wishlist'> & { wishlist: ResolversParentTypes['WmGuestWishlist'] };
  createEmptyCartInput: CreateEmptyCartInput;
};

export type AddBundleProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddBundleProductsToCartOutput'] = ResolversParentTypes['AddBundleProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddConfigurableProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddConfigurableProductsToCartOutput'] = ResolversParentTypes['AddConfigurableProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddCustomFieldsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddCustomFieldsToCartOutput'] = ResolversParentTypes['AddCustomFieldsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddDownloadableProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddDownloadableProductsToCartOutput'] = ResolversParentTypes['AddDownloadableProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToCartOutput'] = ResolversParentTypes['AddProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  user_errors?: Resolver<Array<Maybe<ResolversTypes['Error']>>, ParentType, ContextType>;
};

export type AddProductsToRequisitionListOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToRequisitionListOutput'] = ResolversParentTypes['AddProductsToRequisitionListOutput']> = {
  requisition_list?: Resolver<Maybe<ResolversTypes['RequisitionList']>, ParentType, ContextType>;
};

export type AddProductsToWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddProductsToWishlistOutput'] = ResolversParentTypes['AddProductsToWishlistOutput']> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type AddRequisitionListItemToCartUserErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddRequisitionListItemToCartUserError'] = ResolversParentTypes['AddRequisitionListItemToCartUserError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AddRequisitionListItemToCartUserErrorType'], ParentType, ContextType>;
  wm_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AddRequisitionListItemsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddRequisitionListItemsToCartOutput'] = ResolversParentTypes['AddRequisitionListItemsToCartOutput']> = {
  add_requisition_list_items_to_cart_user_errors?: Resolver<Array<Maybe<ResolversTypes['AddRequisitionListItemToCartUserError']>>, ParentType, ContextType>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type AddSimpleProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddSimpleProductsToCartOutput'] = ResolversParentTypes['AddSimpleProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AddVirtualProductsToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AddVirtualProductsToCartOutput'] = ResolversParentTypes['AddVirtualProductsToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AggregationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Aggregation'] = ResolversParentTypes['Aggregation']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['AggregationOption']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type AggregationOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AggregationOption'] = ResolversParentTypes['AggregationOption']> = {
  count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AggregationOptionInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AggregationOptionInterface'] = ResolversParentTypes['AggregationOptionInterface']> = {
  __resolveType: TypeResolveFn<'AggregationOption', ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApplyCouponToCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ApplyCouponToCartOutput'] = ResolversParentTypes['ApplyCouponToCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type AttributeMetadataErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeMetadataError'] = ResolversParentTypes['AttributeMetadataError']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AttributeMetadataErrorType'], ParentType, ContextType>;
};

export type AttributeOptionMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeOptionMetadata'] = ResolversParentTypes['AttributeOptionMetadata']> = {
  is_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeSelectedOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeSelectedOption'] = ResolversParentTypes['AttributeSelectedOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeSelectedOptionInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeSelectedOptionInterface'] = ResolversParentTypes['AttributeSelectedOptionInterface']> = {
  __resolveType: TypeResolveFn<'AttributeSelectedOption', ParentType, ContextType>;
};

export type AttributeSelectedOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeSelectedOptions'] = ResolversParentTypes['AttributeSelectedOptions']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  selected_options?: Resolver<Array<Maybe<ResolversTypes['AttributeSelectedOptionInterface']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeValue'] = ResolversParentTypes['AttributeValue']> = {
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AttributeValueInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributeValueInterface'] = ResolversParentTypes['AttributeValueInterface']> = {
  __resolveType: TypeResolveFn<'AttributeSelectedOptions' | 'AttributeValue', ParentType, ContextType>;
};

export type AttributesMetadataOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AttributesMetadataOutput'] = ResolversParentTypes['AttributesMetadataOutput']> = {
  errors?: Resolver<Array<Maybe<ResolversTypes['AttributeMetadataError']>>, ParentType, ContextType>;
  items?: Resolver<Array<Maybe<ResolversTypes['CustomAttributeMetadataInterface']>>, ParentType, ContextType>;
};

export type AvailablePaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailablePaymentMethod'] = ResolversParentTypes['AvailablePaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_deferred?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AvailableShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['AvailableShippingMethod'] = ResolversParentTypes['AvailableShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  base_amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type BillingCartAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BillingCartAddress'] = ResolversParentTypes['BillingCartAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category_url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BundleCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleCartItem'] = ResolversParentTypes['BundleCartItem']> = {
  bundle_options?: Resolver<Array<Maybe<ResolversTypes['SelectedBundleOption']>>, ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BundleItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleItem'] = ResolversParentTypes['BundleItem']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['BundleItemOption']>>>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
};

export type BundleItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleItemOption'] = ResolversParentTypes['BundleItemOption']> = {
  can_change_quantity?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type BundleProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleProduct'] = ResolversParentTypes['BundleProduct']> = {
  ag_produktgruppe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributesV2?: Resolver<Maybe<ResolversTypes['ProductCustomAttributes']>, ParentType, ContextType, Partial<BundleProductCustom_AttributesV2Args>>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  dynamic_price?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  dynamic_sku?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  dynamic_weight?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['BundleItem']>>>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableOptionInterface']>>>, ParentType, ContextType>;
  options_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_details?: Resolver<Maybe<ResolversTypes['PriceDetails']>, ParentType, ContextType>;
  price_matrix_price?: Resolver<Maybe<ResolversTypes['PriceMatrixPrice']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Maybe<Array<Maybe<ResolversTypes['TierPrice']>>>, ParentType, ContextType>;
  price_view?: Resolver<Maybe<ResolversTypes['PriceViewEnum']>, ParentType, ContextType>;
  product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductLinksInterface']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<BundleProductReviewsArgs, 'currentPage' | 'pageSize'>>;
  ship_bundle_items?: Resolver<Maybe<ResolversTypes['ShipBundleItemsEnum']>, ParentType, ContextType>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wm_backorders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wm_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_order_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wm_pf_fitments?: Resolver<Array<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType>;
  wm_supplier_lead_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wm_universal_fit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BundleWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['BundleWishlistItem'] = ResolversParentTypes['BundleWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bundle_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['SelectedBundleOption']>>>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CartResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Cart'] = ResolversParentTypes['Cart']> = {
  applied_coupons?: Resolver<Maybe<Array<Maybe<ResolversTypes['AppliedCoupon']>>>, ParentType, ContextType>;
  available_payment_methods?: Resolver<Maybe<Array<Maybe<ResolversTypes['AvailablePaymentMethod']>>>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['BillingCartAddress']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_virtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemInterface']>>>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartPrices']>, ParentType, ContextType>;
  selected_payment_method?: Resolver<Maybe<ResolversTypes['SelectedPaymentMethod']>, ParentType, ContextType>;
  shipping_addresses?: Resolver<Array<Maybe<ResolversTypes['ShippingCartAddress']>>, ParentType, ContextType>;
  total_quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  wm_customer_order_fields?: Resolver<Maybe<ResolversTypes['WmCustomerOrderFields']>, ParentType, ContextType>;
};

export type CartAddressCountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddressCountry'] = ResolversParentTypes['CartAddressCountry']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartAddressInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddressInterface'] = ResolversParentTypes['CartAddressInterface']> = {
  __resolveType: TypeResolveFn<'BillingCartAddress' | 'ShippingCartAddress', ParentType, ContextType>;
};

export type CartAddressRegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartAddressRegion'] = ResolversParentTypes['CartAddressRegion']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CartItemErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemError'] = ResolversParentTypes['CartItemError']> = {
  code?: Resolver<ResolversTypes['CartItemErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wm_available_quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type CartItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemInterface'] = ResolversParentTypes['CartItemInterface']> = {
  __resolveType: TypeResolveFn<'BundleCartItem' | 'ConfigurableCartItem' | 'DownloadableCartItem' | 'SimpleCartItem' | 'VirtualCartItem', ParentType, ContextType>;
};

export type CartItemPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemPrices'] = ResolversParentTypes['CartItemPrices']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_item_discount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CartItemSelectedOptionValuePriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartItemSelectedOptionValuePrice'] = ResolversParentTypes['CartItemSelectedOptionValuePrice']> = {
  type?: Resolver<ResolversTypes['PriceTypeEnum'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CartPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartPrices'] = ResolversParentTypes['CartPrices']> = {
  applied_taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartTaxItem']>>>, ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  grand_total?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  grand_total_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_including_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  subtotal_with_discount_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type CartTaxItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartTaxItem'] = ResolversParentTypes['CartTaxItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CartUserInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CartUserInputError'] = ResolversParentTypes['CartUserInputError']> = {
  code?: Resolver<ResolversTypes['CartUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wm_available_quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wm_cart_item_position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CatalogAttributeMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CatalogAttributeMetadata'] = ResolversParentTypes['CatalogAttributeMetadata']> = {
  apply_to?: Resolver<Maybe<Array<Maybe<ResolversTypes['CatalogAttributeApplyToEnum']>>>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  default_value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity_type?: Resolver<ResolversTypes['AttributeEntityTypeEnum'], ParentType, ContextType>;
  frontend_class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  frontend_input?: Resolver<Maybe<ResolversTypes['AttributeFrontendInputEnum']>, ParentType, ContextType>;
  is_comparable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_filterable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_filterable_in_search?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_html_allowed_on_front?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_searchable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_unique?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_used_for_price_rules?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_used_for_promo_rules?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_visible_in_advanced_search?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_visible_on_front?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_wysiwyg_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Array<Maybe<ResolversTypes['CustomAttributeOptionInterface']>>, ParentType, ContextType>;
  swatch_input_type?: Resolver<Maybe<ResolversTypes['SwatchInputTypeEnum']>, ParentType, ContextType>;
  update_product_preview_image?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  use_product_image_for_swatch?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  used_in_product_listing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CategoryInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryInterface'] = ResolversParentTypes['CategoryInterface']> = {
  __resolveType: TypeResolveFn<'CategoryTree', ParentType, ContextType>;
};

export type CategoryProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryProducts'] = ResolversParentTypes['CategoryProducts']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CategoryResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryResult'] = ResolversParentTypes['CategoryResult']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CategoryTreeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CategoryTree'] = ResolversParentTypes['CategoryTree']> = {
  available_sort_by?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Maybe<Array<Maybe<ResolversTypes['Breadcrumb']>>>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  children?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType>;
  children_count?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_block?: Resolver<Maybe<ResolversTypes['CmsBlock']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custom_layout_update_file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_sort_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  display_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filter_price_range?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  include_in_menu?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_anchor?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  landing_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  level?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path_in_store?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['CategoryProducts']>, ParentType, ContextType, RequireFields<CategoryTreeProductsArgs, 'currentPage' | 'pageSize'>>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutUserInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CheckoutUserInputError'] = ResolversParentTypes['CheckoutUserInputError']> = {
  code?: Resolver<ResolversTypes['CheckoutUserInputErrorCodes'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
};

export type CmsBlockResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsBlock'] = ResolversParentTypes['CmsBlock']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CmsBlocksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsBlocks'] = ResolversParentTypes['CmsBlocks']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CmsBlock']>>>, ParentType, ContextType>;
};

export type CmsPageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CmsPage'] = ResolversParentTypes['CmsPage']> = {
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content_heading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  page_layout?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ColorSwatchDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ColorSwatchData'] = ResolversParentTypes['ColorSwatchData']> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplexTextValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ComplexTextValue'] = ResolversParentTypes['ComplexTextValue']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ConfigurableAttributeOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableAttributeOption'] = ResolversParentTypes['ConfigurableAttributeOption']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConfigurableCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableCartItem'] = ResolversParentTypes['ConfigurableCartItem']> = {
  configurable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedConfigurableOption']>>, ParentType, ContextType>;
  configured_variant?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableOptionAvailableForSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableOptionAvailableForSelection'] = ResolversParentTypes['ConfigurableOptionAvailableForSelection']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  option_value_uids?: Resolver<Array<Maybe<ResolversTypes['ID']>>, ParentType, ContextType>;
};

export type ConfigurableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProduct'] = ResolversParentTypes['ConfigurableProduct']> = {
  ag_produktgruppe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  configurable_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptions']>>>, ParentType, ContextType>;
  configurable_product_options_selection?: Resolver<Maybe<ResolversTypes['ConfigurableProductOptionsSelection']>, ParentType, ContextType, Partial<ConfigurableProductConfigurable_Product_Options_SelectionArgs>>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributesV2?: Resolver<Maybe<ResolversTypes['ProductCustomAttributes']>, ParentType, ContextType, Partial<ConfigurableProductCustom_AttributesV2Args>>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableOptionInterface']>>>, ParentType, ContextType>;
  options_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_matrix_price?: Resolver<Maybe<ResolversTypes['PriceMatrixPrice']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Maybe<Array<Maybe<ResolversTypes['TierPrice']>>>, ParentType, ContextType>;
  product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductLinksInterface']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<ConfigurableProductReviewsArgs, 'currentPage' | 'pageSize'>>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variants?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableVariant']>>>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wm_backorders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wm_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_order_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wm_pf_fitments?: Resolver<Array<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType>;
  wm_supplier_lead_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wm_universal_fit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ConfigurableProductOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOption'] = ResolversParentTypes['ConfigurableProductOption']> = {
  attribute_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionValue']>>>, ParentType, ContextType>;
};

export type ConfigurableProductOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionValue'] = ResolversParentTypes['ConfigurableProductOptionValue']> = {
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  is_use_default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  swatch?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type ConfigurableProductOptionsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptions'] = ResolversParentTypes['ConfigurableProductOptions']> = {
  attribute_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  attribute_id_v2?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  attribute_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  use_default?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  values?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOptionsValues']>>>, ParentType, ContextType>;
};

export type ConfigurableProductOptionsSelectionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsSelection'] = ResolversParentTypes['ConfigurableProductOptionsSelection']> = {
  configurable_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableProductOption']>>>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  options_available_for_selection?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableOptionAvailableForSelection']>>>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
};

export type ConfigurableProductOptionsValuesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableProductOptionsValues'] = ResolversParentTypes['ConfigurableProductOptionsValues']> = {
  default_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  swatch_data?: Resolver<Maybe<ResolversTypes['SwatchDataInterface']>, ParentType, ContextType>;
  uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  use_default_value?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  value_index?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ConfigurableVariantResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableVariant'] = ResolversParentTypes['ConfigurableVariant']> = {
  attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['ConfigurableAttributeOption']>>>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['SimpleProduct']>, ParentType, ContextType>;
};

export type ConfigurableWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ConfigurableWishlistItem'] = ResolversParentTypes['ConfigurableWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configurable_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['SelectedConfigurableOption']>>>, ParentType, ContextType>;
  configured_variant?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactUsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ContactUsOutput'] = ResolversParentTypes['ContactUsOutput']> = {
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CountryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Country'] = ResolversParentTypes['Country']> = {
  available_regions?: Resolver<Maybe<Array<Maybe<ResolversTypes['Region']>>>, ParentType, ContextType>;
  full_name_english?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  full_name_locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  three_letter_abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  two_letter_abbreviation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CreateGuestCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateGuestCartOutput'] = ResolversParentTypes['CreateGuestCartOutput']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type CreateProductReviewOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateProductReviewOutput'] = ResolversParentTypes['CreateProductReviewOutput']> = {
  review?: Resolver<ResolversTypes['ProductReview'], ParentType, ContextType>;
};

export type CreateRequisitionListOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CreateRequisitionListOutput'] = ResolversParentTypes['CreateRequisitionListOutput']> = {
  requisition_list?: Resolver<Maybe<ResolversTypes['RequisitionList']>, ParentType, ContextType>;
};

export type CurrencyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Currency'] = ResolversParentTypes['Currency']> = {
  available_currency_codes?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_currency_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currecy_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currecy_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_symbol?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchange_rates?: Resolver<Maybe<Array<Maybe<ResolversTypes['ExchangeRate']>>>, ParentType, ContextType>;
};

export type CustomAttributeMetadataInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomAttributeMetadataInterface'] = ResolversParentTypes['CustomAttributeMetadataInterface']> = {
  __resolveType: TypeResolveFn<'CatalogAttributeMetadata', ParentType, ContextType>;
};

export type CustomAttributeOptionInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomAttributeOptionInterface'] = ResolversParentTypes['CustomAttributeOptionInterface']> = {
  __resolveType: TypeResolveFn<'AttributeOptionMetadata', ParentType, ContextType>;
};

export type CustomerResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Customer'] = ResolversParentTypes['Customer']> = {
  addresses?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerAddress']>>>, ParentType, ContextType>;
  company_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date_of_birth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dob?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hide_cart_button?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_subscribed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orders?: Resolver<Maybe<ResolversTypes['CustomerOrders']>, ParentType, ContextType, RequireFields<CustomerOrdersArgs, 'currentPage' | 'pageSize'>>;
  phone_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  requisition_lists?: Resolver<Maybe<ResolversTypes['RequisitionLists']>, ParentType, ContextType, RequireFields<CustomerRequisition_ListsArgs, 'currentPage' | 'pageSize'>>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<CustomerReviewsArgs, 'currentPage' | 'pageSize'>>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  taxvat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist_v2?: Resolver<Maybe<ResolversTypes['Wishlist']>, ParentType, ContextType, RequireFields<CustomerWishlist_V2Args, 'id'>>;
  wishlists?: Resolver<Array<Maybe<ResolversTypes['Wishlist']>>, ParentType, ContextType, RequireFields<CustomerWishlistsArgs, 'currentPage' | 'pageSize'>>;
  wm_tractors?: Resolver<Array<ResolversTypes['WmTractor']>, ParentType, ContextType>;
};

export type CustomerAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddress'] = ResolversParentTypes['CustomerAddress']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  default_billing?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  default_shipping?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  extension_attributes?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerAddressAttribute']>>>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CustomerAddressRegion']>, ParentType, ContextType>;
  street?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerAddressAttributeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddressAttribute'] = ResolversParentTypes['CustomerAddressAttribute']> = {
  attribute_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerAddressRegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerAddressRegion'] = ResolversParentTypes['CustomerAddressRegion']> = {
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerDownloadableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDownloadableProduct'] = ResolversParentTypes['CustomerDownloadableProduct']> = {
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  download_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_increment_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining_downloads?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_link_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_link_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  wm_product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomerDownloadableProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerDownloadableProducts'] = ResolversParentTypes['CustomerDownloadableProducts']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomerDownloadableProduct']>>>, ParentType, ContextType>;
};

export type CustomerOrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrder'] = ResolversParentTypes['CustomerOrder']> = {
  applied_coupons?: Resolver<Array<Maybe<ResolversTypes['AppliedCoupon']>>, ParentType, ContextType>;
  billing_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  carrier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  comments?: Resolver<Maybe<Array<Maybe<ResolversTypes['SalesCommentItem']>>>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invoices?: Resolver<Array<Maybe<ResolversTypes['Invoice']>>, ParentType, ContextType>;
  is_virtual?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order_status_change_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payment_methods?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderPaymentMethod']>>>, ParentType, ContextType>;
  shipments?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderShipment']>>>, ParentType, ContextType>;
  shipping_address?: Resolver<Maybe<ResolversTypes['OrderAddress']>, ParentType, ContextType>;
  shipping_method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['OrderTotal']>, ParentType, ContextType>;
  wm_customer_notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_customer_order_fields?: Resolver<Maybe<ResolversTypes['WmCustomerOrderFields']>, ParentType, ContextType>;
  wm_invoice_terms?: Resolver<Maybe<ResolversTypes['WmInvoiceTerms']>, ParentType, ContextType>;
};

export type CustomerOrdersResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOrders'] = ResolversParentTypes['CustomerOrders']> = {
  date_of_first_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<Maybe<ResolversTypes['CustomerOrder']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type CustomerOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerOutput'] = ResolversParentTypes['CustomerOutput']> = {
  customer?: Resolver<ResolversTypes['Customer'], ParentType, ContextType>;
};

export type CustomerPaymentTokensResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerPaymentTokens'] = ResolversParentTypes['CustomerPaymentTokens']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['PaymentToken']>>, ParentType, ContextType>;
};

export type CustomerTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomerToken'] = ResolversParentTypes['CustomerToken']> = {
  credit_check_approved?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CustomizableAreaOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableAreaOption'] = ResolversParentTypes['CustomizableAreaOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['CustomizableAreaValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableAreaValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableAreaValue'] = ResolversParentTypes['CustomizableAreaValue']> = {
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableCheckboxOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableCheckboxOption'] = ResolversParentTypes['CustomizableCheckboxOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableCheckboxValue']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableCheckboxValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableCheckboxValue'] = ResolversParentTypes['CustomizableCheckboxValue']> = {
  option_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableDateOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableDateOption'] = ResolversParentTypes['CustomizableDateOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['CustomizableDateValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableDateValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableDateValue'] = ResolversParentTypes['CustomizableDateValue']> = {
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['CustomizableDateTypeEnum']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableDropDownOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableDropDownOption'] = ResolversParentTypes['CustomizableDropDownOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableDropDownValue']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableDropDownValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableDropDownValue'] = ResolversParentTypes['CustomizableDropDownValue']> = {
  option_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableFieldOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableFieldOption'] = ResolversParentTypes['CustomizableFieldOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['CustomizableFieldValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableFieldValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableFieldValue'] = ResolversParentTypes['CustomizableFieldValue']> = {
  max_characters?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wm_number_range?: Resolver<Maybe<ResolversTypes['WmNumberRange']>, ParentType, ContextType>;
};

export type CustomizableFileOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableFileOption'] = ResolversParentTypes['CustomizableFileOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['CustomizableFileValue']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableFileValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableFileValue'] = ResolversParentTypes['CustomizableFileValue']> = {
  file_extension?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image_size_x?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image_size_y?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableMultipleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableMultipleOption'] = ResolversParentTypes['CustomizableMultipleOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableMultipleValue']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableMultipleValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableMultipleValue'] = ResolversParentTypes['CustomizableMultipleValue']> = {
  option_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type CustomizableOptionInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableOptionInterface'] = ResolversParentTypes['CustomizableOptionInterface']> = {
  __resolveType: TypeResolveFn<'CustomizableAreaOption' | 'CustomizableCheckboxOption' | 'CustomizableDateOption' | 'CustomizableDropDownOption' | 'CustomizableFieldOption' | 'CustomizableFileOption' | 'CustomizableMultipleOption' | 'CustomizableRadioOption', ParentType, ContextType>;
};

export type CustomizableProductInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableProductInterface'] = ResolversParentTypes['CustomizableProductInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'ConfigurableProduct' | 'DownloadableProduct' | 'SimpleProduct' | 'VirtualProduct', ParentType, ContextType>;
};

export type CustomizableRadioOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableRadioOption'] = ResolversParentTypes['CustomizableRadioOption']> = {
  option_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  required?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  value?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableRadioValue']>>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomizableRadioValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['CustomizableRadioValue'] = ResolversParentTypes['CustomizableRadioValue']> = {
  option_type_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_type?: Resolver<Maybe<ResolversTypes['PriceTypeEnum']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DeletePaymentTokenOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeletePaymentTokenOutput'] = ResolversParentTypes['DeletePaymentTokenOutput']> = {
  customerPaymentTokens?: Resolver<Maybe<ResolversTypes['CustomerPaymentTokens']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DeleteRequisitionListItemsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteRequisitionListItemsOutput'] = ResolversParentTypes['DeleteRequisitionListItemsOutput']> = {
  requisition_list?: Resolver<Maybe<ResolversTypes['RequisitionList']>, ParentType, ContextType>;
};

export type DeleteRequisitionListOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DeleteRequisitionListOutput'] = ResolversParentTypes['DeleteRequisitionListOutput']> = {
  requisition_lists?: Resolver<Maybe<ResolversTypes['RequisitionLists']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type DiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Discount'] = ResolversParentTypes['Discount']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  applied_to?: Resolver<ResolversTypes['CartDiscountType'], ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownloadableCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableCartItem'] = ResolversParentTypes['DownloadableCartItem']> = {
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  links?: Resolver<Maybe<Array<Maybe<ResolversTypes['DownloadableProductLinks']>>>, ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DownloadableItemsLinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableItemsLinks'] = ResolversParentTypes['DownloadableItemsLinks']> = {
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wm_download_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_expires_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DownloadableOrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableOrderItem'] = ResolversParentTypes['DownloadableOrderItem']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  downloadable_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['DownloadableItemsLinks']>>>, ParentType, ContextType>;
  entered_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['OrderItemPrices']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity_canceled?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_invoiced?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_ordered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_refunded?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_returned?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_shipped?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  selected_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DownloadableProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableProduct'] = ResolversParentTypes['DownloadableProduct']> = {
  ag_produktgruppe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributesV2?: Resolver<Maybe<ResolversTypes['ProductCustomAttributes']>, ParentType, ContextType, Partial<DownloadableProductCustom_AttributesV2Args>>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  downloadable_product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['DownloadableProductLinks']>>>, ParentType, ContextType>;
  downloadable_product_samples?: Resolver<Maybe<Array<Maybe<ResolversTypes['DownloadableProductSamples']>>>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  links_purchased_separately?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  links_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableOptionInterface']>>>, ParentType, ContextType>;
  options_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_matrix_price?: Resolver<Maybe<ResolversTypes['PriceMatrixPrice']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Maybe<Array<Maybe<ResolversTypes['TierPrice']>>>, ParentType, ContextType>;
  product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductLinksInterface']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<DownloadableProductReviewsArgs, 'currentPage' | 'pageSize'>>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_backorders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wm_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_order_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wm_pf_fitments?: Resolver<Array<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType>;
  wm_supplier_lead_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wm_universal_fit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DownloadableProductLinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableProductLinks'] = ResolversParentTypes['DownloadableProductLinks']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_shareable?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  link_type?: Resolver<Maybe<ResolversTypes['DownloadableFileTypeEnum']>, ParentType, ContextType>;
  number_of_downloads?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  sample_file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sample_type?: Resolver<Maybe<ResolversTypes['DownloadableFileTypeEnum']>, ParentType, ContextType>;
  sample_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type DownloadableProductSamplesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableProductSamples'] = ResolversParentTypes['DownloadableProductSamples']> = {
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sample_file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sample_type?: Resolver<Maybe<ResolversTypes['DownloadableFileTypeEnum']>, ParentType, ContextType>;
  sample_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DownloadableWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['DownloadableWishlistItem'] = ResolversParentTypes['DownloadableWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EntityUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['EntityUrl'] = ResolversParentTypes['EntityUrl']> = {
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entity_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  redirectCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
};

export type ErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Error'] = ResolversParentTypes['Error']> = {
  __resolveType: TypeResolveFn<'CartUserInputError', ParentType, ContextType>;
};

export type ExchangeRateResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ExchangeRate'] = ResolversParentTypes['ExchangeRate']> = {
  currency_to?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type FixedProductTaxResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['FixedProductTax'] = ResolversParentTypes['FixedProductTax']> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GroupedProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupedProduct'] = ResolversParentTypes['GroupedProduct']> = {
  ag_produktgruppe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributesV2?: Resolver<Maybe<ResolversTypes['ProductCustomAttributes']>, ParentType, ContextType, Partial<GroupedProductCustom_AttributesV2Args>>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['GroupedProductItem']>>>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_matrix_price?: Resolver<Maybe<ResolversTypes['PriceMatrixPrice']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Maybe<Array<Maybe<ResolversTypes['TierPrice']>>>, ParentType, ContextType>;
  product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductLinksInterface']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<GroupedProductReviewsArgs, 'currentPage' | 'pageSize'>>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wm_backorders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wm_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_order_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wm_pf_fitments?: Resolver<Array<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType>;
  wm_supplier_lead_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wm_universal_fit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GroupedProductItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupedProductItem'] = ResolversParentTypes['GroupedProductItem']> = {
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type GroupedProductWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['GroupedProductWishlistItem'] = ResolversParentTypes['GroupedProductWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type HttpQueryParameterResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['HttpQueryParameter'] = ResolversParentTypes['HttpQueryParameter']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageSwatchDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ImageSwatchData'] = ResolversParentTypes['ImageSwatchData']> = {
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Invoice'] = ResolversParentTypes['Invoice']> = {
  comments?: Resolver<Maybe<Array<Maybe<ResolversTypes['SalesCommentItem']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['InvoiceItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['InvoiceTotal']>, ParentType, ContextType>;
};

export type InvoiceItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItem'] = ResolversParentTypes['InvoiceItem']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItemInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_invoiced?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InvoiceItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceItemInterface'] = ResolversParentTypes['InvoiceItemInterface']> = {
  __resolveType: TypeResolveFn<'InvoiceItem', ParentType, ContextType>;
};

export type InvoiceTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['InvoiceTotal'] = ResolversParentTypes['InvoiceTotal']> = {
  base_grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<Maybe<ResolversTypes['ShippingHandling']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type IsEmailAvailableOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['IsEmailAvailableOutput'] = ResolversParentTypes['IsEmailAvailableOutput']> = {
  is_email_available?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type KeyValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['KeyValue'] = ResolversParentTypes['KeyValue']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MediaGalleryEntryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaGalleryEntry'] = ResolversParentTypes['MediaGalleryEntry']> = {
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  media_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  types?: Resolver<Maybe<Array<Maybe<ResolversTypes['String']>>>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type MediaGalleryInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MediaGalleryInterface'] = ResolversParentTypes['MediaGalleryInterface']> = {
  __resolveType: TypeResolveFn<'ProductImage' | 'ProductVideo', ParentType, ContextType>;
};

export type MegaMenuItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['MegaMenuItem'] = ResolversParentTypes['MegaMenuItem']> = {
  children?: Resolver<Maybe<Array<Maybe<ResolversTypes['MegaMenuItem']>>>, ParentType, ContextType>;
  cols_nb?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  custom_class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icon_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link_type?: Resolver<Maybe<ResolversTypes['MegaMenuLinkTypeEnum']>, ParentType, ContextType>;
  link_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  show_subcategories?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  show_title?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MoneyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Money'] = ResolversParentTypes['Money']> = {
  currency?: Resolver<Maybe<ResolversTypes['CurrencyEnum']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  WmAddTractors?: Resolver<Array<ResolversTypes['WmTractor']>, ParentType, ContextType, RequireFields<MutationWmAddTractorsArgs, 'input'>>;
  WmMergeWishlist?: Resolver<Maybe<ResolversTypes['AddProductsToWishlistOutput']>, ParentType, ContextType, RequireFields<MutationWmMergeWishlistArgs, 'sharing_code'>>;
  WmRemoveTractor?: Resolver<Array<ResolversTypes['WmTractor']>, ParentType, ContextType, RequireFields<MutationWmRemoveTractorArgs, 'id'>>;
  WmRequestQuote?: Resolver<Maybe<ResolversTypes['WmQuoteRequestOutput']>, ParentType, ContextType, RequireFields<MutationWmRequestQuoteArgs, 'input'>>;
  WmSetActiveTractor?: Resolver<Array<ResolversTypes['WmTractor']>, ParentType, ContextType, Partial<MutationWmSetActiveTractorArgs>>;
  WmWishlistAddItems?: Resolver<Maybe<ResolversTypes['WmWishlistItemsOutput']>, ParentType, ContextType, RequireFields<MutationWmWishlistAddItemsArgs, 'items' | 'sharing_code'>>;
  WmWishlistCreate?: Resolver<Maybe<ResolversTypes['WmWishlistCreateOutput']>, ParentType, ContextType>;
  WmWishlistRemoveItems?: Resolver<Maybe<ResolversTypes['WmWishlistItemsOutput']>, ParentType, ContextType, RequireFields<MutationWmWishlistRemoveItemsArgs, 'item_ids' | 'sharing_code'>>;
  addBundleProductsToCart?: Resolver<Maybe<ResolversTypes['AddBundleProductsToCartOutput']>, ParentType, ContextType, Partial<MutationAddBundleProductsToCartArgs>>;
  addConfigurableProductsToCart?: Resolver<Maybe<ResolversTypes['AddConfigurableProductsToCartOutput']>, ParentType, ContextType, Partial<MutationAddConfigurableProductsToCartArgs>>;
  addCustomFieldsToCart?: Resolver<Maybe<ResolversTypes['AddCustomFieldsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddCustomFieldsToCartArgs, 'input'>>;
  addDownloadableProductsToCart?: Resolver<Maybe<ResolversTypes['AddDownloadableProductsToCartOutput']>, ParentType, ContextType, Partial<MutationAddDownloadableProductsToCartArgs>>;
  addProductsToCart?: Resolver<Maybe<ResolversTypes['AddProductsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToCartArgs, 'cartId' | 'cartItems'>>;
  addProductsToRequisitionList?: Resolver<Maybe<ResolversTypes['AddProductsToRequisitionListOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToRequisitionListArgs, 'requisitionListItems' | 'requisitionListUid'>>;
  addProductsToWishlist?: Resolver<Maybe<ResolversTypes['AddProductsToWishlistOutput']>, ParentType, ContextType, RequireFields<MutationAddProductsToWishlistArgs, 'wishlistId' | 'wishlistItems'>>;
  addRequisitionListItemsToCart?: Resolver<Maybe<ResolversTypes['AddRequisitionListItemsToCartOutput']>, ParentType, ContextType, RequireFields<MutationAddRequisitionListItemsToCartArgs, 'requisitionListUid'>>;
  addSimpleProductsToCart?: Resolver<Maybe<ResolversTypes['AddSimpleProductsToCartOutput']>, ParentType, ContextType, Partial<MutationAddSimpleProductsToCartArgs>>;
  addVirtualProductsToCart?: Resolver<Maybe<ResolversTypes['AddVirtualProductsToCartOutput']>, ParentType, ContextType, Partial<MutationAddVirtualProductsToCartArgs>>;
  applyCouponToCart?: Resolver<Maybe<ResolversTypes['ApplyCouponToCartOutput']>, ParentType, ContextType, Partial<MutationApplyCouponToCartArgs>>;
  changeCustomerPassword?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType, RequireFields<MutationChangeCustomerPasswordArgs, 'currentPassword' | 'newPassword'>>;
  contactUs?: Resolver<Maybe<ResolversTypes['ContactUsOutput']>, ParentType, ContextType, RequireFields<MutationContactUsArgs, 'input'>>;
  createCustomer?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationCreateCustomerArgs, 'input'>>;
  createCustomerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<MutationCreateCustomerAddressArgs, 'input'>>;
  createCustomerV2?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationCreateCustomerV2Args, 'input'>>;
  createEmptyCart?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, Partial<MutationCreateEmptyCartArgs>>;
  createGuestCart?: Resolver<Maybe<ResolversTypes['CreateGuestCartOutput']>, ParentType, ContextType, Partial<MutationCreateGuestCartArgs>>;
  createProductReview?: Resolver<ResolversTypes['CreateProductReviewOutput'], ParentType, ContextType, RequireFields<MutationCreateProductReviewArgs, 'input'>>;
  createRequisitionList?: Resolver<Maybe<ResolversTypes['CreateRequisitionListOutput']>, ParentType, ContextType, Partial<MutationCreateRequisitionListArgs>>;
  deleteCustomerAddress?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationDeleteCustomerAddressArgs, 'id'>>;
  deletePaymentToken?: Resolver<Maybe<ResolversTypes['DeletePaymentTokenOutput']>, ParentType, ContextType, RequireFields<MutationDeletePaymentTokenArgs, 'public_hash'>>;
  deleteRequisitionList?: Resolver<Maybe<ResolversTypes['DeleteRequisitionListOutput']>, ParentType, ContextType, RequireFields<MutationDeleteRequisitionListArgs, 'requisitionListUid'>>;
  deleteRequisitionListItems?: Resolver<Maybe<ResolversTypes['DeleteRequisitionListItemsOutput']>, ParentType, ContextType, RequireFields<MutationDeleteRequisitionListItemsArgs, 'requisitionListItemUids' | 'requisitionListUid'>>;
  generateCustomerToken?: Resolver<Maybe<ResolversTypes['CustomerToken']>, ParentType, ContextType, RequireFields<MutationGenerateCustomerTokenArgs, 'email' | 'password'>>;
  mergeCarts?: Resolver<ResolversTypes['Cart'], ParentType, ContextType, RequireFields<MutationMergeCartsArgs, 'source_cart_id'>>;
  placeOrder?: Resolver<Maybe<ResolversTypes['PlaceOrderOutput']>, ParentType, ContextType, Partial<MutationPlaceOrderArgs>>;
  removeCouponFromCart?: Resolver<Maybe<ResolversTypes['RemoveCouponFromCartOutput']>, ParentType, ContextType, Partial<MutationRemoveCouponFromCartArgs>>;
  removeItemFromCart?: Resolver<Maybe<ResolversTypes['RemoveItemFromCartOutput']>, ParentType, ContextType, Partial<MutationRemoveItemFromCartArgs>>;
  removeProductsFromWishlist?: Resolver<Maybe<ResolversTypes['RemoveProductsFromWishlistOutput']>, ParentType, ContextType, RequireFields<MutationRemoveProductsFromWishlistArgs, 'wishlistId' | 'wishlistItemsIds'>>;
  reorderItems?: Resolver<Maybe<ResolversTypes['ReorderItemsOutput']>, ParentType, ContextType, RequireFields<MutationReorderItemsArgs, 'orderNumber'>>;
  requestPasswordResetEmail?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationRequestPasswordResetEmailArgs, 'email'>>;
  resetPassword?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'email' | 'newPassword' | 'resetPasswordToken'>>;
  revokeCustomerToken?: Resolver<Maybe<ResolversTypes['RevokeCustomerTokenOutput']>, ParentType, ContextType>;
  setBillingAddressOnCart?: Resolver<Maybe<ResolversTypes['SetBillingAddressOnCartOutput']>, ParentType, ContextType, Partial<MutationSetBillingAddressOnCartArgs>>;
  setGuestEmailOnCart?: Resolver<Maybe<ResolversTypes['SetGuestEmailOnCartOutput']>, ParentType, ContextType, Partial<MutationSetGuestEmailOnCartArgs>>;
  setPaymentMethodOnCart?: Resolver<Maybe<ResolversTypes['SetPaymentMethodOnCartOutput']>, ParentType, ContextType, Partial<MutationSetPaymentMethodOnCartArgs>>;
  setShippingAddressesOnCart?: Resolver<Maybe<ResolversTypes['SetShippingAddressesOnCartOutput']>, ParentType, ContextType, Partial<MutationSetShippingAddressesOnCartArgs>>;
  setShippingMethodsOnCart?: Resolver<Maybe<ResolversTypes['SetShippingMethodsOnCartOutput']>, ParentType, ContextType, Partial<MutationSetShippingMethodsOnCartArgs>>;
  subscribeEmailToNewsletter?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationSubscribeEmailToNewsletterArgs, 'email'>>;
  updateCartItems?: Resolver<Maybe<ResolversTypes['UpdateCartItemsOutput']>, ParentType, ContextType, Partial<MutationUpdateCartItemsArgs>>;
  updateCustomer?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerArgs, 'input'>>;
  updateCustomerAddress?: Resolver<Maybe<ResolversTypes['CustomerAddress']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerAddressArgs, 'id'>>;
  updateCustomerEmail?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerEmailArgs, 'email' | 'password'>>;
  updateCustomerV2?: Resolver<Maybe<ResolversTypes['CustomerOutput']>, ParentType, ContextType, RequireFields<MutationUpdateCustomerV2Args, 'input'>>;
  updateRequisitionList?: Resolver<Maybe<ResolversTypes['UpdateRequisitionListOutput']>, ParentType, ContextType, RequireFields<MutationUpdateRequisitionListArgs, 'requisitionListUid'>>;
  updateRequisitionListItems?: Resolver<Maybe<ResolversTypes['UpdateRequisitionListItemsOutput']>, ParentType, ContextType, RequireFields<MutationUpdateRequisitionListItemsArgs, 'requisitionListItems' | 'requisitionListUid'>>;
  wmAddSharedRequisitionListToCart?: Resolver<Maybe<ResolversTypes['AddRequisitionListItemsToCartOutput']>, ParentType, ContextType, RequireFields<MutationWmAddSharedRequisitionListToCartArgs, 'token'>>;
  wmConfirmNewsletterSubscription?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationWmConfirmNewsletterSubscriptionArgs, 'token'>>;
  wmShareRequisitionList?: Resolver<Maybe<ResolversTypes['WmShareRequisitionListOutput']>, ParentType, ContextType, RequireFields<MutationWmShareRequisitionListArgs, 'requisitionListUid'>>;
  wmSubscribeProductStockAlert?: Resolver<Maybe<ResolversTypes['WmProductStockAlertOutput']>, ParentType, ContextType, RequireFields<MutationWmSubscribeProductStockAlertArgs, 'input'>>;
  wmUnsubscribeNewsletter?: Resolver<Maybe<ResolversTypes['SubscribeEmailToNewsletterOutput']>, ParentType, ContextType, RequireFields<MutationWmUnsubscribeNewsletterArgs, 'token'>>;
};

export type OrderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  order_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  order_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderAddress'] = ResolversParentTypes['OrderAddress']> = {
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country_code?: Resolver<Maybe<ResolversTypes['CountryCodeEnum']>, ParentType, ContextType>;
  fax?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region_id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type OrderItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItem'] = ResolversParentTypes['OrderItem']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  entered_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['OrderItemPrices']>, ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  quantity_canceled?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_invoiced?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_ordered?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_refunded?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_returned?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  quantity_shipped?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  selected_options?: Resolver<Maybe<Array<Maybe<ResolversTypes['OrderItemOption']>>>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type OrderItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemInterface'] = ResolversParentTypes['OrderItemInterface']> = {
  __resolveType: TypeResolveFn<'DownloadableOrderItem' | 'OrderItem', ParentType, ContextType>;
};

export type OrderItemOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemOption'] = ResolversParentTypes['OrderItemOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderItemPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderItemPrices'] = ResolversParentTypes['OrderItemPrices']> = {
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  row_total_including_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_item_discount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type OrderPaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderPaymentMethod'] = ResolversParentTypes['OrderPaymentMethod']> = {
  additional_data?: Resolver<Maybe<Array<Maybe<ResolversTypes['KeyValue']>>>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type OrderShipmentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderShipment'] = ResolversParentTypes['OrderShipment']> = {
  comments?: Resolver<Maybe<Array<Maybe<ResolversTypes['SalesCommentItem']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShipmentItemInterface']>>>, ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tracking?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShipmentTracking']>>>, ParentType, ContextType>;
  wm_events?: Resolver<Array<ResolversTypes['WmShipmentEvent']>, ParentType, ContextType>;
  wm_stage?: Resolver<ResolversTypes['WmShipmentStage'], ParentType, ContextType>;
};

export type OrderTotalResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['OrderTotal'] = ResolversParentTypes['OrderTotal']> = {
  base_grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['Discount']>>>, ParentType, ContextType>;
  grand_total?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  shipping_handling?: Resolver<Maybe<ResolversTypes['ShippingHandling']>, ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  subtotal_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_shipping?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  total_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type PaymentTokenResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PaymentToken'] = ResolversParentTypes['PaymentToken']> = {
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  public_hash?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PaymentTokenTypeEnum'], ParentType, ContextType>;
};

export type PhysicalProductInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PhysicalProductInterface'] = ResolversParentTypes['PhysicalProductInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'ConfigurableProduct' | 'GroupedProduct' | 'SimpleProduct', ParentType, ContextType>;
};

export type PlaceOrderErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderError'] = ResolversParentTypes['PlaceOrderError']> = {
  code?: Resolver<ResolversTypes['PlaceOrderErrorCodes'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wm_error_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PlaceOrderOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PlaceOrderOutput'] = ResolversParentTypes['PlaceOrderOutput']> = {
  errors?: Resolver<Array<Maybe<ResolversTypes['PlaceOrderError']>>, ParentType, ContextType>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType>;
  orderV2?: Resolver<Maybe<ResolversTypes['CustomerOrder']>, ParentType, ContextType>;
};

export type PriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Price'] = ResolversParentTypes['Price']> = {
  amount?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
};

export type PriceDetailsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceDetails'] = ResolversParentTypes['PriceDetails']> = {
  discount_percentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  main_final_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  main_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PriceMatrixPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceMatrixPrice'] = ResolversParentTypes['PriceMatrixPrice']> = {
  price_excl_tax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  price_incl_tax?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type PriceRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['PriceRange'] = ResolversParentTypes['PriceRange']> = {
  maximum_price?: Resolver<Maybe<ResolversTypes['ProductPrice']>, ParentType, ContextType>;
  minimum_price?: Resolver<ResolversTypes['ProductPrice'], ParentType, ContextType>;
};

export type ProductCustomAttributesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductCustomAttributes'] = ResolversParentTypes['ProductCustomAttributes']> = {
  errors?: Resolver<Array<Maybe<ResolversTypes['AttributeMetadataError']>>, ParentType, ContextType>;
  items?: Resolver<Array<Maybe<ResolversTypes['AttributeValueInterface']>>, ParentType, ContextType>;
};

export type ProductDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductDiscount'] = ResolversParentTypes['ProductDiscount']> = {
  amount_off?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  percent_off?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type ProductImageResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductImage'] = ResolversParentTypes['ProductImage']> = {
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductInterface'] = ResolversParentTypes['ProductInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'ConfigurableProduct' | 'DownloadableProduct' | 'GroupedProduct' | 'SimpleProduct' | 'VirtualProduct', ParentType, ContextType>;
};

export type ProductLinksResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductLinks'] = ResolversParentTypes['ProductLinks']> = {
  link_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linked_product_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linked_product_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductLinksInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductLinksInterface'] = ResolversParentTypes['ProductLinksInterface']> = {
  __resolveType: TypeResolveFn<'ProductLinks', ParentType, ContextType>;
};

export type ProductMediaGalleryEntriesVideoContentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductMediaGalleryEntriesVideoContent'] = ResolversParentTypes['ProductMediaGalleryEntriesVideoContent']> = {
  media_type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_metadata?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_provider?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ProductPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrice'] = ResolversParentTypes['ProductPrice']> = {
  discount?: Resolver<Maybe<ResolversTypes['ProductDiscount']>, ParentType, ContextType>;
  final_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  fixed_product_taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['FixedProductTax']>>>, ParentType, ContextType>;
  regular_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ProductPricesResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductPrices'] = ResolversParentTypes['ProductPrices']> = {
  maximalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  minimalPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
  regularPrice?: Resolver<Maybe<ResolversTypes['Price']>, ParentType, ContextType>;
};

export type ProductReviewResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReview'] = ResolversParentTypes['ProductReview']> = {
  average_rating?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  ratings_breakdown?: Resolver<Array<Maybe<ResolversTypes['ProductReviewRating']>>, ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewRatingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewRating'] = ResolversParentTypes['ProductReviewRating']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewRatingMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewRatingMetadata'] = ResolversParentTypes['ProductReviewRatingMetadata']> = {
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['ProductReviewRatingValueMetadata']>>, ParentType, ContextType>;
};

export type ProductReviewRatingValueMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewRatingValueMetadata'] = ResolversParentTypes['ProductReviewRatingValueMetadata']> = {
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProductReviewRatingsMetadataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviewRatingsMetadata'] = ResolversParentTypes['ProductReviewRatingsMetadata']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['ProductReviewRatingMetadata']>>, ParentType, ContextType>;
};

export type ProductReviewsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductReviews'] = ResolversParentTypes['ProductReviews']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['ProductReview']>>, ParentType, ContextType>;
  page_info?: Resolver<ResolversTypes['SearchResultPageInfo'], ParentType, ContextType>;
};

export type ProductVideoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ProductVideo'] = ResolversParentTypes['ProductVideo']> = {
  disabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  video_content?: Resolver<Maybe<ResolversTypes['ProductMediaGalleryEntriesVideoContent']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProductsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Products'] = ResolversParentTypes['Products']> = {
  aggregations?: Resolver<Maybe<Array<Maybe<ResolversTypes['Aggregation']>>>, ParentType, ContextType, Partial<ProductsAggregationsArgs>>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  sort_fields?: Resolver<Maybe<ResolversTypes['SortFields']>, ParentType, ContextType>;
  suggestions?: Resolver<Maybe<Array<Maybe<ResolversTypes['SearchSuggestion']>>>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  WmBlogPost?: Resolver<Maybe<ResolversTypes['WmBlogPost']>, ParentType, ContextType, RequireFields<QueryWmBlogPostArgs, 'slug'>>;
  WmBlogPosts?: Resolver<Maybe<ResolversTypes['WmBlogPostsOutput']>, ParentType, ContextType, RequireFields<QueryWmBlogPostsArgs, 'currentPage' | 'pageSize'>>;
  WmLicensePlateSearch?: Resolver<Maybe<ResolversTypes['WmLicensePlateResult']>, ParentType, ContextType, RequireFields<QueryWmLicensePlateSearchArgs, 'license_plate'>>;
  WmPartFinderBrands?: Resolver<Maybe<ResolversTypes['WmPartFinderBrandsOutput']>, ParentType, ContextType, RequireFields<QueryWmPartFinderBrandsArgs, 'currentPage' | 'pageSize'>>;
  WmPartFinderFinders?: Resolver<Maybe<ResolversTypes['WmPartFinderFindersOutput']>, ParentType, ContextType, RequireFields<QueryWmPartFinderFindersArgs, 'currentPage' | 'pageSize'>>;
  WmPartFinderInfo?: Resolver<Maybe<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType, RequireFields<QueryWmPartFinderInfoArgs, 'brand' | 'finder_id' | 'model'>>;
  WmPartFinderModels?: Resolver<Maybe<ResolversTypes['WmPartFinderModelsOutput']>, ParentType, ContextType, RequireFields<QueryWmPartFinderModelsArgs, 'currentPage' | 'pageSize'>>;
  WmPasswordResetTokenStatus?: Resolver<ResolversTypes['WmPasswordResetTokenStatus'], ParentType, ContextType, RequireFields<QueryWmPasswordResetTokenStatusArgs, 'email' | 'resetPasswordToken'>>;
  WmWishlist?: Resolver<Maybe<ResolversTypes['WmGuestWishlist']>, ParentType, ContextType, RequireFields<QueryWmWishlistArgs, 'currentPage' | 'pageSize' | 'sharing_code'>>;
  WmWishlistItemsCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType, RequireFields<QueryWmWishlistItemsCountArgs, 'sharing_code'>>;
  attributesList?: Resolver<Maybe<ResolversTypes['AttributesMetadataOutput']>, ParentType, ContextType, RequireFields<QueryAttributesListArgs, 'entityType'>>;
  availableStores?: Resolver<Maybe<Array<Maybe<ResolversTypes['StoreConfig']>>>, ParentType, ContextType, Partial<QueryAvailableStoresArgs>>;
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType, RequireFields<QueryCartArgs, 'cart_id'>>;
  categories?: Resolver<Maybe<ResolversTypes['CategoryResult']>, ParentType, ContextType, RequireFields<QueryCategoriesArgs, 'currentPage' | 'pageSize'>>;
  categoryList?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryTree']>>>, ParentType, ContextType, RequireFields<QueryCategoryListArgs, 'currentPage' | 'pageSize'>>;
  cmsBlocks?: Resolver<Maybe<ResolversTypes['CmsBlocks']>, ParentType, ContextType, Partial<QueryCmsBlocksArgs>>;
  cmsPage?: Resolver<Maybe<ResolversTypes['CmsPage']>, ParentType, ContextType, Partial<QueryCmsPageArgs>>;
  countries?: Resolver<Maybe<Array<Maybe<ResolversTypes['Country']>>>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['Country']>, ParentType, ContextType, Partial<QueryCountryArgs>>;
  currency?: Resolver<Maybe<ResolversTypes['Currency']>, ParentType, ContextType>;
  customAttributeMetadataV2?: Resolver<ResolversTypes['AttributesMetadataOutput'], ParentType, ContextType, Partial<QueryCustomAttributeMetadataV2Args>>;
  customer?: Resolver<Maybe<ResolversTypes['Customer']>, ParentType, ContextType>;
  customerCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  customerDownloadableProducts?: Resolver<Maybe<ResolversTypes['CustomerDownloadableProducts']>, ParentType, ContextType>;
  customerPaymentTokens?: Resolver<Maybe<ResolversTypes['CustomerPaymentTokens']>, ParentType, ContextType>;
  isEmailAvailable?: Resolver<Maybe<ResolversTypes['IsEmailAvailableOutput']>, ParentType, ContextType, RequireFields<QueryIsEmailAvailableArgs, 'email'>>;
  megaMenuItems?: Resolver<Maybe<Array<Maybe<ResolversTypes['MegaMenuItem']>>>, ParentType, ContextType, Partial<QueryMegaMenuItemsArgs>>;
  productReviewRatingsMetadata?: Resolver<ResolversTypes['ProductReviewRatingsMetadata'], ParentType, ContextType>;
  products?: Resolver<Maybe<ResolversTypes['Products']>, ParentType, ContextType, RequireFields<QueryProductsArgs, 'currentPage' | 'pageSize'>>;
  recaptchaV3Config?: Resolver<Maybe<ResolversTypes['ReCaptchaConfigurationV3']>, ParentType, ContextType>;
  route?: Resolver<Maybe<ResolversTypes['RoutableInterface']>, ParentType, ContextType, RequireFields<QueryRouteArgs, 'url'>>;
  storeConfig?: Resolver<Maybe<ResolversTypes['StoreConfig']>, ParentType, ContextType>;
  urlResolver?: Resolver<Maybe<ResolversTypes['EntityUrl']>, ParentType, ContextType, RequireFields<QueryUrlResolverArgs, 'url'>>;
  wmPartDiagram?: Resolver<Maybe<ResolversTypes['WmPartAssembly']>, ParentType, ContextType, RequireFields<QueryWmPartDiagramArgs, 'model_id' | 'uid'>>;
  wmPartDiagrams?: Resolver<Array<ResolversTypes['WmPartAssembly']>, ParentType, ContextType, RequireFields<QueryWmPartDiagramsArgs, 'model_id'>>;
  wmResolvePartNumbers?: Resolver<Array<ResolversTypes['WmPartNumberMatch']>, ParentType, ContextType, RequireFields<QueryWmResolvePartNumbersArgs, 'part_numbers'>>;
  wmSharedRequisitionList?: Resolver<Maybe<ResolversTypes['WmSharedRequisitionList']>, ParentType, ContextType, RequireFields<QueryWmSharedRequisitionListArgs, 'token'>>;
};

export type ReCaptchaConfigurationV3Resolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReCaptchaConfigurationV3'] = ResolversParentTypes['ReCaptchaConfigurationV3']> = {
  badge_position?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  failure_message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  forms?: Resolver<Array<Maybe<ResolversTypes['ReCaptchaFormEnum']>>, ParentType, ContextType>;
  is_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  language_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimum_score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  theme?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  website_key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RegionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = {
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RemoveCouponFromCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveCouponFromCartOutput'] = ResolversParentTypes['RemoveCouponFromCartOutput']> = {
  cart?: Resolver<Maybe<ResolversTypes['Cart']>, ParentType, ContextType>;
};

export type RemoveItemFromCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveItemFromCartOutput'] = ResolversParentTypes['RemoveItemFromCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type RemoveProductsFromWishlistOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RemoveProductsFromWishlistOutput'] = ResolversParentTypes['RemoveProductsFromWishlistOutput']> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['Wishlist'], ParentType, ContextType>;
};

export type ReorderItemsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ReorderItemsOutput'] = ResolversParentTypes['ReorderItemsOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  userInputErrors?: Resolver<Array<Maybe<ResolversTypes['CheckoutUserInputError']>>, ParentType, ContextType>;
};

export type RequisitionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequisitionList'] = ResolversParentTypes['RequisitionList']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<ResolversTypes['RequisitionListItems']>, ParentType, ContextType, RequireFields<RequisitionListItemsArgs, 'currentPage' | 'pageSize'>>;
  items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_share_token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type RequisitionListItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequisitionListItemInterface'] = ResolversParentTypes['RequisitionListItemInterface']> = {
  __resolveType: TypeResolveFn<'SimpleRequisitionListItem', ParentType, ContextType>;
};

export type RequisitionListItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequisitionListItems'] = ResolversParentTypes['RequisitionListItems']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['RequisitionListItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_pages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RequisitionListsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RequisitionLists'] = ResolversParentTypes['RequisitionLists']> = {
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['RequisitionList']>>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type RevokeCustomerTokenOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RevokeCustomerTokenOutput'] = ResolversParentTypes['RevokeCustomerTokenOutput']> = {
  result?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type RoutableInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutableInterface'] = ResolversParentTypes['RoutableInterface']> = {
  __resolveType: TypeResolveFn<'BundleProduct' | 'CategoryTree' | 'CmsPage' | 'ConfigurableProduct' | 'DownloadableProduct' | 'GroupedProduct' | 'RoutableUrl' | 'SimpleProduct' | 'VirtualProduct', ParentType, ContextType>;
};

export type RoutableUrlResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['RoutableUrl'] = ResolversParentTypes['RoutableUrl']> = {
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SalesCommentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SalesCommentItem'] = ResolversParentTypes['SalesCommentItem']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultPageInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchResultPageInfo'] = ResolversParentTypes['SearchResultPageInfo']> = {
  current_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page_size?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  total_pages?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SearchSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = {
  search?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedBundleOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedBundleOption'] = ResolversParentTypes['SelectedBundleOption']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['SelectedBundleOptionValue']>>, ParentType, ContextType>;
};

export type SelectedBundleOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedBundleOptionValue'] = ResolversParentTypes['SelectedBundleOptionValue']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  original_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  priceV2?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SelectedConfigurableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedConfigurableOption'] = ResolversParentTypes['SelectedConfigurableOption']> = {
  configurable_product_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  configurable_product_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  option_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value_label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedCustomizableOptionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedCustomizableOption'] = ResolversParentTypes['SelectedCustomizableOption']> = {
  customizable_option_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  is_required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOptionValue']>>, ParentType, ContextType>;
};

export type SelectedCustomizableOptionValueResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedCustomizableOptionValue'] = ResolversParentTypes['SelectedCustomizableOptionValue']> = {
  customizable_option_value_uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['CartItemSelectedOptionValuePrice'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SelectedPaymentMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedPaymentMethod'] = ResolversParentTypes['SelectedPaymentMethod']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  purchase_order_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wm_card?: Resolver<Maybe<ResolversTypes['WmSelectedCard']>, ParentType, ContextType>;
  wm_vipps?: Resolver<Maybe<ResolversTypes['WmVippsPayment']>, ParentType, ContextType>;
};

export type SelectedShippingMethodResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SelectedShippingMethod'] = ResolversParentTypes['SelectedShippingMethod']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  carrier_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  carrier_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  method_title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  price_excl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  price_incl_tax?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SetBillingAddressOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetBillingAddressOnCartOutput'] = ResolversParentTypes['SetBillingAddressOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetGuestEmailOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetGuestEmailOnCartOutput'] = ResolversParentTypes['SetGuestEmailOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetPaymentMethodOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetPaymentMethodOnCartOutput'] = ResolversParentTypes['SetPaymentMethodOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetShippingAddressesOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetShippingAddressesOnCartOutput'] = ResolversParentTypes['SetShippingAddressesOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type SetShippingMethodsOnCartOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SetShippingMethodsOnCartOutput'] = ResolversParentTypes['SetShippingMethodsOnCartOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
};

export type ShipmentItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentItem'] = ResolversParentTypes['ShipmentItem']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  order_item?: Resolver<Maybe<ResolversTypes['OrderItemInterface']>, ParentType, ContextType>;
  product_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_sale_price?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  product_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity_shipped?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShipmentItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentItemInterface'] = ResolversParentTypes['ShipmentItemInterface']> = {
  __resolveType: TypeResolveFn<'ShipmentItem', ParentType, ContextType>;
};

export type ShipmentTrackingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShipmentTracking'] = ResolversParentTypes['ShipmentTracking']> = {
  carrier?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ShippingCartAddressResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingCartAddress'] = ResolversParentTypes['ShippingCartAddress']> = {
  available_shipping_methods?: Resolver<Maybe<Array<Maybe<ResolversTypes['AvailableShippingMethod']>>>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['CartAddressCountry'], ParentType, ContextType>;
  customer_notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lastname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  middlename?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['CartAddressRegion']>, ParentType, ContextType>;
  same_as_billing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  selected_shipping_method?: Resolver<Maybe<ResolversTypes['SelectedShippingMethod']>, ParentType, ContextType>;
  street?: Resolver<Array<Maybe<ResolversTypes['String']>>, ParentType, ContextType>;
  suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telephone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vat_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShippingDiscountResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingDiscount'] = ResolversParentTypes['ShippingDiscount']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type ShippingHandlingResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['ShippingHandling'] = ResolversParentTypes['ShippingHandling']> = {
  amount_excluding_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  amount_including_tax?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  discounts?: Resolver<Maybe<Array<Maybe<ResolversTypes['ShippingDiscount']>>>, ParentType, ContextType>;
  taxes?: Resolver<Maybe<Array<Maybe<ResolversTypes['TaxItem']>>>, ParentType, ContextType>;
  total_amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
};

export type SimpleCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleCartItem'] = ResolversParentTypes['SimpleCartItem']> = {
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleProduct'] = ResolversParentTypes['SimpleProduct']> = {
  ag_produktgruppe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributesV2?: Resolver<Maybe<ResolversTypes['ProductCustomAttributes']>, ParentType, ContextType, Partial<SimpleProductCustom_AttributesV2Args>>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableOptionInterface']>>>, ParentType, ContextType>;
  options_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_matrix_price?: Resolver<Maybe<ResolversTypes['PriceMatrixPrice']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Maybe<Array<Maybe<ResolversTypes['TierPrice']>>>, ParentType, ContextType>;
  product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductLinksInterface']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<SimpleProductReviewsArgs, 'currentPage' | 'pageSize'>>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  wm_backorders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wm_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_order_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wm_pf_fitments?: Resolver<Array<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType>;
  wm_supplier_lead_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wm_universal_fit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleRequisitionListItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleRequisitionListItem'] = ResolversParentTypes['SimpleRequisitionListItem']> = {
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  wm_sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SimpleWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SimpleWishlistItem'] = ResolversParentTypes['SimpleWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SortFieldResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortField'] = ResolversParentTypes['SortField']> = {
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SortFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SortFields'] = ResolversParentTypes['SortFields']> = {
  default?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['SortField']>>>, ParentType, ContextType>;
};

export type StoreConfigResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['StoreConfig'] = ResolversParentTypes['StoreConfig']> = {
  absolute_footer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_guests_to_write_product_reviews?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_items?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allow_order?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  autocomplete_on_storefront?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  base_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_static_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cart_expires_in_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  cart_summary_display_quantity?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  catalog_default_sort_by?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catalog_display_tax?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  category_fixed_product_tax_display_setting?: Resolver<Maybe<ResolversTypes['FixedProductTaxDisplaySettings']>, ParentType, ContextType>;
  category_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_home_page?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_no_cookies?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cms_no_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  configurable_thumbnail_source?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  countries_with_required_region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  create_account_confirmation?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  customer_access_token_lifetime?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  default_country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_display_currency_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_keywords?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  default_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  demonotice?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  display_state_if_optional?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  front?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grid_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  grid_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  head_includes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  head_shortcut_icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  header_logo_src?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hide_cart_button?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  is_default_store?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_default_store_group?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_guest_checkout_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  is_one_page_checkout_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  list_mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list_per_page?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  list_per_page_values?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logo_height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  logo_width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  magento_wishlist_general_is_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  max_items_in_order_summary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minicart_display?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  minicart_max_items?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum_password_length?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newsletter_enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  no_route?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  optional_zip_countries?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  payment_payflowpro_cc_vault_active?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_fixed_product_tax_display_setting?: Resolver<Maybe<ResolversTypes['FixedProductTaxDisplaySettings']>, ParentType, ContextType>;
  product_reviews_enabled?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required_character_classes_number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  root_category_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  root_category_uid?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sales_fixed_product_tax_display_setting?: Resolver<Maybe<ResolversTypes['FixedProductTaxDisplaySettings']>, ParentType, ContextType>;
  secure_base_link_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_media_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_static_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  secure_base_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shopping_cart_display_full_summary?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shopping_cart_display_grand_total?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  shopping_cart_display_price?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shopping_cart_display_shipping?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shopping_cart_display_subtotal?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shopping_cart_display_zero_tax?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  show_cms_breadcrumbs?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  sticky_header?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  store_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  store_group_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  store_sort_order?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  timezone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_prefix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_separator?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  top_bar_block_background_color?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  top_bar_block_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  top_bar_block_identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  top_menu_block_identifier?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  use_store_in_url?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  website_code?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  website_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  website_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  weight_unit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welcome?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wishlist_enabled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
};

export type SubscribeEmailToNewsletterOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SubscribeEmailToNewsletterOutput'] = ResolversParentTypes['SubscribeEmailToNewsletterOutput']> = {
  status?: Resolver<Maybe<ResolversTypes['SubscriptionStatusesEnum']>, ParentType, ContextType>;
};

export type SwatchDataInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['SwatchDataInterface'] = ResolversParentTypes['SwatchDataInterface']> = {
  __resolveType: TypeResolveFn<'ColorSwatchData' | 'ImageSwatchData' | 'TextSwatchData', ParentType, ContextType>;
};

export type TaxItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TaxItem'] = ResolversParentTypes['TaxItem']> = {
  amount?: Resolver<ResolversTypes['Money'], ParentType, ContextType>;
  rate?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextSwatchDataResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TextSwatchData'] = ResolversParentTypes['TextSwatchData']> = {
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TierPriceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['TierPrice'] = ResolversParentTypes['TierPrice']> = {
  discount?: Resolver<Maybe<ResolversTypes['ProductDiscount']>, ParentType, ContextType>;
  final_price?: Resolver<Maybe<ResolversTypes['Money']>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type UpdateCartItemsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateCartItemsOutput'] = ResolversParentTypes['UpdateCartItemsOutput']> = {
  cart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;
  errors?: Resolver<Array<Maybe<ResolversTypes['CartUserInputError']>>, ParentType, ContextType>;
};

export type UpdateRequisitionListItemsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateRequisitionListItemsOutput'] = ResolversParentTypes['UpdateRequisitionListItemsOutput']> = {
  requisition_list?: Resolver<Maybe<ResolversTypes['RequisitionList']>, ParentType, ContextType>;
};

export type UpdateRequisitionListOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UpdateRequisitionListOutput'] = ResolversParentTypes['UpdateRequisitionListOutput']> = {
  requisition_list?: Resolver<Maybe<ResolversTypes['RequisitionList']>, ParentType, ContextType>;
};

export type UrlRewriteResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['UrlRewrite'] = ResolversParentTypes['UrlRewrite']> = {
  parameters?: Resolver<Maybe<Array<Maybe<ResolversTypes['HttpQueryParameter']>>>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type VirtualCartItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VirtualCartItem'] = ResolversParentTypes['VirtualCartItem']> = {
  customizable_options?: Resolver<Array<Maybe<ResolversTypes['SelectedCustomizableOption']>>, ParentType, ContextType>;
  errors?: Resolver<Maybe<Array<Maybe<ResolversTypes['CartItemError']>>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  is_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  not_available_message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prices?: Resolver<Maybe<ResolversTypes['CartItemPrices']>, ParentType, ContextType>;
  product?: Resolver<ResolversTypes['ProductInterface'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VirtualProductResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VirtualProduct'] = ResolversParentTypes['VirtualProduct']> = {
  ag_produktgruppe?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  canonical_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  categories?: Resolver<Maybe<Array<Maybe<ResolversTypes['CategoryInterface']>>>, ParentType, ContextType>;
  color?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  country_of_manufacture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crosssell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  custom_attributesV2?: Resolver<Maybe<ResolversTypes['ProductCustomAttributes']>, ParentType, ContextType, Partial<VirtualProductCustom_AttributesV2Args>>;
  description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  gift_message_available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  max_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  media_gallery?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryInterface']>>>, ParentType, ContextType>;
  media_gallery_entries?: Resolver<Maybe<Array<Maybe<ResolversTypes['MediaGalleryEntry']>>>, ParentType, ContextType>;
  meta_description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  meta_title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  min_sale_qty?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  new_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  only_x_left_in_stock?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  options?: Resolver<Maybe<Array<Maybe<ResolversTypes['CustomizableOptionInterface']>>>, ParentType, ContextType>;
  options_container?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['ProductPrices']>, ParentType, ContextType>;
  price_matrix_price?: Resolver<Maybe<ResolversTypes['PriceMatrixPrice']>, ParentType, ContextType>;
  price_range?: Resolver<ResolversTypes['PriceRange'], ParentType, ContextType>;
  price_tiers?: Resolver<Maybe<Array<Maybe<ResolversTypes['TierPrice']>>>, ParentType, ContextType>;
  product_links?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductLinksInterface']>>>, ParentType, ContextType>;
  quantity?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rating_summary?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  redirect_code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  related_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  relative_url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  review_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reviews?: Resolver<ResolversTypes['ProductReviews'], ParentType, ContextType, RequireFields<VirtualProductReviewsArgs, 'currentPage' | 'pageSize'>>;
  short_description?: Resolver<Maybe<ResolversTypes['ComplexTextValue']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  small_image?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  special_from_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  special_price?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  special_to_date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stock_status?: Resolver<Maybe<ResolversTypes['ProductStockStatus']>, ParentType, ContextType>;
  swatch_image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['ProductImage']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['UrlRewriteEntityTypeEnum']>, ParentType, ContextType>;
  type_id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  upsell_products?: Resolver<Maybe<Array<Maybe<ResolversTypes['ProductInterface']>>>, ParentType, ContextType>;
  url_key?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_path?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url_rewrites?: Resolver<Maybe<Array<Maybe<ResolversTypes['UrlRewrite']>>>, ParentType, ContextType>;
  url_suffix?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_backorders?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wm_delivery_time?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wm_order_product?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  wm_pf_fitments?: Resolver<Array<ResolversTypes['WmPartFinderInfo']>, ParentType, ContextType>;
  wm_supplier_lead_days?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wm_universal_fit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VirtualWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['VirtualWishlistItem'] = ResolversParentTypes['VirtualWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WishListUserInputErrorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishListUserInputError'] = ResolversParentTypes['WishListUserInputError']> = {
  code?: Resolver<ResolversTypes['WishListUserInputErrorType'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['Wishlist'] = ResolversParentTypes['Wishlist']> = {
  id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  items_v2?: Resolver<Maybe<ResolversTypes['WishlistItems']>, ParentType, ContextType, RequireFields<WishlistItems_V2Args, 'currentPage' | 'pageSize'>>;
  sharing_code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WishlistItemInterfaceResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItemInterface'] = ResolversParentTypes['WishlistItemInterface']> = {
  __resolveType: TypeResolveFn<'BundleWishlistItem' | 'ConfigurableWishlistItem' | 'DownloadableWishlistItem' | 'GroupedProductWishlistItem' | 'SimpleWishlistItem' | 'VirtualWishlistItem', ParentType, ContextType>;
};

export type WishlistItemsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WishlistItems'] = ResolversParentTypes['WishlistItems']> = {
  items?: Resolver<Array<Maybe<ResolversTypes['WishlistItemInterface']>>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
};

export type WmBlogPostResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmBlogPost'] = ResolversParentTypes['WmBlogPost']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  published_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmBlogPostsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmBlogPostsOutput'] = ResolversParentTypes['WmBlogPostsOutput']> = {
  items?: Resolver<Array<ResolversTypes['WmBlogPost']>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WmCustomerOrderFieldsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmCustomerOrderFields'] = ResolversParentTypes['WmCustomerOrderFields']> = {
  customer_order_no?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  customer_ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WmGuestWishlistResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmGuestWishlist'] = ResolversParentTypes['WmGuestWishlist']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Maybe<Array<Maybe<ResolversTypes['WmGuestWishlistItem']>>>, ParentType, ContextType>;
  items_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  page_info?: Resolver<Maybe<ResolversTypes['SearchResultPageInfo']>, ParentType, ContextType>;
  sharing_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmGuestWishlistItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmGuestWishlistItem'] = ResolversParentTypes['WmGuestWishlistItem']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  configured_variant?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WmInvoiceTermsResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmInvoiceTerms'] = ResolversParentTypes['WmInvoiceTerms']> = {
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  due_date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmLicensePlateResultResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmLicensePlateResult'] = ResolversParentTypes['WmLicensePlateResult']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_exists?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  brand_finder_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model_exists?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  suggestions?: Resolver<Maybe<Array<Maybe<ResolversTypes['WmLicensePlateSuggestion']>>>, ParentType, ContextType>;
  vehicle?: Resolver<Maybe<ResolversTypes['WmRegisteredVehicle']>, ParentType, ContextType>;
};

export type WmLicensePlateSuggestionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmLicensePlateSuggestion'] = ResolversParentTypes['WmLicensePlateSuggestion']> = {
  brand?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand_finder_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  brand_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  models?: Resolver<Maybe<Array<Maybe<ResolversTypes['WmLicensePlateSuggestionModel']>>>, ParentType, ContextType>;
};

export type WmLicensePlateSuggestionModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmLicensePlateSuggestionModel'] = ResolversParentTypes['WmLicensePlateSuggestionModel']> = {
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model_id?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WmNumberRangeResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmNumberRange'] = ResolversParentTypes['WmNumberRange']> = {
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type WmPartAssemblyResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartAssembly'] = ResolversParentTypes['WmPartAssembly']> = {
  image_height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image_width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  position_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  positions?: Resolver<Array<ResolversTypes['WmPartDiagramPosition']>, ParentType, ContextType>;
  sort_order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmPartDiagramPositionResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartDiagramPosition'] = ResolversParentTypes['WmPartDiagramPosition']> = {
  position?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  x?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  y?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type WmPartFinderBrandResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderBrand'] = ResolversParentTypes['WmPartFinderBrand']> = {
  brand_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  finder_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmPartFinderBrandsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderBrandsOutput'] = ResolversParentTypes['WmPartFinderBrandsOutput']> = {
  items?: Resolver<Array<ResolversTypes['WmPartFinderBrand']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WmPartFinderFinderResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderFinder'] = ResolversParentTypes['WmPartFinderFinder']> = {
  finder_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmPartFinderFindersOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderFindersOutput'] = ResolversParentTypes['WmPartFinderFindersOutput']> = {
  items?: Resolver<Array<ResolversTypes['WmPartFinderFinder']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WmPartFinderInfoResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderInfo'] = ResolversParentTypes['WmPartFinderInfo']> = {
  brand?: Resolver<Maybe<ResolversTypes['WmPartFinderInfoItem']>, ParentType, ContextType>;
  finder?: Resolver<Maybe<ResolversTypes['WmPartFinderInfoItem']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['WmPartFinderInfoItem']>, ParentType, ContextType>;
};

export type WmPartFinderInfoItemResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderInfoItem'] = ResolversParentTypes['WmPartFinderInfoItem']> = {
  id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmPartFinderModelResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderModel'] = ResolversParentTypes['WmPartFinderModel']> = {
  brand_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model_id?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  year_from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  year_to?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WmPartFinderModelsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartFinderModelsOutput'] = ResolversParentTypes['WmPartFinderModelsOutput']> = {
  items?: Resolver<Array<ResolversTypes['WmPartFinderModel']>, ParentType, ContextType>;
  total_count?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type WmPartNumberMatchResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmPartNumberMatch'] = ResolversParentTypes['WmPartNumberMatch']> = {
  match_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent_sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  part_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['ProductInterface']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WmPartNumberMatchStatus'], ParentType, ContextType>;
};

export type WmProductStockAlertOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmProductStockAlertOutput'] = ResolversParentTypes['WmProductStockAlertOutput']> = {
  created?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmQuoteRequestResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmQuoteRequest'] = ResolversParentTypes['WmQuoteRequest']> = {
  created_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  product_name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  sku?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmQuoteRequestOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmQuoteRequestOutput'] = ResolversParentTypes['WmQuoteRequestOutput']> = {
  quote_request?: Resolver<ResolversTypes['WmQuoteRequest'], ParentType, ContextType>;
};

export type WmRegisteredVehicleResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmRegisteredVehicle'] = ResolversParentTypes['WmRegisteredVehicle']> = {
  first_registered?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  is_farm_vehicle?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  license_plate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  make?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  trade_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type_designation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicle_class?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicle_class_name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WmSelectedCardResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmSelectedCard'] = ResolversParentTypes['WmSelectedCard']> = {
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  last4?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmShareRequisitionListOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmShareRequisitionListOutput'] = ResolversParentTypes['WmShareRequisitionListOutput']> = {
  requisition_list?: Resolver<Maybe<ResolversTypes['RequisitionList']>, ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmSharedRequisitionListResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmSharedRequisitionList'] = ResolversParentTypes['WmSharedRequisitionList']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Maybe<ResolversTypes['RequisitionListItems']>, ParentType, ContextType, RequireFields<WmSharedRequisitionListItemsArgs, 'currentPage' | 'pageSize'>>;
  items_count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated_at?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WmShipmentEventResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmShipmentEvent'] = ResolversParentTypes['WmShipmentEvent']> = {
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stage?: Resolver<ResolversTypes['WmShipmentStage'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmTractorResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmTractor'] = ResolversParentTypes['WmTractor']> = {
  added_at?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['WmPartFinderInfoItem'], ParentType, ContextType>;
  finder?: Resolver<ResolversTypes['WmPartFinderInfoItem'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  is_active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  license_plate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['WmPartFinderInfoItem'], ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type WmVippsPaymentResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmVippsPayment'] = ResolversParentTypes['WmVippsPayment']> = {
  phone_number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  redirect_url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmWishlistCreateOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmWishlistCreateOutput'] = ResolversParentTypes['WmWishlistCreateOutput']> = {
  sharing_code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WmWishlistItemsOutputResolvers<ContextType = GraphQLContext, ParentType extends ResolversParentTypes['WmWishlistItemsOutput'] = ResolversParentTypes['WmWishlistItemsOutput']> = {
  user_errors?: Resolver<Array<Maybe<ResolversTypes['WishListUserInputError']>>, ParentType, ContextType>;
  wishlist?: Resolver<ResolversTypes['WmGuestWishlist'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GraphQLContext> = {
  AddBundleProductsToCartOutput?: AddBundleProductsToCartOutputResolvers<ContextType>;
  AddConfigurableProductsToCartOutput?: AddConfigurableProductsToCartOutputResolvers<ContextType>;
  AddCustomFieldsToCartOutput?: AddCustomFieldsToCartOutputResolvers<ContextType>;
  AddDownloadableProductsToCartOutput?: AddDownloadableProductsToCartOutputResolvers<ContextType>;
  AddProductsToCartOutput?: AddProductsToCartOutputResolvers<ContextType>;
  AddProductsToRequisitionListOutput?: AddProductsToRequisitionListOutputResolvers<ContextType>;
  AddProductsToWishlistOutput?: AddProductsToWishlistOutputResolvers<ContextType>;
  AddRequisitionListItemToCartUserError?: AddRequisitionListItemToCartUserErrorResolvers<ContextType>;
  AddRequisitionListItemsToCartOutput?: AddRequisitionListItemsToCartOutputResolvers<ContextType>;
  AddSimpleProductsToCartOutput?: AddSimpleProductsToCartOutputResolvers<ContextType>;
  AddVirtualProductsToCartOutput?: AddVirtualProductsToCartOutputResolvers<ContextType>;
  Aggregation?: AggregationResolvers<ContextType>;
  AggregationOption?: AggregationOptionResolvers<ContextType>;
  AggregationOptionInterface?: AggregationOptionInterfaceResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  ApplyCouponToCartOutput?: ApplyCouponToCartOutputResolvers<ContextType>;
  AttributeMetadataError?: AttributeMetadataErrorResolvers<ContextType>;
  AttributeOptionMetadata?: AttributeOptionMetadataResolvers<ContextType>;
  AttributeSelectedOption?: AttributeSelectedOptionResolvers<ContextType>;
  AttributeSelectedOptionInterface?: AttributeSelectedOptionInterfaceResolvers<ContextType>;
  AttributeSelectedOptions?: AttributeSelectedOptionsResolvers<ContextType>;
  AttributeValue?: AttributeValueResolvers<ContextType>;
  AttributeValueInterface?: AttributeValueInterfaceResolvers<ContextType>;
  AttributesMetadataOutput?: AttributesMetadataOutputResolvers<ContextType>;
  AvailablePaymentMethod?: AvailablePaymentMethodResolvers<ContextType>;
  AvailableShippingMethod?: AvailableShippingMethodResolvers<ContextType>;
  BillingCartAddress?: BillingCartAddressResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  BundleCartItem?: BundleCartItemResolvers<ContextType>;
  BundleItem?: BundleItemResolvers<ContextType>;
  BundleItemOption?: BundleItemOptionResolvers<ContextType>;
  BundleProduct?: BundleProductResolvers<ContextType>;
  BundleWishlistItem?: BundleWishlistItemResolvers<ContextType>;
  Cart?: CartResolvers<ContextType>;
  CartAddressCountry?: CartAddressCountryResolvers<ContextType>;
  CartAddressInterface?: CartAddressInterfaceResolvers<ContextType>;
  CartAddressRegion?: CartAddressRegionResolvers<ContextType>;
  CartItemError?: CartItemErrorResolvers<ContextType>;
  CartItemInterface?: CartItemInterfaceResolvers<ContextType>;
  CartItemPrices?: CartItemPricesResolvers<ContextType>;
  CartItemSelectedOptionValuePrice?: CartItemSelectedOptionValuePriceResolvers<ContextType>;
  CartPrices?: CartPricesResolvers<ContextType>;
  CartTaxItem?: CartTaxItemResolvers<ContextType>;
  CartUserInputError?: CartUserInputErrorResolvers<ContextType>;
  CatalogAttributeMetadata?: CatalogAttributeMetadataResolvers<ContextType>;
  CategoryInterface?: CategoryInterfaceResolvers<ContextType>;
  CategoryProducts?: CategoryProductsResolvers<ContextType>;
  CategoryResult?: CategoryResultResolvers<ContextType>;
  CategoryTree?: CategoryTreeResolvers<ContextType>;
  CheckoutUserInputError?: CheckoutUserInputErrorResolvers<ContextType>;
  CmsBlock?: CmsBlockResolvers<ContextType>;
  CmsBlocks?: CmsBlocksResolvers<ContextType>;
  CmsPage?: CmsPageResolvers<ContextType>;
  ColorSwatchData?: ColorSwatchDataResolvers<ContextType>;
  ComplexTextValue?: ComplexTextValueResolvers<ContextType>;
  ConfigurableAttributeOption?: ConfigurableAttributeOptionResolvers<ContextType>;
  ConfigurableCartItem?: ConfigurableCartItemResolvers<ContextType>;
  ConfigurableOptionAvailableForSelection?: ConfigurableOptionAvailableForSelectionResolvers<ContextType>;
  ConfigurableProduct?: ConfigurableProductResolvers<ContextType>;
  ConfigurableProductOption?: ConfigurableProductOptionResolvers<ContextType>;
  ConfigurableProductOptionValue?: ConfigurableProductOptionValueResolvers<ContextType>;
  ConfigurableProductOptions?: ConfigurableProductOptionsResolvers<ContextType>;
  ConfigurableProductOptionsSelection?: ConfigurableProductOptionsSelectionResolvers<ContextType>;
  ConfigurableProductOptionsValues?: ConfigurableProductOptionsValuesResolvers<ContextType>;
  ConfigurableVariant?: ConfigurableVariantResolvers<ContextType>;
  ConfigurableWishlistItem?: ConfigurableWishlistItemResolvers<ContextType>;
  ContactUsOutput?: ContactUsOutputResolvers<ContextType>;
  Country?: CountryResolvers<ContextType>;
  CreateGuestCartOutput?: CreateGuestCartOutputResolvers<ContextType>;
  CreateProductReviewOutput?: CreateProductReviewOutputResolvers<ContextType>;
  CreateRequisitionListOutput?: CreateRequisitionListOutputResolvers<ContextType>;
  Currency?: CurrencyResolvers<ContextType>;
  CustomAttributeMetadataInterface?: CustomAttributeMetadataInterfaceResolvers<ContextType>;
  CustomAttributeOptionInterface?: CustomAttributeOptionInterfaceResolvers<ContextType>;
  Customer?: CustomerResolvers<ContextType>;
  CustomerAddress?: CustomerAddressResolvers<ContextType>;
  CustomerAddressAttribute?: CustomerAddressAttributeResolvers<ContextType>;
  CustomerAddressRegion?: CustomerAddressRegionResolvers<ContextType>;
  CustomerDownloadableProduct?: CustomerDownloadableProductResolvers<ContextType>;
  CustomerDownloadableProducts?: CustomerDownloadableProductsResolvers<ContextType>;
  CustomerOrder?: CustomerOrderResolvers<ContextType>;
  CustomerOrders?: CustomerOrdersResolvers<ContextType>;
  CustomerOutput?: CustomerOutputResolvers<ContextType>;
  CustomerPaymentTokens?: CustomerPaymentTokensResolvers<ContextType>;
  CustomerToken?: CustomerTokenResolvers<ContextType>;
  CustomizableAreaOption?: CustomizableAreaOptionResolvers<ContextType>;
  CustomizableAreaValue?: CustomizableAreaValueResolvers<ContextType>;
  CustomizableCheckboxOption?: CustomizableCheckboxOptionResolvers<ContextType>;
  CustomizableCheckboxValue?: CustomizableCheckboxValueResolvers<ContextType>;
  CustomizableDateOption?: CustomizableDateOptionResolvers<ContextType>;
  CustomizableDateValue?: CustomizableDateValueResolvers<ContextType>;
  CustomizableDropDownOption?: CustomizableDropDownOptionResolvers<ContextType>;
  CustomizableDropDownValue?: CustomizableDropDownValueResolvers<ContextType>;
  CustomizableFieldOption?: CustomizableFieldOptionResolvers<ContextType>;
  CustomizableFieldValue?: CustomizableFieldValueResolvers<ContextType>;
  CustomizableFileOption?: CustomizableFileOptionResolvers<ContextType>;
  CustomizableFileValue?: CustomizableFileValueResolvers<ContextType>;
  CustomizableMultipleOption?: CustomizableMultipleOptionResolvers<ContextType>;
  CustomizableMultipleValue?: CustomizableMultipleValueResolvers<ContextType>;
  CustomizableOptionInterface?: CustomizableOptionInterfaceResolvers<ContextType>;
  CustomizableProductInterface?: CustomizableProductInterfaceResolvers<ContextType>;
  CustomizableRadioOption?: CustomizableRadioOptionResolvers<ContextType>;
  CustomizableRadioValue?: CustomizableRadioValueResolvers<ContextType>;
  DeletePaymentTokenOutput?: DeletePaymentTokenOutputResolvers<ContextType>;
  DeleteRequisitionListItemsOutput?: DeleteRequisitionListItemsOutputResolvers<ContextType>;
  DeleteRequisitionListOutput?: DeleteRequisitionListOutputResolvers<ContextType>;
  Discount?: DiscountResolvers<ContextType>;
  DownloadableCartItem?: DownloadableCartItemResolvers<ContextType>;
  DownloadableItemsLinks?: DownloadableItemsLinksResolvers<ContextType>;
  DownloadableOrderItem?: DownloadableOrderItemResolvers<ContextType>;
  DownloadableProduct?: DownloadableProductResolvers<ContextType>;
  DownloadableProductLinks?: DownloadableProductLinksResolvers<ContextType>;
  DownloadableProductSamples?: DownloadableProductSamplesResolvers<ContextType>;
  DownloadableWishlistItem?: DownloadableWishlistItemResolvers<ContextType>;
  EntityUrl?: EntityUrlResolvers<ContextType>;
  Error?: ErrorResolvers<ContextType>;
  ExchangeRate?: ExchangeRateResolvers<ContextType>;
  FixedProductTax?: FixedProductTaxResolvers<ContextType>;
  GroupedProduct?: GroupedProductResolvers<ContextType>;
  GroupedProductItem?: GroupedProductItemResolvers<ContextType>;
  GroupedProductWishlistItem?: GroupedProductWishlistItemResolvers<ContextType>;
  HttpQueryParameter?: HttpQueryParameterResolvers<ContextType>;
  ImageSwatchData?: ImageSwatchDataResolvers<ContextType>;
  Invoice?: InvoiceResolvers<ContextType>;
  InvoiceItem?: InvoiceItemResolvers<ContextType>;
  InvoiceItemInterface?: InvoiceItemInterfaceResolvers<ContextType>;
  InvoiceTotal?: InvoiceTotalResolvers<ContextType>;
  IsEmailAvailableOutput?: IsEmailAvailableOutputResolvers<ContextType>;
  KeyValue?: KeyValueResolvers<ContextType>;
  MediaGalleryEntry?: MediaGalleryEntryResolvers<ContextType>;
  MediaGalleryInterface?: MediaGalleryInterfaceResolvers<ContextType>;
  MegaMenuItem?: MegaMenuItemResolvers<ContextType>;
  Money?: MoneyResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  OrderAddress?: OrderAddressResolvers<ContextType>;
  OrderItem?: OrderItemResolvers<ContextType>;
  OrderItemInterface?: OrderItemInterfaceResolvers<ContextType>;
  OrderItemOption?: OrderItemOptionResolvers<ContextType>;
  OrderItemPrices?: OrderItemPricesResolvers<ContextType>;
  OrderPaymentMethod?: OrderPaymentMethodResolvers<ContextType>;
  OrderShipment?: OrderShipmentResolvers<ContextType>;
  OrderTotal?: OrderTotalResolvers<ContextType>;
  PaymentToken?: PaymentTokenResolvers<ContextType>;
  PhysicalProductInterface?: PhysicalProductInterfaceResolvers<ContextType>;
  PlaceOrderError?: PlaceOrderErrorResolvers<ContextType>;
  PlaceOrderOutput?: PlaceOrderOutputResolvers<ContextType>;
  Price?: PriceResolvers<ContextType>;
  PriceDetails?: PriceDetailsResolvers<ContextType>;
  PriceMatrixPrice?: PriceMatrixPriceResolvers<ContextType>;
  PriceRange?: PriceRangeResolvers<ContextType>;
  ProductCustomAttributes?: ProductCustomAttributesResolvers<ContextType>;
  ProductDiscount?: ProductDiscountResolvers<ContextType>;
  ProductImage?: ProductImageResolvers<ContextType>;
  ProductInterface?: ProductInterfaceResolvers<ContextType>;
  ProductLinks?: ProductLinksResolvers<ContextType>;
  ProductLinksInterface?: ProductLinksInterfaceResolvers<ContextType>;
  ProductMediaGalleryEntriesVideoContent?: ProductMediaGalleryEntriesVideoContentResolvers<ContextType>;
  ProductPrice?: ProductPriceResolvers<ContextType>;
  ProductPrices?: ProductPricesResolvers<ContextType>;
  ProductReview?: ProductReviewResolvers<ContextType>;
  ProductReviewRating?: ProductReviewRatingResolvers<ContextType>;
  ProductReviewRatingMetadata?: ProductReviewRatingMetadataResolvers<ContextType>;
  ProductReviewRatingValueMetadata?: ProductReviewRatingValueMetadataResolvers<ContextType>;
  ProductReviewRatingsMetadata?: ProductReviewRatingsMetadataResolvers<ContextType>;
  ProductReviews?: ProductReviewsResolvers<ContextType>;
  ProductVideo?: ProductVideoResolvers<ContextType>;
  Products?: ProductsResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  ReCaptchaConfigurationV3?: ReCaptchaConfigurationV3Resolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RemoveCouponFromCartOutput?: RemoveCouponFromCartOutputResolvers<ContextType>;
  RemoveItemFromCartOutput?: RemoveItemFromCartOutputResolvers<ContextType>;
  RemoveProductsFromWishlistOutput?: RemoveProductsFromWishlistOutputResolvers<ContextType>;
  ReorderItemsOutput?: ReorderItemsOutputResolvers<ContextType>;
  RequisitionList?: RequisitionListResolvers<ContextType>;
  RequisitionListItemInterface?: RequisitionListItemInterfaceResolvers<ContextType>;
  RequisitionListItems?: RequisitionListItemsResolvers<ContextType>;
  RequisitionLists?: RequisitionListsResolvers<ContextType>;
  RevokeCustomerTokenOutput?: RevokeCustomerTokenOutputResolvers<ContextType>;
  RoutableInterface?: RoutableInterfaceResolvers<ContextType>;
  RoutableUrl?: RoutableUrlResolvers<ContextType>;
  SalesCommentItem?: SalesCommentItemResolvers<ContextType>;
  SearchResultPageInfo?: SearchResultPageInfoResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SelectedBundleOption?: SelectedBundleOptionResolvers<ContextType>;
  SelectedBundleOptionValue?: SelectedBundleOptionValueResolvers<ContextType>;
  SelectedConfigurableOption?: SelectedConfigurableOptionResolvers<ContextType>;
  SelectedCustomizableOption?: SelectedCustomizableOptionResolvers<ContextType>;
  SelectedCustomizableOptionValue?: SelectedCustomizableOptionValueResolvers<ContextType>;
  SelectedPaymentMethod?: SelectedPaymentMethodResolvers<ContextType>;
  SelectedShippingMethod?: SelectedShippingMethodResolvers<ContextType>;
  SetBillingAddressOnCartOutput?: SetBillingAddressOnCartOutputResolvers<ContextType>;
  SetGuestEmailOnCartOutput?: SetGuestEmailOnCartOutputResolvers<ContextType>;
  SetPaymentMethodOnCartOutput?: SetPaymentMethodOnCartOutputResolvers<ContextType>;
  SetShippingAddressesOnCartOutput?: SetShippingAddressesOnCartOutputResolvers<ContextType>;
  SetShippingMethodsOnCartOutput?: SetShippingMethodsOnCartOutputResolvers<ContextType>;
  ShipmentItem?: ShipmentItemResolvers<ContextType>;
  ShipmentItemInterface?: ShipmentItemInterfaceResolvers<ContextType>;
  ShipmentTracking?: ShipmentTrackingResolvers<ContextType>;
  ShippingCartAddress?: ShippingCartAddressResolvers<ContextType>;
  ShippingDiscount?: ShippingDiscountResolvers<ContextType>;
  ShippingHandling?: ShippingHandlingResolvers<ContextType>;
  SimpleCartItem?: SimpleCartItemResolvers<ContextType>;
  SimpleProduct?: SimpleProductResolvers<ContextType>;
  SimpleRequisitionListItem?: SimpleRequisitionListItemResolvers<ContextType>;
  SimpleWishlistItem?: SimpleWishlistItemResolvers<ContextType>;
  SortField?: SortFieldResolvers<ContextType>;
  SortFields?: SortFieldsResolvers<ContextType>;
  StoreConfig?: StoreConfigResolvers<ContextType>;
  SubscribeEmailToNewsletterOutput?: SubscribeEmailToNewsletterOutputResolvers<ContextType>;
  SwatchDataInterface?: SwatchDataInterfaceResolvers<ContextType>;
  TaxItem?: TaxItemResolvers<ContextType>;
  TextSwatchData?: TextSwatchDataResolvers<ContextType>;
  TierPrice?: TierPriceResolvers<ContextType>;
  UpdateCartItemsOutput?: UpdateCartItemsOutputResolvers<ContextType>;
  UpdateRequisitionListItemsOutput?: UpdateRequisitionListItemsOutputResolvers<ContextType>;
  UpdateRequisitionListOutput?: UpdateRequisitionListOutputResolvers<ContextType>;
  UrlRewrite?: UrlRewriteResolvers<ContextType>;
  VirtualCartItem?: VirtualCartItemResolvers<ContextType>;
  VirtualProduct?: VirtualProductResolvers<ContextType>;
  VirtualWishlistItem?: VirtualWishlistItemResolvers<ContextType>;
  WishListUserInputError?: WishListUserInputErrorResolvers<ContextType>;
  Wishlist?: WishlistResolvers<ContextType>;
  WishlistItemInterface?: WishlistItemInterfaceResolvers<ContextType>;
  WishlistItems?: WishlistItemsResolvers<ContextType>;
  WmBlogPost?: WmBlogPostResolvers<ContextType>;
  WmBlogPostsOutput?: WmBlogPostsOutputResolvers<ContextType>;
  WmCustomerOrderFields?: WmCustomerOrderFieldsResolvers<ContextType>;
  WmGuestWishlist?: WmGuestWishlistResolvers<ContextType>;
  WmGuestWishlistItem?: WmGuestWishlistItemResolvers<ContextType>;
  WmInvoiceTerms?: WmInvoiceTermsResolvers<ContextType>;
  WmLicensePlateResult?: WmLicensePlateResultResolvers<ContextType>;
  WmLicensePlateSuggestion?: WmLicensePlateSuggestionResolvers<ContextType>;
  WmLicensePlateSuggestionModel?: WmLicensePlateSuggestionModelResolvers<ContextType>;
  WmNumberRange?: WmNumberRangeResolvers<ContextType>;
  WmPartAssembly?: WmPartAssemblyResolvers<ContextType>;
  WmPartDiagramPosition?: WmPartDiagramPositionResolvers<ContextType>;
  WmPartFinderBrand?: WmPartFinderBrandResolvers<ContextType>;
  WmPartFinderBrandsOutput?: WmPartFinderBrandsOutputResolvers<ContextType>;
  WmPartFinderFinder?: WmPartFinderFinderResolvers<ContextType>;
  WmPartFinderFindersOutput?: WmPartFinderFindersOutputResolvers<ContextType>;
  WmPartFinderInfo?: WmPartFinderInfoResolvers<ContextType>;
  WmPartFinderInfoItem?: WmPartFinderInfoItemResolvers<ContextType>;
  WmPartFinderModel?: WmPartFinderModelResolvers<ContextType>;
  WmPartFinderModelsOutput?: WmPartFinderModelsOutputResolvers<ContextType>;
  WmPartNumberMatch?: WmPartNumberMatchResolvers<ContextType>;
  WmProductStockAlertOutput?: WmProductStockAlertOutputResolvers<ContextType>;
  WmQuoteRequest?: WmQuoteRequestResolvers<ContextType>;
  WmQuoteRequestOutput?: WmQuoteRequestOutputResolvers<ContextType>;
  WmRegisteredVehicle?: WmRegisteredVehicleResolvers<ContextType>;
  WmSelectedCard?: WmSelectedCardResolvers<ContextType>;
  WmShareRequisitionListOutput?: WmShareRequisitionListOutputResolvers<ContextType>;
  WmSharedRequisitionList?: WmSharedRequisitionListResolvers<ContextType>;
  WmShipmentEvent?: WmShipmentEventResolvers<ContextType>;
  WmTractor?: WmTractorResolvers<ContextType>;
  WmVippsPayment?: WmVippsPaymentResolvers<ContextType>;
  WmWishlistCreateOutput?: WmWishlistCreateOutputResolvers<ContextType>;
  WmWishlistItemsOutput?: WmWishlistItemsOutputResolvers<ContextType>;
};

