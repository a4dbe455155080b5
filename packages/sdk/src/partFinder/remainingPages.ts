import { SdkError } from '../errors/SdkError';

/**
 * The pages still to load after page 1 of a paged list (spec §7: "repeated until total_count is
 * reached"): `[2, 3, …, lastPage]`, empty when page 1 holds everything. Pure.
 *
 * A `totalCount` that is missing, not a finite number or not above `pageSize` means there is
 * nothing more to load (the backend's page 1 is all there is); a fractional one is rounded up.
 *
 * @param totalCount - The list's `total_count` from page 1.
 * @param pageSize - The page size page 1 was asked with.
 * @throws {@link SdkError} `invalid-argument` when `pageSize` is not a positive integer.
 *
 * @example
 * ```ts
 * remainingPages(1000, 300); // [2, 3, 4]
 * remainingPages(300, 300); // []
 * ```
 */
export function remainingPages(totalCount: number | null | undefined, pageSize: number): number[] {
  if (!Number.isInteger(pageSize) || pageSize < 1) {
    throw new SdkError(
      'invalid-argument',
      `A page size must be a positive integer, not ${pageSize}`,
    );
  }
  if (totalCount == null || !Number.isFinite(totalCount) || totalCount <= pageSize) return [];
  const lastPage = Math.ceil(totalCount / pageSize);
  return Array.from({ length: lastPage - 1 }, (_, index) => index + 2);
}
