import type { IncomingMessage, ServerResponse } from 'node:http';

import { cardDigits, cardProblems, needsChallenge } from './cards.js';
import type { CaptureResult, PaymentLedger } from './paymentLedger.js';
import type { VippsPayments } from './vippsPayments.js';
import { BadRequest, hasSecret, parseAmount, readJson, sendJson, stringField } from './requests.js';

/** What the API needs from the service. */
export interface ShopApiOptions {
  ledger: PaymentLedger;
  /** The shop's shared secret (`Authorization: Bearer …`). */
  secret: string;
  now: () => number;
  /** Vipps payments, whose captures `POST /v1/captures/:id/cancel` gives back too. */
  vipps?: VippsPayments;
}

/** A capture's answer as JSON. */
export const captureJson = (result: CaptureResult) =>
  result.status === 'approved'
    ? { status: 'approved', transaction_id: result.transactionId }
    : { status: 'declined', reason: result.reason };

/**
 * The provider's JSON API. For the shop's server, with the shared secret: `GET /v1/tokens/:token`
 * (brand, last four, expiry, the amount it was confirmed for), `POST /v1/captures`
 * (`{ token, amount, currency, reference }`), `POST /v1/credits` (`{ amount, currency, reference }`),
 * `POST /v1/captures/:id/cancel`. Without a secret: `POST /v1/tokens`, the card tokenisation a
 * provider's client library offers (programs that pay without a browser, and tests); a card that
 * needs the issuer's challenge must go through the hosted form.
 */
export function createShopApi(options: ShopApiOptions) {
  const { ledger } = options;

  function requireSecret(request: IncomingMessage) {
    if (!hasSecret(request, options.secret)) {
      throw new BadRequest(401, 'The shop secret is missing or wrong.');
    }
  }

  async function tokenise(request: IncomingMessage, response: ServerResponse) {
    const body = await readJson(request);
    const payment = parseAmount(body.amount, body.currency);
    const card = {
      number: stringField(body, 'number'),
      expiryMonth: Number(body.expiry_month),
      expiryYear: Number(body.expiry_year),
      cvc: stringField(body, 'cvc'),
    };
    const problems = cardProblems(card, new Date(options.now()));
    if (problems.length > 0) {
      sendJson(response, 422, { error: { code: 'card_invalid', fields: problems } });
      return;
    }
    const digits = cardDigits(card.number);
    if (needsChallenge(digits)) {
      sendJson(response, 422, { error: { code: 'challenge_required', fields: [] } });
      return;
    }
    const token = ledger.issue({ digits, ...card }, payment);
    sendJson(response, 201, { token, ...summaryJson(token) });
  }

  function summaryJson(token: string) {
    const summary = ledger.verify(token);
    if (typeof summary === 'string') return { error: { code: summary } };
    return {
      brand: summary.brand,
      last4: summary.last4,
      expiry_month: summary.expiryMonth,
      expiry_year: summary.expiryYear,
      amount: summary.amount,
      currency: summary.currency,
    };
  }

  return {
    /** Answers the request when it is one of the API's routes; false otherwise. */
    async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
      const { pathname } = url;
      const method = request.method;
      if (pathname === '/v1/tokens' && method === 'POST') {
        await tokenise(request, response);
        return true;
      }
      const token = /^\/v1\/tokens\/([\w-]{1,80})$/.exec(pathname)?.[1];
      if (token && method === 'GET') {
        requireSecret(request);
        const summary = summaryJson(token);
        sendJson(response, 'error' in summary ? 404 : 200, summary);
        return true;
      }
      if (pathname === '/v1/captures' && method === 'POST') {
        requireSecret(request);
        const body = await readJson(request);
        const result = ledger.capture({
          token: stringField(body, 'token'),
          reference: stringField(body, 'reference'),
          ...parseAmount(body.amount, body.currency),
        });
        sendJson(response, 200, captureJson(result));
        return true;
      }
      if (pathname === '/v1/credits' && method === 'POST') {
        requireSecret(request);
        const body = await readJson(request);
        const result = ledger.credit({
          reference: stringField(body, 'reference'),
          ...parseAmount(body.amount, body.currency),
        });
        sendJson(response, 200, captureJson(result));
        return true;
      }
      const cancel = /^\/v1\/captures\/([\w-]{1,80})\/cancel$/.exec(pathname)?.[1];
      if (cancel && method === 'POST') {
        requireSecret(request);
        const cancelled = ledger.cancel(cancel) || (options.vipps?.cancel(cancel) ?? false);
        sendJson(response, cancelled ? 200 : 404, { cancelled: true });
        return true;
      }
      return false;
    },
  };
}
