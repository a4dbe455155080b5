import type { Sdk, StoreConfig } from '@agri-parts/sdk';
import { redirect } from 'react-router';

import { sanitizeCmsHtml } from '../../cms/sanitizeCmsHtml.server';
import { isBadInputError } from '../../sdk/isBadInputError';
import { canonicalUrl } from '../../seo/canonicalUrl';
import type { PageSeo } from '../../seo/PageSeo';
import { breadcrumbListJsonLd } from '../../seo/structuredData';
import { listingPage, listingPageHref } from './listingPage';
import { productCardData, type ProductCardData } from './productCardData';

/** What a category page shows. */
export interface CategoryPageData {
  name: string;
  descriptionHtml: string | null;
  cmsBlockHtml: string | null;
  showProducts: boolean;
  breadcrumbs: { text: string; link: string | null }[];
  subcategories: { name: string; url: string }[];
  products: ProductCardData[];
  totalCount: number;
  pagination: {
    currentPage: number;
    totalPages: number;
    previousHref: string | null;
    nextHref: string | null;
  };
  /** Whether the prices shown include VAT (store config `catalog_display_tax` above 1). */
  pricesIncludeTax: boolean;
  meta: PageSeo;
}

/**
 * A category page: the category and one page of its products, loaded in parallel. The page size
 * is the store's `grid_per_page`. `null` when there is no category at the URL; a page past the
 * last one redirects to the first.
 */
export async function loadCategoryPage(
  sdk: Sdk,
  url: URL,
  categoryUid: string,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<CategoryPageData | null> {
  const currentPage = listingPage(url.searchParams);
  const [category, list] = await Promise.all([
    sdk.catalog.getCategoryByUrl(url.pathname),
    sdk.catalog
      .getProductList({ categoryUid, currentPage, pageSize: storeConfig?.gridPerPage ?? 12 })
      .catch((error: unknown) => {
        // A page past the end (an old link to a category that shrank): start from page 1.
        if (currentPage > 1 && isBadInputError(error)) throw redirect(listingPageHref(url, 1));
        throw error;
      }),
  ]);
  if (!category) return null;
  const { totalPages } = list.pageInfo;
  const name = category.name ?? '';
  const breadcrumbs = [
    ...category.breadcrumbs.map((crumb) => ({ text: crumb.name ?? '', link: crumb.url })),
    { text: name, link: null },
  ];
  const canonical = canonicalUrl(shopUrl, url);

  return {
    name,
    descriptionHtml: category.description ? sanitizeCmsHtml(category.description) : null,
    cmsBlockHtml: category.cmsBlock?.content ? sanitizeCmsHtml(category.cmsBlock.content) : null,
    showProducts: category.displayMode !== 'page',
    breadcrumbs,
    subcategories: category.children.flatMap((child) =>
      child.url && child.name ? [{ name: child.name, url: child.url }] : [],
    ),
    products: list.items.map(productCardData),
    totalCount: list.totalCount,
    pagination: {
      currentPage,
      totalPages,
      previousHref:
        currentPage > 1 ? listingPageHref(url, Math.min(currentPage - 1, totalPages)) : null,
      nextHref: currentPage < totalPages ? listingPageHref(url, currentPage + 1) : null,
    },
    pricesIncludeTax: (storeConfig?.catalogDisplayTax ?? 1) > 1,
    meta: {
      title: category.metaTitle ?? name,
      description: category.metaDescription,
      canonical,
      jsonLd: [breadcrumbListJsonLd(breadcrumbs, `${shopUrl}${category.url}`, shopUrl)],
    },
  };
}
