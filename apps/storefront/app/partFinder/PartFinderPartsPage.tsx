import { partDiagramPath } from '@agri-parts/sdk';
import { Breadcrumbs, Link } from '@agri-parts/ui';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { AddToMyTractors } from '../tractors/AddToMyTractors';

import { translate } from '../i18n/translate';
import { Listing } from '../listing/Listing';
import { listingSettings } from '../listing/listingSettings';
import type { PartFinderPartsPageData } from './loadPartFinderParts.server';
import { cameFromFinder, finderScrollTop, landedFound, landedPlate } from './partFinderScroll';

/**
 * `/parts/:finder/:brand/:model`: the trail (finder, brand, model), "Deler til {brand} {model}"
 * what the registry said and "Add to My tractors" (with the plate when a look-up landed here) and the parts that fit as a
 * listing with filters, sort, page size and pages. Arriving from the
 * finder's Show (or a plate look-up) scrolls to the parts with the finder's 200 px offset.
 */
export function PartFinderPartsPage({
  machine,
  heading,
  breadcrumbs,
  listing,
  gridPerPage,
  found,
}: PartFinderPartsPageData) {
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // What the registry said: from the plate finder's navigation, or the server's look-up.
  const shownFound = landedFound(location.state) ?? found;
  useEffect(() => {
    if (!cameFromFinder(location.state) || !headingRef.current) return;
    window.scrollTo({
      top: finderScrollTop(headingRef.current.getBoundingClientRect().top, window.scrollY),
    });
  }, [location.key, location.state]);

  return (
    <article className="part-finder-parts-page">
      <Breadcrumbs
        items={breadcrumbs}
        labels={{ navigation: translate('navigation.breadcrumbs') }}
      />
      <h1 ref={headingRef} id="parts-results">
        {heading}
      </h1>
      {shownFound ? <p className="part-finder-parts-page__found">{shownFound}</p> : null}
      <AddToMyTractors
        className="part-finder-parts-page__add"
        finder={machine.finder}
        brand={machine.brand}
        model={machine.model}
        licensePlate={landedPlate(location.state, new URLSearchParams(location.search))}
      />
      {/* The exploded diagrams: the same parts by where they sit on the machine. */}
      <p className="part-finder-parts-page__diagrams">
        <Link
          href={partDiagramPath({
            finder: machine.finder.slug,
            brand: machine.brand.slug,
            model: machine.model.slug,
          })!}
        >
          {translate('diagram.seeDiagrams', {
            brand: machine.brand.name,
            model: machine.model.name,
          })}
        </Link>
      </p>
      {/* The listing is one model's parts already: no "only parts that fit" switch. */}
      <Listing
        data={listing}
        settings={listingSettings('collection', gridPerPage)}
        offerTractorFilter={false}
      />
    </article>
  );
}
