import type { ComponentProps } from 'react';
import { Icon } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';
import { Link } from '../Link/Link';

/** The machine an {@link ActiveTractorBar} shows. */
export interface ActiveTractorBarTractor {
  /** Its nickname, else brand and model (for example `'Massey Ferguson 6480'`). */
  title: string;
  licensePlate?: string | null;
}

/** Texts of {@link ActiveTractorBar}. */
export interface ActiveTractorBarLabels {
  /** Accessible name of the bar (for example `'Din traktor'`). */
  region: string;
  /** Before the active machine's name (for example `'Viser deler for'`). */
  active: string;
  /** Without an active machine (for example `'Velg en traktor for å se hva som passer'`). */
  none: string;
  /** The link to the list (for example `'Mine traktorer'`). */
  manage: string;
  /** Before the plate (for example `'Reg.nr.'`). */
  licensePlate: string;
}

/** Props of {@link ActiveTractorBar}: a `<section>`'s props plus the machine, link and texts. */
export interface ActiveTractorBarProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The active machine; `null` when none is. */
  tractor: ActiveTractorBarTractor | null;
  /** "My tractors", where the shopper picks another machine or adds one. */
  href: string;
  labels: ActiveTractorBarLabels;
}

/**
 * A slim bar under the header saying which tractor the shop checks parts against ("Viser deler
 * for Massey Ferguson 6480 · Reg.nr. AB12345") with a link to "My tractors" — or, with machines
 * but none active, that one can be chosen. A named region, so it can be found but is not in the
 * way; on phones the lead-in and the plate are read out but not shown, so the name fits. The root
 * carries `data-state` (`active` / `none`).
 */
export function ActiveTractorBar({
  tractor,
  href,
  labels,
  className,
  ...sectionProps
}: ActiveTractorBarProps) {
  return (
    <section
      {...sectionProps}
      className={joinClassNames('ap-active-tractor', className)}
      aria-label={labels.region}
      data-state={tractor ? 'active' : 'none'}
    >
      <Icon name="tractor" size={20} className="ap-active-tractor__icon" />
      <p className="ap-active-tractor__text">
        {tractor ? (
          <>
            <span className="ap-active-tractor__lead">{labels.active} </span>
            <strong className="ap-active-tractor__name">{tractor.title}</strong>
            {tractor.licensePlate ? (
              <span className="ap-active-tractor__plate">
                {' · '}
                {labels.licensePlate} {tractor.licensePlate}
              </span>
            ) : null}
          </>
        ) : (
          labels.none
        )}
      </p>
      <Link href={href} className="ap-active-tractor__link">
        {labels.manage}
        <Icon name="chevron-right" size={16} />
      </Link>
    </section>
  );
}
