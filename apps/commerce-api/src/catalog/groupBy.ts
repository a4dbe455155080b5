/**
 * Rows grouped by key, one group per key in the order of `keys` (empty for a key without rows),
 * rows in their order: what a DataLoader batch returns for its keys.
 */
export function groupBy<K, T>(keys: readonly K[], rows: readonly T[], keyOf: (row: T) => K): T[][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}
