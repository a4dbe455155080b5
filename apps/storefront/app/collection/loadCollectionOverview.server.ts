import type { CollectionAttribute } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';
import type { PageSeo } from '../seo/PageSeo';
import { collectionHref, collectionOverviewHref } from './collectionPaths';

/** What an attribute's overview shows: every option as a link to its collection. */
export interface CollectionOverviewData {
  heading: string;
  intro: string;
  options: { label: string; href: string }[];
  meta: PageSeo;
}

/** The overview of an attribute's collections, such as every manufacturer. Pure. */
export function collectionOverview(
  attribute: CollectionAttribute,
  shopUrl: string,
): CollectionOverviewData {
  const intro = translate('collection.overviewIntro', {
    attribute: attribute.label.toLowerCase(),
  });
  return {
    heading: attribute.label,
    intro,
    options: attribute.options
      .map((option) => ({ label: option.label, href: collectionHref(attribute, option.slug) }))
      .sort((a, b) => a.label.localeCompare(b.label, 'nb')),
    meta: {
      title: attribute.label,
      description: intro,
      canonical: `${shopUrl}${collectionOverviewHref(attribute)}`,
      jsonLd: [],
    },
  };
}
