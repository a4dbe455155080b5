import type { ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link SearchOverlaySection}. */
export interface SearchOverlaySectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  heading: string;
  /** An extra class of the list (a modifier). */
  listClassName?: string;
  /** The list's items. */
  children: ReactNode;
}

/** A group of the {@link SearchOverlay}'s results (products, categories): a heading and a list. */
export function SearchOverlaySection({
  headingId,
  heading,
  listClassName,
  children,
}: SearchOverlaySectionProps) {
  return (
    <section className="ap-search-overlay__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="ap-search-overlay__heading">
        {heading}
      </h2>
      <ul className={joinClassNames('ap-search-overlay__list', listClassName)}>{children}</ul>
    </section>
  );
}
