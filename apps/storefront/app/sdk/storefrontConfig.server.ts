/** The GraphQL API the server renders from (`MAGENTO_GRAPHQL_URL`; commerce-api on localhost). */
export function graphqlUrl(): string {
  return process.env.MAGENTO_GRAPHQL_URL ?? 'http://localhost:4000/graphql';
}

/**
 * The payment provider's origin (`PAYMENT_PROVIDER_URL`; the simulated provider of `npm start` on
 * localhost:4100 by default): the checkout frames its hosted card form, and the
 * Content-Security-Policy allows that frame and nothing else of it.
 */
export function paymentProviderUrl(): string {
  const configured = process.env.PAYMENT_PROVIDER_URL?.trim() || 'http://localhost:4100';
  return new URL(configured).origin;
}

/** How long a page or the `/graphql` proxy waits for the API by default, in milliseconds. */
const defaultApiTimeoutMs = 8_000;

/**
 * How long the server waits for the GraphQL API before it gives up (`API_TIMEOUT_MS`, 8 000 by
 * default): a page then answers the error page, the `/graphql` proxy a 504. Below the browser
 * SDK's own 10 s, so the shopper hears from the storefront first. A value that is not a positive
 * whole number is ignored with a warning.
 */
export function apiTimeoutMs(): number {
  const configured = process.env.API_TIMEOUT_MS?.trim();
  if (!configured) return defaultApiTimeoutMs;
  const value = Number(configured);
  if (Number.isInteger(value) && value > 0) return value;
  console.warn(`API_TIMEOUT_MS "${configured}" is not a number of milliseconds; using 8000.`);
  return defaultApiTimeoutMs;
}

/** How long the server keeps the API's public answers by default, in seconds. */
const defaultQueryCacheSeconds = 10;

/**
 * The longest the storefront server keeps an answer the API marked public (anonymous catalogue
 * queries; `STOREFRONT_QUERY_CACHE_SECONDS`, 10 by default, `0` keeps nothing; see
 * `sharedQueryCache.server.ts`). A value that is not a whole number ≥ 0 is ignored with a warning.
 */
export function queryCacheSeconds(): number {
  const configured = process.env.STOREFRONT_QUERY_CACHE_SECONDS?.trim();
  if (!configured) return defaultQueryCacheSeconds;
  const value = Number(configured);
  if (Number.isInteger(value) && value >= 0) return value;
  console.warn(
    `STOREFRONT_QUERY_CACHE_SECONDS "${configured}" is not a whole number of seconds; using ${defaultQueryCacheSeconds}.`,
  );
  return defaultQueryCacheSeconds;
}

/**
 * The shop's public address, for absolute links that leave the page: canonical URLs, the sitemap,
 * structured data (`PUBLIC_URL`; `http://localhost:$PORT` by default). Never taken from the
 * request's Host header, which a client chooses.
 */
export function publicUrl(): string {
  const configured = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? '3000'}`;
  return configured.replace(/\/+$/, '');
}

/** A Google Tag Manager container id: `GTM-` and letters or digits. */
const containerIdPattern = /^GTM-[A-Z0-9]{1,20}$/;

/**
 * The Google Tag Manager container (`GTM_CONTAINER_ID`, such as `GTM-AB12CD3`), or `null` when none
 * is configured — then no tag manager is loaded, no consent banner shows and nothing is sent
 * anywhere. A value that is not a container id is ignored with a warning, never put in a script.
 */
export function tagManagerContainerId(): string | null {
  const configured = process.env.GTM_CONTAINER_ID?.trim();
  if (!configured) return null;
  if (containerIdPattern.test(configured)) return configured;
  console.warn(`GTM_CONTAINER_ID "${configured}" is not a container id (GTM-…); no tag manager.`);
  return null;
}
