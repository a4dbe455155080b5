import { inputError } from './errors.js';

/** Most values one equality filter may list. */
export const MAX_FILTER_VALUES = 100;

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
  if (filter.eq == null && (filter.in?.length ?? 0) > MAX_FILTER_VALUES) {
    throw inputError(`A filter accepts at most ${MAX_FILTER_VALUES} values.`);
  }
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
