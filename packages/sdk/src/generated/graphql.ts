export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
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

/** Input of `addConfigurableProductsToCart`. */
export type AddConfigurableProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<ConfigurableProductCartItemInput>>;
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

/** Input of `addDownloadableProductsToCart`. */
export type AddDownloadableProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<DownloadableProductCartItemInput>>;
};

/** Input of `addSimpleProductsToCart`. */
export type AddSimpleProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<SimpleProductCartItemInput>>;
};

/** Input of `addVirtualProductsToCart`. */
export type AddVirtualProductsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Products to add. */
  cart_items: Array<InputMaybe<VirtualProductCartItemInput>>;
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

/** Input of `applyCouponToCart`. */
export type ApplyCouponToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The discount code. */
  coupon_code: Scalars['String']['input'];
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

/** The value of one custom attribute sent by a client. */
export type AttributeValueInput = {
  /** Code of the attribute. */
  attribute_code: Scalars['String']['input'];
  /** Chosen options, for select and multiselect attributes. */
  selected_options?: InputMaybe<Array<InputMaybe<AttributeInputSelectedOption>>>;
  /** The value, for attributes that are not selects. */
  value?: InputMaybe<Scalars['String']['input']>;
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

/** One chosen option of a bundle. */
export type BundleOptionInput = {
  /** Numeric id of the bundle option. */
  id: Scalars['Int']['input'];
  /** Quantity of the chosen value per bundle. */
  quantity: Scalars['Float']['input'];
  /** Ids of the chosen values. */
  value: Array<InputMaybe<Scalars['String']['input']>>;
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
  /** Middle name (not kept). */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Title before the name (not kept). */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** County or region as text. */
  region?: InputMaybe<Scalars['String']['input']>;
  /** County or region as an id from the country's list. */
  region_id?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to save the address in the customer's address book as well (not done by this shop). */
  save_in_address_book?: InputMaybe<Scalars['Boolean']['input']>;
  /** Street lines: street and number, apartment, neighbourhood, extra details. */
  street: Array<InputMaybe<Scalars['String']['input']>>;
  /** Suffix after the name (not kept). */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** Organisation or VAT number for invoices. */
  vat_id?: InputMaybe<Scalars['String']['input']>;
};

/** What a discount applies to. */
export type CartDiscountType =
  /** The goods. */
  | 'ITEM'
  /** The shipping charge. */
  | 'SHIPPING';

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
  /** Middle name (not stored by this shop). */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Postal code. */
  postcode?: InputMaybe<Scalars['String']['input']>;
  /** Name prefix (not stored by this shop). */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** State or county, where the country uses one. */
  region?: InputMaybe<CustomerAddressRegionInput>;
  /** Street lines: street and number first, then further details. */
  street?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** Name suffix (not stored by this shop). */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** Phone number. */
  telephone?: InputMaybe<Scalars['String']['input']>;
  /** VAT number of the company at this address. */
  vat_id?: InputMaybe<Scalars['String']['input']>;
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
  /** Values of extra customer attributes (not used by this shop). */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Birth date, `YYYY-MM-DD` (not stored by this shop). */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Older name for the birth date (not stored by this shop). */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** Login e-mail address; one account per address. */
  email: Scalars['String']['input'];
  /** First name. */
  firstname: Scalars['String']['input'];
  /** Gender code (not stored by this shop). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to send the newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Last name. */
  lastname: Scalars['String']['input'];
  /** Middle name (not stored by this shop). */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Password for signing in; must meet the store's password rules. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Name prefix (not stored by this shop). */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Name suffix (not stored by this shop). */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** VAT number, for business customers. */
  taxvat?: InputMaybe<Scalars['String']['input']>;
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

/** Personal details to change on the signed-in customer's account. */
export type CustomerUpdateInput = {
  /** Whether shop staff may sign in as this customer to help (not used by this shop). */
  allow_remote_shopping_assistance?: InputMaybe<Scalars['Boolean']['input']>;
  /** Values of extra customer attributes (not used by this shop). */
  custom_attributes?: InputMaybe<Array<InputMaybe<AttributeValueInput>>>;
  /** Birth date, `YYYY-MM-DD` (not stored by this shop). */
  date_of_birth?: InputMaybe<Scalars['String']['input']>;
  /** Older name for the birth date (not stored by this shop). */
  dob?: InputMaybe<Scalars['String']['input']>;
  /** New first name. */
  firstname?: InputMaybe<Scalars['String']['input']>;
  /** Gender code (not stored by this shop). */
  gender?: InputMaybe<Scalars['Int']['input']>;
  /** Whether to send the newsletter. */
  is_subscribed?: InputMaybe<Scalars['Boolean']['input']>;
  /** New last name. */
  lastname?: InputMaybe<Scalars['String']['input']>;
  /** Middle name (not stored by this shop). */
  middlename?: InputMaybe<Scalars['String']['input']>;
  /** Name prefix (not stored by this shop). */
  prefix?: InputMaybe<Scalars['String']['input']>;
  /** Name suffix (not stored by this shop). */
  suffix?: InputMaybe<Scalars['String']['input']>;
  /** New VAT number. */
  taxvat?: InputMaybe<Scalars['String']['input']>;
};

/** What a date option asks for. */
export type CustomizableDateTypeEnum =
  /** A date. */
  | 'DATE'
  /** A date and a time. */
  | 'DATE_TIME'
  /** A time of day. */
  | 'TIME';

/** A value for a customizable option of a product in the cart. */
export type CustomizableOptionInput = {
  /** Numeric id of the option. */
  id?: InputMaybe<Scalars['Int']['input']>;
  /** Uid of the option. */
  uid?: InputMaybe<Scalars['ID']['input']>;
  /** The value typed in or chosen. */
  value_string: Scalars['String']['input'];
};

/** Where a downloadable file lives. */
export type DownloadableFileTypeEnum =
  /** An uploaded file. */
  | 'FILE'
  /** An external address. */
  | 'URL';

/** A downloadable product to add to a cart. */
export type DownloadableProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
  /** The links to buy. */
  downloadable_product_links?: InputMaybe<Array<InputMaybe<DownloadableProductLinksInput>>>;
};

/** A downloadable link to buy. */
export type DownloadableProductLinksInput = {
  /** Id of the link. */
  link_id: Scalars['Int']['input'];
};

/** A value typed in for a customizable option. */
export type EnteredOptionInput = {
  /** Uid of the option. */
  uid: Scalars['ID']['input'];
  /** The value entered. */
  value: Scalars['String']['input'];
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
  /** Card details for `wm_card`, checked by the payment provider; only the last four digits are kept. */
  wm_card?: InputMaybe<WmCardPaymentInput>;
};

/** PayPal Express Checkout data (kept for compatibility). */
export type PaypalExpressInput = {
  /** The payer's PayPal id. */
  payer_id: Scalars['String']['input'];
  /** PayPal's token for the payment. */
  token: Scalars['String']['input'];
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
  /** Delivery time (option id of the `wm_delivery_time` attribute). */
  wm_delivery_time?: InputMaybe<FilterEqualTypeInput>;
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

/** Stock state of a product. */
export type ProductStockStatus =
  /** Can be bought. */
  | 'IN_STOCK'
  /** Cannot be bought at the moment. */
  | 'OUT_OF_STOCK';

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

/** Input of `removeCouponFromCart`. */
export type RemoveCouponFromCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
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

/** Which stores' data a query covers. */
export type ScopeTypeEnum =
  /** Every website and store. */
  | 'GLOBAL'
  /** The current store view only. */
  | 'STORE'
  /** The current website's stores. */
  | 'WEBSITE';

/** Input of `setBillingAddressOnCart`. */
export type SetBillingAddressOnCartInput = {
  /** Where the cart is billed to. */
  billing_address: BillingAddressInput;
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
};

/** Input of `setGuestEmailOnCart`. */
export type SetGuestEmailOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The guest's e-mail address. */
  email: Scalars['String']['input'];
};

