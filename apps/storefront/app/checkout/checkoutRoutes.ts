/** A step of the checkout (spec §2): the account step, the order step and the thank-you page. */
export type CheckoutStep = 'account' | 'order' | 'thankyou';

/** The two address sets of the checkout (spec §2): `/checkout/…` and `/checkout/checkout-default/…`. */
export type CheckoutVariant = 'checkout' | 'checkout-default';

const stepSegments: Record<CheckoutVariant, Record<CheckoutStep, string>> = {
  checkout: { account: 'konto', order: 'bestilling', thankyou: 'takk' },
  'checkout-default': { account: 'account', order: 'order', thankyou: 'thankyou' },
};

/** The checkout's base path (spec §2: checkout base route 'checkout'). */
export const checkoutBasePath = '/checkout';

/** The external checkout's path (spec §2: route 'sveaCheckout', disabled by configuration). */
export const externalCheckoutPath = '/sveacheckout';

/** The query parameter of the thank-you page that names the order just placed. */
export const orderNumberParameter = 'order';

/**
 * The path of a checkout step in one of the two address sets. Pure.
 *
 * @example
 * ```ts
 * checkoutStepPath('order'); // '/checkout/bestilling'
 * checkoutStepPath('thankyou', 'checkout-default'); // '/checkout/checkout-default/thankyou'
 * ```
 */
export function checkoutStepPath(
  step: CheckoutStep,
  variant: CheckoutVariant = 'checkout',
): string {
  const prefix = variant === 'checkout' ? checkoutBasePath : `${checkoutBasePath}/checkout-default`;
  return `${prefix}/${stepSegments[variant][step]}`;
}

/** The thank-you page of an order just placed, in the address set the shopper used. Pure. */
export function thankYouPath(orderNumber: string, variant: CheckoutVariant = 'checkout'): string {
  return `${checkoutStepPath('thankyou', variant)}?${orderNumberParameter}=${encodeURIComponent(orderNumber)}`;
}

/** Which address set `pathname` belongs to (the default set for anything else). Pure. */
export function checkoutVariantOf(pathname: string): CheckoutVariant {
  return pathname.startsWith(`${checkoutBasePath}/checkout-default`)
    ? 'checkout-default'
    : 'checkout';
}

/** The route id of a step, which begins with `checkout` as spec §2 requires of checkout routes. */
export function checkoutRouteId(step: CheckoutStep, variant: CheckoutVariant): string {
  return `${variant}-${stepSegments[variant][step]}`;
}
