import { randomBytes } from 'node:crypto';

/** The tag manager's script origin (its container and the tags it loads start there). */
const tagManagerOrigin = 'https://www.googletagmanager.com';

/** Where Google Analytics 4 tags send hits and fetch pixels, as Google's CSP guide lists them. */
const analyticsOrigins = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** reCAPTCHA v3 runs its challenge in a frame from these origins. */
const recaptchaFrameOrigins = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** What the storefront's Content-Security-Policy allows besides its own origin. */
export interface ContentSecurityPolicyOptions {
  /** This response's nonce (see {@link createNonce}); inline scripts carry it. */
  nonce: string;
  /**
   * Origins product and CMS images come from (commerce-api's media), such as
   * `https://api.example.no`. Anything that is not an `http(s)` origin is refused.
   */
  imageOrigins?: readonly string[];
  /** Whether a tag manager container is configured (`GTM_CONTAINER_ID`). */
  tagManager?: boolean;
}

/** A fresh nonce for one response: 16 random bytes, base64 (128 bits, as CSP3 recommends). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

const noncePattern = /^[A-Za-z0-9+/_-]+={0,2}$/;

/**
 * The origin of `value` (`scheme://host[:port]`), or an error for anything else: a policy source
 * list must not be widened by a stray `*`, path trick or `;` from configuration.
 */
export function policyOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Not an http(s) origin for the Content-Security-Policy: "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin === 'null') {
    throw new Error(`Not an http(s) origin for the Content-Security-Policy: "${value}"`);
  }
  return url.origin;
}

/**
 * The storefront's Content-Security-Policy for one response:
 *
 * - scripts only with this response's nonce; `'strict-dynamic'` lets those scripts load the
 *   route chunks and, when configured, the tag manager and what it loads (`'self'` and the tag
 *   manager's origin are the fallback for browsers without `'strict-dynamic'`);
 * - style sheets from the shop; `style` attributes allowed (components set sizes and colours
 *   through them: CSS custom properties, the consent banner's spacer), `<style>` elements only
 *   with the nonce;
 * - images from the shop, commerce-api's media and `data:` URLs (plus the analytics pixels with a
 *   tag manager); requests to the shop only (its `/graphql` proxy) plus analytics;
 * - frames only for reCAPTCHA; the service worker from the shop; no plugins; `<base>` and form
 *   targets the shop's own; framed only by the shop itself.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  if (!noncePattern.test(options.nonce)) {
    throw new Error('A Content-Security-Policy nonce must be base64 text');
  }
  const nonce = `'nonce-${options.nonce}'`;
  const images = (options.imageOrigins ?? []).map(policyOrigin);
  const analytics = options.tagManager ? analyticsOrigins : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      nonce,
      "'strict-dynamic'",
      "'self'",
      ...(options.tagManager ? [tagManagerOrigin] : []),
    ],
    ['style-src', "'self'", nonce],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...unique(images), ...analytics],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...analytics],
    ['frame-src', ...recaptchaFrameOrigins],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The `Strict-Transport-Security` value for a response, or `null` when it must not be sent:
 * only in production (`NODE_ENV=production`) and only over HTTPS — browsers ignore it over plain
 * HTTP, and on `http://localhost` it would have nothing to protect.
 */
export function strictTransportSecurity({
  production,
  https,
}: {
  production: boolean;
  https: boolean;
}): string | null {
  return production && https ? 'max-age=31536000; includeSubDomains' : null;
}

/**
 * The origins images may come from, from the environment: `MEDIA_ORIGINS` (comma-separated, for
 * media served from a CDN or commerce-api's public address) when set, else the origin of
 * `MAGENTO_GRAPHQL_URL` (commerce-api serves `/media` itself; `http://localhost:4000` by default).
 *
 * @throws Error naming the value when one is not an http(s) URL.
 */
export function imageOriginsFromEnv(
  env: Readonly<Partial<Record<'MEDIA_ORIGINS' | 'MAGENTO_GRAPHQL_URL', string | undefined>>>,
): string[] {
  const configured = (env.MEDIA_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (configured.length > 0) return unique(configured.map(policyOrigin));
  return [policyOrigin(env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:4000/graphql')];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
