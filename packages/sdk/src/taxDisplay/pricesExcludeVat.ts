import type { Customer } from '../customer/mapCustomer';
import { isBusinessCustomer } from '../customer/customerRules';

/**
 * Whether a customer is shown amounts before VAT until they switch the tax display themselves:
 * a business customer (`isBusinessCustomer`: a company id or a VAT number). The checkout, the
 * thank-you page and the order history all follow the tax display this starts; commerce-api's
 * order confirmation mail prints the order by the same rule (its own copy: both are tested
 * against `@agri-parts/schema/rules/prices-exclude-vat.json`). Pure.
 *
 * @example
 * ```ts
 * pricesExcludeVat({ taxvat: 'NO987654321MVA', companyId: '987654321' }); // true
 * pricesExcludeVat({ taxvat: null, companyId: null }); // false
 * pricesExcludeVat(null); // false (a guest)
 * ```
 */
export function pricesExcludeVat(
  customer: (Pick<Customer, 'taxvat'> & Partial<Pick<Customer, 'companyId'>>) | null | undefined,
): boolean {
  return customer ? isBusinessCustomer(customer) : false;
}
