import { externalCheckoutUrl } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { externalCheckoutConfig } from './externalCheckoutConfig.server';

describe('externalCheckoutConfig', () => {
  it('is disabled unless EXTERNAL_CHECKOUT_ENABLED is 1, leaving the shopper at the shop’s checkout', () => {
    for (const env of [
      {},
      { EXTERNAL_CHECKOUT_ENABLED: 'true', EXTERNAL_CHECKOUT_CMS_URL: 'https://cms.example' },
    ]) {
      const config = externalCheckoutConfig(env);
      expect(config.enabled).toBe(false);
      expect(externalCheckoutUrl({ ...config, cartId: 'c1', baseUrl: '/checkout' })).toBe(
        '/checkout',
      );
    }
  });

  it('when enabled leads to the sync address with the token and cart', () => {
    const config = externalCheckoutConfig({
      EXTERNAL_CHECKOUT_ENABLED: '1',
      EXTERNAL_CHECKOUT_CMS_URL: 'https://cms.example/',
      EXTERNAL_CHECKOUT_SYNC_PATH: 'sveacheckout/sync',
    });
    expect(
      externalCheckoutUrl({ ...config, customerToken: 'tok', cartId: 'c1', baseUrl: '/checkout' }),
    ).toBe('https://cms.example/sveacheckout/sync/token/tok/cart/c1');
    expect(
      externalCheckoutUrl({ ...config, customerToken: null, cartId: 'c1', baseUrl: '/checkout' }),
    ).toBe('https://cms.example/sveacheckout/sync/token//cart/c1');
  });
});
