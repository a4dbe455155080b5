const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });

/**
 * A copy of a part-finder list sorted by name the Norwegian way: case ignored, Æ, Ø, Å last, and
 * numbers by value ("35", "350", "3120" — not "3120", "35", "350" as text sorts them, which is how
 * the backend orders model names); ties kept in their order. Pure.
 */
export function sortPartFinderItems<Item extends { name: string }>(items: readonly Item[]): Item[] {
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
