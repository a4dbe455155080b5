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
        cancel = addModulePreloads(filesToPrefetch(router.routes, framework));
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

/** How many preloads go into the page in one idle callback (each starts a fetch and a parse). */
const PRELOADS_PER_IDLE_CALLBACK = 4;

/**
 * Adds preloads for the files not loaded yet — neither a `<link>` of the page nor a script the
 * page has fetched (its own modules come without preload links) — a few per idle callback, so no
 * callback is a long task on a phone. Returns a function that stops what is left.
 */
function addModulePreloads(files: readonly string[]): () => void {
  const present = new Set<string | null>([
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[href]'), (link) =>
      link.getAttribute('href'),
    ),
    ...performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name, window.location.href).pathname),
  ]);
  const missing = files.filter((file) => !present.has(file));
  let cancel = () => {};
  const addSome = (from: number) => {
    const links = document.createDocumentFragment();
    for (const file of missing.slice(from, from + PRELOADS_PER_IDLE_CALLBACK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      link.setAttribute(MARK, '');
      links.append(link);
    }
    document.head.append(links);
    const next = from + PRELOADS_PER_IDLE_CALLBACK;
    if (next < missing.length) cancel = whenIdle(() => addSome(next), window);
  };
  if (missing.length > 0) addSome(0);
  return () => cancel();
}
