import { defaultExternalCheckoutConfig, type ExternalCheckoutConfig } from '@agri-parts/sdk';

/**
 * The external checkout's configuration from the environment: `EXTERNAL_CHECKOUT_ENABLED=1` with
 * `EXTERNAL_CHECKOUT_CMS_URL` and `EXTERNAL_CHECKOUT_SYNC_PATH`. Off unless enabled, as the spec
 * configures it (accounts §1, §9). `env` is a parameter so tests need not touch `process.env`.
 */
export function externalCheckoutConfig(
  env: Record<string, string | undefined> = process.env,
): ExternalCheckoutConfig {
  if (env.EXTERNAL_CHECKOUT_ENABLED !== '1') return defaultExternalCheckoutConfig;
  return {
    enabled: true,
    cmsUrl: env.EXTERNAL_CHECKOUT_CMS_URL ?? '',
    syncUrlPath: env.EXTERNAL_CHECKOUT_SYNC_PATH ?? '',
  };
}
