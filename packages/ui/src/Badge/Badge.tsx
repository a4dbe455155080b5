import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Look of a {@link Badge}: `sale` for offers, `new` for news, `info` and `neutral` for the rest. */
export type BadgeVariant = 'neutral' | 'info' | 'new' | 'sale';

/** Props of {@link Badge}: a `<span>`'s props plus the variant; the text is the children. */
export interface BadgeProps extends ComponentProps<'span'> {
  /** Defaults to `neutral`. */
  variant?: BadgeVariant;
}

/**
 * A short label on a product ("Tilbud", "Nyhet"). The text comes as children; the root carries
 * `data-variant`.
 *
 * @example
 * ```tsx
 * <Badge variant="sale">Tilbud</Badge>
 * ```
 */
export function Badge({ variant = 'neutral', className, ...spanProps }: BadgeProps) {
  return (
    <span
      {...spanProps}
      className={joinClassNames('ap-badge', `ap-badge--${variant}`, className)}
      data-variant={variant}
    />
  );
}
