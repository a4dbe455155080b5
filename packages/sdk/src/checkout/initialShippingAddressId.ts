import type { Customer } from '../customer/mapCustomer';

/**
 * The address book entry the shipping address choice starts on: the one already on the cart
 * (`onCart`, the cart's `shippingAddress.customerAddressId`), else the default shipping address,
 * else the first one; `null` without addresses (the shopper types one in). An id that is not in
 * the address book is passed over. Pure.
 *
 * @example
 * ```ts
 * initialShippingAddressId(customer, checkout.shippingAddress?.customerAddressId ?? null);
 * ```
 */
export function initialShippingAddressId(
  customer: Pick<Customer, 'addresses' | 'defaultShippingId'>,
  onCart: number | null,
): number | null {
  const ids = customer.addresses.map((address) => address.id);
  if (onCart !== null && ids.includes(onCart)) return onCart;
  if (customer.defaultShippingId !== null && ids.includes(customer.defaultShippingId)) {
    return customer.defaultShippingId;
  }
  return ids[0] ?? null;
}
