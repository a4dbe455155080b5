import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { startProviderServer, type RunningProvider } from '@agri-parts/payment-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createHttpPaymentProvider } from './httpPaymentProvider.js';
import { PAYMENT_MESSAGES, PaymentProviderUnavailable } from './paymentProvider.js';

const secret = 'adapter-test-secret';
let provider: RunningProvider;

beforeAll(async () => {
  provider = await startProviderServer({ shopOrigins: ['http://shop.test'], secret });
});
afterAll(() => provider.close());

const adapter = () => createHttpPaymentProvider({ url: provider.url, secret, timeoutMs: 5000 });

async function cardToken(number: string, amount = 500) {
  const response = await fetch(`${provider.url}/v1/tokens`, {
    method: 'POST',
    body: JSON.stringify({
      number,
      expiry_month: 12,
      expiry_year: 2040,
      cvc: '123',
      amount,
      currency: 'NOK',
    }),
  });
  return ((await response.json()) as { token: string }).token;
}

const payment = (cardToken: string | null, reference: string, amount = 499.999999) => ({
  method: 'wm_card' as const,
  amount,
  currency: 'NOK',
  cardToken,
  reference,
});

describe('the HTTP adapter of the simulated provider', () => {
  it('verifies a token as its card\u2019s brand and last four digits', async () => {
    const token = await cardToken('5555555555554444');
    expect(await adapter().verify(token)).toEqual({ token, brand: 'Mastercard', last4: '4444' });
    await expect(adapter().verify('tok_unknown')).rejects.toMatchObject({
      code: 'CARD_TOKEN_INVALID',
    });
    await expect(adapter().verify('../../healthz')).rejects.toMatchObject({
      code: 'CARD_TOKEN_INVALID',
    });
  });

  it('captures once per reference, and explains a decline with its code', async () => {
    const token = await cardToken('4242424242424242');
    const first = await adapter().capture(payment(token, 'cart-1'));
    expect(first).toMatchObject({ approved: true });
    expect(await adapter().capture(payment(token, 'cart-1'))).toEqual(first);
    const declined = async (number: string, reference: string, amount?: number) =>
      adapter().capture(payment(await cardToken(number), reference, amount));
    expect(await declined('4000000000000002', 'cart-2')).toEqual({
      approved: false,
      code: 'PAYMENT_DECLINED',
      message: PAYMENT_MESSAGES.declined,
    });
    expect(await declined('4000000000009995', 'cart-3')).toEqual({
      approved: false,
      code: 'PAYMENT_DECLINED',
      message: PAYMENT_MESSAGES.insufficientFunds,
    });
    expect(await declined('4242424242424242', 'cart-4', 501)).toEqual({
      approved: false,
      code: 'CARD_TOKEN_INVALID',
      message: PAYMENT_MESSAGES.confirmAgain,
    });
    expect(await declined('4000000000000069', 'cart-5')).toEqual({
      approved: false,
      code: 'CARD_EXPIRED',
      message: PAYMENT_MESSAGES.cardExpired,
    });
  });

  it('grants credit up to the limit', async () => {
    const credit = (amount: number, reference: string) =>
      adapter().capture({
        method: 'wm_credit',
        amount,
        currency: 'NOK',
        cardToken: null,
        reference,
      });
    expect(await credit(49_999, 'credit-1')).toMatchObject({ approved: true });
    expect(await credit(50_001, 'credit-2')).toEqual({
      approved: false,
      code: 'PAYMENT_DECLINED',
      message: PAYMENT_MESSAGES.creditDeclined,
    });
  });

  it('says the provider is unavailable when nothing answers, it answers 5xx, or the secret is wrong', async () => {
    const down = createHttpPaymentProvider({ url: 'http://127.0.0.1:9', secret, timeoutMs: 2000 });
    await expect(down.verify('tok_x')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
    await expect(down.capture(payment('tok_x', 'r'))).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    const failing = createServer((_request, response) => response.writeHead(502).end('<html>'));
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(failing.address() as AddressInfo).port}`;
    try {
      const broken = createHttpPaymentProvider({ url, secret, timeoutMs: 2000 });
      await expect(broken.capture(payment('tok_x', 'r'))).rejects.toBeInstanceOf(
        PaymentProviderUnavailable,
      );
    } finally {
      failing.close();
    }
    const wrongSecret = createHttpPaymentProvider({
      url: provider.url,
      secret: 'no',
      timeoutMs: 2000,
    });
    await expect(wrongSecret.verify('tok_x')).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
