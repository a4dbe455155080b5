import type { ContextType } from 'react';
import { matchRoutes, UNSAFE_FrameworkContext as FrameworkContext } from 'react-router';

import { prefetchablePaths, routeModuleFiles, type PageLink } from './idleRoutePrefetch';
import { whenIdle } from './whenIdle';

/** Marks the `<link rel="modulepreload">` elements this module adds. */
const MARK = 'data-idle-prefetch';

/**
 * Preloads the code of the pages the links on screen lead to (see `IdleRoutePrefetch`), a few
 * files per idle callback. Loaded itself on the first idle moment, not with the page. Returns a
 * function that stops what is left.
 */
export function prefetchLinkedRoutes(
  routes: Parameters<typeof matchRoutes>[0],
  framework: NonNullable<ContextType<typeof FrameworkContext>>,
): () => void {
  return addModulePreloads(filesToPrefetch(routes, framework));
}

function filesToPrefetch(
  routes: Parameters<typeof matchRoutes>[0],
  { manifest, routeModules }: NonNullable<ContextType<typeof FrameworkContext>>,
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
