import type { Customer } from '../customer/mapCustomer';
import { billingAddressRule } from './billingAddressRule';
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
 * Bills the order as {@link billingAddressRule} says: a company customer to the default billing
 * address (nothing when there is none on file), anyone else to the shipping address, once the
 * cart has one. Call it after the shipping address changes while "billing same as shipping" is
 * ticked, and when it is ticked again.
 *
 * @throws {@link SdkError} with the backend's first message (see `setBillingAddress`).
 */
export async function applyBillingAddress(
  checkout: CheckoutAddressSteps,
  customer: CheckoutCustomer,
): Promise<void> {
  const rule = billingAddressRule(customer);
  if (rule.kind === 'locked') {
    if (rule.addressId !== null) {
      await checkout.setBillingAddress({ customerAddressId: rule.addressId });
    }
    return;
  }
  if (checkout.getSnapshot().checkout?.shippingAddress) {
    await checkout.setBillingAddress({ sameAsShipping: true });
  }
}

/**
 * Readies the order step once the checkout is loaded (loading it first when it is not), so the
 * shipping methods show at once: a cart with lines and without a shipping address gets the one
 * {@link initialShippingAddressId} picks from the address book (none for a virtual cart), then
 * a cart without a billing address is billed as {@link applyBillingAddress} says. A cart that
 * has its addresses is left as it is.
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
