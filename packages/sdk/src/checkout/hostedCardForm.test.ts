import { describe, expect, it } from 'vitest';
import { hostedCardFormUrl, readHostedCardMessage } from './hostedCardForm';

const providerUrl = 'http://pay.test:4100';
const token = {
  source: 'agri-pay',
  type: 'token',
  token: 'tok_abc-1',
  brand: 'Visa',
  last4: '4242',
};

describe('hostedCardFormUrl', () => {
  it('names the shop origin and the amount in øre, on the provider’s origin', () => {
    expect(
      hostedCardFormUrl({
        providerUrl: 'http://pay.test:4100/some/path',
        shopOrigin: 'http://shop.test:3000/checkout/bestilling',
        amount: 1249.499999,
        currency: 'NOK',
      }),
    ).toBe(
      'http://pay.test:4100/hosted/card?origin=http%3A%2F%2Fshop.test%3A3000&amount=1249.50&currency=NOK',
    );
  });

  it('refuses a provider that is not http(s)', () => {
    expect(() =>
      hostedCardFormUrl({
        providerUrl: 'javascript:alert(1)',
        shopOrigin: 'http://a.test',
        amount: 1,
        currency: 'NOK',
      }),
    ).toThrow('Not an http(s) origin');
  });
});

describe('readHostedCardMessage', () => {
  it('takes the token and the ready message from the provider’s origin', () => {
    expect(readHostedCardMessage({ origin: providerUrl, data: token }, providerUrl)).toEqual({
      type: 'token',
      token: 'tok_abc-1',
      brand: 'Visa',
      last4: '4242',
    });
    expect(
      readHostedCardMessage(
        { origin: providerUrl, data: { source: 'agri-pay', type: 'ready', height: 420 } },
        providerUrl,
      ),
    ).toEqual({ type: 'ready', height: 420 });
  });

  it('ignores a token from any other origin, even the shop’s own', () => {
    for (const origin of [
      'http://evil.test',
      'http://pay.test:4101',
      'https://pay.test:4100',
      'null',
    ]) {
      expect(readHostedCardMessage({ origin, data: token }, providerUrl)).toBeNull();
    }
  });

  it('ignores messages of another shape', () => {
    for (const data of [
      null,
      'tok_abc',
      { ...token, source: 'other' },
      { ...token, token: '<img src=x>' },
      { ...token, last4: '42' },
      { source: 'agri-pay', type: 'ready', height: '420' },
    ]) {
      expect(readHostedCardMessage({ origin: providerUrl, data }, providerUrl)).toBeNull();
    }
  });
});
