import type { ComponentProps } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/**
 * Whether a part fits the shopper's tractor: `fits`, `no-fit`, `universal` (fits every machine:
 * oil, tools, workwear), or `unknown` (not known yet).
 */
export type FitBadgeTone = 'fits' | 'no-fit' | 'universal' | 'unknown';

/** Props of {@link FitBadge}: a `<span>`'s props plus whether the part fits and the text. */
export interface FitBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** `true` fits, `false` does not fit, `'universal'` fits every machine, `null` unknown. */
  fits: boolean | 'universal' | null;
  /** The text (for example `'Passer MF 6480'`, `'Passer ikke MF 6480'`); the colour only adds to it. */
  label: string;
}

const tones = {
  fits: 'check',
  'no-fit': 'close',
  universal: 'check',
  unknown: 'info',
} as const satisfies Record<FitBadgeTone, IconName>;

/**
 * The tone of a fit answer: `true` → `fits`, `false` → `no-fit`, `'universal'` → `universal`,
 * `null` → `unknown`. Pure.
 */
export function fitBadgeTone(fits: boolean | 'universal' | null): FitBadgeTone {
  if (fits === null) return 'unknown';
  if (fits === 'universal') return 'universal';
  return fits ? 'fits' : 'no-fit';
}

/**
 * Whether a part fits the shopper's active tractor, on product cards and the product page: green
 * with a tick when it fits, neutral with a tick when it fits every machine (universal), grey with
 * a cross when it does not, neutral with an info mark when it
 * is not known. The label says it in words; the icon is decoration. The root carries `data-fit`.
 *
 * @example
 * ```tsx
 * <FitBadge fits={true} label="Passer MF 6480" />
 * ```
 */
export function FitBadge({ fits, label, className, ...spanProps }: FitBadgeProps) {
  const tone = fitBadgeTone(fits);
  return (
    <span
      {...spanProps}
      className={joinClassNames('ap-fit-badge', `ap-fit-badge--${tone}`, className)}
      data-fit={tone}
    >
      <Icon name={tones[tone]} size={16} />
      <span className="ap-fit-badge__label">{label}</span>
    </span>
  );
}
