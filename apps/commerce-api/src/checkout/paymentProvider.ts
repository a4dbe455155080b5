import { Refusal } from '../errors/refusal.js';

/**
 * The payment provider behind card and credit payments (`wm_card`, `wm_credit`). The shop talks to
 * it only through this interface and never sees a card number: the shopper types the card into
 * the provider's hosted form (an iframe in the checkout), which hands the checkout a single-use
 * token. `createHttpPaymentProvider` is the adapter for the simulated provider
 * (`apps/payment-provider`); an adapter for a real provider implements the same three calls over
 * its API (docs/payments.md).
 */

/** What the shop keeps of a card: the provider's token, the brand and the last four digits. */
export interface CardOnFile {
  token: string;
  brand: string;
  last4: string;
}

/** A Vipps payment to start: the shopper approves it in the app (the provider's page). */
export interface VippsPaymentRequest {
  /** Unique per payment (Vipps refuses a reference used before). */
  reference: string;
  /** NOK, VAT included: the most the shop may capture. */
  amount: number;
  currency: string;
  /** Eight digits (`norwegianMobile`). */
  phoneNumber: string;
  /** The storefront address Vipps sends the shopper back to, whatever they answered. */
  returnUrl: string;
  /** The shop's name, shown in the app. */
  merchant: string;
}

/** A started Vipps payment: where the shopper approves it. */
export interface VippsPaymentStarted {
  reference: string;
  /** The provider's approval page (absolute). */
  redirectUrl: string;
}

/** A payment to take when an order is placed. */
export interface PaymentRequest {
  method: 'wm_card' | 'wm_credit' | 'wm_vipps';
  /** NOK, VAT included. */
  amount: number;
  currency: string;
  /** The card's token, for `wm_card`. */
  cardToken: string | null;
  /** The Vipps payment's reference, for `wm_vipps` (captured once the shopper approved it). */
  vippsReference?: string | null;
  /**
   * The shop's idempotency key (the cart): a repeated request with the same key and token gets
   * the first answer again and takes no second payment.
   */
  reference: string;
}

/**
 * Why a payment was refused, as `placeOrder`'s `wm_error_code` says it: the issuer or the credit
 * provider said no, the issuer says the card has expired, or the token cannot be used (enter the
 * card again).
 */
export type PaymentRefusalCode =
  | 'PAYMENT_DECLINED'
  | 'CARD_EXPIRED'
  | 'CARD_TOKEN_INVALID'
  // Vipps: the shopper cancelled in the app, did not answer in time, or has not approved (yet).
  | 'VIPPS_CANCELLED'
  | 'VIPPS_EXPIRED'
  | 'VIPPS_NOT_APPROVED';

export type PaymentResult =
  | { approved: true; transactionId: string }
  | { approved: false; code: PaymentRefusalCode; message: string };

export interface PaymentProvider {
  /**
   * Looks up a token from the provider's hosted form: its card's brand and last four digits.
   * Throws `CARD_TOKEN_INVALID` for a token that is unknown, expired or used, and
   * `PaymentProviderUnavailable` when the provider does not answer.
   */
  verify(token: string): Promise<CardOnFile>;
  /**
   * Takes the payment; a refusal is an answer, not an exception. Throws
   * `PaymentProviderUnavailable` when the provider does not answer (nothing is known to be taken;
   * the same `reference` later never takes twice).
   */
  capture(request: PaymentRequest): Promise<PaymentResult>;
  /** Gives back a payment taken for an order that was then not placed. */
  cancel(transactionId: string): Promise<void>;
  /**
   * Starts a Vipps payment for the shopper to approve in the app. Throws `INVALID_PHONE_NUMBER`
   * or `INVALID_PARAMETER_VALUE` for what the provider refuses, and `PaymentProviderUnavailable`.
   */
  startVipps(request: VippsPaymentRequest): Promise<VippsPaymentStarted>;
}

/** Messages of the payment step (English, as the API's other messages; the storefront translates). */
export const PAYMENT_MESSAGES = {
  declined: 'The payment was declined by the card issuer. Try another card or payment method.',
  insufficientFunds:
    'The payment was declined: insufficient funds. Try another card or payment method.',
  cardExpired: 'The card has expired. Use another card or payment method.',
  creditDeclined:
    'The credit application was declined for this amount. Choose another payment method.',
  cardMissing: 'Card details are missing. Enter the card again.',
  tokenInvalid: 'The card confirmation has expired or was used already. Enter the card again.',
  confirmAgain:
    'The card was confirmed for a different amount or has expired. Enter the card again.',
  vippsCancelled:
    'The payment was cancelled in Vipps. Choose Vipps again or another payment method.',
  vippsExpired: 'The Vipps payment was not approved in time. Try again.',
  vippsNotApproved:
    'The payment has not been approved in Vipps, or was approved for another amount. Pay with Vipps again.',
  vippsPhoneInvalid: 'Enter a Norwegian mobile number: 8 digits beginning with 4 or 9.',
  vippsMissing: 'Required parameter "wm_vipps" for "payment_method" is missing.',
  unavailable:
    'The payment provider is not answering right now. Nothing was charged; try again in a moment.',
} as const;

/** The provider did not answer (down, slow, or answering errors): nothing to tell the shopper but "later". */
export class PaymentProviderUnavailable extends Refusal {
  constructor() {
    super('PAYMENT_PROVIDER_UNAVAILABLE', PAYMENT_MESSAGES.unavailable);
    this.name = 'PaymentProviderUnavailable';
  }
}

/** A card token the provider does not accept (unknown, expired or used). */
export const cardTokenInvalid = () =>
  new Refusal('CARD_TOKEN_INVALID', PAYMENT_MESSAGES.tokenInvalid);
