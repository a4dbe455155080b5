import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { isIconName, type IconName } from './iconNames';
import { useIconSpriteHref } from './IconSprite';

export { iconNames, type IconName } from './iconNames';

/** Props of {@link Icon}: an `<svg>`'s props plus the icon's name, size and label. */
export interface IconProps extends Omit<ComponentProps<'svg'>, 'name'> {
  /**
   * A built-in icon. Other strings are accepted because names may come from content; an unknown
   * name renders an empty icon of the same size, as when an icon fails to load.
   */
  name: IconName | (string & {});
  /** Width and height in pixels. Defaults to 24. */
  size?: number;
  /**
   * The icon's accessible name. Without it the icon is decorative and hidden from assistive
   * technology; give one only when no text beside it says the same.
   */
  label?: string;
}

/**
 * An icon of the built-in set, drawn in the current text colour: an `<svg>` that uses one symbol
 * of the kit's sprite (`icons.svg`, found through {@link IconSpriteProvider}), so a page carries
 * a reference of a few bytes per icon and the drawings come once, from the browser's cache.
 */
export function Icon({ name, size = 24, label, className, ...svgProps }: IconProps) {
  const sprite = useIconSpriteHref();
  const accessibility = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);

  return (
    <svg
      width={size}
      height={size}
      {...svgProps}
      {...accessibility}
      className={joinClassNames('ap-icon', className)}
    >
      {isIconName(name) ? <use href={`${sprite}#${name}`} /> : null}
    </svg>
  );
}
