import {
  keepUniversalParts,
  listingQueryOptions,
  productSortFromKey,
  type CollectionAttribute,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';
import { redirect } from 'react-router';

import { translate } from '../i18n/translate';
import { canonicalUrl } from '../seo/canonicalUrl';
import type { PageSeo } from '../seo/PageSeo';
import { breadcrumbListJsonLd } from '../seo/structuredData';
import { listingData, type ListingData } from '../listing/listingView';
import { pastTheEndToPageOne, readListingQuery } from '../listing/listingRequest.server';
import { loadColorSwatches } from '../listing/loadColorSwatches.server';
import { collectionHref, collectionOverviewHref } from './collectionPaths';

/** What a collection page shows. */
export interface CollectionPageData {
  heading: string;
  breadcrumbs: { text: string; link: string | null }[];
  listing: ListingData;
  gridPerPage: number | null;
  meta: PageSeo;
}

/**
 * A collection page: one option of an attribute (a manufacturer by default) and one page of its
 * products with facets, in the state the query string asks for. `null` when no option of the
 * attribute has the slug; a slug written another way (`John-Deere`) redirects to the option's
 * one address, and a page past the last one to page 1.
 */
export async function loadCollectionPage(
  sdk: Sdk,
  url: URL,
  collection: { slug: string; attribute: CollectionAttribute },
  storeConfig: StoreConfig | null,
  shopUrl: string,
): Promise<CollectionPageData | null> {
  // As the search page (name A–Å by default): a collection has no category position to keep.
  const queryOptions = listingQueryOptions('collection', storeConfig?.gridPerPage);
  const query = readListingQuery(url, queryOptions);
  const [found, colorSwatches] = await Promise.all([
    sdk.collections
      .getCollection({
        slug: collection.slug,
        attribute: collection.attribute,
        currentPage: query.page,
        pageSize: query.itemsPerPage,
        sort: productSortFromKey(query.sort),
        filters: keepUniversalParts(query.filters),
      })
      .catch(pastTheEndToPageOne(url, query, queryOptions)),
    loadColorSwatches(sdk),
  ]);
  if (!found) return null;
  const { attribute, option, products } = found;
  if (option.slug !== collection.slug && url.pathname.endsWith(`/${collection.slug}.html`)) {
    throw redirect(`${collectionHref(attribute, option.slug)}${url.search}`, 301);
  }
  const breadcrumbs = [
    { text: attribute.label, link: collectionOverviewHref(attribute) },
    { text: option.label, link: null },
  ];
  const ownUrl = new URL(collectionHref(attribute, option.slug) + url.search, shopUrl);
  const canonical = canonicalUrl(shopUrl, ownUrl);
  return {
    heading: option.label,
    breadcrumbs,
    listing: listingData(products, query, {
      path: url.pathname,
      colorSwatches,
      // Every product has the collection's value: a facet of one option says nothing.
      hiddenFacets: [attribute.code],
      now: new Date(),
    }),
    gridPerPage: storeConfig?.gridPerPage ?? null,
    meta: {
      title: option.label,
      description: translate('collection.description', {
        attribute: attribute.label.toLowerCase(),
        option: option.label,
      }),
      canonical,
      jsonLd: [breadcrumbListJsonLd(breadcrumbs, canonical, shopUrl)],
    },
  };
}
