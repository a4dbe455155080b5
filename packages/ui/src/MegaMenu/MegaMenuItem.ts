import type { ReactNode } from 'react';

/**
 * One entry of the mega menu, as the shop's menu service delivers it (the backend's `uid`,
 * `link`, `target`, `icon_url`, `custom_class` and `cols_nb`, already mapped). Up to three
 * levels: top-level items, their groups, and the groups' links. The levels below the top may
 * come later (`hasChildren`), so a page need not carry them.
 */
export interface MegaMenuItem {
  id: string;
  title: string;
  /** Where the entry leads; `null` for an entry that only groups others. */
  href: string | null;
  /** `_blank` opens a new window. */
  target?: string | null;
  /** A small icon shown before the title. */
  iconUrl?: string | null;
  /** An extra class for the entry's list item, from the menu configuration. */
  className?: string | null;
  /** Columns of the panel under a top-level item (`cols_nb`); 1 is a vertical list. */
  columns?: number | null;
  children: MegaMenuItem[];
  /**
   * `true` when the entry has sub-items that `children` does not hold yet: the app loads them
   * when they are first needed (the menus' `onLoadChildren`) and passes the items again, and
   * until then the entry's panel shows a loading state. Without it, an entry has sub-items when
   * `children` is not empty.
   */
  hasChildren?: boolean | null;
  /**
   * The owner's content shown in the entry's panel after its groups (`content`), such as a
   * {@link Banner}; a top-level entry with content has a panel even without sub-items.
   */
  content?: ReactNode;
  /** `false` leaves the entry's title out of its parent's panel, its links still shown (`show_title`). */
  showTitle?: boolean | null;
  /** The width of the entry's panel, a CSS length such as `100%` or `40rem` (`width`). */
  width?: string | null;
}

/** Whether an entry has sub-items, loaded or still to come: it gets a panel (or a nested list). */
export function hasSubItems(item: MegaMenuItem): boolean {
  return item.children.length > 0 || item.hasChildren === true || item.content != null;
}

/** Whether an entry's sub-items are still to be loaded. */
export function awaitsChildren(item: MegaMenuItem): boolean {
  return item.hasChildren === true && item.children.length === 0 && item.content == null;
}
