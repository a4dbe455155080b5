import type { Customer } from '../customer/mapCustomer';
import { billingAddressDefault } from './billingAddressDefault';
import type { CheckoutStore } from './createCheckoutStore';
import { initialShippingAddressId } from './initialShippingAddressId';

/** What {@link prepareCheckout} and {@link applyBillingAddress} use of `sdk.checkout`. */
export type CheckoutAddressSteps = Pick<
  CheckoutStore,
  'getSnapshot' | 'load' | 'setShippingAddress' | 'setBillingAddress'
>;

/** What {@link prepareCheckout} and {@link applyBillingAddress} need to know of the customer. */
export type CheckoutCustomer = Pick<
  Customer,
  'addresses' | 'defaultShippingId' | 'defaultBillingId' | 'companyId'
>;

/**
 * Bills the order as {@link billingAddressDefault} says: a company customer to the default
 * billing address (nothing when there is none on file); a shipped cart to its shipping address,
 * once it has one; a cart of only services or manuals to the default billing address (nothing
 * without one: the shopper types an address into the form). Call it after the shipping address
 * changes while "billing same as shipping" is ticked, and when it is ticked again.
 *
 * @throws {@link SdkError} with the backend's first message (see `setBillingAddress`).
 */
export async function applyBillingAddress(
  checkout: CheckoutAddressSteps,
  customer: CheckoutCustomer,
): Promise<void> {
  const current = checkout.getSnapshot().checkout ?? (await checkout.load());
  const billing = billingAddressDefault(customer, current);
  if (billing.kind === 'address-book') {
    await checkout.setBillingAddress({ customerAddressId: billing.addressId });
  } else if (billing.kind === 'same-as-shipping' && current.shippingAddress) {
    await checkout.setBillingAddress({ sameAsShipping: true });
  }
}

/**
 * Readies the order step once the checkout is loaded (loading it first when it is not), so the
 * shipping methods show at once: a cart with lines and without a shipping address gets the one
 * {@link initialShippingAddressId} picks from the address book (none for a virtual cart, which
 * ships nothing), then a cart without a billing address is billed as {@link applyBillingAddress}
 * says — a virtual cart to the default billing address. A cart that has its addresses is left as
 * it is (a reload shows what was set).
 *
 * @throws {@link SdkError} with the backend's first message of the step that failed; the steps
 * before it stay done.
 *
 * @example
 * ```ts
 * await prepareCheckout(sdk.checkout, customer);
 * const { checkout } = sdk.checkout.getSnapshot(); // with its shipping methods
 * ```
 */
export async function prepareCheckout(
  checkout: CheckoutAddressSteps,
  customer: CheckoutCustomer,
): Promise<void> {
  const current = checkout.getSnapshot().checkout ?? (await checkout.load());
  if (current.cart.items.length === 0) return;
  const shippingId = initialShippingAddressId(
    customer,
    current.shippingAddress?.customerAddressId ?? null,
  );
  if (!current.isVirtual && !current.shippingAddress && shippingId !== null) {
    await checkout.setShippingAddress({ customerAddressId: shippingId });
  }
  if (!checkout.getSnapshot().checkout?.billingAddress) {
    await applyBillingAddress(checkout, customer);
  }
}
