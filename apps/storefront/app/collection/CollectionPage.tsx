import { Breadcrumbs } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { Listing } from '../listing/Listing';
import { listingSettings } from '../listing/listingSettings';
import type { CollectionPageData } from './loadCollectionPage.server';

/** A collection: the trail to the attribute's overview, the option's name and its products. */
export function CollectionPage({ heading, breadcrumbs, listing, gridPerPage }: CollectionPageData) {
  return (
    <article className="collection-page">
      <Breadcrumbs
        items={breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <h1>{heading}</h1>
      <Listing data={listing} settings={listingSettings('collection', gridPerPage)} />
    </article>
  );
}
