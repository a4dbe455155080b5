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

/** Values for `addCustomFieldsToCart`. A field left out or null clears the stored value. */
export type AddCustomFieldsToCartInput = {
  /** Masked id of the cart. */
  cart_id: Scalars['String']['input'];
  /** The customer's purchase order number. */
  customer_order_no?: InputMaybe<Scalars['String']['input']>;
  /** The customer's reference. */
  customer_ref?: InputMaybe<Scalars['String']['input']>;
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

/** What a date option asks for. */
export type CustomizableDateTypeEnum =
  /** A date. */
  | 'DATE'
  /** A date and a time. */
  | 'DATE_TIME'
  /** A time of day. */
  | 'TIME';

/** Where a downloadable file lives. */
export type DownloadableFileTypeEnum =
  /** An uploaded file. */
  | 'FILE'
  /** An external address. */
  | 'URL';

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

/** How a bundle's parts are shipped. */
export type ShipBundleItemsEnum =
  /** Each part on its own. */
  | 'SEPARATELY'
  /** In one shipment. */
  | 'TOGETHER';

/** Sort direction. */
export type SortEnum =
  /** Ascending. */
  | 'ASC'
  /** Descending. */
  | 'DESC';

/** Kinds of entity a URL rewrite can point at. */
export type UrlRewriteEntityTypeEnum =
  /** A category page. */
  | 'CATEGORY'
  /** A content page. */
  | 'CMS_PAGE'
  /** A product page. */
  | 'PRODUCT';

/** Kinds of wish list problems. */
export type WishListUserInputErrorType =
  /** No product with the given SKU. */
  | 'PRODUCT_NOT_FOUND'
  /** Any other problem. */
  | 'UNDEFINED';

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
