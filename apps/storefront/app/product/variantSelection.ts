/** The option values a shopper has chosen: attribute code → value uid. */
export type OptionSelection = Readonly<Record<string, string>>;

/** What variant selection needs of a variant: the option values it stands for. */
export interface SelectableVariant {
  optionValues: Readonly<Record<string, string>>;
}

/** The selection with one option chosen, or cleared when `valueUid` is `''`. Pure. */
export function selectOption(
  selection: OptionSelection,
  attributeCode: string,
  valueUid: string,
): OptionSelection {
  const next: Record<string, string> = { ...selection };
  if (valueUid === '') delete next[attributeCode];
  else next[attributeCode] = valueUid;
  return next;
}

/**
 * The variant for the selection, once every option (`attributeCodes`) is chosen and a variant has
 * exactly those values; otherwise `null` (the page then shows the product itself). Pure.
 */
export function findVariant<V extends SelectableVariant>(
  variants: readonly V[],
  attributeCodes: readonly string[],
  selection: OptionSelection,
): V | null {
  if (attributeCodes.length === 0) return null;
  if (!attributeCodes.every((code) => selection[code])) return null;
  return (
    variants.find((variant) =>
      attributeCodes.every((code) => variant.optionValues[code] === selection[code]),
    ) ?? null
  );
}

/**
 * Whether choosing `valueUid` for `attributeCode` still leads to a variant, given the other
 * options already chosen. A value no variant has cannot be bought and is offered disabled. Pure.
 */
export function isOptionValueAvailable(
  variants: readonly SelectableVariant[],
  selection: OptionSelection,
  attributeCode: string,
  valueUid: string,
): boolean {
  const wanted = selectOption(selection, attributeCode, valueUid);
  return variants.some((variant) =>
    Object.entries(wanted).every(([code, uid]) => variant.optionValues[code] === uid),
  );
}

/**
 * Whether choosing `valueUid` for `attributeCode`, with the other options already chosen, can
 * still lead to a variant in stock (the select then says when it cannot). Pure.
 */
export function isOptionValueInStock(
  variants: readonly (SelectableVariant & { inStock: boolean })[],
  selection: OptionSelection,
  attributeCode: string,
  valueUid: string,
): boolean {
  const wanted = selectOption(selection, attributeCode, valueUid);
  return variants.some(
    (variant) =>
      variant.inStock &&
      Object.entries(wanted).every(([code, uid]) => variant.optionValues[code] === uid),
  );
}
