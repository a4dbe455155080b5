import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** One step of a breadcrumb trail, as the spec's breadcrumb entity: `text` and `link`. */
export interface BreadcrumbItem {
  text: string;
  /** Where the step leads; without one the step is plain text. Ignored on the last step. */
  link?: string | null;
}

/** Texts of {@link Breadcrumbs}. */
export interface BreadcrumbsLabels {
  /** Accessible name of the `<nav>` (for example `'Brødsmulesti'`). */
  navigation: string;
}

/** Props of {@link Breadcrumbs}: a `<nav>`'s props plus the trail. */
export interface BreadcrumbsProps extends ComponentProps<'nav'> {
  /** The trail from the top; the last item is the current page. */
  items: BreadcrumbItem[];
  labels: BreadcrumbsLabels;
}

/**
 * A breadcrumb trail: an ordered list in a labelled `<nav>`. Earlier steps are links; the last
 * step is the current page, marked `aria-current="page"` and never a link. Renders nothing for
 * an empty trail.
 */
export function Breadcrumbs({ items, labels, className, ...navProps }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  const lastIndex = items.length - 1;

  return (
    <nav
      {...navProps}
      aria-label={labels.navigation}
      className={joinClassNames('ap-breadcrumbs', className)}
    >
      <ol className="ap-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${index}-${item.text}`} className="ap-breadcrumbs__item">
            {index === lastIndex ? (
              <span className="ap-breadcrumbs__current" aria-current="page">
                {item.text}
              </span>
            ) : item.link ? (
              <Link className="ap-breadcrumbs__link" href={item.link}>
                {item.text}
              </Link>
            ) : (
              <span className="ap-breadcrumbs__text">{item.text}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
