/** The development secret shared by the provider and commerce-api when none is configured. */
export const DEVELOPMENT_SECRET = 'dev-payment-provider-secret';

/** What the provider reads from its environment. */
export interface ProviderConfig {
  port: number;
  host: string;
  /** `STOREFRONT_ORIGIN` (comma-separated): who may frame the form and receive its tokens. */
  shopOrigins: string[];
  /** `PAYMENT_PROVIDER_SECRET`: the shop's shared secret. */
  secret: string;
  /** `VIPPS_TIMEOUT_MS`: how long a Vipps payment waits for approval (5 minutes). */
  vippsTimeoutMs: number;
}

/**
 * Reads the configuration: `PORT` (4100), `HOST` (127.0.0.1), `STOREFRONT_ORIGIN` (the
 * storefront on localhost:3000 by default), `PAYMENT_PROVIDER_SECRET` and `VIPPS_TIMEOUT_MS`.
 *
 * @throws Error naming the variable when a value is not usable (a port, an origin).
 */
export function readProviderConfig(env: NodeJS.ProcessEnv = process.env): ProviderConfig {
  const port = Number(env.PORT ?? 4100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${env.PORT}".`);
  }
  const shopOrigins = (env.STOREFRONT_ORIGIN ?? 'http://localhost:3000,http://127.0.0.1:3000')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean)
    .map((value) => {
      const origin = URL.canParse(value) ? new URL(value).origin : 'null';
      if (origin === 'null' || origin !== value.replace(/\/+$/, '')) {
        throw new Error(
          `STOREFRONT_ORIGIN must list origins (scheme://host[:port]), got "${value}".`,
        );
      }
      return origin;
    });
  const vippsTimeoutMs = Number(env.VIPPS_TIMEOUT_MS ?? 5 * 60_000);
  if (!Number.isInteger(vippsTimeoutMs) || vippsTimeoutMs < 1000) {
    throw new Error(
      `VIPPS_TIMEOUT_MS must be at least 1000 milliseconds, got "${env.VIPPS_TIMEOUT_MS}".`,
    );
  }
  return {
    vippsTimeoutMs,
    port,
    host: env.HOST ?? '127.0.0.1',
    shopOrigins,
    secret: env.PAYMENT_PROVIDER_SECRET || DEVELOPMENT_SECRET,
  };
}
