import { randomBytes } from 'node:crypto';

import type { Amount, CaptureResult, DeclineReason } from './paymentLedger.js';

/**
 * The provider's Vipps payments, modelled on the Vipps ePayment API: the shop creates a payment
 * for a phone number and an amount, the shopper approves or cancels it "in the app" (here the
 * provider's landing page), and a payment not approved in time expires. An approved
 * (authorised) payment is captured by the shop when it places the order, idempotently by the
 * shop's reference. In memory, like the card ledger.
 */

/** The states of a Vipps payment (ePayment's `CREATED`, `AUTHORIZED`, `ABORTED`, `EXPIRED`). */
export type VippsState = 'CREATED' | 'AUTHORIZED' | 'ABORTED' | 'EXPIRED';

/** A payment as the shop created it, and where it stands. */
export interface VippsPayment extends Amount {
  reference: string;
  /** Eight digits (see `normaliseNorwegianMobile`). */
  phone: string;
  returnUrl: string;
  /** The shop's name, shown "in the app". */
  merchant: string;
  state: VippsState;
  /** Until then it may be approved (milliseconds since the epoch). */
  expiresAt: number;
}

/** Options of {@link createVippsPayments}. */
export interface VippsOptions {
  now?: () => number;
  /** How long a created payment waits for approval (5 minutes by default). */
  timeoutMs?: number;
}

export interface VippsPayments {
  /** Creates a payment; null when the reference is taken (Vipps references are unique). */
  create(payment: Omit<VippsPayment, 'state' | 'expiresAt'>): VippsPayment | null;
  /** The payment with its state as of now (a waiting one past its time has expired). */
  get(reference: string): VippsPayment | null;
  /** The shopper's answer "in the app"; only a waiting payment changes. */
  decide(reference: string, decision: 'approve' | 'cancel'): VippsPayment | null;
  /**
   * Captures an authorised payment, at most its amount. `shopReference` is the shop's
   * idempotency key: the same key gets the first answer again and never a second capture.
   */
  capture(request: Amount & { reference: string; shopReference: string }): CaptureResult;
  /** Gives back a capture of an order that was then not placed. */
  cancel(transactionId: string): boolean;
}

const ore = (amount: number) => Math.round(amount * 100);

/** Creates an empty book of Vipps payments. */
export function createVippsPayments(options: VippsOptions = {}): VippsPayments {
  const now = options.now ?? Date.now;
  const timeout = options.timeoutMs ?? 5 * 60_000;
  const payments = new Map<string, VippsPayment>();
  // By the shop's reference: which payment it captured, and the answer.
  const captures = new Map<string, { reference: string; result: CaptureResult }>();

  function current(reference: string): VippsPayment | null {
    const payment = payments.get(reference);
    if (!payment) return null;
    if (payment.state === 'CREATED' && payment.expiresAt <= now()) payment.state = 'EXPIRED';
    return payment;
  }

  function decideCapture(request: Amount & { reference: string }): CaptureResult {
    const payment = current(request.reference);
    if (!payment) return declined('vipps_unknown');
    if (payment.state === 'ABORTED') return declined('vipps_cancelled');
    if (payment.state === 'EXPIRED') return declined('vipps_expired');
    if (payment.state === 'CREATED') return declined('vipps_not_approved');
    if (request.currency !== payment.currency) return declined('currency_mismatch');
    if (ore(request.amount) > ore(payment.amount)) return declined('amount_exceeds_authorisation');
    return { status: 'approved', transactionId: `vipps_${randomBytes(10).toString('hex')}` };
  }

  return {
    create(payment) {
      if (payments.has(payment.reference)) return null;
      const created: VippsPayment = {
        ...payment,
        state: 'CREATED',
        expiresAt: now() + timeout,
      };
      payments.set(payment.reference, created);
      return created;
    },
    get: current,
    decide(reference, decision) {
      const payment = current(reference);
      if (payment?.state === 'CREATED') {
        payment.state = decision === 'approve' ? 'AUTHORIZED' : 'ABORTED';
      }
      return payment;
    },
    capture({ shopReference, ...request }) {
      const earlier = captures.get(shopReference);
      if (earlier?.reference === request.reference) return earlier.result;
      // One order, one payment: an approved capture for this key refuses any other payment.
      if (earlier?.result.status === 'approved') return declined('reference_reused');
      // Nor may one authorisation pay for two orders.
      for (const [key, entry] of captures) {
        if (
          key !== shopReference &&
          entry.reference === request.reference &&
          entry.result.status === 'approved'
        ) {
          return declined('reference_reused');
        }
      }
      const result = decideCapture(request);
      // "Not approved yet" is no answer: the shopper may still approve it, and the shop ask again.
      const pending = result.status === 'declined' && result.reason === 'vipps_not_approved';
      if (!pending) captures.set(shopReference, { reference: request.reference, result });
      return result;
    },
    cancel(transactionId) {
      for (const [key, { result }] of captures) {
        if (result.status !== 'approved' || result.transactionId !== transactionId) continue;
        captures.delete(key);
        return true;
      }
      return false;
    },
  };
}

const declined = (reason: DeclineReason): CaptureResult => ({ status: 'declined', reason });
