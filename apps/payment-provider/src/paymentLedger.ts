import { randomBytes } from 'node:crypto';

import { cardBrand, cardOutcome, type CardOutcome } from './cards.js';

/** An amount the shopper agreed to pay: NOK with øre, and the currency. */
export interface Amount {
  amount: number;
  currency: string;
}

/** What the shop may learn about a card token (`GET /v1/tokens/:token`). */
export interface TokenSummary extends Amount {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** Why a token cannot be used. */
export type TokenProblem = 'token_unknown' | 'token_expired' | 'token_used';

/** Why a capture was declined. */
export type DeclineReason =
  | TokenProblem
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'amount_exceeds_authorisation'
  | 'currency_mismatch'
  | 'credit_limit_exceeded'
  | 'reference_reused'
  // Vipps (`vippsPayments.ts`): cancelled or expired in the app, not approved yet, not known.
  | 'vipps_cancelled'
  | 'vipps_expired'
  | 'vipps_not_approved'
  | 'vipps_unknown';

/** The answer to a capture: the same answer again for a repeated reference. */
export type CaptureResult =
  { status: 'approved'; transactionId: string } | { status: 'declined'; reason: DeclineReason };

interface TokenEntry extends TokenSummary {
  outcome: CardOutcome;
  expiresAt: number;
  /** The reference of the capture that used the token. */
  capturedBy: string | null;
}

/** Options of {@link createPaymentLedger}. */
export interface LedgerOptions {
  /** Milliseconds since the epoch; a parameter so tests control time. */
  now?: () => number;
  /** How long a token may be captured after it was issued (15 minutes by default). */
  tokenLifetimeMs?: number;
  /** Credit (`wm_credit`) is granted up to this amount (NOK). */
  creditLimit?: number;
}

/** The provider's book of tokens and captures; in memory (a simulation, restarts forget it). */
export interface PaymentLedger {
  /** A single-use token for a checked card, bound to the amount the shopper saw. */
  issue(card: { digits: string; expiryMonth: number; expiryYear: number }, amount: Amount): string;
  verify(token: string): TokenSummary | TokenProblem;
  /**
   * Takes a payment on a token, at most the amount it was issued for. `reference` is the shop's
   * idempotency key: the same reference gets the first answer again and never a second payment.
   */
  capture(request: Amount & { token: string; reference: string }): CaptureResult;
  /** Grants credit (part payment) up to the limit; idempotent by `reference` as `capture`. */
  credit(request: Amount & { reference: string }): CaptureResult;
  /** Gives back a payment taken for an order that was then not placed. */
  cancel(transactionId: string): boolean;
}

/** Amounts compared in øre, so 0.1 + 0.2 kroner is 30 øre. */
const ore = (amount: number) => Math.round(amount * 100);

/** Creates an empty ledger. */
export function createPaymentLedger(options: LedgerOptions = {}): PaymentLedger {
  const now = options.now ?? Date.now;
  const lifetime = options.tokenLifetimeMs ?? 15 * 60_000;
  const creditLimit = options.creditLimit ?? 50_000;
  const tokens = new Map<string, TokenEntry>();
  const captures = new Map<string, { token: string | null; result: CaptureResult }>();

  const problemOf = (entry: TokenEntry | undefined): TokenProblem | null =>
    !entry
      ? 'token_unknown'
      : entry.capturedBy !== null
        ? 'token_used'
        : entry.expiresAt <= now()
          ? 'token_expired'
          : null;

  /**
   * The first answer to `reference` for the same token; a payment approved for the reference
   * already refuses any other token (one order, one payment), a declined one lets another card try.
   */
  function once(reference: string, token: string | null, decide: () => CaptureResult) {
    const earlier = captures.get(reference);
    if (earlier?.token === token) return earlier.result;
    if (earlier?.result.status === 'approved') return declined('reference_reused');
    const result = decide();
    captures.set(reference, { token, result });
    return result;
  }

  return {
    issue(card, amount) {
      const token = `tok_${randomBytes(18).toString('base64url')}`;
      tokens.set(token, {
        brand: cardBrand(card.digits),
        last4: card.digits.slice(-4),
        expiryMonth: card.expiryMonth,
        expiryYear: card.expiryYear,
        amount: amount.amount,
        currency: amount.currency,
        outcome: cardOutcome(card.digits),
        expiresAt: now() + lifetime,
        capturedBy: null,
      });
      return token;
    },
    verify(token) {
      const entry = tokens.get(token);
      const problem = problemOf(entry);
      if (problem || !entry) return problem ?? 'token_unknown';
      const { brand, last4, expiryMonth, expiryYear, amount, currency } = entry;
      return { brand, last4, expiryMonth, expiryYear, amount, currency };
    },
    capture({ token, amount, currency, reference }) {
      return once(reference, token, () => {
        const entry = tokens.get(token);
        const problem = problemOf(entry);
        if (problem || !entry) return declined(problem ?? 'token_unknown');
        if (currency !== entry.currency) return declined('currency_mismatch');
        if (ore(amount) > ore(entry.amount)) return declined('amount_exceeds_authorisation');
        // The issuer has answered: the token is spent either way, as a real authorisation is.
        entry.capturedBy = reference;
        if (entry.outcome === 'decline') return declined('declined');
        if (entry.outcome === 'insufficient') return declined('insufficient_funds');
        if (entry.outcome === 'expired') return declined('expired_card');
        return approved();
      });
    },
    credit({ amount, reference }) {
      return once(reference, null, () =>
        ore(amount) <= ore(creditLimit) ? approved() : declined('credit_limit_exceeded'),
      );
    },
    cancel(transactionId) {
      for (const [reference, { token, result }] of captures) {
        if (result.status !== 'approved' || result.transactionId !== transactionId) continue;
        // Voided: the reference and the token may pay again (a retried order).
        captures.delete(reference);
        const entry = token ? tokens.get(token) : undefined;
        if (entry) entry.capturedBy = null;
        return true;
      }
      return false;
    },
  };
}

const declined = (reason: DeclineReason): CaptureResult => ({ status: 'declined', reason });
const approved = (): CaptureResult => ({
  status: 'approved',
  transactionId: `pay_${randomBytes(10).toString('hex')}`,
});
