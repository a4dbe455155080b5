import { pricesExcludeVat } from './pricesExcludeVat';

/** What {@link initialTaxDisplay} decides from. */
export interface InitialTaxDisplayInput {
  /** The value saved under `taxOff` in local storage: `'true'`, `'false'`, or `null` for none. */
  saved: string | null;
  /** The logged-in customer's `taxvat`; `null` or empty for a guest or a private customer. */
  customerTaxvat?: string | null;
  /** The logged-in customer's `companyId`; `null` or empty for a guest or a private customer. */
  customerCompanyId?: string | null;
  /** The store config's `catalog_display_tax` (1 = excluding tax, greater than 1 = including). */
  catalogDisplayTax?: number | null;
}

/** The tax display to start with, and whether it must be saved. */
export interface InitialTaxDisplay {
  /** Prices are shown excluding VAT (the header switch "inkl. mva" is `Av`). */
  taxOff: boolean;
  /** Write `taxOff` to local storage: only when a business customer's default was applied. */
  save: boolean;
}

/**
 * The tax display a page starts with (spec §4, §6, §9). Pure.
 *
 * 1. A saved value (`'true'` or `'false'` under `taxOff`) wins; anything else counts as nothing
 *    saved.
 * 2. Nothing saved and a business customer (a `taxvat` or a company id: `pricesExcludeVat`):
 *    excluding VAT, and the choice is saved.
 * 3. Otherwise the store's default, not saved: **prices are shown the way the catalogue holds
 *    them** — excluding VAT (`taxOff: true`) unless `catalog_display_tax` is greater than 1.
 *    The spec's two statements agree on this: the header's default `taxOff: true` (§4) is what
 *    the store default `catalog_display_tax = 1` (§9: "default 1") gives, and a store that
 *    configures its catalogue to include tax shows prices with tax until the shopper switches.
 *
 * @example
 * ```ts
 * initialTaxDisplay({ saved: null, customerTaxvat: 'NO999999999MVA' }); // { taxOff: true, save: true }
 * initialTaxDisplay({ saved: 'false', customerTaxvat: 'NO999999999MVA' }); // { taxOff: false, save: false }
 * initialTaxDisplay({ saved: null, catalogDisplayTax: 2 }); // { taxOff: false, save: false }
 * ```
 */
export function initialTaxDisplay(input: InitialTaxDisplayInput): InitialTaxDisplay {
  if (input.saved === 'true' || input.saved === 'false') {
    return { taxOff: input.saved === 'true', save: false };
  }
  const customer = { taxvat: input.customerTaxvat ?? null, companyId: input.customerCompanyId };
  if (pricesExcludeVat(customer)) return { taxOff: true, save: true };
  return { taxOff: !pricesIncludeTax(input.catalogDisplayTax), save: false };
}

/**
 * Whether the catalogue's prices include VAT: `catalog_display_tax` greater than 1 (spec §9; 1,
 * the default, means excluding). Pure.
 */
export function pricesIncludeTax(catalogDisplayTax: number | null | undefined): boolean {
  return (catalogDisplayTax ?? 1) > 1;
}
