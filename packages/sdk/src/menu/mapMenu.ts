import type {
  MegaMenuItemFieldsFragment,
  MegaMenuLinkTypeEnum,
  MenuCategoryFieldsFragment,
} from '../generated/graphql';

/** What a menu item links to (spec §3). */
export type MenuLinkType = 'category' | 'product' | 'page' | 'internal' | 'external' | 'other';

/** A catalogue category a menu item links to, with its sub-categories. */
export interface MenuCategory {
  uid: string;
  name: string | null;
  position: number | null;
  /** `/${url_path}${url_suffix}`, or `null` when the category has no URL path. */
  url: string | null;
  children: MenuCategory[];
}

/** One item of the mega menu. */
export interface MenuItem {
  uid: string;
  title: string | null;
  link: string | null;
  /** `other` when the backend sets none. */
  linkType: MenuLinkType;
  /** Uid of the linked category, product or CMS page. */
  linkUid: string | null;
  target: string | null;
  /** Sub-items, in the backend's order (up to three levels). */
  children: MenuItem[];
  /** Columns the sub-items are laid out in; 1 means a vertical list. */
  colsNb: number | null;
  content: string | null;
  customClass: string | null;
  iconUrl: string | null;
  itemsId: string | null;
  showSubcategories: boolean | null;
  showTitle: boolean | null;
  width: string | null;
  /** For `category` items, the linked category when the backend returned it; otherwise `null`. */
  category: MenuCategory | null;
}

/** The mega menu: its top-level items. */
export type Menu = MenuItem[];

/** A `MegaMenuItem` as the `MegaMenu` query returns it, at any depth. */
export type MegaMenuItemData = MegaMenuItemFieldsFragment & {
  children?: ReadonlyArray<MegaMenuItemData | null> | null;
};

/** A `CategoryTree` as the `MenuCategories` query returns it, at any depth. */
export type MenuCategoryData = MenuCategoryFieldsFragment & {
  children?: ReadonlyArray<MenuCategoryData | null> | null;
};

const linkTypes: Record<MegaMenuLinkTypeEnum, MenuLinkType> = {
  CATEGORY: 'category',
  PRODUCT: 'product',
  PAGE: 'page',
  INTERNAL: 'internal',
  EXTERNAL: 'external',
  OTHER: 'other',
};

function present<T>(items: ReadonlyArray<T | null> | null | undefined): T[] {
  return (items ?? []).filter((item): item is T => item !== null);
}

/** Maps the backend's menu items to {@link MenuItem}s (without categories), leaving out empty ones. */
export function mapMenuItems(items: ReadonlyArray<MegaMenuItemData | null> | null): MenuItem[] {
  return present(items).map((item) => ({
    uid: item.uid,
    title: item.title,
    link: item.link,
    linkType: item.link_type ? linkTypes[item.link_type] : 'other',
    linkUid: item.link_uid,
    target: item.target,
    children: mapMenuItems(item.children ?? null),
    colsNb: item.cols_nb,
    content: item.content,
    customClass: item.custom_class,
    iconUrl: item.icon_url,
    itemsId: item.items_id,
    showSubcategories: item.show_subcategories,
    showTitle: item.show_title,
    width: item.width,
    category: null,
  }));
}

/** Maps the backend's categories to {@link MenuCategory}s, leaving out empty ones. */
export function mapMenuCategories(
  categories: ReadonlyArray<MenuCategoryData | null> | null | undefined,
): MenuCategory[] {
  return present(categories).map((category) => ({
    uid: category.uid,
    name: category.name,
    position: category.position,
    url: category.url_path ? `/${category.url_path}${category.url_suffix ?? ''}` : null,
    children: mapMenuCategories(category.children),
  }));
}
