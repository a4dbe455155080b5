/**
 * Every built-in icon: the ids of the symbols in `icons.svg`, in the sprite's order (a test keeps
 * the two alike). Kept small on purpose; a name the set lacks renders an empty icon.
 */
export const iconNames = [
  'search',
  'user',
  'heart',
  'cart',
  'phone',
  'menu',
  'close',
  'chevron-down',
  'chevron-right',
  'chevron-left',
  'tractor',
  'check',
  'alert',
  'info',
  'plus',
  'minus',
  'truck',
  'clock',
  'grid',
  'list',
] as const;

/** Names of the built-in icons. */
export type IconName = (typeof iconNames)[number];

const names: ReadonlySet<string> = new Set(iconNames);

/** Whether `name` is a built-in icon (an own name of the set, never an inherited key). */
export function isIconName(name: string): name is IconName {
  return names.has(name);
}
