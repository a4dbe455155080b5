import type { CategoryLink } from '@agri-parts/sdk';

/** A step of the product page's trail; the product itself has no link. */
export interface ProductBreadcrumb {
  text: string;
  link: string | null;
}

function pathOf(url: string): string {
  return url.replace(/\.html$/, '').replace(/\/+$/, '');
}

function linkedOf(categories: readonly CategoryLink[]) {
  return categories.flatMap((category) =>
    category.url && category.name
      ? [{ text: category.name, link: category.url, path: pathOf(category.url) }]
      : [],
  );
}

/**
 * The trail to a product: its deepest category (the longest address) with the categories above
 * it (by address prefix) — those the product is also in, and the categories' own ancestors
 * (`ancestors`, their breadcrumbs, for a product that is only in a leaf) — top first, each once,
 * then the product. Categories without an address or name are skipped. Pure.
 */
export function productBreadcrumbs(
  categories: readonly CategoryLink[],
  productName: string,
  ancestors: readonly CategoryLink[] = [],
): ProductBreadcrumb[] {
  const own = linkedOf(categories);
  const linked = [...own, ...linkedOf(ancestors)];
  const deepest = own.reduce<(typeof own)[number] | null>(
    (found, category) =>
      !found || category.path.split('/').length > found.path.split('/').length ? category : found,
    null,
  );
  const trail = deepest
    ? linked
        .filter(
          (category, index) =>
            (category.path === deepest.path || deepest.path.startsWith(`${category.path}/`)) &&
            linked.findIndex((other) => other.path === category.path) === index,
        )
        .sort((a, b) => a.path.length - b.path.length)
    : [];
  return [...trail.map(({ text, link }) => ({ text, link })), { text: productName, link: null }];
}
