/** Magento's `FilterEqualTypeInput` as resolvers receive it. */
export interface EqualFilter {
  eq?: string | null;
  in?: (string | null)[] | null;
}

/**
 * The values an equality filter asks for: `eq` when given, otherwise `in`; `null` when the
 * filter is absent (an empty `in` list is `[]` and matches nothing).
 */
export function equalValues(filter: EqualFilter | null | undefined): string[] | null {
  if (!filter || (filter.eq == null && filter.in == null)) return null;
  return filter.eq != null
    ? [filter.eq]
    : (filter.in ?? []).filter((value): value is string => value !== null);
}

/** Numeric ids from an equality filter; values that are not ids cannot match and are dropped. */
export function idValues(filter: EqualFilter | null | undefined): number[] | null {
  return (
    equalValues(filter)
      ?.filter((value) => /^\d{1,9}$/.test(value.trim()))
      .map(Number) ?? null
  );
}
