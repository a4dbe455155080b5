import { describe, expect, it } from 'vitest';

import {
  contentSecurityPolicy,
  createNonce,
  imageOriginsFromEnv,
  policyOrigin,
  strictTransportSecurity,
} from './contentSecurityPolicy';

/** The policy as a map of directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name ?? '', sources];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce (and what they load), no plugins, no foreign framing', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc123+/==' }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'nonce-abc123+/=='", "'strict-dynamic'", "'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('lets style sheets come from the shop, style attributes stay, <style> only with the nonce', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'n0nce' }));
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-n0nce'"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows images from the media origins, once each, and data: URLs', () => {
    const policy = directives(
      contentSecurityPolicy({
        nonce: 'n',
        imageOrigins: ['https://api.example.no/media/x.jpg', 'https://api.example.no'],
      }),
    );
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.no']);
  });

  it('adds the tag manager and analytics origins only with a container', () => {
    const without = contentSecurityPolicy({ nonce: 'n' });
    expect(without).not.toContain('googletagmanager');
    expect(without).not.toContain('analytics');

    const policy = directives(contentSecurityPolicy({ nonce: 'n', tagManager: true }));
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
  });

  it('refuses a nonce or an image origin that could widen the policy', () => {
    expect(() => contentSecurityPolicy({ nonce: "x' 'unsafe-inline" })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ nonce: 'x; script-src *' })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ nonce: '' })).toThrow(/nonce/);
    expect(() => contentSecurityPolicy({ nonce: 'n', imageOrigins: ['*'] })).toThrow(
      'Not an http(s) origin for the Content-Security-Policy: "*"',
    );
    expect(() =>
      contentSecurityPolicy({ nonce: 'n', imageOrigins: ['javascript:alert(1)'] }),
    ).toThrow(/Not an http\(s\) origin/);
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(() => contentSecurityPolicy({ nonce })).not.toThrow();
    }
  });
});

describe('policyOrigin', () => {
  it('keeps the scheme, host and port only', () => {
    expect(policyOrigin('http://127.0.0.1:4000/graphql?x=1')).toBe('http://127.0.0.1:4000');
    expect(policyOrigin('https://cdn.example.no/media/')).toBe('https://cdn.example.no');
  });
});

describe('imageOriginsFromEnv', () => {
  it('takes MEDIA_ORIGINS when set, else the origin of the GraphQL API', () => {
    expect(imageOriginsFromEnv({})).toEqual(['http://localhost:4000']);
    expect(imageOriginsFromEnv({ MAGENTO_GRAPHQL_URL: 'https://api.example.no/graphql' })).toEqual([
      'https://api.example.no',
    ]);
    expect(
      imageOriginsFromEnv({
        MEDIA_ORIGINS: ' https://cdn.example.no , https://api.example.no/media ',
        MAGENTO_GRAPHQL_URL: 'http://internal:4000/graphql',
      }),
    ).toEqual(['https://cdn.example.no', 'https://api.example.no']);
  });

  it('names a value that is not an origin', () => {
    expect(() => imageOriginsFromEnv({ MEDIA_ORIGINS: 'cdn.example.no' })).toThrow(
      '"cdn.example.no"',
    );
  });
});

describe('strictTransportSecurity', () => {
  it('is a year with subdomains in production over HTTPS, and absent otherwise', () => {
    expect(strictTransportSecurity({ production: true, https: true })).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(strictTransportSecurity({ production: true, https: false })).toBeNull();
    expect(strictTransportSecurity({ production: false, https: true })).toBeNull();
  });
});
