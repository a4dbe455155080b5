import { useContext, useEffect } from 'react';
import {
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';

import { prefetchablePaths, routeModuleFiles, whenIdle, type PageLink } from './idleRoutePrefetch';

/** Marks the `<link rel="modulepreload">` elements this component adds. */
const MARK = 'data-idle-prefetch';

/**
 * Prefetches the code of the pages the links on screen lead to, when the browser is idle (at the
 * latest 2 s after a page is shown, spec §9), so the next click does not wait for its route
 * chunk. Only code: `<link rel="modulepreload">` for each route module and its imports — not the
 * pages' data, which would run their loaders (and the API's queries) for every link on screen.
 * Runs again after each navigation and when React Router learns of more routes (lazy route
 * discovery patches them in as it sees links).
 */
export function IdleRoutePrefetch() {
  const dataRouter = useContext(DataRouterContext);
  const framework = useContext(FrameworkContext);

  useEffect(() => {
    if (!dataRouter || !framework) return;
    const { router } = dataRouter;
    let cancel = () => {};
    const schedule = () => {
      cancel();
      cancel = whenIdle(() => {
        addModulePreloads(filesToPrefetch(router.routes, framework));
      }, window);
    };
    schedule();
    const unsubscribe = router.subscribe(schedule);
    return () => {
      unsubscribe();
      cancel();
    };
  }, [dataRouter, framework]);

  return null;
}

function filesToPrefetch(
  routes: Parameters<typeof matchRoutes>[0],
  { manifest, routeModules }: NonNullable<React.ContextType<typeof FrameworkContext>>,
): string[] {
  const links: PageLink[] = Array.from(document.querySelectorAll('a[href]'), (anchor) => {
    const element = anchor as HTMLAnchorElement;
    return {
      href: element.href,
      target: element.target,
      download: element.hasAttribute('download'),
      rect: element.getBoundingClientRect(),
    };
  });
  const paths = prefetchablePaths(links, {
    origin: window.location.origin,
    pathname: window.location.pathname,
    width: window.innerWidth,
    height: window.innerHeight,
  });
  const routeIds = paths.flatMap(
    (path) => matchRoutes(routes, path)?.flatMap((match) => match.route.id ?? []) ?? [],
  );
  return routeModuleFiles(routeIds, manifest.routes, new Set(Object.keys(routeModules)));
}

/** Adds the missing preloads in one go: one look at the head and one insertion, not one per file. */
function addModulePreloads(files: readonly string[]) {
  const present = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  const links = document.createDocumentFragment();
  for (const file of files) {
    if (present.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    link.setAttribute(MARK, '');
    links.append(link);
  }
  document.head.append(links);
}
