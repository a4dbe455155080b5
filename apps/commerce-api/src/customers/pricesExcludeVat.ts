/**
 * Whether a customer is shown amounts before VAT: a business customer — a company account or a
 * VAT number (blank counts as none). The mail and receipt print the order this way. Pure.
 *
 * The storefront decides its default tax display with the SDK's `pricesExcludeVat`, the same
 * rule. commerce-api cannot import it (it shares only `@agri-parts/schema` with the monorepo, and
 * the SDK must not lean on the server it stands in for Magento), so both are tested against one
 * table: `@agri-parts/schema/rules/prices-exclude-vat.json`.
 */
export const pricesExcludeVat = (customer: {
  company_id: string | null;
  taxvat: string | null;
}): boolean => Boolean(customer.company_id?.trim() || customer.taxvat?.trim());
