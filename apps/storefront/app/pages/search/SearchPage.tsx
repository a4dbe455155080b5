import { translate } from '../../i18n/translate';
import { Listing } from '../listing/Listing';
import { searchListingSettings } from '../listing/listingSettings';
import { hasChosenFilters } from '../listing/listingView';
import { LoadMore } from './LoadMore';
import { shortTerm } from './shortTerm';
import type { SearchPageData } from './loadSearchPage.server';

/**
 * The search page: the term as the heading, then the results as a listing with filters and
 * sorting, and "show more" that appends the next page (spec §4); a short note for a term too
 * short to search, and one for no results.
 */
export function SearchPage(props: SearchPageData) {
  const settings = searchListingSettings(props.gridPerPage);
  return (
    <article className="search-page">
      <h1>
        {props.term
          ? translate('search.resultsFor', { term: shortTerm(props.term) })
          : translate('search.title')}
      </h1>
      {props.status === 'too-short' || !props.listing ? (
        <p className="search-page__note">{translate('search.tooShort')}</p>
      ) : props.listing.totalCount === 0 && !hasChosenFilters(props.listing.query) ? (
        <p className="search-page__note">
          {translate('search.noResults', { term: shortTerm(props.term) })}
        </p>
      ) : (
        <LoadMore data={props.listing} queryOptions={settings.queryOptions}>
          {(data) => <Listing data={data} settings={settings} />}
        </LoadMore>
      )}
    </article>
  );
}