/** Input of `setPaymentMethodOnCart`. */
export type SetPaymentMethodOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The payment method and what it needs. */
  payment_method: PaymentMethodInput;
};

/** Input of `setShippingAddressesOnCart`. */
export type SetShippingAddressesOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The shipping address; this shop takes exactly one. */
  shipping_addresses: Array<InputMaybe<ShippingAddressInput>>;
};

/** Input of `setShippingMethodsOnCart`. */
export type SetShippingMethodsOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The chosen method; this shop takes exactly one. */
  shipping_methods: Array<InputMaybe<ShippingMethodInput>>;
};

/** How a bundle's parts are shipped. */
export type ShipBundleItemsEnum =
  /** Each part on its own. */
  | 'SEPARATELY'
  /** In one shipment. */
  | 'TOGETHER';

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

/** A shipping method, by carrier and method code. */
export type ShippingMethodInput = {
  /** Code of the carrier, from `available_shipping_methods`. */
  carrier_code: Scalars['String']['input'];
  /** Code of the method, from `available_shipping_methods`. */
  method_code: Scalars['String']['input'];
};

/** A simple product to add to a cart. */
export type SimpleProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
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

/** Input of `updateCartItems`. */
export type UpdateCartItemsInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** Lines to change. */
  cart_items: Array<InputMaybe<CartItemUpdateInput>>;
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

/** A virtual product to add to a cart. */
export type VirtualProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
};

/** Kinds of wish list problems. */
export type WishListUserInputErrorType =
  /** No product with the given SKU. */
  | 'PRODUCT_NOT_FOUND'
  /** Any other problem. */
  | 'UNDEFINED';

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

