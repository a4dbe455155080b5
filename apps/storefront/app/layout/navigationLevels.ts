import type { NavigationItem } from './toNavigationItems';

/**
 * The navigation as a page carries it: the top-level entries without their sub-items, each
 * marked `hasChildren` when it has some. The header renders these links (they work without
 * JavaScript; category pages list their own sub-categories) and the browser loads the panels'
 * levels when a panel is first wanted, so they are neither in every page's markup nor in its
 * hydration data.
 */
export function navigationTopLevel(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map(({ children, ...item }) => ({
    ...item,
    children: [],
    hasChildren: children.length > 0,
  }));
}

/**
 * The page's top level with the sub-items the browser loaded (`null`: not yet), matched by id.
 * An entry the loaded menu no longer has keeps no panel; entries the page does not show are not
 * added (the header stays as the server rendered it).
 */
export function withNavigationChildren(
  topLevel: readonly NavigationItem[],
  loaded: readonly NavigationItem[] | null,
): NavigationItem[] {
  if (loaded === null) return [...topLevel];
  const byId = new Map(loaded.map((item) => [item.id, item]));
  return topLevel.map((item) => {
    const children = byId.get(item.id)?.children ?? [];
    return { ...item, children, hasChildren: children.length > 0 };
  });
}
