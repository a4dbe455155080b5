import {
  defaultFinderId,
  partFinderPath,
  shopConstants,
  type LicensePlateState,
  type PartFinderBrand,
  type PartFinderFinder,
  type PartFinderModel,
  type Sdk,
} from '@agri-parts/sdk';
import { data, redirect } from 'react-router';

import { translate } from '../i18n/translate';
import type { PageSeo } from '../seo/PageSeo';
import { finderFormTarget, readFinderForm } from './finderFormTarget.server';
import { lookUpPlate } from './lookUpPlate.server';
import { readPlateRequest } from './plateRequest';
import { partFinderCrumbs, partFinderSeo, type PartFinderCrumb } from './partFinderCrumbs.server';

/** A list a part-finder page loaded: its items, or `null` when the load failed. */
export type LoadedList<Item> = readonly Item[] | null;

/** What the part finder widget starts with on a page (server-rendered, then the hook's). */
export interface FinderWidgetPreset {
  finders: LoadedList<PartFinderFinder>;
  brands: LoadedList<PartFinderBrand>;
  models: LoadedList<PartFinderModel>;
  finderId: number | null;
  brandId: number | null;
}

/** A look-up sent without JavaScript that the page shows (its selects or message). */
export interface PlateLookupView {
  state: LicensePlateState;
  tooShort: boolean;
}

/** A link of a page's grid (finders, brands or models). */
export interface PartFinderLink {
  name: string;
  href: string;
}

/** `/parts`, `/parts/:finder` and `/parts/:finder/:brand`: a grid of links and the widget. */
export interface PartFinderLinksPageData {
  type: 'finders' | 'brands' | 'models';
  heading: string;
  breadcrumbs: PartFinderCrumb[];
  /** `null` when the list could not be loaded (the page offers a retry). */
  links: PartFinderLink[] | null;
  widget: FinderWidgetPreset;
  plate: PlateLookupView | null;
  /** The plate finder is shown first (a look-up sent without JavaScript, or `?mode=plate`). */
  plateMode: boolean;
  meta: PageSeo;
}

function logged(what: string) {
  return (error: unknown): null => {
    console.error(`The part finder's ${what} could not be loaded:`, error);
    return null;
  };
}

/**
 * The widget with nothing chosen, as the browser would start it: the finders and the default
 * finder's brands, asked for together, so the widget sends no request after hydration (issue 9:
 * a page's data comes with its HTML). A failed list is `null`: the widget loads it again.
 */
export async function loadDefaultFinderWidget(sdk: Sdk): Promise<FinderWidgetPreset> {
  const [finders, brands] = await Promise.all([
    sdk.partFinder.getFinders().catch(logged('finders')),
    sdk.partFinder.getBrands(shopConstants.partFinder.defaultFinderId).catch(logged('brands')),
  ]);
  const finderId = finders ? defaultFinderId(finders) : null;
  return {
    finders,
    brands: finderId === null ? null : brands,
    models: null,
    finderId,
    brandId: null,
  };
}

const notFound = () => data(null, { status: 404 });

/**
 * `/parts` (route `part-finder`): the finders as links and the widget. Before hydration it also
 * answers the widget's GET forms: `?finder=&brand=&model=` redirects to the deepest page the
 * choice names, and `?licensePlate=` looks the plate up and redirects where the look-up ends, or
 * shows its selects or message with the form kept.
 */
export async function loadPartFinderLanding(
  sdk: Sdk,
  url: URL,
  shopUrl: string,
): Promise<PartFinderLinksPageData> {
  const finderForm = readFinderForm(url.searchParams);
  if (finderForm) {
    throw redirect(
      await finderFormTarget(finderForm, (slugs) => sdk.partFinder.resolveSlugs(slugs)),
    );
  }
  const plateRequest = readPlateRequest(url.searchParams);
  const [lookup, widget] = await Promise.all([
    plateRequest ? lookUpPlate(sdk, plateRequest) : null,
    loadDefaultFinderWidget(sdk),
  ]);
  const { finders } = widget;
  if (lookup?.type === 'redirect') throw redirect(lookup.path);
  const breadcrumbs = partFinderCrumbs(null, null, null);
  return {
    type: 'finders',
    heading: translate('partFinder.title'),
    breadcrumbs,
    links:
      finders?.map((finder) => ({
        name: finder.name,
        href: partFinderPath({ finder: finder.slug }),
      })) ?? null,
    widget,
    plate: lookup ? { state: lookup.state, tooShort: lookup.tooShort } : null,
    plateMode: plateRequest !== null || url.searchParams.get('mode') === 'plate',
    meta: partFinderSeo(
      translate('partFinder.title'),
      translate('partFinder.description'),
      url,
      shopUrl,
      breadcrumbs,
    ),
  };
}

/** `/parts/:finder` (`part-finder-finders`): the finder's brands; 404 for an unknown slug. */
export async function loadPartFinderBrands(
  sdk: Sdk,
  url: URL,
  params: { finder: string },
  shopUrl: string,
): Promise<PartFinderLinksPageData> {
  const resolved = await sdk.partFinder.resolveSlugs({ finder: params.finder });
  if (!resolved) throw notFound();
  const { finder } = resolved;
  const [finders, brands] = await Promise.all([
    sdk.partFinder.getFinders().catch(logged('finders')),
    sdk.partFinder.getBrands(finder.id).catch(logged('brands')),
  ]);
  const breadcrumbs = partFinderCrumbs(finder, null, null);
  const heading = translate('partFinder.brandsHeading', { finder: finder.name });
  return {
    type: 'brands',
    heading,
    breadcrumbs,
    links:
      brands?.map((brand) => ({
        name: brand.name,
        href: partFinderPath({ finder: finder.slug, brand: brand.slug }),
      })) ?? null,
    widget: { finders, brands, models: null, finderId: finder.id, brandId: null },
    plate: null,
    plateMode: false,
    meta: partFinderSeo(
      heading,
      translate('partFinder.brandsDescription', { finder: finder.name }),
      url,
      shopUrl,
      breadcrumbs,
    ),
  };
}

/** `/parts/:finder/:brand` (`part-finder-models`): the brand's models; 404 for an unknown slug. */
export async function loadPartFinderModels(
  sdk: Sdk,
  url: URL,
  params: { finder: string; brand: string },
  shopUrl: string,
): Promise<PartFinderLinksPageData> {
  const resolved = await sdk.partFinder.resolveSlugs({
    finder: params.finder,
    brand: params.brand,
  });
  if (!resolved?.brand) throw notFound();
  const { finder, brand } = resolved;
  const [finders, brands, models] = await Promise.all([
    sdk.partFinder.getFinders().catch(logged('finders')),
    sdk.partFinder.getBrands(finder.id).catch(logged('brands')),
    sdk.partFinder.getModels(brand.id).catch(logged('models')),
  ]);
  const breadcrumbs = partFinderCrumbs(finder, brand, null);
  const heading = translate('partFinder.modelsHeading', { brand: brand.name });
  return {
    type: 'models',
    heading,
    breadcrumbs,
    links:
      models?.map((model) => ({
        name: model.name,
        href: partFinderPath({ finder: finder.slug, brand: brand.slug, model: model.slug }),
      })) ?? null,
    widget: { finders, brands, models, finderId: finder.id, brandId: brand.id },
    plate: null,
    plateMode: false,
    meta: partFinderSeo(
      heading,
      translate('partFinder.modelsDescription', { brand: brand.name, finder: finder.name }),
      url,
      shopUrl,
      breadcrumbs,
    ),
  };
}
