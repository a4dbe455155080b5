import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** Input of `setGuestEmailOnCart`. */
export type SetGuestEmailOnCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The guest's e-mail address. */
  email: Scalars['String']['input'];
};

/** How a bundle's parts are shipped. */
export type ShipBundleItemsEnum =
  /** Each part on its own. */
  | 'SEPARATELY'
  /** In one shipment. */
  | 'TOGETHER';

/** A simple product to add to a cart. */
export type SimpleProductCartItemInput = {
  /** Values of customizable options. */
  customizable_options?: InputMaybe<Array<InputMaybe<CustomizableOptionInput>>>;
  /** SKU and quantity. */
  data: CartItemInput;
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

export type CategoryByUrlPathQueryVariables = Exact<{
  urlPath: Scalars['String']['input'];
}>;


export type CategoryByUrlPathQuery = { __typename?: 'Query', categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, display_mode: string | null, product_count: number | null, breadcrumbs: Array<{ __typename?: 'Breadcrumb', category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, cms_block: { __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, product_count: number | null } | null> | null } | null> | null } | null };

export type ProductBySkuQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type ProductBySkuQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
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
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
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
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
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
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
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

type ProductDetailFields_BundleProduct_Fragment = { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
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

type ProductDetailFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, rating_summary: number, review_count: number, new_from_date: string | null, new_to_date: string | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, media_gallery: Array<
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
    | { __typename: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, redirect_code: number, relative_url: string | null }
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

export const BlogPostSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmBlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<BlogPostSummaryFieldsFragment, unknown>;
export const ProductPriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<ProductPriceFieldsFragment, unknown>;
export const PriceRangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PriceRangeFieldsFragment, unknown>;
export const ConfigurableOptionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConfigurableOptionFieldsFragment, unknown>;
export const ProductSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductSummaryFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short_description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media_gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_order_product"}},{"kind":"Field","name":{"kind":"Name","value":"custom_attributesV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_visible_on_front"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeSelectedOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_pf_fitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDetailFieldsFragment, unknown>;
export const CountryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"two_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"three_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_locale"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_english"}},{"kind":"Field","name":{"kind":"Name","value":"available_regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountryFieldsFragment, unknown>;
export const CustomerAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}}]} as unknown as DocumentNode<CustomerAddressFieldsFragment, unknown>;
export const CustomerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"company_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}}]} as unknown as DocumentNode<CustomerFieldsFragment, unknown>;
export const MegaMenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MegaMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MegaMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"link_type"}},{"kind":"Field","name":{"kind":"Name","value":"link_uid"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"cols_nb"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"custom_class"}},{"kind":"Field","name":{"kind":"Name","value":"icon_url"}},{"kind":"Field","name":{"kind":"Name","value":"items_id"}},{"kind":"Field","name":{"kind":"Name","value":"show_subcategories"}},{"kind":"Field","name":{"kind":"Name","value":"show_title"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]} as unknown as DocumentNode<MegaMenuItemFieldsFragment, unknown>;
export const MenuCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]} as unknown as DocumentNode<MenuCategoryFieldsFragment, unknown>;
export const OrderSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity_ordered"}}]}}]}}]} as unknown as DocumentNode<OrderSummaryFieldsFragment, unknown>;
export const OrderAddressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}}]}}]} as unknown as DocumentNode<OrderAddressFieldsFragment, unknown>;
export const OrderDetailsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"shipping_method"}},{"kind":"Field","name":{"kind":"Name","value":"applied_coupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment_methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing_address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping_address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product_sku"}},{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"product_url_key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_ordered"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_shipped"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_canceled"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_refunded"}},{"kind":"Field","name":{"kind":"Name","value":"product_sale_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price_including_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row_total_including_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_item_discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entered_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal_excl_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal_incl_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping_handling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount_including_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity_ordered"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}}]}}]} as unknown as DocumentNode<OrderDetailsFieldsFragment, unknown>;
export const PartFinderFinderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderFinderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderFinder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<PartFinderFinderFieldsFragment, unknown>;
export const PartFinderBrandFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<PartFinderBrandFieldsFragment, unknown>;
export const PartFinderModelFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model_id"}},{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"year_from"}},{"kind":"Field","name":{"kind":"Name","value":"year_to"}}]}}]} as unknown as DocumentNode<PartFinderModelFieldsFragment, unknown>;
export const SitemapCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SitemapCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]} as unknown as DocumentNode<SitemapCategoryFieldsFragment, unknown>;
export const TractorFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TractorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmTractor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license_plate"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"added_at"}}]}}]} as unknown as DocumentNode<TractorFieldsFragment, unknown>;
export const CreateCustomerAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomerAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomerAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}}]} as unknown as DocumentNode<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>;
export const CustomerAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerAddresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}}]} as unknown as DocumentNode<CustomerAddressesQuery, CustomerAddressesQueryVariables>;
export const DeleteCustomerAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteCustomerAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCustomerAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>;
export const UpdateCustomerAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomerAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddressInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}}]} as unknown as DocumentNode<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>;
export const BlogPostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmBlogPost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmBlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<BlogPostQuery, BlogPostQueryVariables>;
export const BlogPostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlogPosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmBlogPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BlogPostSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"page_size"}},{"kind":"Field","name":{"kind":"Name","value":"total_pages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BlogPostSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmBlogPost"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"excerpt"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"published_at"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]} as unknown as DocumentNode<BlogPostsQuery, BlogPostsQueryVariables>;
export const CategoryByUrlPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryByUrlPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlPath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url_path"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlPath"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"display_mode"}},{"kind":"Field","name":{"kind":"Name","value":"product_count"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category_uid"}},{"kind":"Field","name":{"kind":"Name","value":"category_name"}},{"kind":"Field","name":{"kind":"Name","value":"category_url_path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cms_block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"product_count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CategoryByUrlPathQuery, CategoryByUrlPathQueryVariables>;
export const ProductBySkuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductBySku"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sku"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short_description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media_gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_order_product"}},{"kind":"Field","name":{"kind":"Name","value":"custom_attributesV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_visible_on_front"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeSelectedOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_pf_fitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductBySkuQuery, ProductBySkuQueryVariables>;
export const ProductByUrlKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductByUrlKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url_key"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlKey"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short_description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media_gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_order_product"}},{"kind":"Field","name":{"kind":"Name","value":"custom_attributesV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_visible_on_front"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeValue"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeSelectedOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"selected_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_pf_fitments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductByUrlKeyQuery, ProductByUrlKeyQueryVariables>;
export const ProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductAttributeFilterInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductAttributeSortInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"page_size"}},{"kind":"Field","name":{"kind":"Name","value":"total_pages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"aggregations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"includeDirectChildrenOnly"},"value":{"kind":"BooleanValue","value":true}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}}]} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const ProductRelationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductRelations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sku"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"related_products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upsell_products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}}]} as unknown as DocumentNode<ProductRelationsQuery, ProductRelationsQueryVariables>;
export const RouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Route"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"route"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_code"}},{"kind":"Field","name":{"kind":"Name","value":"relative_url"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}}]}}]}}]} as unknown as DocumentNode<RouteQuery, RouteQueryVariables>;
export const SpecificationLabelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpecificationLabels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attributesList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entityType"},"value":{"kind":"EnumValue","value":"CATALOG_PRODUCT"}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"is_visible_on_front"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<SpecificationLabelsQuery, SpecificationLabelsQueryVariables>;
export const CmsBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifiers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifiers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifiers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const CmsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"content_heading"}},{"kind":"Field","name":{"kind":"Name","value":"page_layout"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"meta_keywords"}}]}}]}}]} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>;
export const AttributeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AttributeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attributeCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customAttributeMetadataV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attributes"},"value":{"kind":"ListValue","values":[{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"attribute_code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attributeCode"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"entity_type"},"value":{"kind":"StringValue","value":"catalog_product","block":false}}]}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttributeOptionMetadata"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"swatch"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AttributeOptionsQuery, AttributeOptionsQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"two_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"three_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_locale"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_english"}},{"kind":"Field","name":{"kind":"Name","value":"available_regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const CountryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Country"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"two_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"three_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_locale"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_english"}},{"kind":"Field","name":{"kind":"Name","value":"available_regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountryQuery, CountryQueryVariables>;
export const CurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available_currency_codes"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_code"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_symbol"}},{"kind":"Field","name":{"kind":"Name","value":"default_display_currency_code"}},{"kind":"Field","name":{"kind":"Name","value":"default_display_currency_symbol"}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency_to"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]} as unknown as DocumentNode<CurrencyQuery, CurrencyQueryVariables>;
export const StoreConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"store_name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"base_media_url"}},{"kind":"Field","name":{"kind":"Name","value":"grid_per_page"}},{"kind":"Field","name":{"kind":"Name","value":"cms_home_page"}},{"kind":"Field","name":{"kind":"Name","value":"cms_no_route"}},{"kind":"Field","name":{"kind":"Name","value":"header_logo_src"}},{"kind":"Field","name":{"kind":"Name","value":"logo_alt"}},{"kind":"Field","name":{"kind":"Name","value":"logo_width"}},{"kind":"Field","name":{"kind":"Name","value":"logo_height"}},{"kind":"Field","name":{"kind":"Name","value":"catalog_display_tax"}},{"kind":"Field","name":{"kind":"Name","value":"top_menu_block_identifier"}},{"kind":"Field","name":{"kind":"Name","value":"top_bar_block_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"top_bar_block_identifier"}},{"kind":"Field","name":{"kind":"Name","value":"top_bar_block_background_color"}},{"kind":"Field","name":{"kind":"Name","value":"sticky_header"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"wishlist_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_password_length"}},{"kind":"Field","name":{"kind":"Name","value":"required_character_classes_number"}},{"kind":"Field","name":{"kind":"Name","value":"customer_access_token_lifetime"}}]}}]}}]} as unknown as DocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;
export const ChangeCustomerPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeCustomerPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeCustomerPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"company_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}}]} as unknown as DocumentNode<ChangeCustomerPasswordMutation, ChangeCustomerPasswordMutationVariables>;
export const RequestPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetEmailMutation, RequestPasswordResetEmailMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"resetPasswordToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resetPasswordToken"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const UpdateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"company_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerMutation, UpdateCustomerMutationVariables>;
export const UpdateCustomerEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCustomerEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCustomerEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"company_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}}]} as unknown as DocumentNode<UpdateCustomerEmailMutation, UpdateCustomerEmailMutationVariables>;
export const LicensePlateSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LicensePlateSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"licensePlate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmLicensePlateSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"license_plate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"licensePlate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"model"}},{"kind":"Field","name":{"kind":"Name","value":"brand_exists"}},{"kind":"Field","name":{"kind":"Name","value":"model_exists"}},{"kind":"Field","name":{"kind":"Name","value":"brand_finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"suggestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"brand_finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model_id"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"vehicle"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"license_plate"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"trade_name"}},{"kind":"Field","name":{"kind":"Name","value":"type_designation"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle_class"}},{"kind":"Field","name":{"kind":"Name","value":"vehicle_class_name"}},{"kind":"Field","name":{"kind":"Name","value":"is_farm_vehicle"}},{"kind":"Field","name":{"kind":"Name","value":"first_registered"}}]}}]}}]}}]} as unknown as DocumentNode<LicensePlateSearchQuery, LicensePlateSearchQueryVariables>;
export const MegaMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MegaMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"megaMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MegaMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MegaMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"link_type"}},{"kind":"Field","name":{"kind":"Name","value":"link_uid"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"cols_nb"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"custom_class"}},{"kind":"Field","name":{"kind":"Name","value":"icon_url"}},{"kind":"Field","name":{"kind":"Name","value":"items_id"}},{"kind":"Field","name":{"kind":"Name","value":"show_subcategories"}},{"kind":"Field","name":{"kind":"Name","value":"show_title"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]} as unknown as DocumentNode<MegaMenuQuery, MegaMenuQueryVariables>;
export const MenuCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category_uid"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uids"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategoryFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]} as unknown as DocumentNode<MenuCategoriesQuery, MenuCategoriesQueryVariables>;
export const CustomerOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"number"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"number"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"number"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderDetailsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity_ordered"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrderAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderDetailsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"carrier"}},{"kind":"Field","name":{"kind":"Name","value":"shipping_method"}},{"kind":"Field","name":{"kind":"Name","value":"applied_coupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment_methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"billing_address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping_address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderAddressFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"product_sku"}},{"kind":"Field","name":{"kind":"Name","value":"product_name"}},{"kind":"Field","name":{"kind":"Name","value":"product_url_key"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_ordered"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_shipped"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_canceled"}},{"kind":"Field","name":{"kind":"Name","value":"quantity_refunded"}},{"kind":"Field","name":{"kind":"Name","value":"product_sale_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price_including_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"row_total_including_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_item_discount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"selected_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entered_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotal_excl_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotal_incl_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_shipping"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"shipping_handling"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount_including_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"discounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]}}]} as unknown as DocumentNode<CustomerOrderQuery, CustomerOrderQueryVariables>;
export const CustomerOrdersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CustomerOrders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sort_field"},"value":{"kind":"EnumValue","value":"CREATED_AT"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort_direction"},"value":{"kind":"EnumValue","value":"DESC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"page_size"}},{"kind":"Field","name":{"kind":"Name","value":"total_pages"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrderSummaryFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrderSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerOrder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"order_date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grand_total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity_ordered"}}]}}]}}]} as unknown as DocumentNode<CustomerOrdersQuery, CustomerOrdersQueryVariables>;
export const PartFinderFittingSkusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartFinderFittingSkus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skus"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sku"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skus"}}}]}},{"kind":"ObjectField","name":{"kind":"Name","value":"wm_pf_model_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"modelId"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}}]}}]}}]}}]} as unknown as DocumentNode<PartFinderFittingSkusQuery, PartFinderFittingSkusQueryVariables>;
export const PartFinderFindersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartFinderFinders"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmPartFinderFinders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFinderFinderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderFinderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderFinder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<PartFinderFindersQuery, PartFinderFindersQueryVariables>;
export const PartFinderBrandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartFinderBrands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmPartFinderBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"finder_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finderId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFinderBrandFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]} as unknown as DocumentNode<PartFinderBrandsQuery, PartFinderBrandsQueryVariables>;
export const PartFinderModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartFinderModels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brandId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmPartFinderModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"brand_id"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brandId"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFinderModelFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model_id"}},{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"year_from"}},{"kind":"Field","name":{"kind":"Name","value":"year_to"}}]}}]} as unknown as DocumentNode<PartFinderModelsQuery, PartFinderModelsQueryVariables>;
export const PartFinderSlugsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartFinderSlugs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finder"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withBrand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withModel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"finders"},"name":{"kind":"Name","value":"WmPartFinderFinders"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finder"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFinderFinderFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"brands"},"name":{"kind":"Name","value":"WmPartFinderBrands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withBrand"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFinderBrandFields"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"models"},"name":{"kind":"Name","value":"WmPartFinderModels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"slug"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}}]}}]}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withModel"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFinderModelFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderFinderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderFinder"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderBrandFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderBrand"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"finder_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFinderModelFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmPartFinderModel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"model_id"}},{"kind":"Field","name":{"kind":"Name","value":"brand_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"year_from"}},{"kind":"Field","name":{"kind":"Name","value":"year_to"}}]}}]} as unknown as DocumentNode<PartFinderSlugsQuery, PartFinderSlugsQueryVariables>;
export const PartFinderInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartFinderInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"brand"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"model"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"finderId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmPartFinderInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"brand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"brand"}}},{"kind":"Argument","name":{"kind":"Name","value":"model"},"value":{"kind":"Variable","name":{"kind":"Name","value":"model"}}},{"kind":"Argument","name":{"kind":"Name","value":"finder_id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"finderId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}}]}}]}}]} as unknown as DocumentNode<PartFinderInfoQuery, PartFinderInfoQueryVariables>;
export const RecaptchaConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecaptchaConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recaptchaV3Config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"is_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"website_key"}},{"kind":"Field","name":{"kind":"Name","value":"forms"}},{"kind":"Field","name":{"kind":"Name","value":"badge_position"}},{"kind":"Field","name":{"kind":"Name","value":"language_code"}},{"kind":"Field","name":{"kind":"Name","value":"minimum_score"}},{"kind":"Field","name":{"kind":"Name","value":"theme"}},{"kind":"Field","name":{"kind":"Name","value":"failure_message"}}]}}]}}]} as unknown as DocumentNode<RecaptchaConfigQuery, RecaptchaConfigQueryVariables>;
export const QuickSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryCount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"match"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryCount"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigurableOptionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProductOptions"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"attribute_code"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"swatch_data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSwatchData"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rating_summary"}},{"kind":"Field","name":{"kind":"Name","value":"review_count"}},{"kind":"Field","name":{"kind":"Name","value":"new_from_date"}},{"kind":"Field","name":{"kind":"Name","value":"new_to_date"}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigurableProduct"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configurable_options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigurableOptionFields"}}]}}]}}]}}]} as unknown as DocumentNode<QuickSearchQuery, QuickSearchQueryVariables>;
export const CreateCustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCustomer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerCreateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCustomerV2"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"company_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}}]} as unknown as DocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables>;
export const CustomerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerAddressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomerAddress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"postcode"}},{"kind":"Field","name":{"kind":"Name","value":"country_code"}},{"kind":"Field","name":{"kind":"Name","value":"region"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"region_code"}},{"kind":"Field","name":{"kind":"Name","value":"region_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"telephone"}},{"kind":"Field","name":{"kind":"Name","value":"vat_id"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CustomerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Customer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstname"}},{"kind":"Field","name":{"kind":"Name","value":"lastname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"taxvat"}},{"kind":"Field","name":{"kind":"Name","value":"company_id"}},{"kind":"Field","name":{"kind":"Name","value":"is_subscribed"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"default_billing"}},{"kind":"Field","name":{"kind":"Name","value":"default_shipping"}},{"kind":"Field","name":{"kind":"Name","value":"addresses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CustomerAddressFields"}}]}}]}}]} as unknown as DocumentNode<CustomerQuery, CustomerQueryVariables>;
export const GenerateCustomerTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GenerateCustomerToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generateCustomerToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"credit_check_approved"}}]}}]}}]} as unknown as DocumentNode<GenerateCustomerTokenMutation, GenerateCustomerTokenMutationVariables>;
export const RevokeCustomerTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCustomerToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCustomerToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"}}]}}]}}]} as unknown as DocumentNode<RevokeCustomerTokenMutation, RevokeCustomerTokenMutationVariables>;
export const SitemapCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitemapCategories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitemapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitemapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitemapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitemapCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SitemapCategoryFields"}}]}}]}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SitemapCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]} as unknown as DocumentNode<SitemapCategoriesQuery, SitemapCategoriesQueryVariables>;
export const SitemapProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SitemapProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"price"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"from"},"value":{"kind":"StringValue","value":"0","block":false}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"EnumValue","value":"ASC"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updated_at"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total_pages"}}]}}]}}]}}]} as unknown as DocumentNode<SitemapProductsQuery, SitemapProductsQueryVariables>;
export const MyTractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wm_tractors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TractorFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TractorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmTractor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license_plate"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"added_at"}}]}}]} as unknown as DocumentNode<MyTractorsQuery, MyTractorsQueryVariables>;
export const AddTractorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddTractors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WmTractorInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmAddTractors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TractorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TractorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmTractor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license_plate"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"added_at"}}]}}]} as unknown as DocumentNode<AddTractorsMutation, AddTractorsMutationVariables>;
export const RemoveTractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmRemoveTractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TractorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TractorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmTractor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license_plate"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"added_at"}}]}}]} as unknown as DocumentNode<RemoveTractorMutation, RemoveTractorMutationVariables>;
export const SetActiveTractorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetActiveTractor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"WmSetActiveTractor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TractorFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TractorFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WmTractor"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"finder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}}]}},{"kind":"Field","name":{"kind":"Name","value":"license_plate"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"is_active"}},{"kind":"Field","name":{"kind":"Name","value":"added_at"}}]}}]} as unknown as DocumentNode<SetActiveTractorMutation, SetActiveTractorMutationVariables>;