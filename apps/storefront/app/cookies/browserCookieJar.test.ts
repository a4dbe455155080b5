// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';

import { browserCookieJar, withSecureOnHttps } from './browserCookieJar';

afterEach(() => {
  document.cookie = 'vsf-cart=; Max-Age=0; Path=/';
});

describe('withSecureOnHttps', () => {
  it('adds Secure on an HTTPS page, once', () => {
    expect(withSecureOnHttps('vsf-cart=abc; Path=/; SameSite=Strict', 'https:')).toBe(
      'vsf-cart=abc; Path=/; SameSite=Strict; Secure',
    );
    expect(withSecureOnHttps('vsf-cart=abc; Secure; Path=/', 'https:')).toBe(
      'vsf-cart=abc; Secure; Path=/',
    );
    expect(withSecureOnHttps('vsf-cart=abc; secure', 'https:')).toBe('vsf-cart=abc; secure');
  });

  it('leaves the cookie as it is over plain HTTP', () => {
    expect(withSecureOnHttps('vsf-cart=abc; Path=/', 'http:')).toBe('vsf-cart=abc; Path=/');
  });

  it('does not take a cookie value containing "secure" for the attribute', () => {
    expect(withSecureOnHttps('note=insecure; Path=/', 'https:')).toBe(
      'note=insecure; Path=/; Secure',
    );
  });
});

describe('browserCookieJar', () => {
  it("reads and writes the page's cookies (jsdom's page is plain HTTP)", () => {
    const jar = browserCookieJar();
    jar.set('vsf-cart=abc; Path=/; SameSite=Strict');
    expect(jar.get()).toContain('vsf-cart=abc');
  });
});
