import {
  partFinderPath,
  type PartFinderBrand,
  type PartFinderFinder,
  type PartFinderModel,
} from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import { canonicalUrl } from '../seo/canonicalUrl';
import type { PageSeo } from '../seo/PageSeo';
import { breadcrumbListJsonLd } from '../seo/structuredData';

/** A breadcrumb of a part-finder page. */
export interface PartFinderCrumb {
  text: string;
  link: string | null;
}

/**
 * The breadcrumbs of a part-finder page, down to its finder, brand or model; the last, the page
 * itself, is not a link.
 */
export function partFinderCrumbs(
  finder: PartFinderFinder | null,
  brand: PartFinderBrand | null,
  model: PartFinderModel | null,
): PartFinderCrumb[] {
  const steps: PartFinderCrumb[] = [{ text: translate('partFinder.title'), link: '/parts' }];
  if (finder) steps.push({ text: finder.name, link: partFinderPath({ finder: finder.slug }) });
  if (finder && brand) {
    steps.push({
      text: brand.name,
      link: partFinderPath({ finder: finder.slug, brand: brand.slug }),
    });
  }
  if (model) steps.push({ text: model.name, link: null });
  // The last step is the page itself.
  const last = steps.at(-1);
  if (last) last.link = null;
  return steps;
}

/** A part-finder page's title, description, canonical address and breadcrumb JSON-LD. */
export function partFinderSeo(
  title: string,
  description: string,
  url: URL,
  shopUrl: string,
  breadcrumbs: PartFinderCrumb[],
  keep: readonly string[] = [],
): PageSeo {
  const canonical = canonicalUrl(shopUrl, url, keep);
  return {
    title,
    description,
    canonical,
    jsonLd: [breadcrumbListJsonLd(breadcrumbs, canonical, shopUrl)],
  };
}
