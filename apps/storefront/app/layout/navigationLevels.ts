import type { NavigationItem } from './toNavigationItems';

/**
 * The navigation as a page carries it: the top-level entries without their sub-items, each
 * marked `hasChildren` when it has some. The header renders these links (they work without
 * JavaScript; category pages list their own sub-categories) and the browser loads the panels'
 * levels when a panel is first wanted, so they are neither in every page's markup nor in its
 * hydration data.
 */
export function navigationTopLevel(items: readonly NavigationItem[]): NavigationItem[] {
  // The owner's panel content comes with the panels too, not in every page.
  return items.map(({ children, contentHtml, banner, ...item }) => ({
    ...item,
    children: [],
    hasChildren: children.length > 0 || Boolean(contentHtml) || Boolean(banner),
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
    const full = byId.get(item.id);
    const children = full?.children ?? [];
    return {
      ...item,
      children,
      hasChildren: children.length > 0,
      ...(full?.contentHtml ? { contentHtml: full.contentHtml } : {}),
      ...(full?.banner ? { banner: full.banner } : {}),
    };
  });
}
