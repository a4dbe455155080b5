import type { Customer } from '../customer/mapCustomer';
import type { Address } from './mapAddress';

/**
 * The customer with `address` saved: replaced when the customer has one with its id, else added
 * at the end. When it is now a default (billing or shipping), the other addresses no longer are
 * and the default id points to it; when it no longer is, the default id is cleared. Pure: the
 * customer is not changed.
 */
export function customerWithAddress(customer: Customer, address: Address): Customer {
  const known = customer.addresses.some((candidate) => candidate.id === address.id);
  const addresses = (
    known
      ? customer.addresses.map((candidate) => (candidate.id === address.id ? address : candidate))
      : [...customer.addresses, address]
  ).map((candidate) =>
    candidate === address
      ? candidate
      : {
          ...candidate,
          defaultBilling: candidate.defaultBilling && !address.defaultBilling,
          defaultShipping: candidate.defaultShipping && !address.defaultShipping,
        },
  );
  return {
    ...customer,
    addresses,
    defaultBillingId: defaultId(customer.defaultBillingId, address, address.defaultBilling),
    defaultShippingId: defaultId(customer.defaultShippingId, address, address.defaultShipping),
  };
}

/**
 * The customer without the address with this id; a default id that pointed to it is cleared.
 * Pure: the customer is not changed.
 */
export function customerWithoutAddress(customer: Customer, id: number): Customer {
  return {
    ...customer,
    addresses: customer.addresses.filter((address) => address.id !== id),
    defaultBillingId: customer.defaultBillingId === id ? null : customer.defaultBillingId,
    defaultShippingId: customer.defaultShippingId === id ? null : customer.defaultShippingId,
  };
}

function defaultId(current: number | null, address: Address, isDefault: boolean): number | null {
  if (isDefault) return address.id;
  return current === address.id ? null : current;
}
