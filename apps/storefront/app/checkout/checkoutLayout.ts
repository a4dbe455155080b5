import { checkoutRouteId, externalCheckoutPath } from './checkoutRoutes';

/** The class spec §2 puts on the body of checkout pages. */
export const checkoutPageClass = 'checkout-page';

/** What decides a page's layout: the ids of the matched routes and the path. */
export interface PageIdentity {
  routeIds: readonly string[];
  pathname: string;
}

/** The route ids of the pages with the full layout although they are checkout pages. */
const fullLayoutRouteIds = new Set([
  checkoutRouteId('thankyou', 'checkout'),
  checkoutRouteId('thankyou', 'checkout-default'),
]);

/**
 * Whether a page is a checkout page (spec §2): a matched route whose id (the spec's route name)
 * begins with `checkout`, or a path that begins with the external checkout's. Pure.
 */
export function isCheckoutPage({ routeIds, pathname }: PageIdentity): boolean {
  return (
    routeIds.some((id) => id.startsWith('checkout')) ||
    pathname === externalCheckoutPath ||
    pathname.startsWith(`${externalCheckoutPath}/`)
  );
}

/** The body's class: {@link checkoutPageClass} on checkout pages, none elsewhere. Pure. */
export function bodyClassName(page: PageIdentity): string | undefined {
  return isCheckoutPage(page) ? checkoutPageClass : undefined;
}

/** The two layouts: the shop's, or the checkout's header with only the logo. */
export type PageLayout = 'default' | 'minimal';

/**
 * The layout of a page (spec §2): checkout pages get the minimal header with only the logo, except
 * the thank-you page and the external checkout's confirmation, which keep the full header, cart
 * sidebar and footer. Pure.
 */
export function pageLayout(page: PageIdentity): PageLayout {
  if (!isCheckoutPage(page)) return 'default';
  if (page.routeIds.some((id) => fullLayoutRouteIds.has(id))) return 'default';
  if (page.pathname.replace(/\/+$/, '') === `${externalCheckoutPath}/confirmation`)
    return 'default';
  return 'minimal';
}
