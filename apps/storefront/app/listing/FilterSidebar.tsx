import { Sidebar } from '@agri-parts/ui';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';

import { isSingular } from '../i18n/isSingular';
import { translate } from '../i18n/translate';

/** Props of {@link FilterSidebar}. */
export interface FilterSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The listing's products with the filters chosen so far. */
  totalCount: number;
  /** Removes every chosen filter; `null` without any. */
  clearFiltersHref: string | null;
  /** Where the focus goes when "Vis N produkter" closes the sidebar: the results. */
  results: () => HTMLElement | null;
  /** The listing's filters. */
  children: ReactNode;
}

const countText = (count: number) =>
  translate(isSingular(count) ? 'category.productCountOne' : 'category.productCount', { count });

/**
 * The listing's filters in a sidebar from the left, on narrow screens. Each filter is a link, so
 * the listing behind updates while the sidebar stays open; its footer says how many products the
 * filters leave ("Vis N produkter", which closes it and puts the focus on the results) and offers
 * "Fjern alle". The page outside a modal dialog is hidden from screen readers, so the count is
 * announced from in here, politely, when a filter's results have arrived. Its own module so the
 * listing loads it (and Radix Dialog) when the filter button is first pressed.
 */
export function FilterSidebar({
  open,
  onOpenChange,
  totalCount,
  clearFiltersHref,
  results,
  children,
}: FilterSidebarProps) {
  // Set by "Vis N produkter": that close sends the focus to the results, not to the opener.
  const showResults = useRef(false);
  return (
    <Sidebar
      side="left"
      open={open}
      onOpenChange={onOpenChange}
      title={translate('listing.filters')}
      labels={{ close: translate('navigation.close') }}
      onCloseAutoFocus={(event) => {
        if (!showResults.current) return;
        showResults.current = false;
        const target = results();
        if (!target) return;
        event.preventDefault();
        target.focus();
      }}
      footer={
        <div className="filter-sidebar__actions">
          <p className="ap-visually-hidden" role="status">
            {countText(totalCount)}
          </p>
          {clearFiltersHref ? (
            <Link
              className="ap-button ap-button--secondary ap-button--md"
              to={clearFiltersHref}
              preventScrollReset
            >
              {translate('listing.clearAll')}
            </Link>
          ) : null}
          <button
            type="button"
            className="ap-button ap-button--primary ap-button--md"
            onClick={() => {
              showResults.current = true;
              onOpenChange(false);
            }}
          >
            {translate(isSingular(totalCount) ? 'listing.showResultsOne' : 'listing.showResults', {
              count: totalCount,
            })}
          </button>
        </div>
      }
    >
      {children}
    </Sidebar>
  );
}
