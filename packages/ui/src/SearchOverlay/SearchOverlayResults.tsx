import { isExternalHref, Link } from '../Link/Link';
import type {
  SearchOverlayCategory,
  SearchOverlayLabels,
  SearchOverlayLink,
  SearchOverlayProduct,
  SearchOverlayProps,
} from './SearchOverlay';
import { SearchOverlayListbox } from './SearchOverlayListbox';

/** Where the {@link SearchOverlay}'s results stand, as their `data-status`. */
export type SearchOverlayStatus = 'idle' | 'loading' | 'results' | 'empty';

/** Props of {@link SearchOverlayResults}. */
export interface SearchOverlayResultsProps {
  /** The prefix of the listbox's, groups' and options' ids. */
  baseId: string;
  /** The active option's id (the field's `aria-activedescendant`). */
  activeId: string | undefined;
  /** What the live region says (the settled count or "no results"). */
  announcement: string;
  status: SearchOverlayStatus;
  term: string;
  products: readonly SearchOverlayProduct[];
  categories: readonly SearchOverlayCategory[];
  suggestion: SearchOverlayProps['suggestion'];
  helpLinks: readonly SearchOverlayLink[];
  showAllHref: string | undefined;
  onNavigate: ((href: string) => void) | undefined;
  labels: SearchOverlayLabels;
}

/**
 * The {@link SearchOverlay}'s results: a status line (searching, nothing found; shown, while a
 * visually hidden live region reads the settled count), the suggested term, help links when
 * nothing is found, the listbox of products and categories, and "show all".
 */
export function SearchOverlayResults({
  baseId,
  activeId,
  announcement,
  status,
  term,
  products,
  categories,
  suggestion,
  helpLinks,
  showAllHref,
  onNavigate,
  labels,
}: SearchOverlayResultsProps) {
  const follow = (href: string) => () => onNavigate?.(href);
  const hasResults = products.length > 0 || categories.length > 0;

  return (
    <div className="ap-search-overlay__results" data-status={status}>
      <p className="ap-visually-hidden" role="status">
        {announcement}
      </p>
      <p className="ap-search-overlay__status">
        {status === 'loading'
          ? labels.loading
          : status === 'empty'
            ? labels.noResults(term.trim())
            : ''}
      </p>
      {suggestion && labels.suggestion && status !== 'loading' ? (
        <p className="ap-search-overlay__suggestion">
          <Link href={suggestion.href} data-search-result="" onClick={follow(suggestion.href)}>
            {labels.suggestion(suggestion.term)}
          </Link>
        </p>
      ) : null}
      {status === 'empty' && helpLinks.length > 0 ? (
        <ul className="ap-search-overlay__help">
          {helpLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                data-search-result=""
                // A phone number is the device's to open; the overlay stays.
                onClick={isExternalHref(link.href) ? undefined : follow(link.href)}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <SearchOverlayListbox
        baseId={baseId}
        activeId={activeId}
        products={products}
        categories={categories}
        follow={follow}
        labels={labels}
      />
      {showAllHref && hasResults ? (
        <Link
          href={showAllHref}
          className="ap-search-overlay__show-all"
          data-search-result=""
          onClick={follow(showAllHref)}
        >
          {labels.showAll(term.trim())}
        </Link>
      ) : null}
    </div>
  );
}
