import { Refusal } from '../errors/refusal.js';
import {
  PAYMENT_MESSAGES,
  PaymentProviderUnavailable,
  cardTokenInvalid,
  type PaymentProvider,
  type PaymentRefusalCode,
  type PaymentResult,
  type VippsPaymentRequest,
  type VippsPaymentStarted,
} from './paymentProvider.js';

/** Where the provider answers and how the shop signs in to it. */
export interface HttpPaymentProviderConfig {
  /** `PAYMENT_PROVIDER_URL`: the provider's origin, such as `http://localhost:4100`. */
  url: string;
  /** `PAYMENT_PROVIDER_SECRET`: the shared secret of the shop's server-to-server calls. */
  secret: string;
  /** `PAYMENT_PROVIDER_TIMEOUT_MS`: how long one call may take (5 s by default). */
  timeoutMs: number;
}

/** The provider's reasons for a declined capture, as the shopper's explanation and its code. */
const declines: Record<string, { code: PaymentRefusalCode; message: string }> = {
  declined: { code: 'PAYMENT_DECLINED', message: PAYMENT_MESSAGES.declined },
  insufficient_funds: { code: 'PAYMENT_DECLINED', message: PAYMENT_MESSAGES.insufficientFunds },
  credit_limit_exceeded: { code: 'PAYMENT_DECLINED', message: PAYMENT_MESSAGES.creditDeclined },
  expired_card: { code: 'CARD_EXPIRED', message: PAYMENT_MESSAGES.cardExpired },
  token_unknown: { code: 'CARD_TOKEN_INVALID', message: PAYMENT_MESSAGES.tokenInvalid },
  token_used: { code: 'CARD_TOKEN_INVALID', message: PAYMENT_MESSAGES.tokenInvalid },
  token_expired: { code: 'CARD_TOKEN_INVALID', message: PAYMENT_MESSAGES.confirmAgain },
  amount_exceeds_authorisation: {
    code: 'CARD_TOKEN_INVALID',
    message: PAYMENT_MESSAGES.confirmAgain,
  },
  currency_mismatch: { code: 'CARD_TOKEN_INVALID', message: PAYMENT_MESSAGES.confirmAgain },
};

/** A declined Vipps capture: cancelled or timed out in the app, else "pay with Vipps again". */
const vippsDeclines: Record<string, { code: PaymentRefusalCode; message: string }> = {
  vipps_cancelled: { code: 'VIPPS_CANCELLED', message: PAYMENT_MESSAGES.vippsCancelled },
  vipps_expired: { code: 'VIPPS_EXPIRED', message: PAYMENT_MESSAGES.vippsExpired },
};
const vippsNotApproved = {
  code: 'VIPPS_NOT_APPROVED' as const,
  message: PAYMENT_MESSAGES.vippsNotApproved,
};

/**
 * The adapter for the simulated provider's JSON API (`apps/payment-provider`): `GET
 * /v1/tokens/:token`, `POST /v1/captures` or `/v1/credits` with the cart as the idempotency
 * reference, `POST /v1/captures/:id/cancel`; every call with the shared secret. A refused
 * connection, a timeout or a 5xx is `PaymentProviderUnavailable`, never a 500 of ours.
 */
export function createHttpPaymentProvider(
  config: HttpPaymentProviderConfig,
  fetchImpl: typeof fetch = fetch,
): PaymentProvider {
  const base = config.url.replace(/\/+$/, '');

  async function call(path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${config.secret}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch {
      throw new PaymentProviderUnavailable();
    }
    // A 401 is our misconfiguration, a 5xx the provider's trouble: neither is the shopper's.
    if (response.status >= 500 || response.status === 401) throw new PaymentProviderUnavailable();
    try {
      return { status: response.status, json: await response.json() };
    } catch {
      throw new PaymentProviderUnavailable();
    }
  }

  const resultOf = (json: unknown, vipps = false): PaymentResult => {
    const answer = json as { status?: string; transaction_id?: string; reason?: string };
    if (answer.status === 'approved' && typeof answer.transaction_id === 'string') {
      return { approved: true, transactionId: answer.transaction_id };
    }
    if (answer.status === 'declined') {
      const decline = vipps
        ? (vippsDeclines[answer.reason ?? ''] ?? vippsNotApproved)
        : (declines[answer.reason ?? ''] ?? declines['declined']!);
      return { approved: false, ...decline };
    }
    throw new PaymentProviderUnavailable();
  };

  return {
    async verify(token) {
      if (!/^[\w-]{1,80}$/.test(token)) throw cardTokenInvalid();
      const { status, json } = await call(`/v1/tokens/${token}`);
      const card = json as { brand?: unknown; last4?: unknown };
      if (status === 404) throw cardTokenInvalid();
      if (status !== 200 || typeof card.brand !== 'string' || typeof card.last4 !== 'string') {
        throw new PaymentProviderUnavailable();
      }
      return { token, brand: card.brand, last4: card.last4 };
    },
    async capture(request) {
      const payment = {
        // Whole øre: the provider takes at most two decimals.
        amount: Math.round(request.amount * 100) / 100,
        currency: request.currency,
        reference: request.reference,
      };
      if (request.method === 'wm_credit') {
        return resultOf((await call('/v1/credits', payment)).json);
      }
      if (request.method === 'wm_vipps') {
        const reference = request.vippsReference ?? '';
        if (!/^[\w-]{1,64}$/.test(reference)) return { approved: false, ...vippsNotApproved };
        return resultOf(
          (await call(`/v1/vipps/payments/${reference}/capture`, payment)).json,
          true,
        );
      }
      if (!request.cardToken) {
        return {
          approved: false,
          code: 'CARD_TOKEN_INVALID',
          message: PAYMENT_MESSAGES.cardMissing,
        };
      }
      return resultOf((await call('/v1/captures', { ...payment, token: request.cardToken })).json);
    },
    async cancel(transactionId) {
      await call(`/v1/captures/${encodeURIComponent(transactionId)}/cancel`, {});
    },
    startVipps: (request) => startVipps(call, base, request),
  };
}

type ProviderCall = (path: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

/**
 * `POST /v1/vipps/payments`: the payment with its approval page, or the refusal of the number
 * (422) or of the input (400, a return address that is not the shop's).
 */
async function startVipps(
  call: ProviderCall,
  base: string,
  request: VippsPaymentRequest,
): Promise<VippsPaymentStarted> {
  const { status, json } = await call('/v1/vipps/payments', {
    reference: request.reference,
    amount: Math.round(request.amount * 100) / 100,
    currency: request.currency,
    phone_number: request.phoneNumber,
    return_url: request.returnUrl,
    merchant: request.merchant,
  });
  const answer = json as { redirect_url?: unknown; error?: { message?: unknown } };
  if (status === 422) {
    throw new Refusal('INVALID_PHONE_NUMBER', PAYMENT_MESSAGES.vippsPhoneInvalid, {
      fields: ['wm_vipps.phone_number'],
    });
  }
  if (status === 400) {
    const reason = typeof answer.error?.message === 'string' ? answer.error.message : '';
    throw new Refusal('INVALID_PARAMETER_VALUE', reason || 'The Vipps payment was refused.');
  }
  if (status !== 201 || typeof answer.redirect_url !== 'string') {
    throw new PaymentProviderUnavailable();
  }
  // The provider answers a path of its own; the browser reaches it where the shop does.
  return {
    reference: request.reference,
    redirectUrl: new URL(answer.redirect_url, `${base}/`).href,
  };
}
