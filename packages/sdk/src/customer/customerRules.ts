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
 * Whether the customer is a business customer: one with a VAT number (`taxvat`). Business
 * customers see prices without VAT by default and get invoice credit. Pure.
 */
export function isBusinessCustomer(customer: Pick<Customer, 'taxvat'>): boolean {
  return Boolean(customer.taxvat?.trim());
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
