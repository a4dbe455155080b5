import { randomBytes } from 'node:crypto';
import { Refusal } from '../errors/refusal.js';

/**
 * The payment provider behind card and credit payments (`wm_card`, `wm_credit`). The shop talks to
 * it only through this interface; `createSimulatedPaymentProvider` is the default, a stand-in that
 * behaves like a provider's test mode (README: "Test cards").
 */

/** A card as the shopper typed it (`PaymentMethodInput.wm_card`). */
export interface CardInput {
  card_number: string;
  expiry_month: number;
  expiry_year: number;
  cvc: string;
  holder_name?: string | null;
}

/** What the shop keeps of a card: the provider's token, the brand and the last four digits. */
export interface CardOnFile {
  token: string;
  brand: string;
  last4: string;
}

/** A payment to take when an order is placed. */
export interface PaymentRequest {
  method: 'wm_card' | 'wm_credit';
  /** NOK, VAT included. */
  amount: number;
  currency: string;
  /** The card's token, for `wm_card`. */
  cardToken: string | null;
  /** The shop's reference, unique per attempt (the cart). */
  reference: string;
}

export type PaymentResult =
  { approved: true; transactionId: string } | { approved: false; message: string };

export interface PaymentProvider {
  /**
   * Checks a card and exchanges it for a token; throws `PaymentInputError` for a number, expiry
   * or CVC that cannot be right. The full number goes no further than this call.
   */
  registerCard(card: CardInput, now: Date): Promise<CardOnFile>;
  /** Takes the payment; a refusal is an answer, not an exception. */
  authorize(request: PaymentRequest): Promise<PaymentResult>;
  /** Gives back a payment taken for an order that was then not placed. */
  cancel(transactionId: string): Promise<void>;
}

/** Why a provider refuses a card outright (`extensions.error_code`). */
export type CardErrorCode =
  'CARD_NUMBER_INVALID' | 'CARD_EXPIRY_INVALID' | 'CARD_EXPIRED' | 'CARD_CVC_INVALID';

/** A card the provider refuses outright, with the shopper's explanation. */
export class PaymentInputError extends Refusal {
  constructor(code: CardErrorCode, message: string) {
    super(code, message);
    this.name = 'PaymentInputError';
  }
}

/** Messages of the payment step (English, as the API's other messages; the storefront translates). */
export const PAYMENT_MESSAGES = {
  invalidNumber: 'The card number is not valid.',
  expired: 'The card has expired.',
  invalidExpiry: 'The expiry date of the card is not valid.',
  invalidCvc: 'The security code (CVC) of the card is not valid.',
  declined: 'The payment was declined by the card issuer. Try another card or payment method.',
  insufficientFunds:
    'The payment was declined: insufficient funds. Try another card or payment method.',
  creditDeclined:
    'The credit application was declined for this amount. Choose another payment method.',
  cardMissing: 'Card details are missing. Enter the card again.',
} as const;

/** True when the digits pass the Luhn check every card number has. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand a card number belongs to, by its first digits. */
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Kort';
}

/**
 * Checks what can be checked without a bank: the number (digits, spaces and dashes allowed, Luhn),
 * the expiry (a month from now on) and the CVC (3 digits, 4 for American Express). Returns the
 * number's digits.
 */
export function checkCard(card: CardInput, now: Date): string {
  const digits = card.card_number.replace(/[\s-]/g, '');
  if (!passesLuhn(digits))
    throw new PaymentInputError('CARD_NUMBER_INVALID', PAYMENT_MESSAGES.invalidNumber);
  const { expiry_month: month, expiry_year: year } = card;
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) {
    throw new PaymentInputError('CARD_EXPIRY_INVALID', PAYMENT_MESSAGES.invalidExpiry);
  }
  if (year > now.getUTCFullYear() + 20) {
    throw new PaymentInputError('CARD_EXPIRY_INVALID', PAYMENT_MESSAGES.invalidExpiry);
  }
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    throw new PaymentInputError('CARD_EXPIRED', PAYMENT_MESSAGES.expired);
  }
  const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    throw new PaymentInputError('CARD_CVC_INVALID', PAYMENT_MESSAGES.invalidCvc);
  }
  return digits;
}

/** The simulated provider's test cards (README: "Test cards"). Any other valid card is approved. */
export const TEST_CARDS = {
  approved: ['4242424242424242', '5555555555554444'],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** The simulated provider grants credit (`wm_credit`) up to this amount (NOK). */
export const SIMULATED_CREDIT_LIMIT = 50_000;

type Outcome = 'approve' | 'decline' | 'insufficient';

/**
 * A provider in test mode, with no outside calls: cards are checked as a real provider would
 * (`checkCard`), and the test numbers decide the answer when the order is placed. The token
 * carries that answer (`sim_<outcome>_<random>`), so it works across restarts and servers.
 */
export function createSimulatedPaymentProvider(): PaymentProvider {
  return {
    async registerCard(card, now) {
      const digits = checkCard(card, now);
      const outcome: Outcome =
        digits === TEST_CARDS.declined
          ? 'decline'
          : digits === TEST_CARDS.insufficientFunds
            ? 'insufficient'
            : 'approve';
      return {
        token: `sim_${outcome}_${randomBytes(12).toString('hex')}`,
        brand: cardBrand(digits),
        last4: digits.slice(-4),
      };
    },
    async authorize(request) {
      const transactionId = `sim-${randomBytes(8).toString('hex')}`;
      if (request.method === 'wm_credit') {
        return request.amount <= SIMULATED_CREDIT_LIMIT
          ? { approved: true, transactionId }
          : { approved: false, message: PAYMENT_MESSAGES.creditDeclined };
      }
      const outcome = /^sim_(approve|decline|insufficient)_/.exec(request.cardToken ?? '')?.[1];
      if (!outcome) return { approved: false, message: PAYMENT_MESSAGES.cardMissing };
      if (outcome === 'decline') return { approved: false, message: PAYMENT_MESSAGES.declined };
      if (outcome === 'insufficient') {
        return { approved: false, message: PAYMENT_MESSAGES.insufficientFunds };
      }
      return { approved: true, transactionId };
    },
    async cancel() {
      // Nothing was taken from anyone.
    },
  };
}