/** A payment card for `wm_card`. The default (simulated) provider's test numbers are in commerce-api's README. */
export type WmCardPaymentInput = {
  /** The card number, digits (spaces allowed). */
  card_number: Scalars['String']['input'];
  /** The three or four digits on the back of the card. */
  cvc: Scalars['String']['input'];
  /** Expiry month, 1 to 12. */
  expiry_month: Scalars['Int']['input'];
  /** Expiry year, four digits. */
  expiry_year: Scalars['Int']['input'];
  /** Name on the card. */
  holder_name?: InputMaybe<Scalars['String']['input']>;
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

/** Filters for `WmPartFinderFinders`. All given filters must match. */
export type WmPartFinderFinderFilterInput = {
  /** Finder ids. */
  finder_id?: InputMaybe<FilterEqualTypeInput>;
  /** Finder URL slugs. */
  slug?: InputMaybe<FilterEqualTypeInput>;
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

/** Input of `createEmptyCart`. */
export type CreateEmptyCartInput = {
  /** A masked id chosen by the client. */
  cart_id?: InputMaybe<Scalars['String']['input']>;
};

export type CreateCustomerAddressMutationVariables = Exact<{
  input: CustomerAddressInput;
}>;


export type CreateCustomerAddressMutation = { __typename?: 'Mutation', createCustomerAddress: { __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type CustomerAddressFieldsFragment = { __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null };

export type CustomerAddressesQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerAddressesQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type DeleteCustomerAddressMutationVariables = Exact<{
  id: Scalars['Int']['input'];
}>;


export type DeleteCustomerAddressMutation = { __typename?: 'Mutation', deleteCustomerAddress: boolean | null };

export type UpdateCustomerAddressMutationVariables = Exact<{
  id: Scalars['Int']['input'];
  input: InputMaybe<CustomerAddressInput>;
}>;


export type UpdateCustomerAddressMutation = { __typename?: 'Mutation', updateCustomerAddress: { __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null };

export type BlogPostQueryVariables = Exact<{
  slug: Scalars['String']['input'];
}>;


export type BlogPostQuery = { __typename?: 'Query', WmBlogPost: { __typename?: 'WmBlogPost', content: string | null, id: string, slug: string, title: string, excerpt: string | null, author: string | null, published_at: string | null, image: string | null } | null };

export type BlogPostSummaryFieldsFragment = { __typename?: 'WmBlogPost', id: string, slug: string, title: string, excerpt: string | null, author: string | null, published_at: string | null, image: string | null };

export type BlogPostsQueryVariables = Exact<{
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type BlogPostsQuery = { __typename?: 'Query', WmBlogPosts: { __typename?: 'WmBlogPostsOutput', total_count: number | null, items: Array<{ __typename?: 'WmBlogPost', id: string, slug: string, title: string, excerpt: string | null, author: string | null, published_at: string | null, image: string | null }>, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null };

export type CartQueryVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type CartQuery = { __typename?: 'Query', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
     | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } | null };

export type CustomerCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerCartQuery = { __typename?: 'Query', customerCart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
     | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } };

export type CreateGuestCartMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestCartMutation = { __typename?: 'Mutation', createGuestCart: { __typename?: 'CreateGuestCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } | null } | null };

export type AddSimpleProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<InputMaybe<SimpleProductCartItemInput>> | InputMaybe<SimpleProductCartItemInput>;
}>;


export type AddSimpleProductsToCartMutation = { __typename?: 'Mutation', addSimpleProductsToCart: { __typename?: 'AddSimpleProductsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type AddConfigurableProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<InputMaybe<ConfigurableProductCartItemInput>> | InputMaybe<ConfigurableProductCartItemInput>;
}>;


export type AddConfigurableProductsToCartMutation = { __typename?: 'Mutation', addConfigurableProductsToCart: { __typename?: 'AddConfigurableProductsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type AddBundleProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<InputMaybe<BundleProductCartItemInput>> | InputMaybe<BundleProductCartItemInput>;
}>;


export type AddBundleProductsToCartMutation = { __typename?: 'Mutation', addBundleProductsToCart: { __typename?: 'AddBundleProductsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type AddDownloadableProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<InputMaybe<DownloadableProductCartItemInput>> | InputMaybe<DownloadableProductCartItemInput>;
}>;


export type AddDownloadableProductsToCartMutation = { __typename?: 'Mutation', addDownloadableProductsToCart: { __typename?: 'AddDownloadableProductsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type AddVirtualProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<InputMaybe<VirtualProductCartItemInput>> | InputMaybe<VirtualProductCartItemInput>;
}>;


export type AddVirtualProductsToCartMutation = { __typename?: 'Mutation', addVirtualProductsToCart: { __typename?: 'AddVirtualProductsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type AddProductsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<CartItemInput> | CartItemInput;
}>;


export type AddProductsToCartMutation = { __typename?: 'Mutation', addProductsToCart: { __typename?: 'AddProductsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null }, user_errors: Array<{ __typename?: 'CartUserInputError', code: CartUserInputErrorType, message: string } | null> } | null };

export type UpdateCartItemsMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  cartItems: Array<InputMaybe<CartItemUpdateInput>> | InputMaybe<CartItemUpdateInput>;
}>;


export type UpdateCartItemsMutation = { __typename?: 'Mutation', updateCartItems: { __typename?: 'UpdateCartItemsOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null }, errors: Array<{ __typename?: 'CartUserInputError', code: CartUserInputErrorType, message: string } | null> } | null };

export type RemoveItemFromCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  uid: Scalars['ID']['input'];
}>;


export type RemoveItemFromCartMutation = { __typename?: 'Mutation', removeItemFromCart: { __typename?: 'RemoveItemFromCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type ApplyCouponToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type ApplyCouponToCartMutation = { __typename?: 'Mutation', applyCouponToCart: { __typename?: 'ApplyCouponToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type RemoveCouponFromCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type RemoveCouponFromCartMutation = { __typename?: 'Mutation', removeCouponFromCart: { __typename?: 'RemoveCouponFromCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } | null } | null };

export type AddCustomFieldsToCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  customerRef: InputMaybe<Scalars['String']['input']>;
  customerOrderNo: InputMaybe<Scalars['String']['input']>;
}>;


export type AddCustomFieldsToCartMutation = { __typename?: 'Mutation', addCustomFieldsToCart: { __typename?: 'AddCustomFieldsToCartOutput', cart: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type MergeCartsMutationVariables = Exact<{
  sourceCartId: Scalars['String']['input'];
  destinationCartId: InputMaybe<Scalars['String']['input']>;
}>;


export type MergeCartsMutation = { __typename?: 'Mutation', mergeCarts: { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
     | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } };

export type CartFieldsFragment = { __typename?: 'Cart', id: string, total_quantity: number, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
        | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
   | null> | null, prices: { __typename?: 'CartPrices', subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null };

export type CategoryByUrlPathQueryVariables = Exact<{
  urlPath: Scalars['String']['input'];
}>;


export type CategoryByUrlPathQuery = { __typename?: 'Query', categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, display_mode: string | null, product_count: number | null, breadcrumbs: Array<{ __typename?: 'Breadcrumb', category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, cms_block: { __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, product_count: number | null } | null> | null } | null> | null } | null };

export type CategoryPageFieldsFragment = { __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, display_mode: string | null, product_count: number | null, breadcrumbs: Array<{ __typename?: 'Breadcrumb', category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, cms_block: { __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, product_count: number | null } | null> | null };

export type ProductBySkuQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type ProductBySkuQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, items: Array<{ __typename?: 'BundleItem', option_id: number | null, uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ __typename?: 'BundleItemOption', id: number | null, uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, product:
              | { __typename?: 'BundleProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'ConfigurableProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'DownloadableProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'GroupedProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'SimpleProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'VirtualProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
             | null } | null> | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, variants: Array<{ __typename?: 'ConfigurableVariant', attributes: Array<{ __typename?: 'ConfigurableAttributeOption', code: string | null, label: string | null, uid: string } | null> | null, product: { __typename?: 'SimpleProduct', uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null } | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, items: Array<{ __typename?: 'GroupedProductItem', qty: number | null, position: number | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
           | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null } | null };

export type ProductByUrlKeyQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type ProductByUrlKeyQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, items: Array<{ __typename?: 'BundleItem', option_id: number | null, uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ __typename?: 'BundleItemOption', id: number | null, uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, product:
              | { __typename?: 'BundleProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'ConfigurableProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'DownloadableProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'GroupedProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'SimpleProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
              | { __typename?: 'VirtualProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
             | null } | null> | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, variants: Array<{ __typename?: 'ConfigurableVariant', attributes: Array<{ __typename?: 'ConfigurableAttributeOption', code: string | null, label: string | null, uid: string } | null> | null, product: { __typename?: 'SimpleProduct', uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null } | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, items: Array<{ __typename?: 'GroupedProductItem', qty: number | null, position: number | null, product:
            | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
            | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
           | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
            | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
            | { __typename?: 'AttributeValue', value: string, code: string }
           | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null } | null };

type ProductSummaryFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
        | { __typename: 'ColorSwatchData', value: string | null }
        | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
        | { __typename: 'TextSwatchData', value: string | null }
       | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

export type ProductSummaryFieldsFragment =
  | ProductSummaryFields_BundleProduct_Fragment
  | ProductSummaryFields_ConfigurableProduct_Fragment
  | ProductSummaryFields_DownloadableProduct_Fragment
  | ProductSummaryFields_GroupedProduct_Fragment
  | ProductSummaryFields_SimpleProduct_Fragment
  | ProductSummaryFields_VirtualProduct_Fragment
;

type ProductDetailFields_BundleProduct_Fragment = { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, items: Array<{ __typename?: 'BundleItem', option_id: number | null, uid: string | null, title: string | null, required: boolean | null, type: string | null, position: number | null, options: Array<{ __typename?: 'BundleItemOption', id: number | null, uid: string, label: string | null, quantity: number | null, can_change_quantity: boolean | null, is_default: boolean | null, price: number | null, product:
        | { __typename?: 'BundleProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { __typename?: 'ConfigurableProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { __typename?: 'DownloadableProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { __typename?: 'GroupedProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { __typename?: 'SimpleProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
        | { __typename?: 'VirtualProduct', sku: string | null, name: string | null, stock_status: ProductStockStatus | null }
       | null } | null> | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
      | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
      | { __typename?: 'AttributeValue', value: string, code: string }
     | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, variants: Array<{ __typename?: 'ConfigurableVariant', attributes: Array<{ __typename?: 'ConfigurableAttributeOption', code: string | null, label: string | null, uid: string } | null> | null, product: { __typename?: 'SimpleProduct', uid: string, sku: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null } | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
      | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
      | { __typename?: 'AttributeValue', value: string, code: string }
     | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
        | { __typename: 'ColorSwatchData', value: string | null }
        | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
        | { __typename: 'TextSwatchData', value: string | null }
       | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
      | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
      | { __typename?: 'AttributeValue', value: string, code: string }
     | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, items: Array<{ __typename?: 'GroupedProductItem', qty: number | null, position: number | null, product:
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } }
     | null } | null> | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
      | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
      | { __typename?: 'AttributeValue', value: string, code: string }
     | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
      | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
      | { __typename?: 'AttributeValue', value: string, code: string }
     | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, custom_attributesV2: { __typename?: 'ProductCustomAttributes', items: Array<
      | { __typename?: 'AttributeSelectedOptions', code: string, selected_options: Array<{ __typename?: 'AttributeSelectedOption', label: string, value: string } | null> }
      | { __typename?: 'AttributeValue', value: string, code: string }
     | null> } | null, wm_pf_fitments: Array<{ __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null }>, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

export type ProductDetailFieldsFragment =
  | ProductDetailFields_BundleProduct_Fragment
  | ProductDetailFields_ConfigurableProduct_Fragment
  | ProductDetailFields_DownloadableProduct_Fragment
  | ProductDetailFields_GroupedProduct_Fragment
  | ProductDetailFields_SimpleProduct_Fragment
  | ProductDetailFields_VirtualProduct_Fragment
;

export type ConfigurableOptionFieldsFragment = { __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
      | { __typename: 'ColorSwatchData', value: string | null }
      | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
      | { __typename: 'TextSwatchData', value: string | null }
     | null } | null> | null };

export type PriceRangeFieldsFragment = { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null };

export type ProductPriceFieldsFragment = { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } };

export type ProductListQueryVariables = Exact<{
  search: InputMaybe<Scalars['String']['input']>;
  filter: ProductAttributeFilterInput;
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
  sort: InputMaybe<ProductAttributeSortInput>;
}>;


export type ProductListQuery = { __typename?: 'Query', products: { __typename?: 'Products', total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null, aggregations: Array<{ __typename?: 'Aggregation', attribute_code: string, label: string | null, position: number | null, options: Array<{ __typename?: 'AggregationOption', label: string | null, value: string, count: number | null } | null> | null } | null> | null } | null };

export type ProductRelationsQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type ProductRelationsQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename?: 'BundleProduct', uid: string, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename?: 'ConfigurableProduct', uid: string, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename?: 'DownloadableProduct', uid: string, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename?: 'GroupedProduct', uid: string, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename?: 'SimpleProduct', uid: string, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null }
      | { __typename?: 'VirtualProduct', uid: string, related_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null, upsell_products: Array<
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
                  | { __typename: 'ColorSwatchData', value: string | null }
                  | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
                  | { __typename: 'TextSwatchData', value: string | null }
                 | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null> | null }
     | null> | null } | null };

export type RouteQueryVariables = Exact<{
  url: Scalars['String']['input'];
}>;


export type RouteQuery = { __typename?: 'Query', route:
    | { __typename: 'BundleProduct', uid: string, sku: string | null, url_key: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
    | { __typename: 'CategoryTree', redirect_code: number, relative_url: string | null, uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, display_mode: string | null, product_count: number | null, breadcrumbs: Array<{ __typename?: 'Breadcrumb', category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, cms_block: { __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, product_count: number | null } | null> | null }
    | { __typename: 'CmsPage', identifier: string | null, redirect_code: number, relative_url: string | null }
    | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, url_key: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
    | { __typename: 'DownloadableProduct', uid: string, sku: string | null, url_key: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
    | { __typename: 'GroupedProduct', uid: string, sku: string | null, url_key: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
    | { __typename: 'RoutableUrl', redirect_code: number, relative_url: string | null }
    | { __typename: 'SimpleProduct', uid: string, sku: string | null, url_key: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
    | { __typename: 'VirtualProduct', uid: string, sku: string | null, url_key: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
   | null };

export type SpecificationLabelsQueryVariables = Exact<{ [key: string]: never; }>;


export type SpecificationLabelsQuery = { __typename?: 'Query', attributesList: { __typename?: 'AttributesMetadataOutput', items: Array<{ __typename?: 'CatalogAttributeMetadata', code: string, label: string | null } | null> } | null };

export type CheckoutCartQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckoutCartQuery = { __typename?: 'Query', customerCart: { __typename?: 'Cart', is_virtual: boolean, email: string | null, id: string, total_quantity: number, shipping_addresses: Array<{ __typename?: 'ShippingCartAddress', same_as_billing: boolean, customer_notes: string | null, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null> | null, selected_shipping_method: { __typename?: 'SelectedShippingMethod', carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null>, billing_address: { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null, selected_payment_method: { __typename?: 'SelectedPaymentMethod', code: string, title: string, purchase_order_number: string | null, wm_card: { __typename?: 'WmSelectedCard', brand: string, last4: string } | null } | null, prices: { __typename?: 'CartPrices', grand_total_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_with_discount_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
      | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
      | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
          | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
     | null> | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } };

export type SetShippingAddressOnCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  shippingAddress: ShippingAddressInput;
}>;


export type SetShippingAddressOnCartMutation = { __typename?: 'Mutation', setShippingAddressesOnCart: { __typename?: 'SetShippingAddressesOnCartOutput', cart: { __typename?: 'Cart', is_virtual: boolean, email: string | null, id: string, total_quantity: number, shipping_addresses: Array<{ __typename?: 'ShippingCartAddress', same_as_billing: boolean, customer_notes: string | null, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null> | null, selected_shipping_method: { __typename?: 'SelectedShippingMethod', carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null>, billing_address: { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null, selected_payment_method: { __typename?: 'SelectedPaymentMethod', code: string, title: string, purchase_order_number: string | null, wm_card: { __typename?: 'WmSelectedCard', brand: string, last4: string } | null } | null, prices: { __typename?: 'CartPrices', grand_total_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_with_discount_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type SetBillingAddressOnCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  billingAddress: BillingAddressInput;
}>;


export type SetBillingAddressOnCartMutation = { __typename?: 'Mutation', setBillingAddressOnCart: { __typename?: 'SetBillingAddressOnCartOutput', cart: { __typename?: 'Cart', is_virtual: boolean, email: string | null, id: string, total_quantity: number, shipping_addresses: Array<{ __typename?: 'ShippingCartAddress', same_as_billing: boolean, customer_notes: string | null, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null> | null, selected_shipping_method: { __typename?: 'SelectedShippingMethod', carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null>, billing_address: { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null, selected_payment_method: { __typename?: 'SelectedPaymentMethod', code: string, title: string, purchase_order_number: string | null, wm_card: { __typename?: 'WmSelectedCard', brand: string, last4: string } | null } | null, prices: { __typename?: 'CartPrices', grand_total_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_with_discount_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type SetShippingMethodOnCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  carrierCode: Scalars['String']['input'];
  methodCode: Scalars['String']['input'];
}>;


export type SetShippingMethodOnCartMutation = { __typename?: 'Mutation', setShippingMethodsOnCart: { __typename?: 'SetShippingMethodsOnCartOutput', cart: { __typename?: 'Cart', is_virtual: boolean, email: string | null, id: string, total_quantity: number, shipping_addresses: Array<{ __typename?: 'ShippingCartAddress', same_as_billing: boolean, customer_notes: string | null, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null> | null, selected_shipping_method: { __typename?: 'SelectedShippingMethod', carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null>, billing_address: { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null, selected_payment_method: { __typename?: 'SelectedPaymentMethod', code: string, title: string, purchase_order_number: string | null, wm_card: { __typename?: 'WmSelectedCard', brand: string, last4: string } | null } | null, prices: { __typename?: 'CartPrices', grand_total_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_with_discount_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type SetPaymentMethodOnCartMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
  paymentMethod: PaymentMethodInput;
}>;


export type SetPaymentMethodOnCartMutation = { __typename?: 'Mutation', setPaymentMethodOnCart: { __typename?: 'SetPaymentMethodOnCartOutput', cart: { __typename?: 'Cart', is_virtual: boolean, email: string | null, id: string, total_quantity: number, shipping_addresses: Array<{ __typename?: 'ShippingCartAddress', same_as_billing: boolean, customer_notes: string | null, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null> | null, selected_shipping_method: { __typename?: 'SelectedShippingMethod', carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null>, billing_address: { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null, selected_payment_method: { __typename?: 'SelectedPaymentMethod', code: string, title: string, purchase_order_number: string | null, wm_card: { __typename?: 'WmSelectedCard', brand: string, last4: string } | null } | null, prices: { __typename?: 'CartPrices', grand_total_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_with_discount_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
        | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
            | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
        | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
            | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
            | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
       | null> | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null } } | null };

export type PlaceOrderMutationVariables = Exact<{
  cartId: Scalars['String']['input'];
}>;


export type PlaceOrderMutation = { __typename?: 'Mutation', placeOrder: { __typename?: 'PlaceOrderOutput', orderV2: { __typename?: 'CustomerOrder', email: string | null, carrier: string | null, shipping_method: string | null, number: string, order_date: string, status: string, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null>, payment_methods: Array<{ __typename?: 'OrderPaymentMethod', name: string, type: string } | null> | null, billing_address: { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null } | null, shipping_address: { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null } | null, items: Array<{ __typename?: 'OrderItem', id: string, product_sku: string, product_name: string | null, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, prices: { __typename?: 'OrderItemPrices', price_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, row_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, total_item_discount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null, selected_options: Array<{ __typename?: 'OrderItemOption', label: string, value: string } | null> | null, entered_options: Array<{ __typename?: 'OrderItemOption', label: string, value: string } | null> | null } | null> | null, total: { __typename?: 'OrderTotal', subtotal_excl_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, subtotal_incl_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, total_shipping: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, shipping_handling: { __typename?: 'ShippingHandling', amount_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } | null } | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null> | null, taxes: Array<{ __typename?: 'TaxItem', title: string, rate: number, amount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null> | null, total_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, grand_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } | null, errors: Array<{ __typename?: 'PlaceOrderError', code: PlaceOrderErrorCodes, message: string } | null> } | null };

type CheckoutAddressFields_BillingCartAddress_Fragment = { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null };

type CheckoutAddressFields_ShippingCartAddress_Fragment = { __typename?: 'ShippingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null };

export type CheckoutAddressFieldsFragment =
  | CheckoutAddressFields_BillingCartAddress_Fragment
  | CheckoutAddressFields_ShippingCartAddress_Fragment
;

export type CheckoutShippingMethodFieldsFragment = { __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } };

export type CheckoutCartFieldsFragment = { __typename?: 'Cart', is_virtual: boolean, email: string | null, id: string, total_quantity: number, shipping_addresses: Array<{ __typename?: 'ShippingCartAddress', same_as_billing: boolean, customer_notes: string | null, uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, available_shipping_methods: Array<{ __typename?: 'AvailableShippingMethod', carrier_code: string, carrier_title: string, method_code: string | null, method_title: string | null, available: boolean, error_message: string | null, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null> | null, selected_shipping_method: { __typename?: 'SelectedShippingMethod', carrier_code: string, carrier_title: string, method_code: string, method_title: string, price_incl_tax: { __typename?: 'Money', value: number | null }, price_excl_tax: { __typename?: 'Money', value: number | null } } | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null>, billing_address: { __typename?: 'BillingCartAddress', uid: string, id: number | null, firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, telephone: string | null, vat_id: string | null, country: { __typename?: 'CartAddressCountry', code: string, label: string }, region: { __typename?: 'CartAddressRegion', code: string | null, label: string | null, region_id: number | null } | null } | null, selected_payment_method: { __typename?: 'SelectedPaymentMethod', code: string, title: string, purchase_order_number: string | null, wm_card: { __typename?: 'WmSelectedCard', brand: string, last4: string } | null } | null, prices: { __typename?: 'CartPrices', grand_total_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_with_discount_excluding_tax: { __typename?: 'Money', value: number | null } | null, subtotal_including_tax: { __typename?: 'Money', value: number | null } | null, subtotal_excluding_tax: { __typename?: 'Money', value: number | null } | null, grand_total: { __typename?: 'Money', value: number | null } | null, applied_taxes: Array<{ __typename?: 'CartTaxItem', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null } } | null> | null } | null, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null> | null, items: Array<
    | { __typename: 'BundleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, bundle_options: Array<{ __typename?: 'SelectedBundleOption', uid: string, id: number, label: string, values: Array<{ __typename?: 'SelectedBundleOptionValue', id: number, label: string, quantity: number } | null> } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'ConfigurableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, configured_variant:
        | { __typename?: 'BundleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'GroupedProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'SimpleProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename?: 'VirtualProduct', sku: string | null, uid: string, name: string | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , configurable_options: Array<{ __typename?: 'SelectedConfigurableOption', option_label: string, value_label: string } | null>, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'DownloadableCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'SimpleCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
    | { __typename: 'VirtualCartItem', uid: string, quantity: number, is_available: boolean, not_available_message: string | null, errors: Array<{ __typename?: 'CartItemError', code: CartItemErrorType, message: string } | null> | null, product:
        | { __typename: 'BundleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', sku: string | null, uid: string, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      , prices: { __typename?: 'CartItemPrices', price: { __typename?: 'Money', value: number | null }, price_including_tax: { __typename?: 'Money', value: number | null }, row_total: { __typename?: 'Money', value: number | null }, row_total_including_tax: { __typename?: 'Money', value: number | null }, total_item_discount: { __typename?: 'Money', value: number | null } | null } | null }
   | null> | null, available_payment_methods: Array<{ __typename?: 'AvailablePaymentMethod', code: string, title: string } | null> | null, wm_customer_order_fields: { __typename?: 'WmCustomerOrderFields', customer_ref: string | null, customer_order_no: string | null } | null };

export type CmsBlocksQueryVariables = Exact<{
  identifiers: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type CmsBlocksQuery = { __typename?: 'Query', cmsBlocks: { __typename?: 'CmsBlocks', items: Array<{ __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type CmsPageQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type CmsPageQuery = { __typename?: 'Query', cmsPage: { __typename?: 'CmsPage', identifier: string | null, url_key: string | null, title: string | null, content: string | null, content_heading: string | null, page_layout: string | null, meta_title: string | null, meta_description: string | null, meta_keywords: string | null } | null };

export type AttributeOptionsQueryVariables = Exact<{
  attributeCode: Scalars['String']['input'];
}>;


export type AttributeOptionsQuery = { __typename?: 'Query', customAttributeMetadataV2: { __typename?: 'AttributesMetadataOutput', items: Array<{ __typename?: 'CatalogAttributeMetadata', code: string, label: string | null, options: Array<{ __typename?: 'AttributeOptionMetadata', label: string, value: string, swatch:
          | { __typename?: 'ColorSwatchData', value: string | null }
          | { __typename?: 'ImageSwatchData', value: string | null }
          | { __typename?: 'TextSwatchData', value: string | null }
         | null } | null> } | null> } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { __typename?: 'Query', countries: Array<{ __typename?: 'Country', id: string | null, two_letter_abbreviation: string | null, three_letter_abbreviation: string | null, full_name_locale: string | null, full_name_english: string | null, available_regions: Array<{ __typename?: 'Region', id: number | null, code: string | null, name: string | null } | null> | null } | null> | null };

export type CountryQueryVariables = Exact<{
  id: Scalars['String']['input'];
}>;


export type CountryQuery = { __typename?: 'Query', country: { __typename?: 'Country', id: string | null, two_letter_abbreviation: string | null, three_letter_abbreviation: string | null, full_name_locale: string | null, full_name_english: string | null, available_regions: Array<{ __typename?: 'Region', id: number | null, code: string | null, name: string | null } | null> | null } | null };

export type CountryFieldsFragment = { __typename?: 'Country', id: string | null, two_letter_abbreviation: string | null, three_letter_abbreviation: string | null, full_name_locale: string | null, full_name_english: string | null, available_regions: Array<{ __typename?: 'Region', id: number | null, code: string | null, name: string | null } | null> | null };

export type CurrencyQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrencyQuery = { __typename?: 'Query', currency: { __typename?: 'Currency', available_currency_codes: Array<string | null> | null, base_currency_code: string | null, base_currency_symbol: string | null, default_display_currency_code: string | null, default_display_currency_symbol: string | null, exchange_rates: Array<{ __typename?: 'ExchangeRate', currency_to: string | null, rate: number | null } | null> | null } | null };

export type StoreConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type StoreConfigQuery = { __typename?: 'Query', storeConfig: { __typename?: 'StoreConfig', store_code: string | null, store_name: string | null, locale: string | null, base_media_url: string | null, grid_per_page: number | null, cms_home_page: string | null, cms_no_route: string | null, header_logo_src: string | null, logo_alt: string | null, logo_width: number | null, logo_height: number | null, catalog_display_tax: number | null, top_menu_block_identifier: string | null, top_bar_block_enabled: boolean | null, top_bar_block_identifier: string | null, top_bar_block_background_color: string | null, sticky_header: boolean | null, hide_cart_button: boolean | null, wishlist_enabled: boolean | null, minimum_password_length: string | null, required_character_classes_number: string | null, customer_access_token_lifetime: number | null } | null };

export type ChangeCustomerPasswordMutationVariables = Exact<{
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ChangeCustomerPasswordMutation = { __typename?: 'Mutation', changeCustomerPassword: { __typename?: 'Customer', firstname: string | null, lastname: string | null, email: string | null, taxvat: string | null, company_id: string | null, is_subscribed: boolean | null, hide_cart_button: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type CustomerFieldsFragment = { __typename?: 'Customer', firstname: string | null, lastname: string | null, email: string | null, taxvat: string | null, company_id: string | null, is_subscribed: boolean | null, hide_cart_button: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null };

export type RequestPasswordResetEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetEmailMutation = { __typename?: 'Mutation', requestPasswordResetEmail: boolean | null };

export type ResetPasswordMutationVariables = Exact<{
  email: Scalars['String']['input'];
  resetPasswordToken: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean | null };

export type UpdateCustomerMutationVariables = Exact<{
  input: CustomerUpdateInput;
}>;


export type UpdateCustomerMutation = { __typename?: 'Mutation', updateCustomerV2: { __typename?: 'CustomerOutput', customer: { __typename?: 'Customer', firstname: string | null, lastname: string | null, email: string | null, taxvat: string | null, company_id: string | null, is_subscribed: boolean | null, hide_cart_button: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } } | null };

export type UpdateCustomerEmailMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type UpdateCustomerEmailMutation = { __typename?: 'Mutation', updateCustomerEmail: { __typename?: 'CustomerOutput', customer: { __typename?: 'Customer', firstname: string | null, lastname: string | null, email: string | null, taxvat: string | null, company_id: string | null, is_subscribed: boolean | null, hide_cart_button: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } } | null };

export type LicensePlateSearchQueryVariables = Exact<{
  licensePlate: Scalars['String']['input'];
}>;


export type LicensePlateSearchQuery = { __typename?: 'Query', WmLicensePlateSearch: { __typename?: 'WmLicensePlateResult', brand: string | null, model: string | null, brand_exists: boolean | null, model_exists: boolean | null, brand_finder_id: number | null, suggestions: Array<{ __typename?: 'WmLicensePlateSuggestion', brand: string | null, brand_id: number | null, brand_finder_id: number | null, models: Array<{ __typename?: 'WmLicensePlateSuggestionModel', model_id: number | null, model: string | null } | null> | null } | null> | null, vehicle: { __typename?: 'WmRegisteredVehicle', license_plate: string, make: string | null, trade_name: string | null, type_designation: string | null, vehicle_class: string | null, vehicle_class_name: string | null, is_farm_vehicle: boolean, first_registered: string | null } | null } | null };

export type MegaMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type MegaMenuQuery = { __typename?: 'Query', megaMenuItems: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null, children: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null, children: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null, children: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null } | null> | null } | null> | null } | null> | null } | null> | null };

export type MegaMenuItemFieldsFragment = { __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null };

export type MenuCategoriesQueryVariables = Exact<{
  uids: Array<Scalars['String']['input']> | Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type MenuCategoriesQuery = { __typename?: 'Query', categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null };

export type MenuCategoryFieldsFragment = { __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null };

export type CustomerOrderQueryVariables = Exact<{
  number: Scalars['String']['input'];
}>;


export type CustomerOrderQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', orders: { __typename?: 'CustomerOrders', items: Array<{ __typename?: 'CustomerOrder', email: string | null, carrier: string | null, shipping_method: string | null, number: string, order_date: string, status: string, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null>, payment_methods: Array<{ __typename?: 'OrderPaymentMethod', name: string, type: string } | null> | null, billing_address: { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null } | null, shipping_address: { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null } | null, items: Array<{ __typename?: 'OrderItem', id: string, product_sku: string, product_name: string | null, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, prices: { __typename?: 'OrderItemPrices', price_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, row_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, total_item_discount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null, selected_options: Array<{ __typename?: 'OrderItemOption', label: string, value: string } | null> | null, entered_options: Array<{ __typename?: 'OrderItemOption', label: string, value: string } | null> | null } | null> | null, total: { __typename?: 'OrderTotal', subtotal_excl_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, subtotal_incl_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, total_shipping: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, shipping_handling: { __typename?: 'ShippingHandling', amount_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } | null } | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null> | null, taxes: Array<{ __typename?: 'TaxItem', title: string, rate: number, amount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null> | null, total_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, grand_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null } | null> } | null } | null };

export type CustomerOrdersQueryVariables = Exact<{
  currentPage: Scalars['Int']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type CustomerOrdersQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', orders: { __typename?: 'CustomerOrders', total_count: number | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null, items: Array<{ __typename?: 'CustomerOrder', number: string, order_date: string, status: string, total: { __typename?: 'OrderTotal', grand_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null, items: Array<{ __typename?: 'OrderItem', quantity_ordered: number | null } | null> | null } | null> } | null } | null };

export type OrderAddressFieldsFragment = { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null };

export type OrderDetailsFieldsFragment = { __typename?: 'CustomerOrder', email: string | null, carrier: string | null, shipping_method: string | null, number: string, order_date: string, status: string, applied_coupons: Array<{ __typename?: 'AppliedCoupon', code: string } | null>, payment_methods: Array<{ __typename?: 'OrderPaymentMethod', name: string, type: string } | null> | null, billing_address: { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null } | null, shipping_address: { __typename?: 'OrderAddress', firstname: string, lastname: string, company: string | null, street: Array<string | null>, city: string, postcode: string | null, country_code: CountryCodeEnum | null, region: string | null, telephone: string | null, vat_id: string | null } | null, items: Array<{ __typename?: 'OrderItem', id: string, product_sku: string, product_name: string | null, product_url_key: string | null, quantity_ordered: number | null, quantity_shipped: number | null, quantity_canceled: number | null, quantity_refunded: number | null, product_sale_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, prices: { __typename?: 'OrderItemPrices', price_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, row_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, row_total_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, total_item_discount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null, selected_options: Array<{ __typename?: 'OrderItemOption', label: string, value: string } | null> | null, entered_options: Array<{ __typename?: 'OrderItemOption', label: string, value: string } | null> | null } | null> | null, total: { __typename?: 'OrderTotal', subtotal_excl_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, subtotal_incl_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, total_shipping: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, shipping_handling: { __typename?: 'ShippingHandling', amount_including_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } | null } | null, discounts: Array<{ __typename?: 'Discount', label: string, amount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null> | null, taxes: Array<{ __typename?: 'TaxItem', title: string, rate: number, amount: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null> | null, total_tax: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, grand_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null };

export type OrderSummaryFieldsFragment = { __typename?: 'CustomerOrder', number: string, order_date: string, status: string, total: { __typename?: 'OrderTotal', grand_total: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null, items: Array<{ __typename?: 'OrderItem', quantity_ordered: number | null } | null> | null };

export type PartFinderFittingSkusQueryVariables = Exact<{
  skus: Array<Scalars['String']['input']> | Scalars['String']['input'];
  modelId: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type PartFinderFittingSkusQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename?: 'BundleProduct', sku: string | null }
      | { __typename?: 'ConfigurableProduct', sku: string | null }
      | { __typename?: 'DownloadableProduct', sku: string | null }
      | { __typename?: 'GroupedProduct', sku: string | null }
      | { __typename?: 'SimpleProduct', sku: string | null }
      | { __typename?: 'VirtualProduct', sku: string | null }
     | null> | null } | null };

export type PartFinderFindersQueryVariables = Exact<{
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type PartFinderFindersQuery = { __typename?: 'Query', WmPartFinderFinders: { __typename?: 'WmPartFinderFindersOutput', total_count: number | null, items: Array<{ __typename?: 'WmPartFinderFinder', finder_id: number, name: string, slug: string }> } | null };

export type PartFinderBrandsQueryVariables = Exact<{
  finderId: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type PartFinderBrandsQuery = { __typename?: 'Query', WmPartFinderBrands: { __typename?: 'WmPartFinderBrandsOutput', total_count: number | null, items: Array<{ __typename?: 'WmPartFinderBrand', brand_id: number, finder_id: number, name: string, slug: string }> } | null };

export type PartFinderModelsQueryVariables = Exact<{
  brandId: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type PartFinderModelsQuery = { __typename?: 'Query', WmPartFinderModels: { __typename?: 'WmPartFinderModelsOutput', total_count: number | null, items: Array<{ __typename?: 'WmPartFinderModel', model_id: number, brand_id: number, name: string, slug: string, year_from: number | null, year_to: number | null }> } | null };

export type PartFinderSlugsQueryVariables = Exact<{
  finder: Scalars['String']['input'];
  brand: Scalars['String']['input'];
  model: Scalars['String']['input'];
  withBrand: Scalars['Boolean']['input'];
  withModel: Scalars['Boolean']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type PartFinderSlugsQuery = { __typename?: 'Query', finders: { __typename?: 'WmPartFinderFindersOutput', items: Array<{ __typename?: 'WmPartFinderFinder', finder_id: number, name: string, slug: string }> } | null, brands?: { __typename?: 'WmPartFinderBrandsOutput', items: Array<{ __typename?: 'WmPartFinderBrand', brand_id: number, finder_id: number, name: string, slug: string }> } | null, models?: { __typename?: 'WmPartFinderModelsOutput', items: Array<{ __typename?: 'WmPartFinderModel', model_id: number, brand_id: number, name: string, slug: string, year_from: number | null, year_to: number | null }> } | null };

export type PartFinderInfoQueryVariables = Exact<{
  brand: Scalars['String']['input'];
  model: Scalars['String']['input'];
  finderId: Scalars['Int']['input'];
}>;


export type PartFinderInfoQuery = { __typename?: 'Query', WmPartFinderInfo: { __typename?: 'WmPartFinderInfo', finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } | null } | null };

export type PartFinderFinderFieldsFragment = { __typename?: 'WmPartFinderFinder', finder_id: number, name: string, slug: string };

export type PartFinderBrandFieldsFragment = { __typename?: 'WmPartFinderBrand', brand_id: number, finder_id: number, name: string, slug: string };

export type PartFinderModelFieldsFragment = { __typename?: 'WmPartFinderModel', model_id: number, brand_id: number, name: string, slug: string, year_from: number | null, year_to: number | null };

export type RecaptchaConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type RecaptchaConfigQuery = { __typename?: 'Query', recaptchaV3Config: { __typename?: 'ReCaptchaConfigurationV3', is_enabled: boolean, website_key: string, forms: Array<ReCaptchaFormEnum | null>, badge_position: string, language_code: string | null, minimum_score: number, theme: string, failure_message: string } | null };

export type QuickSearchQueryVariables = Exact<{
  term: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
  categoryCount: Scalars['Int']['input'];
}>;


export type QuickSearchQuery = { __typename?: 'Query', products: { __typename?: 'Products', total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, configurable_options: Array<{ __typename?: 'ConfigurableProductOptions', uid: string, attribute_code: string | null, label: string | null, position: number | null, values: Array<{ __typename?: 'ConfigurableProductOptionsValues', uid: string | null, label: string | null, swatch_data:
              | { __typename: 'ColorSwatchData', value: string | null }
              | { __typename: 'ImageSwatchData', thumbnail: string | null, value: string | null }
              | { __typename: 'TextSwatchData', value: string | null }
             | null } | null> | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null } | null, categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null } | null };

export type CreateCustomerMutationVariables = Exact<{
  input: CustomerCreateInput;
}>;


export type CreateCustomerMutation = { __typename?: 'Mutation', createCustomerV2: { __typename?: 'CustomerOutput', customer: { __typename?: 'Customer', firstname: string | null, lastname: string | null, email: string | null, taxvat: string | null, company_id: string | null, is_subscribed: boolean | null, hide_cart_button: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } } | null };

export type CustomerQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', firstname: string | null, lastname: string | null, email: string | null, taxvat: string | null, company_id: string | null, is_subscribed: boolean | null, hide_cart_button: boolean | null, default_billing: string | null, default_shipping: string | null, addresses: Array<{ __typename?: 'CustomerAddress', id: number | null, firstname: string | null, lastname: string | null, company: string | null, street: Array<string | null> | null, city: string | null, postcode: string | null, country_code: CountryCodeEnum | null, telephone: string | null, vat_id: string | null, default_billing: boolean | null, default_shipping: boolean | null, region: { __typename?: 'CustomerAddressRegion', region: string | null, region_code: string | null, region_id: number | null } | null } | null> | null } | null };

export type GenerateCustomerTokenMutationVariables = Exact<{
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type GenerateCustomerTokenMutation = { __typename?: 'Mutation', generateCustomerToken: { __typename?: 'CustomerToken', token: string | null, credit_check_approved: boolean | null } | null };

export type RevokeCustomerTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCustomerTokenMutation = { __typename?: 'Mutation', revokeCustomerToken: { __typename?: 'RevokeCustomerTokenOutput', result: boolean } | null };

export type SitemapCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SitemapCategoriesQuery = { __typename?: 'Query', categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null> | null } | null> | null } | null };

export type SitemapCategoryFieldsFragment = { __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null };

export type SitemapProductsQueryVariables = Exact<{
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
}>;


export type SitemapProductsQuery = { __typename?: 'Query', products: { __typename?: 'Products', total_count: number | null, items: Array<
      | { __typename?: 'BundleProduct', sku: string | null, url_key: string | null, url_suffix: string | null, updated_at: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
      | { __typename?: 'ConfigurableProduct', sku: string | null, url_key: string | null, url_suffix: string | null, updated_at: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
      | { __typename?: 'DownloadableProduct', sku: string | null, url_key: string | null, url_suffix: string | null, updated_at: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
      | { __typename?: 'GroupedProduct', sku: string | null, url_key: string | null, url_suffix: string | null, updated_at: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
      | { __typename?: 'SimpleProduct', sku: string | null, url_key: string | null, url_suffix: string | null, updated_at: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
      | { __typename?: 'VirtualProduct', sku: string | null, url_key: string | null, url_suffix: string | null, updated_at: string | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null }
     | null> | null, page_info: { __typename?: 'SearchResultPageInfo', total_pages: number | null } | null } | null };

export type MyTractorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTractorsQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', wm_tractors: Array<{ __typename?: 'WmTractor', id: string, license_plate: string | null, nickname: string | null, is_active: boolean, added_at: string, finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } }> } | null };

export type AddTractorsMutationVariables = Exact<{
  input: Array<WmTractorInput> | WmTractorInput;
}>;


export type AddTractorsMutation = { __typename?: 'Mutation', WmAddTractors: Array<{ __typename?: 'WmTractor', id: string, license_plate: string | null, nickname: string | null, is_active: boolean, added_at: string, finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } }> };

export type RemoveTractorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveTractorMutation = { __typename?: 'Mutation', WmRemoveTractor: Array<{ __typename?: 'WmTractor', id: string, license_plate: string | null, nickname: string | null, is_active: boolean, added_at: string, finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } }> };

export type SetActiveTractorMutationVariables = Exact<{
  id: InputMaybe<Scalars['ID']['input']>;
}>;


export type SetActiveTractorMutation = { __typename?: 'Mutation', WmSetActiveTractor: Array<{ __typename?: 'WmTractor', id: string, license_plate: string | null, nickname: string | null, is_active: boolean, added_at: string, finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } }> };

export type TractorFieldsFragment = { __typename?: 'WmTractor', id: string, license_plate: string | null, nickname: string | null, is_active: boolean, added_at: string, finder: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, brand: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string }, model: { __typename?: 'WmPartFinderInfoItem', id: number, name: string, slug: string } };

export type GuestWishlistQueryVariables = Exact<{
  sharingCode: Scalars['String']['input'];
  currentPage: InputMaybe<Scalars['Int']['input']>;
  pageSize: InputMaybe<Scalars['Int']['input']>;
}>;


export type GuestWishlistQuery = { __typename?: 'Query', WmWishlist: { __typename?: 'WmGuestWishlist', id: string, items_count: number | null, sharing_code: string, items: Array<{ __typename?: 'WmGuestWishlistItem', id: string, quantity: number, added_at: string, product:
        | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
        | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
       | null, configured_variant:
        | { __typename?: 'BundleProduct', sku: string | null }
        | { __typename?: 'ConfigurableProduct', sku: string | null }
        | { __typename?: 'DownloadableProduct', sku: string | null }
        | { __typename?: 'GroupedProduct', sku: string | null }
        | { __typename?: 'SimpleProduct', sku: string | null }
        | { __typename?: 'VirtualProduct', sku: string | null }
       | null } | null> | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null };

export type GuestWishlistListFieldsFragment = { __typename?: 'WmGuestWishlist', id: string, items_count: number | null, sharing_code: string, items: Array<{ __typename?: 'WmGuestWishlistItem', id: string, quantity: number, added_at: string, product:
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null, configured_variant:
      | { __typename?: 'BundleProduct', sku: string | null }
      | { __typename?: 'ConfigurableProduct', sku: string | null }
      | { __typename?: 'DownloadableProduct', sku: string | null }
      | { __typename?: 'GroupedProduct', sku: string | null }
      | { __typename?: 'SimpleProduct', sku: string | null }
      | { __typename?: 'VirtualProduct', sku: string | null }
     | null } | null> | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null };

export type CreateGuestWishlistMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateGuestWishlistMutation = { __typename?: 'Mutation', WmWishlistCreate: { __typename?: 'WmWishlistCreateOutput', sharing_code: string } | null };

export type AddToGuestWishlistMutationVariables = Exact<{
  sharingCode: Scalars['String']['input'];
  items: Array<WmWishlistItemInput> | WmWishlistItemInput;
}>;


export type AddToGuestWishlistMutation = { __typename?: 'Mutation', WmWishlistAddItems: { __typename?: 'WmWishlistItemsOutput', user_errors: Array<{ __typename?: 'WishListUserInputError', code: WishListUserInputErrorType, message: string } | null>, wishlist: { __typename?: 'WmGuestWishlist', id: string, items_count: number | null, sharing_code: string, items: Array<{ __typename?: 'WmGuestWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null }
          | { __typename?: 'DownloadableProduct', sku: string | null }
          | { __typename?: 'GroupedProduct', sku: string | null }
          | { __typename?: 'SimpleProduct', sku: string | null }
          | { __typename?: 'VirtualProduct', sku: string | null }
         | null } | null> | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } } | null };

export type RemoveFromGuestWishlistMutationVariables = Exact<{
  sharingCode: Scalars['String']['input'];
  itemIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
}>;


export type RemoveFromGuestWishlistMutation = { __typename?: 'Mutation', WmWishlistRemoveItems: { __typename?: 'WmWishlistItemsOutput', user_errors: Array<{ __typename?: 'WishListUserInputError', code: WishListUserInputErrorType, message: string } | null>, wishlist: { __typename?: 'WmGuestWishlist', id: string, items_count: number | null, sharing_code: string, items: Array<{ __typename?: 'WmGuestWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null }
          | { __typename?: 'DownloadableProduct', sku: string | null }
          | { __typename?: 'GroupedProduct', sku: string | null }
          | { __typename?: 'SimpleProduct', sku: string | null }
          | { __typename?: 'VirtualProduct', sku: string | null }
         | null } | null> | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } } | null };

export type CustomerWishlistQueryVariables = Exact<{
  currentPage: InputMaybe<Scalars['Int']['input']>;
  pageSize: InputMaybe<Scalars['Int']['input']>;
}>;


export type CustomerWishlistQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', wishlists: Array<{ __typename?: 'Wishlist', id: string | null, items_count: number | null, sharing_code: string | null, items_v2: { __typename?: 'WishlistItems', items: Array<
          | { __typename: 'BundleWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, added_at: string, configured_variant:
              | { __typename?: 'BundleProduct', sku: string | null }
              | { __typename?: 'ConfigurableProduct', sku: string | null }
              | { __typename?: 'DownloadableProduct', sku: string | null }
              | { __typename?: 'GroupedProduct', sku: string | null }
              | { __typename?: 'SimpleProduct', sku: string | null }
              | { __typename?: 'VirtualProduct', sku: string | null }
             | null, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'DownloadableWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'GroupedProductWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
         | null>, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null } | null> } | null };

export type CustomerWishlistListFieldsFragment = { __typename?: 'Wishlist', id: string | null, items_count: number | null, sharing_code: string | null, items_v2: { __typename?: 'WishlistItems', items: Array<
      | { __typename: 'BundleWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null }
      | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, added_at: string, configured_variant:
          | { __typename?: 'BundleProduct', sku: string | null }
          | { __typename?: 'ConfigurableProduct', sku: string | null }
          | { __typename?: 'DownloadableProduct', sku: string | null }
          | { __typename?: 'GroupedProduct', sku: string | null }
          | { __typename?: 'SimpleProduct', sku: string | null }
          | { __typename?: 'VirtualProduct', sku: string | null }
         | null, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null }
      | { __typename: 'DownloadableWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null }
      | { __typename: 'GroupedProductWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null }
      | { __typename: 'SimpleWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null }
      | { __typename: 'VirtualWishlistItem', id: string, quantity: number, added_at: string, product:
          | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
          | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
         | null }
     | null>, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null };

export type AddToCustomerWishlistMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
  items: Array<WishlistItemInput> | WishlistItemInput;
  currentPage: InputMaybe<Scalars['Int']['input']>;
  pageSize: InputMaybe<Scalars['Int']['input']>;
}>;


export type AddToCustomerWishlistMutation = { __typename?: 'Mutation', addProductsToWishlist: { __typename?: 'AddProductsToWishlistOutput', user_errors: Array<{ __typename?: 'WishListUserInputError', code: WishListUserInputErrorType, message: string } | null>, wishlist: { __typename?: 'Wishlist', id: string | null, items_count: number | null, sharing_code: string | null, items_v2: { __typename?: 'WishlistItems', items: Array<
          | { __typename: 'BundleWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, added_at: string, configured_variant:
              | { __typename?: 'BundleProduct', sku: string | null }
              | { __typename?: 'ConfigurableProduct', sku: string | null }
              | { __typename?: 'DownloadableProduct', sku: string | null }
              | { __typename?: 'GroupedProduct', sku: string | null }
              | { __typename?: 'SimpleProduct', sku: string | null }
              | { __typename?: 'VirtualProduct', sku: string | null }
             | null, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'DownloadableWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'GroupedProductWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
         | null>, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null } } | null };

export type RemoveFromCustomerWishlistMutationVariables = Exact<{
  wishlistId: Scalars['ID']['input'];
  itemIds: Array<Scalars['ID']['input']> | Scalars['ID']['input'];
  currentPage: InputMaybe<Scalars['Int']['input']>;
  pageSize: InputMaybe<Scalars['Int']['input']>;
}>;


export type RemoveFromCustomerWishlistMutation = { __typename?: 'Mutation', removeProductsFromWishlist: { __typename?: 'RemoveProductsFromWishlistOutput', user_errors: Array<{ __typename?: 'WishListUserInputError', code: WishListUserInputErrorType, message: string } | null>, wishlist: { __typename?: 'Wishlist', id: string | null, items_count: number | null, sharing_code: string | null, items_v2: { __typename?: 'WishlistItems', items: Array<
          | { __typename: 'BundleWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'ConfigurableWishlistItem', id: string, quantity: number, added_at: string, configured_variant:
              | { __typename?: 'BundleProduct', sku: string | null }
              | { __typename?: 'ConfigurableProduct', sku: string | null }
              | { __typename?: 'DownloadableProduct', sku: string | null }
              | { __typename?: 'GroupedProduct', sku: string | null }
              | { __typename?: 'SimpleProduct', sku: string | null }
              | { __typename?: 'VirtualProduct', sku: string | null }
             | null, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'DownloadableWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'GroupedProductWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'SimpleWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
          | { __typename: 'VirtualWishlistItem', id: string, quantity: number, added_at: string, product:
              | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
              | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
             | null }
         | null>, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null } } | null };

export type MergeGuestWishlistMutationVariables = Exact<{
  sharingCode: Scalars['String']['input'];
}>;


export type MergeGuestWishlistMutation = { __typename?: 'Mutation', WmMergeWishlist: { __typename?: 'AddProductsToWishlistOutput', user_errors: Array<{ __typename?: 'WishListUserInputError', code: WishListUserInputErrorType, message: string } | null> } | null };

export type GuestWishlistCountQueryVariables = Exact<{
  sharingCode: Scalars['String']['input'];
}>;


export type GuestWishlistCountQuery = { __typename?: 'Query', WmWishlistItemsCount: number | null };

export type CustomerWishlistCountQueryVariables = Exact<{ [key: string]: never; }>;


export type CustomerWishlistCountQuery = { __typename?: 'Query', customer: { __typename?: 'Customer', wishlists: Array<{ __typename?: 'Wishlist', items_count: number | null } | null> } | null };

type WishlistProductFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type WishlistProductFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type WishlistProductFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type WishlistProductFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type WishlistProductFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type WishlistProductFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, only_x_left_in_stock: number | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

export type WishlistProductFieldsFragment =
  | WishlistProductFields_BundleProduct_Fragment
  | WishlistProductFields_ConfigurableProduct_Fragment
  | WishlistProductFields_DownloadableProduct_Fragment
  | WishlistProductFields_GroupedProduct_Fragment
  | WishlistProductFields_SimpleProduct_Fragment
  | WishlistProductFields_VirtualProduct_Fragment
;
