import { Breadcrumbs, Link } from '@agri-parts/ui';
import { useLocation } from 'react-router';

import { translate } from '../i18n/translate';
import { FinderWidget } from './FinderWidget';
import type { PartFinderLinksPageData } from './loadPartFinderPages.server';

const listNames = {
  finders: translate('partFinder.findersList'),
  brands: translate('partFinder.brandsList'),
  models: translate('partFinder.modelsList'),
};

/**
 * `/parts`, `/parts/:finder`, `/parts/:finder/:brand`: breadcrumbs, the heading, the finder
 * widget (started with this page's lists) and the finders, brands or models as links sorted by
 * name. A list that could not be loaded says so and offers to load the page again.
 */
export function PartFinderLinksPage(props: PartFinderLinksPageData) {
  const location = useLocation();
  return (
    <article className="part-finder-page" data-list={props.type}>
      {props.breadcrumbs.length > 1 ? (
        <Breadcrumbs
          items={props.breadcrumbs}
          labels={{ navigation: translate('navigation.breadcrumbs') }}
        />
      ) : null}
      <h1>{props.heading}</h1>
      <FinderWidget
        // A new page starts the widget anew with its own lists.
        key={location.pathname + location.search}
        preset={props.widget}
        plate={props.plate}
        plateMode={props.plateMode}
        heading={translate('partFinder.widgetHeading')}
      />
      <section className="part-finder-page__links" aria-labelledby="part-finder-links">
        <h2 id="part-finder-links">{listNames[props.type]}</h2>
        {props.links === null ? (
          <p role="alert" className="part-finder-page__error">
            {translate('partFinder.listFailed')}{' '}
            <a href={location.pathname + location.search}>{translate('partFinder.retry')}</a>
          </p>
        ) : props.links.length === 0 ? (
          <p>{translate('partFinder.nothingListed')}</p>
        ) : (
          <ul className="part-finder-page__grid">
            {props.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.name}</Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
