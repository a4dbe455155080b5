import type { AddressInput } from '../addresses/createAddressService';
import type { Address } from '../addresses/mapAddress';
import type { CheckoutAddress, CheckoutCart } from './mapCheckout';

/**
 * The address a section of the order page shows as chosen; see {@link cartAddressSelection}.
 * - `address-book`: the customer's address book entry `addressId`;
 * - `typed`: an address typed in at checkout (or taken from an entry since deleted), shown as
 *   the cart holds it;
 * - `none`: the cart has none yet.
 */
export type CartAddressSelection =
  | { kind: 'address-book'; addressId: number }
  | { kind: 'typed'; address: CheckoutAddress }
  | { kind: 'none' };

/**
 * Which address the order page shows as chosen, read from the cart (so a reload, or coming back
 * to the checkout, shows the address set — never an empty "new address" form): the address book
 * entry it was copied from while that is still in the book, else the address itself as typed.
 * Pure.
 *
 * @example
 * ```ts
 * cartAddressSelection(checkout.shippingAddress, customer.addresses);
 * // { kind: 'typed', address: { firstname: 'Kari', street: ['Storgata 1'], … } }
 * ```
 */
export function cartAddressSelection(
  onCart: CheckoutAddress | null,
  addressBook: readonly Pick<Address, 'id'>[],
): CartAddressSelection {
  if (!onCart) return { kind: 'none' };
  const id = onCart.customerAddressId;
  return id !== null && addressBook.some((address) => address.id === id)
    ? { kind: 'address-book', addressId: id }
    : { kind: 'typed', address: onCart };
}

/**
 * Whether the order is billed to its shipping address, as the cart holds it: until a billing
 * address is set, yes (the default for a shipped cart); then whether the two are the same
 * address (commerce-api's `same_as_billing`). A cart that ships nothing has no shipping address
 * to be the same as. Pure.
 */
export function billsToShippingAddress(
  checkout: Pick<CheckoutCart, 'isVirtual' | 'shippingAddress' | 'billingAddress'>,
): boolean {
  if (checkout.isVirtual) return false;
  if (!checkout.billingAddress) return true;
  return checkout.shippingAddress?.sameAsBilling ?? false;
}

/**
 * An address on the cart as the address form's values: to show a typed-in address again in the
 * form (to change it), or to send it again (with a new delivery note). Pure.
 */
export function addressInputOf(address: CheckoutAddress): AddressInput {
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    street: [...address.street],
    city: address.city,
    postcode: address.postcode,
    countryCode: address.countryCode,
    region: address.region
      ? { code: address.region.code, name: address.region.label, id: address.region.id }
      : null,
    telephone: address.telephone,
    vatId: address.vatId,
  };
}
