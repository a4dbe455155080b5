/**
 * One entry of the mega menu, as the shop's menu service delivers it (the backend's `uid`,
 * `link`, `target`, `icon_url`, `custom_class` and `cols_nb`, already mapped). Up to three
 * levels: top-level items, their groups, and the groups' links.
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
}
