import { canEditBilling } from '../customer/customerRules';
import type { Customer } from '../customer/mapCustomer';

/**
 * How the billing address may be chosen at checkout; see {@link billingAddressRule}.
 * - `locked`: billed to the default billing address (`addressId`, `null` when there is none on
 *   file) and nothing else;
 * - `free`: the shipping address or another.
 */
export type BillingAddressRule = { kind: 'locked'; addressId: number | null } | { kind: 'free' };

/**
 * How the billing address may be chosen (spec §6): a company customer is billed to the default
 * billing address and cannot change it; anyone else may use the shipping address or another.
 * A company customer is one {@link canEditBilling} says may not edit billing (a blank company id
 * is no company). commerce-api refuses another address for a company (kind
 * `billing-address-locked`). Pure.
 *
 * @example
 * ```ts
 * billingAddressRule({ companyId: '12', defaultBillingId: 4 }); // { kind: 'locked', addressId: 4 }
 * billingAddressRule({ companyId: null, defaultBillingId: 4 }); // { kind: 'free' }
 * ```
 */
export function billingAddressRule(
  customer: Pick<Customer, 'companyId' | 'defaultBillingId'>,
): BillingAddressRule {
  return canEditBilling(customer)
    ? { kind: 'free' }
    : { kind: 'locked', addressId: customer.defaultBillingId };
}
