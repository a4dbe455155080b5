/** A card as the shopper typed it into the hosted form (never leaves this service). */
export interface CardInput {
  /** Digits; spaces and dashes allowed. */
  number: string;
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
  cvc: string;
}

/** Which field of a card is wrong: the number, the expiry (or an expired card), the CVC. */
export type CardProblem = 'number' | 'expiry' | 'expired' | 'cvc';

/**
 * The test cards (commerce-api's README, "Test cards"). Any other valid number is approved
 * without a challenge.
 */
export const TEST_CARDS = {
  approved: ['4242424242424242', '5555555555554444'],
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** The issuer says the card has expired, whatever expiry was typed (as providers' test modes do). */
  expired: '4000000000000069',
  /** Asks for a 3-D Secure-style confirmation in the hosted form, then is approved. */
  challenge: '4000000000003220',
} as const;

/** What the issuer answers when the payment is captured. */
export type CardOutcome = 'approve' | 'decline' | 'insufficient' | 'expired';

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

/** The number's digits, without the spaces and dashes a shopper types. */
export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');

/**
 * What is wrong with a card, checked as a provider does before asking the issuer: the number
 * (Luhn), the expiry (this month or later, at most 20 years ahead), the CVC (3 digits, 4 for
 * American Express). Empty when nothing is. Pure: `now` is passed in.
 */
export function cardProblems(card: CardInput, now: Date): CardProblem[] {
  const problems: CardProblem[] = [];
  const digits = cardDigits(card.number);
  if (!passesLuhn(digits)) problems.push('number');
  const { expiryMonth: month, expiryYear: year } = card;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  if (
    !Number.isInteger(month) ||
    month < 1 ||
    month > 12 ||
    !Number.isInteger(year) ||
    year > now.getUTCFullYear() + 20
  ) {
    problems.push('expiry');
  } else if (year * 12 + month < thisMonth) {
    problems.push('expired');
  }
  const cvcLength = cardBrand(digits) === 'American Express' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) problems.push('cvc');
  return problems;
}

/** How the issuer of a (valid) test number answers a capture. */
export function cardOutcome(digits: string): CardOutcome {
  if (digits === TEST_CARDS.declined) return 'decline';
  if (digits === TEST_CARDS.insufficientFunds) return 'insufficient';
  if (digits === TEST_CARDS.expired) return 'expired';
  return 'approve';
}

/** Whether the issuer asks the shopper to confirm the payment (3-D Secure) first. */
export const needsChallenge = (digits: string): boolean => digits === TEST_CARDS.challenge;

/**
 * An expiry as typed, `MM/ÅÅ` or `MM/ÅÅÅÅ` (`12/30` is December 2030); `null` when it is neither.
 */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return { month: Number(match[1]), year };
}
