import { videoEmbedOrigins } from '@agri-parts/sdk';
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

const hashA = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const hashB = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('contentSecurityPolicy', () => {
  it('allows inline scripts only by the page’s hashes and script files from the shop, no plugins, no foreign framing', () => {
    const policy = directives(contentSecurityPolicy({ scriptHashes: [hashA, hashB, hashA] }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual([
      hashA,
      hashB,
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('holds nothing per request: the same page gets the same policy (a shared cache may keep both)', () => {
    expect(contentSecurityPolicy({ scriptHashes: [hashA] })).toBe(
      contentSecurityPolicy({ scriptHashes: [hashA] }),
    );
    expect(contentSecurityPolicy()).not.toMatch(/nonce|sha256/);
  });

  it('has no strict-dynamic, which without a nonce would refuse React Router’s import of the entry chunk', () => {
    expect(
      directives(contentSecurityPolicy({ scriptHashes: [hashA] })).get('script-src'),
    ).not.toContain("'strict-dynamic'");
  });

  it('lets style sheets come from the shop and inline styles stay (the scroll lock’s <style>, style attributes)', () => {
    const policy = directives(contentSecurityPolicy());
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has('style-src-elem')).toBe(false);
  });

  it('allows images from the media origins, once each, and data: URLs', () => {
    const policy = directives(
      contentSecurityPolicy({
        imageOrigins: ['https://api.example.no/media/x.jpg', 'https://api.example.no'],
      }),
    );
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://api.example.no']);
  });

  it('adds the tag manager and analytics origins only with a container', () => {
    const without = contentSecurityPolicy();
    expect(without).not.toContain('googletagmanager');
    expect(without).not.toContain('analytics');

    const policy = directives(contentSecurityPolicy({ tagManager: true }));
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
    expect(policy.get('img-src')).toContain('https://*.google-analytics.com');
  });

  it('frames the payment provider’s card form by its origin, next to reCAPTCHA and the video players, and nothing else', () => {
    const policy = directives(
      contentSecurityPolicy({ frameOrigins: ['http://localhost:4100/hosted/card?x=1'] }),
    );
    expect(policy.get('frame-src')).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'http://localhost:4100',
    ]);
    expect(directives(contentSecurityPolicy()).get('frame-src')).not.toContain(
      'http://localhost:4100',
    );
    expect(() => contentSecurityPolicy({ frameOrigins: ['*'] })).toThrow(/Not an http\(s\) origin/);
  });

  it('frames exactly the hosts the SDK embeds product videos from', () => {
    const frames = directives(contentSecurityPolicy()).get('frame-src') ?? [];
    expect(frames.filter((origin) => /youtube|vimeo/.test(origin))).toEqual([...videoEmbedOrigins]);
  });

  it('refuses a hash or an image origin that could widen the policy', () => {
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"] })).toThrow(/sha256/);
    expect(() =>
      contentSecurityPolicy({ scriptHashes: [`${hashA.slice(0, -1)} 'unsafe-inline'`] }),
    ).toThrow(/sha256/);
    expect(() => contentSecurityPolicy({ scriptHashes: [`${hashA}; script-src *`] })).toThrow(
      /sha256/,
    );
    expect(() => contentSecurityPolicy({ imageOrigins: ['*'] })).toThrow(
      'Not an http(s) origin for the Content-Security-Policy: "*"',
    );
    expect(() => contentSecurityPolicy({ imageOrigins: ['javascript:alert(1)'] })).toThrow(
      /Not an http\(s\) origin/,
    );
  });
});

describe('createNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) {
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
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

  it('is never sent to this machine’s own host names (the local edge), whatever the port', () => {
    for (const hostname of ['localhost', '127.0.0.1', '[::1]', 'LOCALHOST']) {
      expect(strictTransportSecurity({ production: true, https: true, hostname })).toBeNull();
    }
    expect(
      strictTransportSecurity({ production: true, https: true, hostname: 'agrideler.no' }),
    ).toBe('max-age=31536000; includeSubDomains');
  });
});
