import {
  listingQueryOptions,
  modelFilterCode,
  productSortFromKey,
  withModelFilter,
  type PartFinderBrand,
  type PartFinderFinder,
  type PartFinderModel,
  type Sdk,
  type StoreConfig,
} from '@agri-parts/sdk';
import { data } from 'react-router';

import { translate } from '../i18n/translate';
import type { PageSeo } from '../seo/PageSeo';
import { pastTheEndToPageOne, readListingQuery } from '../listing/listingRequest.server';
import { listingData, type ListingData } from '../listing/listingView';
import { loadColorSwatches } from '../listing/loadColorSwatches.server';
import { partFinderCrumbs, partFinderSeo, type PartFinderCrumb } from './partFinderCrumbs.server';

/** `/parts/:finder/:brand/:model`: the parts that fit. */
export interface PartFinderPartsPageData {
  /** The machine, for "Add to My tractors". */
  machine: { finder: PartFinderFinder; brand: PartFinderBrand; model: PartFinderModel };
  heading: string;
  breadcrumbs: PartFinderCrumb[];
  listing: ListingData;
  gridPerPage: number | null;
  meta: PageSeo;
}

/**
 * `/parts/:finder/:brand/:model` (`part-finder-parts`): the parts that fit the model, as a
 * product listing with the search page's filters, sort (name A–Å by default), page sizes and
 * pages; 404 for an unknown slug. The slugs are resolved while the store config (the page size)
 * loads, so the products are the second round trip, not the third.
 */
export async function loadPartFinderParts(
  sdk: Sdk,
  url: URL,
  params: { finder: string; brand: string; model: string },
  storeConfigPromise: Promise<StoreConfig | null>,
  shopUrl: string,
): Promise<PartFinderPartsPageData> {
  const [storeConfig, resolved] = await Promise.all([
    storeConfigPromise,
    sdk.partFinder.resolveSlugs(params),
  ]);
  if (!resolved?.brand || !resolved.model) throw data(null, { status: 404 });
  const queryOptions = listingQueryOptions('collection', storeConfig?.gridPerPage);
  const query = readListingQuery(url, queryOptions);
  const { finder, brand, model } = resolved;
  const [products, colorSwatches] = await Promise.all([
    sdk.search
      .search({
        term: '',
        filters: withModelFilter(query.filters, model.id),
        sort: productSortFromKey(query.sort),
        currentPage: query.page,
        pageSize: query.itemsPerPage,
      })
      .catch(pastTheEndToPageOne(url, query, queryOptions)),
    loadColorSwatches(sdk),
  ]);
  const breadcrumbs = partFinderCrumbs(finder, brand, model);
  const heading = translate('partFinder.partsHeading', { brand: brand.name, model: model.name });
  return {
    machine: { finder, brand, model },
    heading,
    breadcrumbs,
    listing: listingData(products, query, {
      path: url.pathname,
      colorSwatches,
      // Every product fits the model: its facet says nothing.
      hiddenFacets: [modelFilterCode],
      now: new Date(),
    }),
    gridPerPage: storeConfig?.gridPerPage ?? null,
    meta: partFinderSeo(
      heading,
      translate('partFinder.partsDescription', { brand: brand.name, model: model.name }),
      url,
      shopUrl,
      breadcrumbs,
      ['page'],
    ),
  };
}
