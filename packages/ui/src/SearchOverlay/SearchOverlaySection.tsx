import type { ReactNode } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link SearchOverlaySection}. */
export interface SearchOverlaySectionProps {
  /** The heading's id, which names the group. */
  headingId: string;
  heading: string;
  /** An extra class of the options' wrapper (a modifier). */
  listClassName?: string;
  /** The group's options. */
  children: ReactNode;
}

/**
 * A group of the {@link SearchOverlay}'s options (products, categories) inside its listbox: a
 * heading that names the group, then the options. A listbox may hold only groups and options,
 * so the heading is text naming the group rather than an `h2`.
 */
export function SearchOverlaySection({
  headingId,
  heading,
  listClassName,
  children,
}: SearchOverlaySectionProps) {
  return (
    <div role="group" className="ap-search-overlay__section" aria-labelledby={headingId}>
      <div id={headingId} className="ap-search-overlay__heading">
        {heading}
      </div>
      <div className={joinClassNames('ap-search-overlay__list', listClassName)}>{children}</div>
    </div>
  );
}
