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
/** The product videos' players (`videoEmbedUrl` in the SDK), loaded once the shopper presses play. */
const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

const recaptchaFrameOrigins = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/**
 * reCAPTCHA's scripts: `api.js` (added by the sign-in forms when the API guards them) and what it
 * loads, as Google's CSP guide lists them. The API decides whether reCAPTCHA is on, so the policy
 * always allows them.
 */
const recaptchaScriptOrigins = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];

/** What the storefront's Content-Security-Policy allows besides its own origin. */
export interface ContentSecurityPolicyOptions {
  /**
   * `'sha256-…'` sources of the document's own inline scripts (see `hashInlineScripts`); none for
   * anything that is not a rendered page.
   */
  scriptHashes?: readonly string[];
  /**
   * Origins product and CMS images come from (commerce-api's media), such as
   * `https://api.example.no`. Anything that is not an `http(s)` origin is refused.
   */
  imageOrigins?: readonly string[];
  /** Whether a tag manager container is configured (`GTM_CONTAINER_ID`). */
  tagManager?: boolean;
  /**
   * Origins whose pages the shop frames besides reCAPTCHA: the payment provider's hosted card
   * form (`PAYMENT_PROVIDER_URL`). Anything that is not an `http(s)` origin is refused.
   */
  frameOrigins?: readonly string[];
}

/** A fresh nonce for one render: 16 random bytes, base64 (128 bits, as CSP3 recommends). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

const hashSourcePattern = /^'sha256-[A-Za-z0-9+/]{43}='$/;

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
 * The storefront's Content-Security-Policy for one response. It holds nothing per request, so a
 * shared cache may keep a page together with its policy:
 *
 * - inline scripts only by the hashes of the page's own (`scriptHashes`); script files from the
 *   shop (the route chunks), reCAPTCHA and, with a container, the tag manager's origin. No
 *   `'strict-dynamic'`: with hashes instead of a nonce it would refuse the `import()` of the entry
 *   chunk in React Router's inline module script (a parser-inserted script's imports are not
 *   trusted without a nonce), and `'self'` would be ignored;
 * - style sheets from the shop; `<style>` elements and `style` attributes allowed inline — the
 *   scroll lock of modals adds a `<style>` while the page runs (its numbers change, so no hash
 *   fits, and no nonce is left to give it), components set sizes and CSS custom properties in
 *   `style` attributes; CSS cannot run script, and images and fonts stay limited below;
 * - images from the shop, commerce-api's media and `data:` URLs (plus the analytics pixels with a
 *   tag manager); requests to the shop only (its `/graphql` proxy) plus analytics;
 * - frames only for reCAPTCHA, the product videos' players (YouTube's no-cookie host, Vimeo)
 *   and the payment provider's card form; the service worker from the shop; no plugins; `<base>` and form
 *   targets the shop's own; framed only by the shop itself.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions = {}): string {
  const hashes = options.scriptHashes ?? [];
  for (const hash of hashes) {
    if (!hashSourcePattern.test(hash)) {
      throw new Error(`Not a 'sha256-…' source for the Content-Security-Policy: ${hash}`);
    }
  }
  const images = (options.imageOrigins ?? []).map(policyOrigin);
  const analytics = options.tagManager ? analyticsOrigins : [];
  const frames = (options.frameOrigins ?? []).map(policyOrigin);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    [
      'script-src',
      ...unique([...hashes]),
      "'self'",
      ...recaptchaScriptOrigins,
      ...(options.tagManager ? [tagManagerOrigin] : []),
    ],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', ...unique(images), ...analytics],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...analytics],
    ['frame-src', ...recaptchaFrameOrigins, ...videoFrameOrigins, ...unique(frames)],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Hosts of this machine, where the edge runs with a self-signed certificate for local use. */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The `Strict-Transport-Security` value for a response, or `null` when it must not be sent:
 * only in production (`NODE_ENV=production`) and only over HTTPS — browsers ignore it over plain
 * HTTP. Never for a loopback host (`npm run start:edge` on https://localhost:8443): HSTS is kept
 * per host, not per port, so a browser that trusted the local certificate would then refuse
 * `http://localhost:3000` (`npm start`) for a year.
 */
export function strictTransportSecurity({
  production,
  https,
  hostname = '',
}: {
  production: boolean;
  https: boolean;
  /** The request's host name, without the port. */
  hostname?: string;
}): string | null {
  if (loopbackHosts.has(hostname.toLowerCase())) return null;
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
