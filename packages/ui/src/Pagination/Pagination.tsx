import type { ComponentProps, MouseEvent } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/**
 * One entry of a pagination window: a page number (`first` and `last` are the edge pages kept
 * beside an ellipsis), or an ellipsis for skipped pages.
 */
export type PaginationItem =
  { type: 'page' | 'first' | 'last'; page: number; current?: boolean } | { type: 'ellipsis' };

/** The previous or next step of a {@link PaginationModel}. */
export interface PaginationStep {
  page: number;
  /** At the first (previous) or last (next) page. */
  disabled: boolean;
}

/**
 * The window of pages to show, computed by the app (the spec: 5 visible pages with the first and
 * last page and ellipses). The component renders it as is.
 */
export interface PaginationModel {
  items: readonly PaginationItem[];
  previous: PaginationStep;
  next: PaginationStep;
}

/** Texts of {@link Pagination}. */
export interface PaginationLabels {
  /** Accessible name of the `<nav>` (for example `'Sidenavigasjon'`). */
  navigation: string;
  /** For example `'Forrige side'`. */
  previous: string;
  /** For example `'Neste side'`. */
  next: string;
  /** Accessible name of a page link (for example `(page) => \`Side ${page}\``). */
  page: (page: number) => string;
}

/** Props of {@link Pagination}: a `<nav>`'s props plus the window and its links. */
export interface PaginationProps extends ComponentProps<'nav'> {
  model: PaginationModel;
  /** The address of a page (for example `(page) => \`?page=${page}\``): real links, no JS needed. */
  hrefForPage: (page: number) => string;
  labels: PaginationLabels;
  /** Called on a page link's click before navigation; call `event.preventDefault()` to page in-app. */
  onPageChange?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * Page links for a listing. Every page, previous and next is a real link built by
 * `hrefForPage`, so paging works before hydration and is crawlable. The current page carries
 * `aria-current="page"`; previous and next at the ends are links without an address and with
 * `aria-disabled="true"`. Ellipses are hidden from assistive technology.
 */
export function Pagination({
  model,
  hrefForPage,
  labels,
  onPageChange,
  className,
  ...navProps
}: PaginationProps) {
  function step(kind: 'previous' | 'next', stepModel: PaginationStep) {
    const icon = kind === 'previous' ? 'chevron-left' : 'chevron-right';
    const className = `ap-pagination__step ap-pagination__step--${kind}`;
    if (stepModel.disabled) {
      return (
        <a role="link" aria-disabled="true" className={className} data-state="disabled">
          <Icon name={icon} size={20} />
          <span className="ap-pagination__step-text">{labels[kind]}</span>
        </a>
      );
    }
    return (
      <Link
        href={hrefForPage(stepModel.page)}
        rel={kind === 'previous' ? 'prev' : 'next'}
        className={className}
        onClick={(event) => onPageChange?.(stepModel.page, event)}
      >
        <Icon name={icon} size={20} />
        <span className="ap-pagination__step-text">{labels[kind]}</span>
      </Link>
    );
  }

  return (
    <nav
      {...navProps}
      aria-label={labels.navigation}
      className={joinClassNames('ap-pagination', className)}
    >
      <ul className="ap-pagination__list">
        <li className="ap-pagination__item">{step('previous', model.previous)}</li>
        {model.items.map((item, index) =>
          item.type === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="ap-pagination__item" aria-hidden="true">
              <span className="ap-pagination__ellipsis">…</span>
            </li>
          ) : (
            <li key={`page-${item.page}`} className="ap-pagination__item">
              <Link
                href={hrefForPage(item.page)}
                className="ap-pagination__page"
                aria-label={labels.page(item.page)}
                aria-current={item.current ? 'page' : undefined}
                data-type={item.type}
                onClick={(event) => onPageChange?.(item.page, event)}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li className="ap-pagination__item">{step('next', model.next)}</li>
      </ul>
    </nav>
  );
}
