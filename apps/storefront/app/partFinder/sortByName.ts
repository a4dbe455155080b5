/**
 * A copy of the list sorted by name the Norwegian way (Æ, Ø, Å last; numbers in their numeric
 * order: "35" before "135"), ties kept in their order. Pure.
 */
export function sortByName<Item extends { name: string }>(items: readonly Item[]): Item[] {
  const collator = new Intl.Collator('nb', { numeric: true, sensitivity: 'base' });
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}
