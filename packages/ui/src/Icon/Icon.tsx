import type { ComponentProps } from 'react';
import { joinClassNames } from '../internal/joinClassNames';
import { iconPaths } from './iconPaths';

/** Names of the built-in icons. */
export type IconName = keyof typeof iconPaths;

/** Every built-in icon name, for pickers and stories. */
export const iconNames = Object.keys(iconPaths) as IconName[];

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
   * technology; give one only when no text beside the icon says the same.
   */
  label?: string;
}

function isIconName(name: string): name is IconName {
  return Object.hasOwn(iconPaths, name);
}

/**
 * An inline SVG icon from the built-in set. It renders on the server as markup (no request),
 * and draws in the current text colour.
 */
export function Icon({ name, size = 24, label, className, ...svgProps }: IconProps) {
  const accessibility = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true, focusable: false } as const);

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...svgProps}
      {...accessibility}
      className={joinClassNames('ap-icon', className)}
      data-icon={isIconName(name) ? name : undefined}
    >
      {isIconName(name) ? iconPaths[name] : null}
    </svg>
  );
}
