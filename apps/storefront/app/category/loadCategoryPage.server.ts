import {
  keepUniversalParts,
  listingQueryOptions,
  productSortFromKey,
  type Category,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';

import { headingsInOrder } from '../cms/headingsInOrder';
import { sanitizeCmsHtml } from '../cms/sanitizeCmsHtml.server';
import { translate } from '../i18n/translate';
import { canonicalUrl } from '../seo/canonicalUrl';
import type { PageSeo } from '../seo/PageSeo';
import { breadcrumbListJsonLd, itemListJsonLd } from '../seo/structuredData';
import { withoutRepeatedContent } from './withoutRepeatedContent';
import { listingData, type ListingData } from '../listing/listingView';
import { pastTheEndToPageOne, readListingQuery } from '../listing/listingRequest.server';
import { loadColorSwatches } from '../listing/loadColorSwatches.server';

/** What a category page shows. */
export interface CategoryPageData {
  name: string;
  descriptionHtml: string | null;
  cmsBlockHtml: string | null;
  showProducts: boolean;
  breadcrumbs: { text: string; link: string | null }[];
  subcategories: { name: string; url: string }[];
  listing: ListingData;
  gridPerPage: number | null;
  meta: PageSeo;
}

/**
 * A category page: the category (read with the route of its URL) and one page of its products
 * with facets, in the state the query string asks for (page, sort, page size, filters; spec §2,
 * §9). A page past the last one redirects to the first.
 */
export async function loadCategoryPage(
  sdk: Sdk,
  url: URL,
  category: Category,
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<CategoryPageData> {
  const queryOptions = listingQueryOptions('category', storeConfig?.gridPerPage);
  const query = readListingQuery(url, queryOptions);
  const [list, colorSwatches] = await Promise.all([
    sdk.catalog
      .getProductList({
        categoryUid: category.uid,
        currentPage: query.page,
        pageSize: query.itemsPerPage,
        sort: productSortFromKey(query.sort),
        filters: keepUniversalParts(query.filters),
      })
      .catch(pastTheEndToPageOne(url, query, queryOptions)),
    loadColorSwatches(sdk),
  ]);
  const name = category.name ?? '';
  const breadcrumbs = [
    ...category.breadcrumbs.map((crumb) => ({ text: crumb.name ?? '', link: crumb.url })),
    { text: name, link: null },
  ];
  const canonical = canonicalUrl(shopUrl, url);
  const subcategories = category.children.flatMap((child) =>
    child.url && child.name ? [{ name: child.name, url: child.url }] : [],
  );
  // The page's heading and sub-category chips show once, not again in its CMS texts.
  const own = { name, subcategoryUrls: subcategories.map((child) => child.url) };
  const cmsHtml = (html: string | null | undefined) =>
    html ? headingsInOrder(withoutRepeatedContent(sanitizeCmsHtml(html), own), 1) || null : null;

  return {
    name,
    descriptionHtml: cmsHtml(category.description),
    cmsBlockHtml: cmsHtml(category.cmsBlock?.content),
    showProducts: category.displayMode !== 'page',
    breadcrumbs,
    subcategories,
    listing: listingData(list, query, {
      path: url.pathname,
      colorSwatches,
      // Sub-categories are links of their own above the listing.
      hiddenFacets: ['category_uid'],
      now: new Date(),
    }),
    gridPerPage: storeConfig?.gridPerPage ?? null,
    meta: {
      // Each page of a listing has its own title.
      title:
        query.page > 1
          ? translate('listing.titlePage', { title: category.metaTitle ?? name, page: query.page })
          : (category.metaTitle ?? name),
      description: category.metaDescription,
      canonical,
      jsonLd: [
        // Home first, so a top-level category has a trail too.
        breadcrumbListJsonLd(
          [{ text: translate('navigation.home'), link: '/' }, ...breadcrumbs],
          `${shopUrl}${category.url}`,
          shopUrl,
        ),
        category.displayMode === 'page'
          ? null
          : itemListJsonLd(list.items, shopUrl, (query.page - 1) * query.itemsPerPage),
      ],
    },
  };
}
