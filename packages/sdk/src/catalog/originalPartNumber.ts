/** The product attribute holding a product's cross-references (OEM numbers), comma-separated. */
export const partNumbersAttributeCode = 'wm_part_numbers';

/** The attributes a listing reads (`listing_attributes` of the `ListingAttributeFields` fragment). */
export interface ListingAttributes {
  items: ReadonlyArray<{ code: string; value?: string } | null>;
}

/**
 * The first cross-reference of a product (its first original, OEM, number) from the attributes
 * the API sent (the first one written, blanks skipped), such as `3595854M1` of `wm_part_numbers` `"3595854M1, 3595854M91"`; `null` when
 * the product has none. Shown beside the SKU ("Varenr. …, Orig.nr. …") so products sharing a name
 * can be told apart. Pure.
 *
 * @example
 * ```ts
 * originalPartNumber({ items: [{ code: 'wm_part_numbers', value: '3595854M1, 1876543M1' }] });
 * // '3595854M1'
 * ```
 */
export function originalPartNumber(
  attributes: ListingAttributes | null | undefined,
): string | null {
  const partNumbers = attributes?.items.find((item) => item?.code === partNumbersAttributeCode);
  const numbers = partNumbers?.value?.split(',').map((number) => number.trim()) ?? [];
  return numbers.find((number) => number !== '') ?? null;
}
