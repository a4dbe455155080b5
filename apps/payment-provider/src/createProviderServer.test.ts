import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { TEST_CARDS } from './cards.js';
import { startProviderServer, type RunningProvider } from './createProviderServer.js';

const shop = 'http://shop.test:3000';
const secret = 'test-secret';
let provider: RunningProvider;

beforeAll(async () => {
  provider = await startProviderServer({ shopOrigins: [shop], secret });
});
afterAll(() => provider.close());

const formUrl = (query = `origin=${encodeURIComponent(shop)}&amount=1250.50&currency=NOK`) =>
  `${provider.url}/hosted/card?${query}`;

function submitCard(fields: Record<string, string>) {
  return fetch(`${provider.url}/hosted/card`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ origin: shop, amount: '1250.50', currency: 'NOK', ...fields }),
    redirect: 'manual',
  });
}

/** The token the page posts to the parent window. */
const tokenIn = (html: string) => /"token":"(tok_[\w-]+)"/.exec(html)?.[1];

const asShop = (path: string, body?: unknown, key = secret) =>
  fetch(`${provider.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });

describe('the hosted card form', () => {
  it('is a Norwegian, labelled form that only the shop may frame', async () => {
    const response = await fetch(formUrl());
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`frame-ancestors ${shop}`);
    expect(policy).toContain("form-action 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<label for="field-number">Kortnummer</label>');
    expect(html).toContain('autocomplete="cc-number"');
    expect(html).toContain('1\u00a0250,50\u00a0kr');
  });

  it('refuses a parent origin that is not the shop, and a missing amount', async () => {
    const foreign = await fetch(formUrl('origin=http%3A%2F%2Fevil.test&amount=10&currency=NOK'));
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('kan bare vises i butikkens kasse');
    const noAmount = await fetch(formUrl(`origin=${encodeURIComponent(shop)}&currency=NOK`));
    expect(noAmount.status).toBe(400);
  });

  it('shows every wrong field as an alert tied to its input', async () => {
    const response = await submitCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '1' });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="field-number-error"');
    expect(html).toContain('Kortnummeret er ikke gyldig');
    expect(html).toContain('Skriv utløpsdatoen som MM/ÅÅ');
    expect(html).toContain('Sikkerhetskoden (CVC) er ikke gyldig');
    // The number is given back to correct it; the CVC never.
    expect(html).toContain('value="4242 4242 4242 4241"');
    expect(tokenIn(html)).toBeUndefined();
  });

  it('gives a valid card a token, posted to the shop origin only', async () => {
    const html = await (
      await submitCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })
    ).text();
    expect(tokenIn(html)).toMatch(/^tok_/);
    expect(html).toContain(`var o=${JSON.stringify(shop)}`);
    expect(html).not.toContain('4242 4242');
  });

  it('asks for the issuer\u2019s confirmation for the challenge card: Godkjenn gives a token, Avvis none', async () => {
    const challenge = async () => {
      const html = await (
        await submitCard({ number: TEST_CARDS.challenge, expiry: '12/30', cvc: '123' })
      ).text();
      expect(html).toContain('Bekreft betalingen');
      expect(tokenIn(html)).toBeUndefined();
      return /action="(\/hosted\/challenge\/[\w-]+)"/.exec(html)![1]!;
    };
    const answer = (path: string, decision: string) =>
      fetch(`${provider.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `decision=${decision}`,
      });
    const approved = await (await answer(await challenge(), 'approve')).text();
    expect(tokenIn(approved)).toMatch(/^tok_/);
    const rejectedPath = await challenge();
    const rejected = await (await answer(rejectedPath, 'reject')).text();
    expect(rejected).toContain('Betalingen ble ikke bekreftet i banken');
    expect(tokenIn(rejected)).toBeUndefined();
    // A challenge is answered once.
    expect((await answer(rejectedPath, 'approve')).status).toBe(410);
  });
});

