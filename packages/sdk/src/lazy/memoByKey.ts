/** `make(key)` once per key, so a snapshot keeps its identity while its key stays the same. */
export function memoByKey<T>(key: () => string, make: (key: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const current = key();
    if (!made.has(current)) made.set(current, make(current));
    return made.get(current)!;
  };
}
