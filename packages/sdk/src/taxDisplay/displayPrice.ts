/** Norwegian VAT: 25 %. */
export const norwegianVatRate = 0.25;

/** How {@link displayPrice} converts. */
export interface DisplayPriceOptions {
  /** Whether the amount includes VAT (`pricesIncludeTax(storeConfig.catalogDisplayTax)`). */
  pricesIncludeTax: boolean;
  /** Whether to show it including VAT (the tax display's `showIncludingTax`). */
  showIncludingTax: boolean;
  /** The VAT rate as a fraction; 0.25 by default. */
  vatRate?: number;
}

/**
 * An amount as the shopper wants to see it: VAT added (`× 1.25`) or taken out (`÷ 1.25`) when the
 * catalogue holds it the other way, rounded to 2 decimals (half away from zero, on the decimal
 * value: `1.005` → `1.01`). Pure.
 *
 * @example
 * ```ts
 * displayPrice(100, { pricesIncludeTax: false, showIncludingTax: true }); // 125
 * displayPrice(125, { pricesIncludeTax: true, showIncludingTax: false }); // 100
 * displayPrice(99.99, { pricesIncludeTax: true, showIncludingTax: true }); // 99.99
 * ```
 */
export function displayPrice(amount: number, options: DisplayPriceOptions): number {
  const { pricesIncludeTax, showIncludingTax, vatRate = norwegianVatRate } = options;
  const factor = 1 + vatRate;
  const converted =
    pricesIncludeTax === showIncludingTax
      ? amount
      : showIncludingTax
        ? amount * factor
        : amount / factor;
  return roundToCents(converted);
}

/** Rounds half away from zero on the decimal value (`toPrecision(15)` drops binary noise). */
function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return amount;
  const cents = Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return (Math.sign(amount) * cents) / 100 || 0;
}
