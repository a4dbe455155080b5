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
}

/** Whether an entry has sub-items, loaded or still to come: it gets a panel (or a nested list). */
export function hasSubItems(item: MegaMenuItem): boolean {
  return item.children.length > 0 || item.hasChildren === true;
}

/** Whether an entry's sub-items are still to be loaded. */
export function awaitsChildren(item: MegaMenuItem): boolean {
  return item.hasChildren === true && item.children.length === 0;
}
