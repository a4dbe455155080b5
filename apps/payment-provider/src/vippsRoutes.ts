import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  BadRequest,
  createNonce,
  hasSecret,
  parseAmount,
  readBody,
  readJson,
  sendJson,
  sendPage,
  stringField,
} from './requests.js';
import { captureJson } from './shopApi.js';
import { vippsApprovalPage, vippsClosedPage, vippsUnknownPage } from './vippsPages.js';
import type { VippsPayment, VippsPayments } from './vippsPayments.js';
import { normaliseNorwegianMobile } from './vippsPhone.js';

/** What the Vipps routes need from the service. */
export interface VippsRoutesOptions {
  payments: VippsPayments;
  /** The shop origins a payment may return to. */
  shopOrigins: readonly string[];
  secret: string;
  now: () => number;
}

const referencePattern = /^[\w-]{8,64}$/;

const paymentJson = (payment: VippsPayment) => ({
  reference: payment.reference,
  state: payment.state,
  amount: payment.amount,
  currency: payment.currency,
  // Relative to the provider's origin: the shop joins it to the URL it knows the provider by.
  redirect_url: `/vipps/${encodeURIComponent(payment.reference)}`,
  expires_at: new Date(payment.expiresAt).toISOString(),
});

/** The shop's return address, if it is one of the shop's origins; else a 400. */
function returnUrlOf(value: string, shopOrigins: readonly string[]): string {
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !shopOrigins.includes(url.origin)) {
    throw new BadRequest(400, 'return_url must be an address of the shop.');
  }
  return url.href;
}

/**
 * Vipps, modelled on the ePayment API. For the shop (secret): `POST /v1/vipps/payments`
 * (`{ reference, amount, currency, phone_number, return_url, merchant? }` → the payment with its
 * `redirect_url`), `GET /v1/vipps/payments/:reference` (its state) and
 * `POST /v1/vipps/payments/:reference/capture` (`{ amount, currency, reference: <the shop's
 * idempotency key> }`). For the shopper: `GET /vipps/:reference`, the page that stands in for
 * the app, and `POST /vipps/:reference` (`decision=approve|cancel`), which sends them back to the
 * shop's return address (303) whatever they answered, as Vipps does.
 */
export function createVippsRoutes(options: VippsRoutesOptions) {
  const { payments } = options;

  const requireSecret = (request: IncomingMessage) => {
    if (!hasSecret(request, options.secret)) {
      throw new BadRequest(401, 'The shop secret is missing or wrong.');
    }
  };

  async function create(request: IncomingMessage, response: ServerResponse) {
    requireSecret(request);
    const body = await readJson(request);
    const reference = stringField(body, 'reference');
    if (!referencePattern.test(reference)) {
      throw new BadRequest(400, 'reference must be 8–64 letters, digits, - or _.');
    }
    const amount = parseAmount(body.amount, body.currency);
    const phone = normaliseNorwegianMobile(stringField(body, 'phone_number'));
    if (!phone) {
      sendJson(response, 422, { error: { code: 'phone_invalid' } });
      return;
    }
    const returnUrl = returnUrlOf(stringField(body, 'return_url'), options.shopOrigins);
    const merchant =
      typeof body.merchant === 'string' ? body.merchant.slice(0, 80) : 'Nettbutikken';
    const payment = payments.create({ reference, ...amount, phone, returnUrl, merchant });
    if (!payment) {
      sendJson(response, 409, { error: { code: 'reference_exists' } });
      return;
    }
    sendJson(response, 201, paymentJson(payment));
  }

  function sendVippsPage(
    response: ServerResponse,
    status: number,
    render: (nonce: string) => string,
    returnUrl?: string,
  ) {
    const nonce = createNonce();
    sendPage(response, status, render(nonce), {
      nonce,
      // A page of its own (the app), never framed.
      frameAncestors: [],
      formAction: returnUrl ? [new URL(returnUrl).origin] : [],
    });
  }

  function show(reference: string, response: ServerResponse) {
    const payment = payments.get(reference);
    if (!payment) {
      sendVippsPage(response, 404, vippsUnknownPage);
      return;
    }
    if (payment.state !== 'CREATED') {
      sendVippsPage(response, 200, (nonce) => vippsClosedPage(payment, nonce));
      return;
    }
    sendVippsPage(
      response,
      200,
      (nonce) => vippsApprovalPage(payment, nonce, options.now()),
      payment.returnUrl,
    );
  }

  async function answer(reference: string, request: IncomingMessage, response: ServerResponse) {
    const decision = new URLSearchParams(await readBody(request)).get('decision');
    if (decision !== 'approve' && decision !== 'cancel') {
      throw new BadRequest(400, 'decision must be approve or cancel.');
    }
    const payment = payments.decide(reference, decision);
    if (!payment) {
      sendVippsPage(response, 404, vippsUnknownPage);
      return;
    }
    // Back to the shop whatever happened (approved, cancelled, or too late): it asks the state.
    response.writeHead(303, { Location: payment.returnUrl, 'Cache-Control': 'no-store' }).end();
  }

  return {
    /** Answers the request when it is one of the Vipps routes; false otherwise. */
    async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
      const { pathname } = url;
      const method = request.method;
      if (pathname === '/v1/vipps/payments' && method === 'POST') {
        await create(request, response);
        return true;
      }
      const api = /^\/v1\/vipps\/payments\/([\w-]{1,64})(\/capture)?$/.exec(pathname);
      if (api && method === (api[2] ? 'POST' : 'GET')) {
        requireSecret(request);
        await stateOrCapture(payments, api[1]!, Boolean(api[2]), request, response);
        return true;
      }
      const page = /^\/vipps\/([\w-]{1,64})$/.exec(pathname);
      if (page && method === 'GET') {
        show(page[1]!, response);
        return true;
      }
      if (page && method === 'POST') {
        await answer(page[1]!, request, response);
        return true;
      }
      return false;
    },
  };
}

/** `GET /v1/vipps/payments/:reference` (its state) or `POST …/capture` (the shop's capture). */
async function stateOrCapture(
  payments: VippsPayments,
  reference: string,
  capture: boolean,
  request: IncomingMessage,
  response: ServerResponse,
) {
  if (!capture) {
    const payment = payments.get(reference);
    if (payment) sendJson(response, 200, paymentJson(payment));
    else sendJson(response, 404, { error: { code: 'vipps_unknown' } });
    return;
  }
  const body = await readJson(request);
  const result = payments.capture({
    reference,
    shopReference: stringField(body, 'reference'),
    ...parseAmount(body.amount, body.currency),
  });
  sendJson(response, 200, captureJson(result));
}
