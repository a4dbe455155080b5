import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A page component whose code loads on first render, or earlier through `preload()`. */
export type LazyPage<TProps> = LazyExoticComponent<ComponentType<TProps>> & {
  /** Loads the page's code now (once); a failed load is tried again by the next call or render. */
  preload(): Promise<unknown>;
};

/**
 * A page of a route that renders one of several pages (the catch-all's category, product or CMS
 * page) as a chunk of its own, so a category page does not carry the product page's code. On the
 * server it renders as any component (the page is rendered whole before it is sent); while the
 * browser hydrates, its server HTML stays until the chunk arrives.
 *
 * @example
 * ```tsx
 * const ProductPage = lazyPage(() => import('./ProductPage').then((m) => m.ProductPage));
 * ```
 */
export function lazyPage<TProps>(load: () => Promise<ComponentType<TProps>>): LazyPage<TProps> {
  let loading: Promise<{ default: ComponentType<TProps> }> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(preload), { preload });
}
