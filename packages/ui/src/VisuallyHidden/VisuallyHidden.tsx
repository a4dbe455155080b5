import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** Props of {@link VisuallyHidden}: a `<span>`'s props. */
export type VisuallyHiddenProps = ComponentProps<'span'>;

/**
 * Text for assistive technology only: read out, not shown. The class `ap-visually-hidden` does
 * the same for any element.
 */
export function VisuallyHidden({ className, ...spanProps }: VisuallyHiddenProps) {
  return <span {...spanProps} className={joinClassNames('ap-visually-hidden', className)} />;
}
