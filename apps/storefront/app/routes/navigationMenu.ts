import type { NavigationResource } from '../layout/navigationResource';
import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import { toNavigationItems } from '../layout/toNavigationItems';
import { sdkContext } from '../sdk/sdkContext';
import type { Route } from './+types/navigationMenu';

/**
 * As long as the pages showing it may be kept: the menu changes rarely, and the same for every
 * shopper (a request with the session cookie is still `private, no-store`: the cache rule's).
 */
const navigationCacheControl = 'public, max-age=300, s-maxage=300, stale-while-revalidate=600';

/**
 * `GET /api/navigation`: the whole navigation as JSON (`NavigationResource`), which pages load
 * when a mega menu panel or the mobile menu is first wanted — pages carry only the top level.
 * When the API fails: 502 (kept by nobody), and the menu offers to try again.
 */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    const menu = await context.get(sdkContext).menu.load();
    const body: NavigationResource = {
      items: toNavigationItems(menu, { sanitizeHtml: sanitizeCmsHtml }),
    };
    return Response.json(body, { headers: { 'Cache-Control': navigationCacheControl } });
  } catch (error) {
    console.error('The mega menu could not be loaded:', error);
    return Response.json({ error: 'The menu could not be loaded.' }, { status: 502 });
  }
}