describe('the shop API', () => {
  async function token(number = '4242424242424242') {
    const html = await (await submitCard({ number, expiry: '12/30', cvc: '123' })).text();
    return tokenIn(html)!;
  }

  it('refuses a request without the shared secret', async () => {
    expect((await asShop(`/v1/tokens/${await token()}`, undefined, 'wrong')).status).toBe(401);
    expect((await asShop('/v1/captures', {}, '')).status).toBe(401);
  });

  it('verifies a token as brand, last four and expiry', async () => {
    const response = await asShop(`/v1/tokens/${await token('5555 5555 5555 4444')}`);
    expect(await response.json()).toEqual({
      brand: 'Mastercard',
      last4: '4444',
      expiry_month: 12,
      expiry_year: 2030,
      amount: 1250.5,
      currency: 'NOK',
    });
    expect((await asShop('/v1/tokens/tok_unknown')).status).toBe(404);
  });

  it('captures once per reference and declines the declined test card', async () => {
    const capture = async (tokenValue: string, reference: string) =>
      (
        await asShop('/v1/captures', {
          token: tokenValue,
          amount: 1250.5,
          currency: 'NOK',
          reference,
        })
      ).json();
    const ok = await token();
    const first = await capture(ok, 'cart-7');
    expect(first).toMatchObject({
      status: 'approved',
      transaction_id: expect.stringMatching(/^pay_/),
    });
    expect(await capture(ok, 'cart-7')).toEqual(first);
    expect(await capture(await token(TEST_CARDS.declined), 'cart-8')).toEqual({
      status: 'declined',
      reason: 'declined',
    });
  });

  it('answers bad input with 400 and a short message', async () => {
    const response = await asShop('/v1/captures', {
      token: 'x',
      amount: -1,
      currency: 'NOK',
      reference: 'r',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { message: 'amount must be a positive number with at most two decimals.' },
    });
    const broken = await fetch(`${provider.url}/v1/captures`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}` },
      body: '{',
    });
    expect(broken.status).toBe(400);
  });

  it('tokenises a card for programs without a browser, but not the challenge card', async () => {
    const response = await fetch(`${provider.url}/v1/tokens`, {
      method: 'POST',
      body: JSON.stringify({
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
        amount: 10,
        currency: 'NOK',
      }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      token: expect.stringMatching(/^tok_/),
      last4: '4242',
    });
    const challenge = await fetch(`${provider.url}/v1/tokens`, {
      method: 'POST',
      body: JSON.stringify({
        number: TEST_CARDS.challenge,
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
        amount: 10,
        currency: 'NOK',
      }),
    });
    expect(await challenge.json()).toEqual({ error: { code: 'challenge_required', fields: [] } });
  });
});

describe('Vipps', () => {
  const returnUrl = `${shop}/checkout/vipps-retur`;
  let vippsProvider: RunningProvider;
  beforeAll(async () => {
    vippsProvider = await startProviderServer({
      shopOrigins: [shop],
      secret,
      vippsTimeoutMs: 1500,
    });
  });
  afterAll(() => vippsProvider.close());

  const asShopOf = (path: string, body?: unknown, key = secret) =>
    fetch(`${vippsProvider.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
  const create = (reference: string, fields: Record<string, unknown> = {}) =>
    asShopOf('/v1/vipps/payments', {
      reference,
      amount: '528.00',
      currency: 'NOK',
      phone_number: '+47 412 34 567',
      return_url: returnUrl,
      merchant: 'Agri Deler',
      ...fields,
    });
  const decide = (reference: string, decision: string) =>
    fetch(`${vippsProvider.url}/vipps/${reference}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `decision=${decision}`,
      redirect: 'manual',
    });

  it('creates a payment for the shop only, with a checked phone and return address', async () => {
    expect(await create('vipps-ref-0001', {}).then((r) => r.status)).toBe(201);
    expect((await create('vipps-ref-0001')).status).toBe(409);
    expect((await create('vipps-ref-0002', { phone_number: '22 33 44 55' })).status).toBe(422);
    expect((await create('vipps-ref-0003', { return_url: 'http://evil.test/x' })).status).toBe(400);
    const noSecret = await fetch(`${vippsProvider.url}/v1/vipps/payments`, {
      method: 'POST',
      body: '{}',
    });
    expect(noSecret.status).toBe(401);
  });

  it('shows the amount and shop "in the app" and sends the shopper back on approval', async () => {
    const created = (await (await create('vipps-ref-0010')).json()) as { redirect_url: string };
    const response = await fetch(`${vippsProvider.url}${created.redirect_url}`);
    expect(response.status).toBe(200);
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`form-action 'self' ${shop}`);
    expect(policy).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('528,00\u00a0kr');
    expect(html).toContain('Agri Deler');
    expect(html).toContain('412 34 567');
    expect(html).toContain('>Godkjenn</button>');

    const approved = await decide('vipps-ref-0010', 'approve');
    expect(approved.status).toBe(303);
    expect(approved.headers.get('location')).toBe(returnUrl);
    const state = (await (await asShopOf('/v1/vipps/payments/vipps-ref-0010')).json()) as {
      state: string;
    };
    expect(state.state).toBe('AUTHORIZED');
    const capture = () =>
      asShopOf('/v1/vipps/payments/vipps-ref-0010/capture', {
        amount: 528,
        currency: 'NOK',
        reference: 'cart-10',
      }).then((r) => r.json());
    const first = (await capture()) as { status: string; transaction_id: string };
    expect(first.status).toBe('approved');
    expect(await capture()).toEqual(first);
    const cancelled = await asShopOf(`/v1/captures/${first.transaction_id}/cancel`, {});
    expect(cancelled.status).toBe(200);
  });

  it('a cancelled or expired payment goes back to the shop and is not captured', async () => {
    await create('vipps-ref-0020');
    expect((await decide('vipps-ref-0020', 'cancel')).headers.get('location')).toBe(returnUrl);
    const refused = await asShopOf('/v1/vipps/payments/vipps-ref-0020/capture', {
      amount: 528,
      currency: 'NOK',
      reference: 'cart-20',
    });
    expect(await refused.json()).toEqual({ status: 'declined', reason: 'vipps_cancelled' });

    await create('vipps-ref-0030');
    const page = await (await fetch(`${vippsProvider.url}/vipps/vipps-ref-0030`)).text();
    // The page goes back to the shop by itself when its time is up.
    expect(page).toContain(`http-equiv="refresh" content="2;url=${returnUrl}"`);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await decide('vipps-ref-0030', 'approve')).status).toBe(303);
    const state = (await (await asShopOf('/v1/vipps/payments/vipps-ref-0030')).json()) as {
      state: string;
    };
    expect(state.state).toBe('EXPIRED');
    expect((await decide('vipps-ref-0030', 'maybe')).status).toBe(400);
    expect((await fetch(`${vippsProvider.url}/vipps/vipps-unknown-1`)).status).toBe(404);
  });
});
