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
import { landedPlate } from './partFinderScroll';
import { vehicleFound } from './plateMessage';

/** `/parts/:finder/:brand/:model`: the parts that fit. */
export interface PartFinderPartsPageData {
  /** The machine, for "Add to My tractors". */
  machine: { finder: PartFinderFinder; brand: PartFinderBrand; model: PartFinderModel };
  heading: string;
  breadcrumbs: PartFinderCrumb[];
  listing: ListingData;
  gridPerPage: number | null;
  /**
   * What the registry said about the plate of `?licensePlate=` (the redirect after a look-up sent
   * without JavaScript), for the line above "Add to My tractors"; `null` otherwise.
   */
  found: string | null;
  meta: PageSeo;
}

/** The registry's line for the plate a look-up landed here with; `null` when it says nothing. */
async function landedPlateFound(sdk: Sdk, url: URL): Promise<string | null> {
  const plate = landedPlate(null, url.searchParams);
  if (!plate) return null;
  const outcome = await sdk.licensePlate.search(plate);
  return outcome.ok ? vehicleFound(outcome.result.vehicle) : null;
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
  const [products, colorSwatches, found] = await Promise.all([
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
    landedPlateFound(sdk, url),
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
    found,
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
