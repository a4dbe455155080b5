import { describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import {
  defaultExternalCheckoutConfig,
  externalCheckoutUrl,
  type ExternalCheckoutUrlInput,
} from './externalCheckoutUrl';

const enabled: ExternalCheckoutUrlInput = {
  enabled: true,
  cmsUrl: 'https://cms.example',
  syncUrlPath: '/sveacheckout/sync',
  customerToken: 'tok123',
  cartId: 'Xy12ab',
  baseUrl: '/checkout',
};

describe('externalCheckoutUrl', () => {
  it('builds {cmsUrl}{syncUrlPath}/token/{token}/cart/{cartId} when enabled', () => {
    expect(externalCheckoutUrl(enabled)).toBe(
      'https://cms.example/sveacheckout/sync/token/tok123/cart/Xy12ab',
    );
  });

  it('returns the base address unchanged when disabled, whatever else is given', () => {
    expect(externalCheckoutUrl({ ...enabled, enabled: false })).toBe('/checkout');
    expect(
      externalCheckoutUrl({
        ...defaultExternalCheckoutConfig,
        cartId: '',
        baseUrl: 'https://shop.example/checkout/bestilling?x=1',
      }),
    ).toBe('https://shop.example/checkout/bestilling?x=1');
  });

  it('is disabled by default (spec: the external checkout exists but is off)', () => {
    expect(defaultExternalCheckoutConfig.enabled).toBe(false);
  });

  it.each([null, undefined, ''])('leaves the token segment empty without a token (%s)', (token) => {
    expect(externalCheckoutUrl({ ...enabled, customerToken: token })).toBe(
      'https://cms.example/sveacheckout/sync/token//cart/Xy12ab',
    );
  });

  it.each([
    ['https://cms.example/', '/sveacheckout/sync'],
    ['https://cms.example//', '/sveacheckout/sync/'],
    ['https://cms.example', 'sveacheckout/sync'],
    [' https://cms.example ', ' sveacheckout/sync// '],
  ])('joins %j and %j with exactly one slash', (cmsUrl, syncUrlPath) => {
    expect(externalCheckoutUrl({ ...enabled, cmsUrl, syncUrlPath })).toBe(
      'https://cms.example/sveacheckout/sync/token/tok123/cart/Xy12ab',
    );
  });

  it('adds nothing for an empty sync path', () => {
    expect(externalCheckoutUrl({ ...enabled, syncUrlPath: '' })).toBe(
      'https://cms.example/token/tok123/cart/Xy12ab',
    );
    expect(externalCheckoutUrl({ ...enabled, syncUrlPath: '/' })).toBe(
      'https://cms.example/token/tok123/cart/Xy12ab',
    );
  });

  it('keeps a path on the CMS address', () => {
    expect(externalCheckoutUrl({ ...enabled, cmsUrl: 'https://cms.example/no/' })).toBe(
      'https://cms.example/no/sveacheckout/sync/token/tok123/cart/Xy12ab',
    );
  });

  it('percent-encodes the token and the cart id as path segments', () => {
    expect(externalCheckoutUrl({ ...enabled, customerToken: 'a/b?c#d e', cartId: 'x/y%z' })).toBe(
      'https://cms.example/sveacheckout/sync/token/a%2Fb%3Fc%23d%20e/cart/x%2Fy%25z',
    );
  });

  it('refuses to build an address without a CMS address or a cart id when enabled', () => {
    for (const input of [
      { ...enabled, cmsUrl: '' },
      { ...enabled, cmsUrl: ' / ' },
      { ...enabled, cartId: '' },
    ]) {
      let thrown: unknown;
      try {
        externalCheckoutUrl(input);
      } catch (error) {
        thrown = error;
      }
      expect(isSdkError(thrown, 'invalid-argument')).toBe(true);
    }
  });
});
