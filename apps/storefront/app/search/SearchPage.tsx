import { Link, SearchNoResults } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import { shopPhone } from '../layout/shopContact';
import { Listing } from '../listing/Listing';
import { listingSettings } from '../listing/listingSettings';
import { LoadMore } from './LoadMore';
import { licensePlateSearchHref, partFinderHref, showsSearchHelp } from './searchHelp';
import { shortTerm } from './shortTerm';
import type { SearchPageData } from './loadSearchPage.server';

const noResultsLabels = {
  title: (term: string) => translate('search.noResultsTitle', { term: shortTerm(term) }),
  tips: translate('search.noResultsTips'),
  suggestion: (term: string) => translate('search.didYouMean', { term }),
  categories: translate('search.matchingCategories'),
  otherWays: translate('search.otherWays'),
  phone: translate('search.askUs'),
};

const otherWays = [
  {
    href: partFinderHref,
    label: translate('search.partFinder'),
    description: translate('search.partFinderDescription'),
  },
  {
    href: licensePlateSearchHref,
    label: translate('search.licensePlate'),
    description: translate('search.licensePlateDescription'),
  },
];

const phone = { href: `tel:${shopPhone.number}`, display: shopPhone.display };

/**
 * The search page: the term as the heading, then the results as a listing with filters and
 * sorting (most relevant first), and "show more" that appends the next page (spec §4); a short
 * note for a term too short to search. A suggested term ("Mente du …?") shows above the results;
 * a search that finds nothing shows the help instead: the suggestion, what to try, matching
 * categories, the part finder, the plate search and the shop's phone.
 */
export function SearchPage(props: SearchPageData) {
  const settings = listingSettings('search', props.gridPerPage);
  return (
    <article className="search-page">
      <h1>
        {props.term
          ? translate('search.resultsFor', { term: shortTerm(props.term) })
          : translate('search.title')}
      </h1>
      {props.status === 'too-short' || !props.listing ? (
        <p className="search-page__note">{translate('search.tooShort')}</p>
      ) : showsSearchHelp(props.listing) ? (
        <SearchNoResults
          className="search-page__help"
          term={props.term}
          suggestion={props.suggestion}
          categories={props.helpCategories ?? []}
          otherWays={otherWays}
          phone={phone}
          labels={noResultsLabels}
        />
      ) : (
        <>
          {props.suggestion ? (
            <p className="search-page__suggestion">
              <Link href={props.suggestion.href}>
                {translate('search.didYouMean', { term: props.suggestion.term })}
              </Link>
            </p>
          ) : null}
          <LoadMore
            data={props.listing}
            firstLoadedPage={props.firstLoadedPage}
            queryOptions={settings.queryOptions}
          >
            <Listing data={props.listing} settings={settings} pageLinks={false} />
          </LoadMore>
        </>
      )}
    </article>
  );
}
