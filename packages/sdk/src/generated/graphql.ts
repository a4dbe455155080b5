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

export type CategoryByUrlPathQueryVariables = Exact<{
  urlPath: Scalars['String']['input'];
}>;


export type CategoryByUrlPathQuery = { __typename?: 'Query', categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null, description: string | null, meta_title: string | null, meta_description: string | null, display_mode: string | null, product_count: number | null, breadcrumbs: Array<{ __typename?: 'Breadcrumb', category_uid: string, category_name: string | null, category_url_path: string | null } | null> | null, cms_block: { __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, product_count: number | null } | null> | null } | null> | null } | null };

export type ProductBySkuQueryVariables = Exact<{
  sku: Scalars['String']['input'];
}>;


export type ProductBySkuQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null } | null };

export type ProductByUrlKeyQueryVariables = Exact<{
  urlKey: Scalars['String']['input'];
}>;


export type ProductByUrlKeyQuery = { __typename?: 'Query', products: { __typename?: 'Products', items: Array<
      | { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
          | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
          | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
         | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null } | null };

type ProductSummaryFields_BundleProduct_Fragment = { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductSummaryFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

export type ProductSummaryFieldsFragment =
  | ProductSummaryFields_BundleProduct_Fragment
  | ProductSummaryFields_ConfigurableProduct_Fragment
  | ProductSummaryFields_DownloadableProduct_Fragment
  | ProductSummaryFields_GroupedProduct_Fragment
  | ProductSummaryFields_SimpleProduct_Fragment
  | ProductSummaryFields_VirtualProduct_Fragment
;

type ProductDetailFields_BundleProduct_Fragment = { __typename: 'BundleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_ConfigurableProduct_Fragment = { __typename: 'ConfigurableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_DownloadableProduct_Fragment = { __typename: 'DownloadableProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_GroupedProduct_Fragment = { __typename: 'GroupedProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_SimpleProduct_Fragment = { __typename: 'SimpleProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

type ProductDetailFields_VirtualProduct_Fragment = { __typename: 'VirtualProduct', meta_title: string | null, meta_description: string | null, only_x_left_in_stock: number | null, wm_delivery_time: string | null, ag_produktgruppe: string | null, wm_order_product: boolean | null, uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, description: { __typename?: 'ComplexTextValue', html: string } | null, short_description: { __typename?: 'ComplexTextValue', html: string } | null, small_image: { __typename?: 'ProductImage', url: string | null, label: string | null } | null, media_gallery: Array<
    | { __typename: 'ProductImage', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
    | { __typename: 'ProductVideo', url: string | null, label: string | null, position: number | null, disabled: boolean | null }
   | null> | null, categories: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, url_path: string | null, url_suffix: string | null } | null> | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null };

export type ProductDetailFieldsFragment =
  | ProductDetailFields_BundleProduct_Fragment
  | ProductDetailFields_ConfigurableProduct_Fragment
  | ProductDetailFields_DownloadableProduct_Fragment
  | ProductDetailFields_GroupedProduct_Fragment
  | ProductDetailFields_SimpleProduct_Fragment
  | ProductDetailFields_VirtualProduct_Fragment
;

export type PriceRangeFieldsFragment = { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null };

export type ProductPriceFieldsFragment = { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } };

export type ProductListQueryVariables = Exact<{
  categoryUid: Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
  currentPage: Scalars['Int']['input'];
  sort: InputMaybe<ProductAttributeSortInput>;
}>;


export type ProductListQuery = { __typename?: 'Query', products: { __typename?: 'Products', total_count: number | null, items: Array<
      | { __typename: 'BundleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'ConfigurableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'DownloadableProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'GroupedProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'SimpleProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
      | { __typename: 'VirtualProduct', uid: string, sku: string | null, name: string | null, url_key: string | null, url_suffix: string | null, stock_status: ProductStockStatus | null, url_rewrites: Array<{ __typename?: 'UrlRewrite', url: string | null } | null> | null, price_range: { __typename?: 'PriceRange', minimum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } }, maximum_price: { __typename?: 'ProductPrice', regular_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null }, final_price: { __typename?: 'Money', value: number | null, currency: CurrencyEnum | null } } | null }, thumbnail: { __typename?: 'ProductImage', url: string | null, label: string | null } | null }
     | null> | null, page_info: { __typename?: 'SearchResultPageInfo', current_page: number | null, page_size: number | null, total_pages: number | null } | null } | null };

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

export type CmsBlocksQueryVariables = Exact<{
  identifiers: Array<Scalars['String']['input']> | Scalars['String']['input'];
}>;


export type CmsBlocksQuery = { __typename?: 'Query', cmsBlocks: { __typename?: 'CmsBlocks', items: Array<{ __typename?: 'CmsBlock', identifier: string | null, title: string | null, content: string | null } | null> | null } | null };

export type CmsPageQueryVariables = Exact<{
  identifier: Scalars['String']['input'];
}>;


export type CmsPageQuery = { __typename?: 'Query', cmsPage: { __typename?: 'CmsPage', identifier: string | null, url_key: string | null, title: string | null, content: string | null, content_heading: string | null, page_layout: string | null, meta_title: string | null, meta_description: string | null, meta_keywords: string | null } | null };

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


export type StoreConfigQuery = { __typename?: 'Query', storeConfig: { __typename?: 'StoreConfig', store_code: string | null, store_name: string | null, locale: string | null, base_media_url: string | null, grid_per_page: number | null, cms_home_page: string | null, cms_no_route: string | null, header_logo_src: string | null, logo_alt: string | null, logo_width: number | null, logo_height: number | null, catalog_display_tax: number | null, top_menu_block_identifier: string | null, top_bar_block_enabled: boolean | null, top_bar_block_identifier: string | null, top_bar_block_background_color: string | null, sticky_header: boolean | null, hide_cart_button: boolean | null, wishlist_enabled: boolean | null } | null };

export type MegaMenuQueryVariables = Exact<{ [key: string]: never; }>;


export type MegaMenuQuery = { __typename?: 'Query', megaMenuItems: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null, children: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null, children: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null, children: Array<{ __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null } | null> | null } | null> | null } | null> | null } | null> | null };

