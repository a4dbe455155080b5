import { describe, expect, it } from 'vitest';

import {
  customerCookieOptions,
  readCustomerToken,
  serializeClearedCustomerTokenCookie,
  serializeClearedShopCookie,
  serializeCustomerTokenCookie,
} from './sessionCookie.server';

describe('readCustomerToken', () => {
  it('reads vsf-customer from a Cookie header, wherever it is', () => {
    expect(readCustomerToken('vsf-customer=abc')).toBe('abc');
    expect(readCustomerToken('vsf-store=ad_nb_no; vsf-customer=a-b_c; taxOff=true')).toBe('a-b_c');
  });

  it('is null without the cookie, with an empty one, or without a header', () => {
    expect(readCustomerToken('vsf-store=ad_nb_no')).toBeNull();
    expect(readCustomerToken('vsf-customer=')).toBeNull();
    expect(readCustomerToken('my-vsf-customer=abc; vsf-customer-old=def')).toBeNull();
    expect(readCustomerToken('')).toBeNull();
    expect(readCustomerToken(null)).toBeNull();
    expect(readCustomerToken(undefined)).toBeNull();
  });

  it('decodes what serializeCustomerTokenCookie encoded', () => {
    const written = serializeCustomerTokenCookie('a b;c=d', { secure: false, maxAgeSeconds: 60 });
    expect(readCustomerToken(written.split(';')[0])).toBe('a b;c=d');
  });
});

describe('customerCookieOptions', () => {
  const production = { NODE_ENV: 'production' };

  it('is Secure in production over HTTPS and over plain HTTP to a host on the network', () => {
    expect(customerCookieOptions('https://agrideler.no/', {}, production).secure).toBe(true);
    expect(customerCookieOptions('https://localhost:3000/', {}, production).secure).toBe(true);
    expect(customerCookieOptions('http://agrideler.no/', {}, production).secure).toBe(true);
    expect(customerCookieOptions('http://10.0.0.5:3000/', {}, production).secure).toBe(true);
  });

  it('is not Secure in production over plain HTTP to a loopback host', () => {
    for (const url of [
      'http://localhost:3000/',
      'http://127.0.0.1:41234/x',
      'http://[::1]:3000/',
    ]) {
      expect(customerCookieOptions(url, {}, production).secure).toBe(false);
    }
  });

  it('is not Secure outside production, whatever the address', () => {
    expect(
      customerCookieOptions('https://agrideler.no/', {}, { NODE_ENV: 'development' }).secure,
    ).toBe(false);
    expect(customerCookieOptions('http://agrideler.no/', {}, {}).secure).toBe(false);
  });

  it("lives as long as the API's token: CUSTOMER_TOKEN_LIFETIME_MINUTES, 60 minutes by default", () => {
    const url = 'http://localhost/';
    expect(customerCookieOptions(url, {}, {}).maxAgeSeconds).toBe(3600);
    expect(
      customerCookieOptions(url, {}, { CUSTOMER_TOKEN_LIFETIME_MINUTES: '15' }).maxAgeSeconds,
    ).toBe(900);
    expect(
      customerCookieOptions(url, {}, { CUSTOMER_TOKEN_LIFETIME_MINUTES: '0.5' }).maxAgeSeconds,
    ).toBe(30);
  });

  it("takes the store config's lifetime in hours first", () => {
    const url = 'http://localhost/';
    const env = { CUSTOMER_TOKEN_LIFETIME_MINUTES: '15' };
    expect(customerCookieOptions(url, { lifetimeHours: 2 }, env).maxAgeSeconds).toBe(7200);
    expect(customerCookieOptions(url, { lifetimeHours: 0.25 }, env).maxAgeSeconds).toBe(900);
    expect(customerCookieOptions(url, { lifetimeHours: null }, env).maxAgeSeconds).toBe(900);
    expect(customerCookieOptions(url, { lifetimeHours: 0 }, {}).maxAgeSeconds).toBe(3600);
    expect(customerCookieOptions(url, { lifetimeHours: Number.NaN }, {}).maxAgeSeconds).toBe(3600);
  });

  it('falls back to 60 minutes for a lifetime that is not a positive number', () => {
    for (const configured of ['', '0', '-5', 'an hour', 'Infinity']) {
      expect(
        customerCookieOptions(
          'http://localhost/',
          {},
          { CUSTOMER_TOKEN_LIFETIME_MINUTES: configured },
        ).maxAgeSeconds,
      ).toBe(3600);
    }
  });
});

describe('the token cookie', () => {
  it('is httpOnly, SameSite=Strict, for the whole site, with the given lifetime', () => {
    expect(serializeCustomerTokenCookie('tok3n', { secure: false, maxAgeSeconds: 3600 })).toBe(
      'vsf-customer=tok3n; Max-Age=3600; Path=/; HttpOnly; SameSite=Strict',
    );
  });

  it('carries Secure when asked, and a whole number of seconds', () => {
    expect(serializeCustomerTokenCookie('tok3n', { secure: true, maxAgeSeconds: 90.7 })).toBe(
      'vsf-customer=tok3n; Max-Age=90; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('percent-encodes a token, so it cannot add attributes or other cookies', () => {
    expect(
      serializeCustomerTokenCookie('x; Domain=evil.example', { secure: false, maxAgeSeconds: 1 }),
    ).toMatch(/^vsf-customer=x%3B%20Domain%3Devil\.example; Max-Age=1;/);
  });

  it('is cleared with the same path and flags, and Max-Age=0', () => {
    expect(serializeClearedCustomerTokenCookie({ secure: false })).toBe(
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict',
    );
    expect(serializeClearedCustomerTokenCookie({ secure: true })).toBe(
      'vsf-customer=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
  });
});

describe('serializeClearedShopCookie', () => {
  it("clears a script-readable shop cookie with the SDK cookie storage's path and SameSite", () => {
    expect(serializeClearedShopCookie('vsf-cart')).toBe(
      'vsf-cart=; Max-Age=0; Path=/; SameSite=Strict',
    );
  });
});
