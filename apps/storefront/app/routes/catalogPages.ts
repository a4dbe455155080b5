import { redirect } from 'react-router';

import { catalogRouteTarget } from '../specRoutes/specRouteTarget';
import type { Route } from './+types/catalogPages';

/** `/catalog/Category` and `/catalog/Product` (spec §2): a permanent redirect to the real page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(catalogRouteTarget(new URL(request.url)), 301);
}
