import type { Sdk, StoreConfig } from '@agri-parts/sdk';

import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import { defaultStoreName } from '../meta/pageTitle';
import { shopLogo } from '../errors/shopLogo';
import { footerColumnsFromHtml, type FooterColumnData } from './footerColumnsFromHtml';
import { navigationTopLevel } from './navigationLevels';
import { topBarKey } from './topBarDismissal';
import { topMenuLinksFromHtml, type TopMenuLink } from './topMenuLinksFromHtml';
import { toNavigationItems, type NavigationItem } from './toNavigationItems';

/** CMS blocks of the footer. */
const footerBlockIds = { links: 'footer-links', contact: 'footer-contact' } as const;

/**
 * The store settings pages read in the browser (shop name, tax display, cart button, sticky
 * header, wishlist, password rules). The rest of the store config (block and page identifiers,
 * logo files, token lifetime) is used on the server and stays there: it would only add to every
 * page's hydration data.
 */
export type LayoutStoreSettings = Pick<
  StoreConfig,
  | 'storeName'
  | 'catalogDisplayTax'
  | 'hideCartButton'
  | 'stickyHeader'
  | 'wishlistEnabled'
  | 'passwordRules'
>;

/** What the default layout shows around every page. */
export interface LayoutData {
  /** `null` when the store config could not be loaded (the SDK logged why). */
  storeConfig: LayoutStoreSettings | null;
  logo: { src: string; alt: string; width: number | null; height: number | null };
  /** The mega menu's top level only; the browser loads the panels (`/api/navigation`). */
  navigation: NavigationItem[];
  /**
   * The top bar, when the store config enables it and its block has content; `key` names its
   * content, under which a dismissal is remembered.
   */
  topBar: { html: string; backgroundColor: string | null; key: string } | null;
  /** The owner's top menu block (`top_menu_block_identifier`) as links, shown in the top bar. */
  topMenu: TopMenuLink[];
  footer: { columns: FooterColumnData[]; contactHtml: string | null };
}

function layoutStoreSettings(storeConfig: StoreConfig | null): LayoutStoreSettings | null {
  if (!storeConfig) return null;
  const {
    storeName,
    catalogDisplayTax,
    hideCartButton,
    stickyHeader,
    wishlistEnabled,
    passwordRules,
  } = storeConfig;
  return {
    storeName,
    catalogDisplayTax,
    hideCartButton,
    stickyHeader,
    wishlistEnabled,
    passwordRules,
  };
}

function logo(storeConfig: StoreConfig | null): LayoutData['logo'] {
  const alt = storeConfig?.logoAlt ?? storeConfig?.storeName ?? defaultStoreName;
  if (!storeConfig?.baseMediaUrl || !storeConfig.headerLogoSrc) {
    // The shop's own copy: without the store config (the API down, a 500 page) the logo stays.
    return { src: shopLogo.src, alt, width: shopLogo.width, height: shopLogo.height };
  }
  return {
    src: new URL(storeConfig.headerLogoSrc, storeConfig.baseMediaUrl).href,
    alt,
    width: storeConfig.logoWidth ?? null,
    height: storeConfig.logoHeight ?? null,
  };
}

/**
 * The CMS blocks the layout shows: the footer's, the top menu's, and the top bar's when the store
 * config enables it.
 */
function layoutBlockIds(storeConfig: StoreConfig | null): {
  topBarId: string | null;
  topMenuId: string | null;
  all: string[];
} {
  const topBarId =
    storeConfig?.topBarBlockEnabled && storeConfig.topBarBlockIdentifier
      ? storeConfig.topBarBlockIdentifier
      : null;
  const topMenuId = storeConfig?.topMenuBlockIdentifier ?? null;
  return {
    topBarId,
    topMenuId,
    all: [
      footerBlockIds.links,
      footerBlockIds.contact,
      ...(topBarId ? [topBarId] : []),
      ...(topMenuId ? [topMenuId] : []),
    ],
  };
}

/**
 * Loads the layout's data in parallel: the mega menu at once, the CMS blocks as soon as the store
 * config has said whether there is a top bar (not after the menu, which takes two requests of
 * its own). A part that fails is left out (and logged) rather than failing the page: a shopper
 * still gets the page without its menu or footer.
 */
export async function loadLayoutData(
  sdk: Sdk,
  storeConfigPromise: Promise<StoreConfig | null>,
): Promise<LayoutData> {
  const [storeConfig, menu, blocks] = await Promise.all([
    storeConfigPromise,
    sdk.menu.load().catch((error: unknown) => {
      console.error('The mega menu could not be loaded:', error);
      return [];
    }),
    storeConfigPromise
      .then((config) => sdk.cms.getBlocks(layoutBlockIds(config).all))
      .catch((error: unknown) => {
        console.error('The layout blocks could not be loaded:', error);
        return [];
      }),
  ]);
  const { topBarId, topMenuId } = layoutBlockIds(storeConfig);
  const blockHtml = (identifier: string | null): string | null => {
    const content = blocks.find((block) => block.identifier === identifier)?.content;
    return content ? sanitizeCmsHtml(content) : null;
  };
  const topBarHtml = blockHtml(topBarId);

  return {
    storeConfig: layoutStoreSettings(storeConfig),
    logo: logo(storeConfig),
    navigation: navigationTopLevel(toNavigationItems(menu)),
    topBar: topBarHtml
      ? {
          html: topBarHtml,
          backgroundColor: storeConfig?.topBarBlockBackgroundColor ?? null,
          key: topBarKey(topBarHtml),
        }
      : null,
    topMenu: topMenuLinksFromHtml(blockHtml(topMenuId) ?? ''),
    footer: {
      columns: footerColumnsFromHtml(blockHtml(footerBlockIds.links) ?? ''),
      contactHtml: blockHtml(footerBlockIds.contact),
    },
  };
}
