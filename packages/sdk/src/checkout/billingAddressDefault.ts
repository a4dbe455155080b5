import type { Customer } from '../customer/mapCustomer';
import { billingAddressRule } from './billingAddressRule';
import type { CheckoutCart } from './mapCheckout';

/**
 * Where an order is billed before the shopper chooses; see {@link billingAddressDefault}.
 * - `same-as-shipping`: to the cart's shipping address;
 * - `address-book`: to the customer's address book entry `addressId`;
 * - `new-address`: to an address the shopper types in (the form is shown open);
 * - `none`: nowhere the shopper can choose — a company customer without a billing address on
 *   file (the shop has to add one).
 */
export type BillingAddressDefault =
  | { kind: 'same-as-shipping' }
  | { kind: 'address-book'; addressId: number }
  | { kind: 'new-address' }
  | { kind: 'none' };

/**
 * Where the order is billed until the shopper chooses otherwise (spec §6, issue 22 #1): a
 * company customer always to its default billing address ({@link billingAddressRule}); a cart
 * that ships something to its shipping address; a cart of only services or PDF manuals — with
 * no shipping address to be "the same as" — to the customer's default billing address, else to
 * an address typed into the form. Pure.
 *
 * @example
 * ```ts
 * billingAddressDefault(customer, { isVirtual: true }); // { kind: 'address-book', addressId: 4 }
 * billingAddressDefault({ ...customer, defaultBillingId: null, addresses: [] }, { isVirtual: true });
 * // { kind: 'new-address' }
 * ```
 */
export function billingAddressDefault(
  customer: Pick<Customer, 'companyId' | 'defaultBillingId' | 'addresses'>,
  checkout: Pick<CheckoutCart, 'isVirtual'>,
): BillingAddressDefault {
  const rule = billingAddressRule(customer);
  if (rule.kind === 'locked') {
    return rule.addressId === null
      ? { kind: 'none' }
      : { kind: 'address-book', addressId: rule.addressId };
  }
  if (!checkout.isVirtual) return { kind: 'same-as-shipping' };
  const id = customer.defaultBillingId;
  return id !== null && customer.addresses.some((address) => address.id === id)
    ? { kind: 'address-book', addressId: id }
    : { kind: 'new-address' };
}
