import type { ComponentProps, CSSProperties } from 'react';
import { joinClassNames } from '../internal/joinClassNames';

/** A named colour, as products and the colour filter list them. */
export interface SwatchColor {
  /** The colour's name, read out and shown in filters (for example `'Rød'`). */
  name: string;
  /** Any CSS colour (for example `'#c62828'`). */
  color: string;
}

/** Props of {@link ColorSwatch}: a `<span>`'s props plus the colour. */
export interface ColorSwatchProps extends Omit<ComponentProps<'span'>, 'color' | 'children'> {
  /** Any CSS colour (for example `'#c62828'`). */
  color: string;
  /**
   * The colour's name, read out (not shown). Leave it out when a visible text beside the swatch
   * already names the colour; the swatch is then decorative.
   */
  name?: string;
  /** Defaults to `md` (1.5 rem); `sm` is 1 rem. */
  size?: 'sm' | 'md';
}

/**
 * A round swatch of one colour. With a `name` it reads out as that name (visually hidden text);
 * without one it is hidden from assistive technology. A light border keeps white visible.
 *
 * @example
 * ```tsx
 * <ColorSwatch color="#c62828" name="Rød" />
 * ```
 */
export function ColorSwatch({
  color,
  name,
  size = 'md',
  className,
  style,
  ...spanProps
}: ColorSwatchProps) {
  return (
    <span
      {...spanProps}
      className={joinClassNames('ap-color-swatch', `ap-color-swatch--${size}`, className)}
      style={{ ...style, '--ap-swatch-color': color } as CSSProperties}
      aria-hidden={name ? undefined : true}
    >
      {name ? <span className="ap-visually-hidden">{name}</span> : null}
    </span>
  );
}
