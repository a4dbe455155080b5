import type { MenuCategory, MenuItem } from '@agri-parts/sdk';

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
 * category's sub-categories instead.
 */
export function toNavigationItems(items: readonly MenuItem[]): NavigationItem[] {
  return items
    .filter((item) => (item.title ?? item.category?.name ?? '') !== '')
    .map((item) => {
      const ownChildren = toNavigationItems(item.children);
      const children =
        ownChildren.length === 0 && item.showSubcategories && item.category
          ? item.category.children.map(categoryToNavigation)
          : ownChildren;
      return {
        id: item.uid,
        title: item.title ?? item.category?.name ?? '',
        href: menuHref(item),
        target: item.target && item.target !== '_self' ? item.target : null,
        iconUrl: item.iconUrl,
        className: item.customClass,
        columns: item.colsNb,
        children,
      };
    });
}
