import type { Address } from '../addresses/mapAddress';
import type { Customer } from './mapCustomer';

/**
 * Whether the customer may change their billing address and default billing (spec §6). Company
 * customers (`companyId` set) may not: their billing belongs to the company. They may still add
 * and edit addresses, change the shipping address and default shipping, and edit their account.
 * commerce-api enforces the same; this rule is for hiding what would be refused. Pure.
 */
export function canEditBilling(customer: Pick<Customer, 'companyId'>): boolean {
  return !customer.companyId?.trim();
}

/**
 * Whether the customer is a business customer: one with a company id (spec §3: "present means
 * company customer") or a VAT number (`taxvat`); blank counts as none. Business customers see
 * prices without VAT by default (`pricesExcludeVat`) and get invoice credit. Pure.
 */
export function isBusinessCustomer(
  customer: Pick<Customer, 'taxvat'> & Partial<Pick<Customer, 'companyId'>>,
): boolean {
  return Boolean(customer.companyId?.trim() || customer.taxvat?.trim());
}

/**
 * Whether an address form asks for a VAT id: for business customers (a VAT number, or a company
 * id — a blank one is none), and for an address that has one already (so it can be corrected or
 * removed). Pure.
 */
export function asksForVatId(
  customer: Pick<Customer, 'taxvat' | 'companyId'>,
  address: Pick<Address, 'vatId'> | null,
): boolean {
  return (
    isBusinessCustomer(customer) || !canEditBilling(customer) || Boolean(address?.vatId?.trim())
  );
}

/**
 * Where a customer stands with the shop's approval of business accounts: `private` (no company
 * id), `awaiting` (a business whose credit check is not approved — one that registered itself
 * and the shop has not approved yet: it may buy by card, not on invoice), `approved` (a business
 * that may pay by invoice). `creditCheckApproved` is the login's `credit_check_approved`
 * (`SessionState.creditCheckApproved`; `null` when not known, read as not approved). Pure.
 */
export function businessApproval(
  customer: Pick<Customer, 'companyId'>,
  creditCheckApproved: boolean | null,
): 'private' | 'awaiting' | 'approved' {
  if (!customer.companyId?.trim()) return 'private';
  return creditCheckApproved === true ? 'approved' : 'awaiting';
}
