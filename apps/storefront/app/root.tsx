import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';

import type { Route } from './+types/root';
import { ErrorPage } from './errors/ErrorPage';
import { ErrorPageGuard } from './errors/ErrorPageGuard';
import { errorStatus } from './errors/errorStatus';
import { translate } from './i18n/translate';
import { DefaultLayout } from './layout/DefaultLayout';
import { loadLayoutData } from './layout/loadLayoutData.server';
import { pageMeta } from './meta/pageMeta';
import { sdkContext } from './sdk/sdkContext';
import { sdkMiddleware } from './sdk/sdkMiddleware.server';
import stylesUrl from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'stylesheet', href: stylesUrl },
];

export const middleware: Route.MiddlewareFunction[] = [sdkMiddleware];

/** The layout's data (store config, mega menu, top bar, footer), loaded on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadLayoutData(context.get(sdkContext));
}

// The layout data changes rarely; moving between pages need not load it again.
export function shouldRevalidate() {
  return false;
}

/** The HTML document around every page, the error page included. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="nb">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  // Marks the document once React has taken over the server HTML (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <DefaultLayout data={loaderData}>
      <Outlet />
    </DefaultLayout>
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
  const page = (
    <ErrorPageGuard>
      <ErrorPage status={errorStatus(error)} />
    </ErrorPageGuard>
  );
  return layoutData ? <DefaultLayout data={layoutData}>{page}</DefaultLayout> : page;
}
