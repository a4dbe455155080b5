import { useId, type ComponentProps, type ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import type { FormPost } from '../internal/PostForm';
import { TractorListCard } from './TractorListCard';

/** One machine of {@link TractorList}. */
export interface TractorListItem {
  /** The entry's id (a React key). */
  id: string;
  /** Brand and model (for example `'Massey Ferguson 6480'`). */
  title: string;
  /** The finder it was found in (for example `'Traktor'`). */
  finder: string;
  /** The registration number, when found by its plate (for example `'AB12345'`). */
  licensePlate?: string | null;
  /** The shopper's own name for it; the heading when given, the title under it. */
  nickname?: string | null;
  /** The active machine (product cards and listings follow it). */
  active?: boolean;
  /** The parts that fit it (the part finder's parts page). */
  partsHref?: string | null;
  /** The machine's exploded parts diagrams; shown with `labels.showDiagrams`. */
  diagramsHref?: string | null;
  /** Makes it the active machine, as a form post (works before hydration); left out when active. */
  setActivePost?: FormPost | null;
  /** Removes it, as a form post (works before hydration; `onSubmit` may confirm first). */
  removePost?: FormPost | null;
}

/** Texts of {@link TractorList}. */
export interface TractorListLabels {
  /** Accessible name of the list (for example `'Mine traktorer'`). */
  list: string;
  /** Badge of the active machine (for example `'Aktiv'`). */
  active: string;
  /** For example `'Bruk denne'`. */
  setActive: string;
  /** For example `'Fjern'`. */
  remove: string;
  /** For example `'Vis deler'`. */
  showParts: string;
  /** For example `'Deletegninger'`; the diagrams link is left out without it. */
  showDiagrams?: string;
  /** Label before the plate (for example `'Reg.nr.'`). */
  licensePlate: string;
  /** Label before the finder (for example `'Type'`). */
  finder: string;
  /** Shown without machines (for example `'Du har ingen traktorer ennå.'`). */
  empty: string;
  /** Shown while the list loads (for example `'Henter traktorene …'`). */
  loading: string;
}

/** State of a {@link TractorList}: its machines, loading, or a failed load. */
export type TractorListStatus = 'ready' | 'loading' | 'error';

/** Props of {@link TractorList}: a `<div>`'s props plus the machines, state and texts. */
export interface TractorListProps extends Omit<ComponentProps<'div'>, 'children'> {
  items: readonly TractorListItem[];
  labels: TractorListLabels;
  /** Defaults to `ready`. */
  status?: TractorListStatus;
  /** What a failed load says, and how to try again (a message and a button): shown with `error`. */
  error?: ReactNode;
  /** Shown under an empty list (for example a link to the part finder). */
  emptyAction?: ReactNode;
  /** Level of each machine's heading. Defaults to 2. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * "My tractors": a card per machine with its name (the nickname, else brand and model), brand
 * and model under a nickname, finder and plate, a badge on the active one, and its actions — a
 * link to its parts, "use this" (not on the active one) and remove, both form posts so they work
 * before hydration. Each action is described by the machine's heading. Loading and a failed load
 * are announced (`role="status"`, `role="alert"`); an empty list says so. The root carries
 * `data-status`.
 */
export function TractorList({
  items,
  labels,
  status = 'ready',
  error,
  emptyAction,
  headingLevel = 2,
  className,
  ...divProps
}: TractorListProps) {
  const baseId = useId();

  return (
    <div
      {...divProps}
      className={joinClassNames('ap-tractor-list', className)}
      data-status={status}
      aria-busy={status === 'loading' || undefined}
    >
      {status === 'loading' ? (
        <p className="ap-tractor-list__message" role="status">
          {labels.loading}
        </p>
      ) : status === 'error' ? (
        <div className="ap-tractor-list__message ap-tractor-list__message--error" role="alert">
          <Icon name="alert" size={18} />
          <div>{error}</div>
        </div>
      ) : items.length === 0 ? (
        <div className="ap-tractor-list__empty">
          <p className="ap-tractor-list__message">{labels.empty}</p>
          {emptyAction}
        </div>
      ) : (
        <ul className="ap-tractor-list__items" aria-label={labels.list}>
          {items.map((item, index) => (
            <li key={item.id}>
              <TractorListCard
                item={item}
                labels={labels}
                headingId={`${baseId}-${index}`}
                headingLevel={headingLevel}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
