import type { PasswordRules } from '../customer/passwordProblem';
import type { StoreConfigQuery } from '../generated/graphql';
import { shopConstants } from './shopConstants';

/** Magento's default home page identifier. */
const defaultHomePage = 'home';

/** Products per listing page when the backend does not set `grid_per_page`. */
const defaultGridPerPage = 12;

/**
 * The settings of the store view the SDK talks to, as the storefront uses them. Texts the backend
 * leaves unset are `null`; switches it leaves unset are off.
 */
export interface StoreConfig {
  storeCode: string | null;
  storeName: string | null;
  /** Such as `nb_NO`. */
  locale: string | null;
  /** Base address of images and other media, ending in `/media/`. */
  baseMediaUrl: string | null;
  /** Identifier of the CMS page that is the home page; `home` when the backend does not say. */
  cmsHomePage: string;
  /** Identifier of the CMS page shown for "not found", if the backend has one. */
  cmsNoRoute: string | null;
  /** Products per listing page; 12 when the backend does not say. */
  gridPerPage: number;
  /** The header logo, relative to `baseMediaUrl` (for example `logo/shop.svg`). */
  headerLogoSrc: string | null;
  logoAlt: string | null;
  logoWidth: number | null;
  logoHeight: number | null;
  /** Tax display in the catalogue: 1 = prices excluding tax, greater than 1 = including tax. */
  catalogDisplayTax: number | null;
  /** Identifier of the CMS block shown in the top menu. */
  topMenuBlockIdentifier: string | null;
  /** Whether the dismissible top bar above the header is shown. */
  topBarBlockEnabled: boolean;
  /** Identifier of the CMS block shown in the top bar. */
  topBarBlockIdentifier: string | null;
  /** Background colour of the top bar, as a CSS colour. */
  topBarBlockBackgroundColor: string | null;
  /** Whether the header stays visible while scrolling. */
  stickyHeader: boolean;
  /** Whether add-to-cart buttons are hidden for everyone (a customer's own setting overrides it). */
  hideCartButton: boolean;
  /** Whether the wish list is on (spec: enabled by config, on by default — a missing setting is on). */
  wishlistEnabled: boolean;
  /**
   * The store's password rules (`minimum_password_length`, `required_character_classes_number`)
   * for `passwordProblem`; Magento's defaults (8 characters, 3 classes) for what it leaves unset.
   */
  passwordRules: PasswordRules;
  /** How long a customer token lives, in hours; `null` when the backend does not say. */
  customerAccessTokenLifetimeHours: number | null;
}

type StoreConfigData = NonNullable<StoreConfigQuery['storeConfig']>;

/** Maps the backend's `storeConfig` to a {@link StoreConfig}. */
export function mapStoreConfig(data: StoreConfigData): StoreConfig {
  return {
    storeCode: data.store_code,
    storeName: data.store_name,
    locale: data.locale,
    baseMediaUrl: data.base_media_url,
    cmsHomePage: data.cms_home_page || defaultHomePage,
    cmsNoRoute: data.cms_no_route || null,
    gridPerPage: data.grid_per_page ?? defaultGridPerPage,
    headerLogoSrc: data.header_logo_src,
    logoAlt: data.logo_alt,
    logoWidth: data.logo_width,
    logoHeight: data.logo_height,
    catalogDisplayTax: data.catalog_display_tax,
    topMenuBlockIdentifier: data.top_menu_block_identifier,
    topBarBlockEnabled: data.top_bar_block_enabled ?? false,
    topBarBlockIdentifier: data.top_bar_block_identifier,
    topBarBlockBackgroundColor: data.top_bar_block_background_color,
    stickyHeader: data.sticky_header ?? false,
    hideCartButton: data.hide_cart_button ?? false,
    wishlistEnabled: data.wishlist_enabled ?? true,
    passwordRules: {
      minimumLength: positiveInteger(
        data.minimum_password_length,
        shopConstants.accounts.defaultPasswordRules.minimumLength,
      ),
      requiredCharacterClasses: positiveInteger(
        data.required_character_classes_number,
        shopConstants.accounts.defaultPasswordRules.requiredCharacterClasses,
      ),
    },
    customerAccessTokenLifetimeHours:
      data.customer_access_token_lifetime != null && data.customer_access_token_lifetime > 0
        ? data.customer_access_token_lifetime
        : null,
  };
}

/** Magento sends these settings as strings; anything but a positive integer gets the fallback. */
function positiveInteger(value: string | null, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}
