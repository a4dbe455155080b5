import type { MenuCategory, MenuItem } from './mapMenu';

function walk(items: readonly MenuItem[], visit: (item: MenuItem) => void): void {
  for (const item of items) {
    visit(item);
    walk(item.children, visit);
  }
}

/**
 * The distinct category uids the menu links to, at any depth, in the order first met: what the
 * categories request asks for (its `pageSize` is their count). Empty means no request.
 */
export function categoryLinkUids(items: readonly MenuItem[]): string[] {
  const uids = new Set<string>();
  walk(items, (item) => {
    if (item.linkType === 'category' && item.linkUid) uids.add(item.linkUid);
  });
  return [...uids];
}

function withoutGrandchildren(category: MenuCategory): MenuCategory {
  return {
    ...category,
    children: category.children.map((child) => ({ ...child, children: [] })),
  };
}

/**
 * Attaches the fetched categories to the `category` items that link to them (spec §7): top-level
 * items get the category with two levels of sub-categories, deeper items with one. Items whose
 * category was not returned keep `category: null`. Pure; returns new items.
 */
export function attachMenuCategories(
  items: readonly MenuItem[],
  categories: readonly MenuCategory[],
): MenuItem[] {
  const byUid = new Map(categories.map((category) => [category.uid, category]));
  const attach = (level: readonly MenuItem[], topLevel: boolean): MenuItem[] =>
    level.map((item) => {
      const found =
        item.linkType === 'category' && item.linkUid ? byUid.get(item.linkUid) : undefined;
      return {
        ...item,
        children: attach(item.children, false),
        category: found ? (topLevel ? found : withoutGrandchildren(found)) : null,
      };
    });
  return attach(items, true);
}
