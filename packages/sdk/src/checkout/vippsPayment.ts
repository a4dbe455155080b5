import { SdkError } from '../errors/SdkError';
import { checkoutErrorKind, paymentMethodCodes } from './checkoutRules';
import { orderReadiness } from './checkoutSteps';
import { normalizeDeliveryInstructions } from './deliveryInstructions';
import { whenSettled, type PlaceOrderInput, type PlaceOrderStores } from './placeOrderSequence';

/**
 * Vipps (`wm_vipps`): the shopper gives their mobile number, the checkout starts a payment of the
 * grand total with it (`setPaymentMethod('wm_vipps', { vipps })`, commerce-api asks the payment
 * provider) and sends the shopper to approve it in the app (`redirectUrl`; simulated by the
 * provider's page). Vipps sends them back to the storefront's return address whatever they
 * answered; there the order is placed (`placeOrderSequence`), which captures an approved payment
 * and refuses a cancelled, expired or unanswered one (`vippsReturnProblem`).
 */

/** Why a number cannot be used for Vipps: none given, or not a Norwegian mobile number. */
export type VippsPhoneProblem = 'missing' | 'invalid';

/**
 * A Norwegian mobile number as Vipps takes it: eight digits beginning with 4 or 9, optionally
 * after `+47` or `0047`; spaces, dots and dashes are ignored. The eight digits, else `null`. Pure
 * (commerce-api and the provider apply the same rule).
 *
 * @example
 * ```ts
 * normalizeVippsPhone('+47 412 34 567'); // '41234567'
 * normalizeVippsPhone('22 33 44 55'); // null (a landline)
 * ```
 */
export function normalizeVippsPhone(text: string): string | null {
  const compact = text.trim().replace(/[\s.-]/g, '');
  return /^(?:\+47|0047)?([49]\d{7})$/.exec(compact)?.[1] ?? null;
}

/** What is wrong with a typed Vipps number, or `null` when it can be used. Pure. */
export function vippsPhoneProblem(text: string): VippsPhoneProblem | null {
  if (text.trim() === '') return 'missing';
  return normalizeVippsPhone(text) ? null : 'invalid';
}

/**
 * The number to start the Vipps field with: the first of the customer's numbers (their
 * addresses' telephones, say) that is a Norwegian mobile, written `412 34 567`; else empty. Pure.
 */
export function vippsPhoneDefault(numbers: readonly (string | null | undefined)[]): string {
  for (const number of numbers) {
    const digits = number ? normalizeVippsPhone(number) : null;
    if (digits) return `${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5)}`;
  }
  return '';
}

/** Why a Vipps payment could not pay for the order on the return; see {@link vippsReturnProblem}. */
export type VippsReturnProblem = 'cancelled' | 'expired' | 'not-approved';

/**
 * What a refusal of `placeOrder` after the return from Vipps means: the shopper cancelled in the
 * app, did not approve in time, or the payment is not approved (yet, or for this amount); `null`
 * for any other failure (stock, the provider down …: show it as the checkout does). Pure.
 */
export function vippsReturnProblem(error: unknown): VippsReturnProblem | null {
  const kind = checkoutErrorKind(error);
  return kind === 'vipps-cancelled'
    ? 'cancelled'
    : kind === 'vipps-expired'
      ? 'expired'
      : kind === 'vipps-not-approved'
        ? 'not-approved'
        : null;
}

/** What {@link startVippsPayment} needs. */
export interface StartVippsInput extends Pick<
  PlaceOrderInput,
  'orderFields' | 'deliveryInstructions'
> {
  /** The mobile number as typed (see {@link normalizeVippsPhone}). */
  phoneNumber: string;
  /** The absolute storefront address Vipps sends the shopper back to. */
  returnUrl: string;
}

/** A Vipps payment waiting for the shopper: send them to `redirectUrl`. */
export interface StartedVippsPayment {
  redirectUrl: string;
  /** The mobile it went to (8 digits). */
  phoneNumber: string;
}

/**
 * Starts a Vipps payment for the checkout: refuses a number that is not a Norwegian mobile
 * without a request (`invalid_phone_number`), saves what the shopper typed last (order fields,
 * delivery instructions, as `placeOrderSequence` does — the page is left for Vipps), refuses a
 * cart that still lacks a step other than the payment (`checkout_step_missing`), then sets
 * `wm_vipps` with the number and the return address; commerce-api starts the payment of the
 * grand total. Each call starts a new payment (after a cancel or a timeout, another try).
 *
 * @throws {@link SdkError} of the step that failed, as `placeOrderSequence`.
 *
 * @example
 * ```ts
 * const { redirectUrl } = await startVippsPayment(sdk, {
 *   phoneNumber: '412 34 567',
 *   returnUrl: `${location.origin}/checkout/vipps-retur`,
 * });
 * location.assign(redirectUrl);
 * ```
 */
export async function startVippsPayment(
  stores: PlaceOrderStores,
  input: StartVippsInput,
): Promise<StartedVippsPayment> {
  const phoneNumber = normalizeVippsPhone(input.phoneNumber);
  if (!phoneNumber) {
    throw new SdkError('invalid-argument', 'Enter a Norwegian mobile number for Vipps.', {
      refusal: { kind: 'invalid_phone_number' },
    });
  }
  const { checkout } = stores;
  if (input.orderFields) await stores.cart.setOrderFields(input.orderFields);
  const shipping = checkout.getSnapshot().checkout?.shippingAddress;
  if (
    input.deliveryInstructions != null &&
    shipping &&
    normalizeDeliveryInstructions(input.deliveryInstructions) !== (shipping.customerNotes ?? null)
  ) {
    await checkout.setDeliveryInstructions(input.deliveryInstructions);
  }
  await whenSettled(checkout);
  const current = checkout.getSnapshot().checkout;
  const readiness = current ? orderReadiness(current) : null;
  if (readiness && !readiness.ready && readiness.missing !== 'payment-method') {
    throw new SdkError(
      'invalid-argument',
      `The order cannot be placed: ${readiness.missing} is missing.`,
      { refusal: { kind: 'checkout_step_missing', step: readiness.missing } },
    );
  }
  const updated = await checkout.setPaymentMethod(paymentMethodCodes.vipps, {
    vipps: { phoneNumber, returnUrl: input.returnUrl },
  });
  const vipps = updated.selectedPaymentMethod?.vipps;
  if (!vipps) throw new SdkError('graphql', 'The Vipps payment was not started.');
  return vipps;
}
