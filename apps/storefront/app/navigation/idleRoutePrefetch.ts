/** A link on the page, as {@link prefetchablePaths} needs it. */
export interface PageLink {
  /** The resolved address (`HTMLAnchorElement.href`). */
  href: string;
  target: string;
  download: boolean;
  /** Where it is on screen (`getBoundingClientRect()`). */
  rect: { top: number; left: number; bottom: number; right: number; width: number; height: number };
}

/** The page the links are on: its address and the viewport's size. */
export interface PageView {
  origin: string;
  pathname: string;
  width: number;
  height: number;
}

/**
 * The paths worth prefetching the code of: links to this shop (same origin, http or https) that
 * are on screen now and would be a client-side navigation — not a new tab, not a download, not
 * the page itself — each path once, in page order.
 */
export function prefetchablePaths(links: readonly PageLink[], view: PageView): string[] {
  const paths = new Set<string>();
  for (const link of links) {
    if (link.download || (link.target !== '' && link.target !== '_self')) continue;
    const { rect } = link;
    const onScreen =
      rect.width > 0 &&
      rect.height > 0 &&
      rect.bottom > 0 &&
      rect.right > 0 &&
      rect.top < view.height &&
      rect.left < view.width;
    if (!onScreen) continue;
    let url: URL;
    try {
      url = new URL(link.href);
    } catch {
      continue;
    }
    if (url.origin !== view.origin || !/^https?:$/.test(url.protocol)) continue;
    if (url.pathname === view.pathname) continue;
    paths.add(url.pathname);
  }
  return [...paths];
}

/** A route's code files, as React Router's manifest lists them. */
export interface ManifestRouteFiles {
  module: string;
  imports?: string[];
}

/**
 * The JavaScript files to preload for the given routes: each route's module and the chunks it
 * imports, leaving out routes whose module is loaded already and files listed twice.
 */
export function routeModuleFiles(
  routeIds: readonly string[],
  manifestRoutes: Readonly<Record<string, ManifestRouteFiles | undefined>>,
  loadedRouteIds: ReadonlySet<string>,
): string[] {
  const files = new Set<string>();
  for (const id of routeIds) {
    const route = manifestRoutes[id];
    if (!route || loadedRouteIds.has(id)) continue;
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  return [...files];
}
