import { IconSpriteProvider, ImageSourceProvider, LinkProvider } from '@agri-parts/ui';
// The icons' drawings: one hashed asset with the year-long cache, fetched once, not in every page.
import iconSpriteUrl from '@agri-parts/ui/icons.svg?url&no-inline';
import uiStylesUrl from '@agri-parts/ui/styles.css?url';
import { useCallback, useEffect, type ReactNode } from 'react';
import { preconnect } from 'react-dom';
import {
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';

import type { Route } from './+types/root';
import { sessionEndedLoginPath } from './account/accountPaths';
import { loadAnalyticsSettings } from './analytics/loadAnalyticsSettings.server';
import { TagManagerHead } from './analytics/TagManagerHead';
import { bodyClassName } from './checkout/checkoutLayout';
import { ErrorPage } from './errors/ErrorPage';
import { ErrorPageGuard } from './errors/ErrorPageGuard';
import { errorStatus } from './errors/errorStatus';
import { cacheHeadersMiddleware } from './http/cacheHeadersMiddleware.server';
import { translate } from './i18n/translate';
import { AppShell } from './layout/AppShell';
import { HydrationMarker } from './layout/HydrationMarker';
import { loadLayoutData } from './layout/loadLayoutData.server';
import { mediaOrigins } from './media/mediaOrigins.server';
import { sameOriginMediaUrl } from './media/sameOriginMedia';
import { RouterLink } from './layout/RouterLink';
import { pageMeta } from './meta/pageMeta';
import { registerServiceWorker } from './offline/registerServiceWorker';
import { readListingLayout } from './listing/useListingLayout';
import { topBarDismissedCookie } from './layout/topBarDismissal';
import { readCookie } from './cookies/readCookie';
import { readTaxOffCookie } from './price/preferenceStorage';
import { sdkContext, storeConfigContext } from './sdk/sdkContext';
import { sdkMiddleware } from './sdk/sdkMiddleware.server';
import { useNonce } from './security/nonce';
import { rootShouldRevalidate } from './session/rootRevalidation';
import { themeColor } from './seo/webManifest';
import { ErrorShell } from './errors/ErrorShell';
import { sessionContext } from './session/sessionContext';
import appStylesUrl from './styles/app.css?url';
import contentStylesUrl from './styles/content.css?url';
import productStylesUrl from './styles/product.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/images/icon-192.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'stylesheet', href: uiStylesUrl },
  { rel: 'stylesheet', href: appStylesUrl },
  { rel: 'stylesheet', href: productStylesUrl },
  { rel: 'stylesheet', href: contentStylesUrl },
];

// Cache headers last, so they see the session cookies the SDK middleware sets.
export const middleware: Route.MiddlewareFunction[] = [cacheHeadersMiddleware, sdkMiddleware];

/**
 * The layout's data (store config, mega menu, top bar, footer) and the customer session, loaded
 * on the server. The session goes to the browser as a snapshot (status, customer, credit flag;
 * never the token, which stays in its httpOnly cookie). A token that no longer works (refused by
 * the API, or its customer could not be loaded) ends the session and sends the shopper to the
 * login page, which says so (spec §8 "You are not authorized, please log in") and returns them
 * here after it; its cookies are cleared on the way.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [layout, session] = await Promise.all([
    loadLayoutData(context.get(sdkContext), context.get(storeConfigContext)()),
    context.get(sessionContext)(),
  ]);
  if (session.ended) {
    const { pathname, search } = new URL(request.url);
    throw redirect(sessionEndedLoginPath(`${pathname}${search}`), 302);
  }
  // The shopper's tax display as the cookie mirroring local storage says, so the page renders it.
  const cookies = request.headers.get('cookie');
  return {
    ...layout,
    session: session.state,
    savedTaxOff: readTaxOffCookie(cookies),
    // Grid or list, as the shopper chose last, so listings render it on the server.
    listingLayout: readListingLayout(cookies),
    // The key of the top bar the shopper closed, so the server leaves it out (no flash).
    dismissedTopBar: readCookie(cookies, topBarDismissedCookie),
    // The tag manager container and the shopper's consent choice (spec §4).
    analytics: loadAnalyticsSettings(cookies),
    // Which pictures come from the shop's own /media/, and which hosts to connect to early.
    media: mediaOrigins(),
  };
}

/**
 * The layout data changes rarely; moving between pages need not load it again. The session does
 * change with the account area's actions, so a successful one reads it again.
 */
export function shouldRevalidate(args: ShouldRevalidateFunctionArgs) {
  return rootShouldRevalidate(args);
}

/** Registers the service worker after the page has loaded (production builds only). */
function ServiceWorker() {
  useEffect(() => registerServiceWorker(), []);
  return null;
}

/**
 * The HTML document around every page, the error page included; checkout pages' body has the
 * `checkout-page` class (spec §2).
 */
export function Layout({ children }: { children: ReactNode }) {
  // Spec §2: checkout pages mark the body, rendered on the server too.
  const bodyClass = bodyClassName({
    routeIds: useMatches().map((match) => match.id),
    pathname: useLocation().pathname,
  });
  const rootData = useRouteLoaderData<typeof loader>('root');
  const analytics = rootData?.analytics ?? null;
  const media = rootData?.media ?? null;
  const nonce = useNonce();
  const proxiedMedia = media?.proxied ?? null;
  const imageSource = useCallback(
    (src: string) => sameOriginMediaUrl(src, proxiedMedia),
    [proxiedMedia],
  );
  // Pictures from another host (a CDN, or the API when the shop serves none): connect early.
  for (const origin of media?.preconnect ?? []) preconnect(origin);
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        {/* Consent defaults first in the data layer, before any tag (spec §4). */}
        <TagManagerHead settings={analytics} nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body className={bodyClass}>
        <ServiceWorker />
        <HydrationMarker>
          <IconSpriteProvider href={iconSpriteUrl}>
            <ImageSourceProvider rewrite={imageSource}>
              <LinkProvider component={RouterLink}>{children}</LinkProvider>
            </ImageSourceProvider>
          </IconSpriteProvider>
        </HydrationMarker>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppShell data={loaderData}>
      <Outlet />
    </AppShell>
  );
}

export function meta({ error, loaderData }: Route.MetaArgs) {
  if (!error) return [];
  const status = errorStatus(error);
  return pageMeta({
    title: translate(status === 404 ? 'error.pageNotFound' : 'error.generic'),
    storeName: loaderData?.storeConfig?.storeName ?? null,
  });
}

export function ErrorBoundary() {
  const error = useRouteError();
  const layoutData = useRouteLoaderData<typeof loader>('root');
  const page = <ErrorPage status={errorStatus(error)} />;
  // The guard covers failures in the browser; `entry.server.tsx` covers those on the server.
  return (
    <ErrorPageGuard>
      {layoutData ? <AppShell data={layoutData}>{page}</AppShell> : <ErrorShell>{page}</ErrorShell>}
    </ErrorPageGuard>
  );
}
