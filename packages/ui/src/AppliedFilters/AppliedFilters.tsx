import { useId, type ComponentProps, type MouseEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** One applied filter, shown as a removable chip. */
export interface AppliedFilter {
  /** Unique among the chips (for example `'brand:massey-ferguson'`). */
  id: string;
  /** As shown (for example `'Merke: Massey Ferguson'`). */
  label: string;
  /** The listing's address without this filter; the chip is then a link, working without JS. */
  removeHref?: string;
}

/** Texts of {@link AppliedFilters}. */
export interface AppliedFiltersLabels {
  /** Names the list (for example `'Valgte filtre'`). */
  title: string;
  /** Accessible name of a chip, given its label (for example `(label) => \`Fjern filter ${label}\``). */
  remove: (label: string) => string;
  /** For example `'Nullstill alle'`. */
  clearAll: string;
}

/** Props of {@link AppliedFilters}: a `<div>`'s props plus the chips. */
export interface AppliedFiltersProps extends ComponentProps<'div'> {
  filters: readonly AppliedFilter[];
  /** Called when a chip is chosen; on a link chip call `event.preventDefault()` to stay in-app. */
  onRemove?: (filter: AppliedFilter, event: MouseEvent<HTMLElement>) => void;
  /** The listing without any filter; "clear all" is then a link. */
  clearAllHref?: string;
  /** Called when "clear all" is pressed (a button without `clearAllHref`, else the link's click). */
  onClearAll?: (event: MouseEvent<HTMLElement>) => void;
  labels: AppliedFiltersLabels;
}

/**
 * The applied filters as chips, each removing its filter, and a "clear all". A chip with a
 * `removeHref` is a link (works before hydration); otherwise it is a button calling `onRemove`.
 * "Clear all" shows with `clearAllHref` or `onClearAll`. Renders nothing without filters.
 */
export function AppliedFilters({
  filters,
  onRemove,
  clearAllHref,
  onClearAll,
  labels,
  className,
  ...divProps
}: AppliedFiltersProps) {
  const titleId = useId();
  if (filters.length === 0) return null;

  return (
    <div {...divProps} className={joinClassNames('ap-applied-filters', className)}>
      <span id={titleId} className="ap-applied-filters__title">
        {labels.title}
      </span>
      <ul className="ap-applied-filters__list" aria-labelledby={titleId}>
        {filters.map((filter) => {
          const content = (
            <>
              {filter.label}
              <Icon name="close" size={16} />
            </>
          );
          const common = {
            className: 'ap-applied-filters__chip',
            'aria-label': labels.remove(filter.label),
            onClick: (event: MouseEvent<HTMLElement>) => onRemove?.(filter, event),
          };
          return (
            <li key={filter.id} className="ap-applied-filters__item">
              {filter.removeHref ? (
                <Link {...common} href={filter.removeHref} rel="nofollow">
                  {content}
                </Link>
              ) : (
                <button {...common} type="button">
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {clearAllHref ? (
        <Link
          className="ap-applied-filters__clear"
          href={clearAllHref}
          rel="nofollow"
          onClick={onClearAll}
        >
          {labels.clearAll}
        </Link>
      ) : onClearAll ? (
        <button type="button" className="ap-applied-filters__clear" onClick={onClearAll}>
          {labels.clearAll}
        </button>
      ) : null}
    </div>
  );
}