export type MegaMenuItemFieldsFragment = { __typename?: 'MegaMenuItem', uid: string, title: string | null, link: string | null, link_type: MegaMenuLinkTypeEnum | null, link_uid: string | null, target: string | null, cols_nb: number | null, content: string | null, custom_class: string | null, icon_url: string | null, items_id: string | null, show_subcategories: boolean | null, show_title: boolean | null, width: string | null };

export type MenuCategoriesQueryVariables = Exact<{
  uids: Array<Scalars['String']['input']> | Scalars['String']['input'];
  pageSize: Scalars['Int']['input'];
}>;


export type MenuCategoriesQuery = { __typename?: 'Query', categories: { __typename?: 'CategoryResult', items: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null, children: Array<{ __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null } | null> | null } | null> | null } | null> | null } | null };

export type MenuCategoryFieldsFragment = { __typename?: 'CategoryTree', uid: string, name: string | null, position: number | null, url_path: string | null, url_suffix: string | null };

export const ProductPriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<ProductPriceFieldsFragment, unknown>;
export const PriceRangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}}]} as unknown as DocumentNode<PriceRangeFieldsFragment, unknown>;
export const ProductSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}}]} as unknown as DocumentNode<ProductSummaryFieldsFragment, unknown>;
export const ProductDetailFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short_description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media_gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"Field","name":{"kind":"Name","value":"wm_order_product"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ProductDetailFieldsFragment, unknown>;
export const CountryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"two_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"three_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_locale"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_english"}},{"kind":"Field","name":{"kind":"Name","value":"available_regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountryFieldsFragment, unknown>;
export const MegaMenuItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MegaMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MegaMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"link_type"}},{"kind":"Field","name":{"kind":"Name","value":"link_uid"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"cols_nb"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"custom_class"}},{"kind":"Field","name":{"kind":"Name","value":"icon_url"}},{"kind":"Field","name":{"kind":"Name","value":"items_id"}},{"kind":"Field","name":{"kind":"Name","value":"show_subcategories"}},{"kind":"Field","name":{"kind":"Name","value":"show_title"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]} as unknown as DocumentNode<MegaMenuItemFieldsFragment, unknown>;
export const MenuCategoryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]} as unknown as DocumentNode<MenuCategoryFieldsFragment, unknown>;
export const CategoryByUrlPathDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CategoryByUrlPath"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlPath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url_path"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlPath"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"display_mode"}},{"kind":"Field","name":{"kind":"Name","value":"product_count"}},{"kind":"Field","name":{"kind":"Name","value":"breadcrumbs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category_uid"}},{"kind":"Field","name":{"kind":"Name","value":"category_name"}},{"kind":"Field","name":{"kind":"Name","value":"category_url_path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cms_block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"product_count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CategoryByUrlPathQuery, CategoryByUrlPathQueryVariables>;
export const ProductBySkuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductBySku"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sku"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"sku"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sku"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short_description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media_gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"Field","name":{"kind":"Name","value":"wm_order_product"}}]}}]} as unknown as DocumentNode<ProductBySkuQuery, ProductBySkuQueryVariables>;
export const ProductByUrlKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductByUrlKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"urlKey"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url_key"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"urlKey"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductDetailFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductDetailFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"only_x_left_in_stock"}},{"kind":"Field","name":{"kind":"Name","value":"description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"short_description"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"html"}}]}},{"kind":"Field","name":{"kind":"Name","value":"small_image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"media_gallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wm_delivery_time"}},{"kind":"Field","name":{"kind":"Name","value":"ag_produktgruppe"}},{"kind":"Field","name":{"kind":"Name","value":"wm_order_product"}}]}}]} as unknown as DocumentNode<ProductByUrlKeyQuery, ProductByUrlKeyQueryVariables>;
export const ProductListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categoryUid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductAttributeSortInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category_uid"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"eq"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categoryUid"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"currentPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSummaryFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total_count"}},{"kind":"Field","name":{"kind":"Name","value":"page_info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"current_page"}},{"kind":"Field","name":{"kind":"Name","value":"page_size"}},{"kind":"Field","name":{"kind":"Name","value":"total_pages"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regular_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"final_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceRangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceRange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maximum_price"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductPriceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stock_status"}},{"kind":"Field","name":{"kind":"Name","value":"price_range"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceRangeFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<ProductListQuery, ProductListQueryVariables>;
export const RouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Route"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"url"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"route"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"url"},"value":{"kind":"Variable","name":{"kind":"Name","value":"url"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"redirect_code"}},{"kind":"Field","name":{"kind":"Name","value":"relative_url"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInterface"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}},{"kind":"Field","name":{"kind":"Name","value":"url_rewrites"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CmsPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}}]}}]}}]}}]} as unknown as DocumentNode<RouteQuery, RouteQueryVariables>;
export const CmsBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsBlocks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifiers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifiers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifiers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]}}]} as unknown as DocumentNode<CmsBlocksQuery, CmsBlocksQueryVariables>;
export const CmsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CmsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cmsPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"identifier"},"value":{"kind":"Variable","name":{"kind":"Name","value":"identifier"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"url_key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"content_heading"}},{"kind":"Field","name":{"kind":"Name","value":"page_layout"}},{"kind":"Field","name":{"kind":"Name","value":"meta_title"}},{"kind":"Field","name":{"kind":"Name","value":"meta_description"}},{"kind":"Field","name":{"kind":"Name","value":"meta_keywords"}}]}}]}}]} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"two_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"three_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_locale"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_english"}},{"kind":"Field","name":{"kind":"Name","value":"available_regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const CountryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Country"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CountryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CountryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Country"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"two_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"three_letter_abbreviation"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_locale"}},{"kind":"Field","name":{"kind":"Name","value":"full_name_english"}},{"kind":"Field","name":{"kind":"Name","value":"available_regions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CountryQuery, CountryQueryVariables>;
export const CurrencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available_currency_codes"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_code"}},{"kind":"Field","name":{"kind":"Name","value":"base_currency_symbol"}},{"kind":"Field","name":{"kind":"Name","value":"default_display_currency_code"}},{"kind":"Field","name":{"kind":"Name","value":"default_display_currency_symbol"}},{"kind":"Field","name":{"kind":"Name","value":"exchange_rates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currency_to"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]}}]} as unknown as DocumentNode<CurrencyQuery, CurrencyQueryVariables>;
export const StoreConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoreConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storeConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"store_code"}},{"kind":"Field","name":{"kind":"Name","value":"store_name"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"base_media_url"}},{"kind":"Field","name":{"kind":"Name","value":"grid_per_page"}},{"kind":"Field","name":{"kind":"Name","value":"cms_home_page"}},{"kind":"Field","name":{"kind":"Name","value":"cms_no_route"}},{"kind":"Field","name":{"kind":"Name","value":"header_logo_src"}},{"kind":"Field","name":{"kind":"Name","value":"logo_alt"}},{"kind":"Field","name":{"kind":"Name","value":"logo_width"}},{"kind":"Field","name":{"kind":"Name","value":"logo_height"}},{"kind":"Field","name":{"kind":"Name","value":"catalog_display_tax"}},{"kind":"Field","name":{"kind":"Name","value":"top_menu_block_identifier"}},{"kind":"Field","name":{"kind":"Name","value":"top_bar_block_enabled"}},{"kind":"Field","name":{"kind":"Name","value":"top_bar_block_identifier"}},{"kind":"Field","name":{"kind":"Name","value":"top_bar_block_background_color"}},{"kind":"Field","name":{"kind":"Name","value":"sticky_header"}},{"kind":"Field","name":{"kind":"Name","value":"hide_cart_button"}},{"kind":"Field","name":{"kind":"Name","value":"wishlist_enabled"}}]}}]}}]} as unknown as DocumentNode<StoreConfigQuery, StoreConfigQueryVariables>;
export const MegaMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MegaMenu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"megaMenuItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MegaMenuItemFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MegaMenuItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MegaMenuItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"link_type"}},{"kind":"Field","name":{"kind":"Name","value":"link_uid"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"cols_nb"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"custom_class"}},{"kind":"Field","name":{"kind":"Name","value":"icon_url"}},{"kind":"Field","name":{"kind":"Name","value":"items_id"}},{"kind":"Field","name":{"kind":"Name","value":"show_subcategories"}},{"kind":"Field","name":{"kind":"Name","value":"show_title"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}}]} as unknown as DocumentNode<MegaMenuQuery, MegaMenuQueryVariables>;
export const MenuCategoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MenuCategories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"category_uid"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"in"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uids"}}}]}}]}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategoryFields"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MenuCategoryFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MenuCategoryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CategoryTree"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"url_path"}},{"kind":"Field","name":{"kind":"Name","value":"url_suffix"}}]}}]} as unknown as DocumentNode<MenuCategoriesQuery, MenuCategoriesQueryVariables>;