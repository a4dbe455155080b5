import type { NavigationItem } from './toNavigationItems';

/** Where the browser gets the whole navigation: the resource route `routes/navigationMenu.ts`. */
export const navigationResourcePath = '/api/navigation';

/** What {@link navigationResourcePath} answers. */
export interface NavigationResource {
  items: NavigationItem[];
}

/**
 * Loads the whole navigation (every level) for the mega menu's panels and the mobile menu, as a
 * plain GET the browser and any shared cache may keep. Throws when the answer is not one.
 */
export async function fetchNavigation(): Promise<NavigationItem[]> {
  const response = await fetch(navigationResourcePath, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${navigationResourcePath} answered ${response.status}`);
  const body = (await response.json()) as Partial<NavigationResource>;
  if (!Array.isArray(body.items)) throw new Error(`${navigationResourcePath} answered no items`);
  return body.items;
}
