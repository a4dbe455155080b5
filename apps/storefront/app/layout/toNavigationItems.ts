import type { MenuCategory, MenuItem } from '@agri-parts/sdk';

import { bannerFromHtml, type BannerContent } from '../cms/bannerFromHtml';
import { safeHref } from '../security/safeHref';

/** One entry of the shop's navigation, as the mega menu and the mobile menu draw it. */
export interface NavigationItem {
  id: string;
  title: string;
  /** Where the entry leads; `null` for a heading without a page. */
  href: string | null;
  target: string | null;
  iconUrl: string | null;
  className: string | null;
  /** Columns of the sub-items; 1 means a vertical list. */
  columns: number | null;
  children: NavigationItem[];
  /** `true` on a top-level entry whose sub-items the page does not carry (see `navigationLevels`). */
  hasChildren?: boolean;
  /** The owner's content shown in the entry's panel (`content`), sanitised; `null` for a banner. */
  contentHtml?: string | null;
  /** The owner's content when it is a banner (spec §3), shown with the kit's `Banner`. */
  banner?: BannerContent | null;
  /** `show_title`: `false` leaves the entry's title out of its panel (its links still show). */
  showTitle?: boolean;
  /** `width`: the width of the entry's panel, a checked CSS length (`100%`, `40rem`, `600px`). */
  width?: string | null;
}

/** How {@link toNavigationItems} treats the owner's content. */
export interface NavigationItemsOptions {
  /** Cleans the owner's HTML (`sanitizeCmsHtml` on the server); content is left out without it. */
  sanitizeHtml?: (html: string) => string;
}

const widthPattern = /^\d{1,4}(\.\d+)?(px|%|rem|em|vw)$/;

/**
 * Magento's category uid for an id of `items_id` (base64 of the id, as the API's `uid` is), so
 * the listed ids can be matched with the menu's category links.
 */
function categoryUidOf(id: string): string {
  return btoa(id);
}

/** `items_id` ("12,7,9"): the categories an entry's panel lists, in that order; `null` for all. */
function listedCategoryUids(itemsId: string | null): string[] | null {
  const ids = (itemsId ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => /^\d+$/.test(id));
  return ids.length > 0 ? ids.map(categoryUidOf) : null;
}

/**
 * The entries `listed` names, in its order, then those not linked to a category (which
 * `items_id` cannot name); without a list, all of them.
 */
function inListedOrder<T>(
  entries: T[],
  categoryUid: (entry: T) => string | null,
  listed: string[] | null,
): T[] {
  if (listed === null) return entries;
  const byUid = new Map(entries.map((entry) => [categoryUid(entry), entry]));
  return [
    ...listed.flatMap((uid) => {
      const entry = byUid.get(uid);
      return entry ? [entry] : [];
    }),
    ...entries.filter((entry) => categoryUid(entry) === null),
  ];
}

function categoryToNavigation(category: MenuCategory): NavigationItem {
  return {
    id: category.uid,
    title: category.name ?? '',
    href: category.url,
    target: null,
    iconUrl: null,
    className: null,
    columns: null,
    children: category.children.map(categoryToNavigation),
  };
}

/** An absolute URL on this shop's own pages becomes a path, so it is routed in the app. */
function menuHref(item: MenuItem): string | null {
  const href = item.category?.url ?? item.link;
  if (!href) return null;
  // A `javascript:` or other unsafe link from the menu's data leads nowhere.
  if (item.linkType === 'external' || /^[a-z][a-z0-9+.-]*:/i.test(href)) return safeHref(href);
  return href.startsWith('/') ? href : `/${href}`;
}

/**
 * The navigation entries of the mega menu: menu items with a title, linking to their category's
 * page when they have one. An item with `show_subcategories` and no sub-items of its own lists its
 * category's sub-categories instead; `items_id` narrows and orders the categories listed. The
 * owner's `content` (a banner, or HTML cleaned by `sanitizeHtml`), `show_title` and `width` are
 * kept for the panels.
 */
export function toNavigationItems(
  items: readonly MenuItem[],
  options: NavigationItemsOptions = {},
): NavigationItem[] {
  return items
    .filter((item) => (item.title ?? item.category?.name ?? '') !== '')
    .map((item) => {
      const listed = listedCategoryUids(item.itemsId);
      const ownChildren = toNavigationItems(
        inListedOrder(
          [...item.children],
          (child) => (child.linkType === 'category' ? child.linkUid : null),
          listed,
        ),
        options,
      );
      const children =
        ownChildren.length === 0 && item.showSubcategories && item.category
          ? inListedOrder(item.category.children, (category) => category.uid, listed).map(
              categoryToNavigation,
            )
          : ownChildren;
      const banner = bannerFromHtml(item.content);
      const contentHtml =
        !banner && item.content && options.sanitizeHtml ? options.sanitizeHtml(item.content) : null;
      return {
        id: item.uid,
        title: item.title ?? item.category?.name ?? '',
        href: menuHref(item),
        target: item.target && item.target !== '_self' ? item.target : null,
        iconUrl: item.iconUrl,
        className: item.customClass,
        columns: item.colsNb,
        children,
        contentHtml: contentHtml || null,
        banner,
        showTitle: item.showTitle !== false,
        width: item.width && widthPattern.test(item.width.trim()) ? item.width.trim() : null,
      };
    });
}
