import type { KeyboardEvent, Ref } from 'react';
import { isExternalHref, Link } from '../Link/Link';
import type {
  SearchOverlayCategory,
  SearchOverlayLabels,
  SearchOverlayLink,
  SearchOverlayProduct,
  SearchOverlayProps,
} from './SearchOverlay';
import { SearchOverlayProductLink } from './SearchOverlayProductLink';
import { SearchOverlaySection } from './SearchOverlaySection';

/** Where the {@link SearchOverlay}'s results stand, as their `data-status`. */
export type SearchOverlayStatus = 'idle' | 'loading' | 'results' | 'empty';

/** Props of {@link SearchOverlayResults}. */
export interface SearchOverlayResultsProps {
  ref: Ref<HTMLDivElement>;
  id: string;
  /** The prefix of the sections' heading ids. */
  baseId: string;
  status: SearchOverlayStatus;
  term: string;
  products: readonly SearchOverlayProduct[];
  categories: readonly SearchOverlayCategory[];
  suggestion: SearchOverlayProps['suggestion'];
  helpLinks: readonly SearchOverlayLink[];
  showAllHref: string | undefined;
  onNavigate: ((href: string) => void) | undefined;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  labels: SearchOverlayLabels;
}

/**
 * The {@link SearchOverlay}'s results: a status line (searching, nothing found), the suggested
 * term, help links when nothing is found, the products and categories, and "show all".
 */
export function SearchOverlayResults({
  ref,
  id,
  baseId,
  status,
  term,
  products,
  categories,
  suggestion,
  helpLinks,
  showAllHref,
  onNavigate,
  onKeyDown,
  labels,
}: SearchOverlayResultsProps) {
  const follow = (href: string) => () => onNavigate?.(href);
  const hasResults = products.length > 0 || categories.length > 0;

  return (
    <div
      ref={ref}
      id={id}
      className="ap-search-overlay__results"
      data-status={status}
      onKeyDown={onKeyDown}
    >
      <p className="ap-search-overlay__status" role="status">
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
      {products.length > 0 ? (
        <SearchOverlaySection headingId={`${baseId}-products`} heading={labels.products}>
          {products.map((product) => (
            <li key={product.id}>
              <SearchOverlayProductLink
                product={product}
                labels={labels}
                onClick={follow(product.href)}
              />
            </li>
          ))}
        </SearchOverlaySection>
      ) : null}
      {categories.length > 0 ? (
        <SearchOverlaySection
          headingId={`${baseId}-categories`}
          heading={labels.categories}
          listClassName="ap-search-overlay__list--categories"
        >
          {categories.map((category) => (
            <li key={category.id}>
              <Link
                href={category.href}
                className="ap-search-overlay__category"
                data-search-result=""
                onClick={follow(category.href)}
              >
                {category.name}
              </Link>
            </li>
          ))}
        </SearchOverlaySection>
      ) : null}
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
