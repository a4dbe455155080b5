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

/** The query parameter that holds the chosen variant's SKU (`?variant=…`, issue 23 item 12). */
export const variantParameter = 'variant';

/**
 * The selection a variant's SKU in the address stands for: that variant's option values, or none
 * for an unknown SKU (an old link to a variant that is gone shows the product itself). Pure.
 */
export function selectionForVariantSku(
  variants: readonly (SelectableVariant & { offer: { sku: string } })[],
  sku: string | null,
): OptionSelection {
  if (!sku) return {};
  return variants.find((variant) => variant.offer.sku === sku)?.optionValues ?? {};
}

/**
 * Whether two addresses of a page differ only in the chosen variant: the page then need not load
 * again, the choice is the browser's. Pure.
 */
export function onlyVariantChanged(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname) return false;
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete(variantParameter);
    params.sort();
    return params.toString();
  };
  return (
    current.searchParams.get(variantParameter) !== next.searchParams.get(variantParameter) &&
    without(current) === without(next)
  );
}
