import type { ComponentProps } from 'react';
import { Icon, type IconName } from '../Icon/Icon';
import { joinClassNames } from '../internal/joinClassNames';

/** Whether a part fits the shopper's tractor: `fits`, `no-fit`, or `unknown` (not known yet). */
export type FitBadgeTone = 'fits' | 'no-fit' | 'unknown';

/** Props of {@link FitBadge}: a `<span>`'s props plus whether the part fits and the text. */
export interface FitBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** `true` fits, `false` does not fit, `null` unknown. */
  fits: boolean | null;
  /** The text (for example `'Passer MF 6480'`, `'Passer ikke MF 6480'`); the colour only adds to it. */
  label: string;
}

const tones = {
  fits: 'check',
  'no-fit': 'close',
  unknown: 'info',
} as const satisfies Record<FitBadgeTone, IconName>;

/** The tone of a fit answer: `true` → `fits`, `false` → `no-fit`, `null` → `unknown`. Pure. */
export function fitBadgeTone(fits: boolean | null): FitBadgeTone {
  if (fits === null) return 'unknown';
  return fits ? 'fits' : 'no-fit';
}

/**
 * Whether a part fits the shopper's active tractor, on product cards and the product page: green
 * with a tick when it fits, grey with a cross when it does not, neutral with an info mark when it
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
