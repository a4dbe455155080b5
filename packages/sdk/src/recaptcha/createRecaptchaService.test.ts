import { graphql, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { createTransport } from '../transport/createTransport';
import {
  createRecaptchaService,
  recaptchaRequired,
  type RecaptchaConfig,
} from './createRecaptchaService';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function service() {
  return createRecaptchaService(
    createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' }),
  );
}

const config: RecaptchaConfig = {
  enabled: true,
  websiteKey: 'site-key',
  forms: ['CUSTOMER_LOGIN', 'CUSTOMER_CREATE'],
  badgePosition: 'inline',
  languageCode: 'no',
  minimumScore: 0.5,
  theme: 'light',
  failureMessage: 'ReCaptcha validation failed, please try again',
};

describe('createRecaptchaService', () => {
  it('maps the settings', async () => {
    server.use(
      magento.query('RecaptchaConfig', () =>
        HttpResponse.json({
          data: {
            recaptchaV3Config: {
              is_enabled: true,
              website_key: 'site-key',
              forms: ['CUSTOMER_LOGIN', null, 'CUSTOMER_CREATE'],
              badge_position: 'inline',
              language_code: 'no',
              minimum_score: 0.5,
              theme: 'light',
              failure_message: 'ReCaptcha validation failed, please try again',
            },
          },
        }),
      ),
    );

    await expect(service().getConfig()).resolves.toEqual(config);
  });

  it('is null when the backend has no settings', async () => {
    server.use(
      magento.query('RecaptchaConfig', () =>
        HttpResponse.json({ data: { recaptchaV3Config: null } }),
      ),
    );

    await expect(service().getConfig()).resolves.toBeNull();
  });

  it('throws when the backend cannot be reached', async () => {
    server.use(http.get(endpoint, () => HttpResponse.error()));

    const error = await service()
      .getConfig()
      .catch((caught: unknown) => caught);

    expect(isSdkError(error, 'network')).toBe(true);
  });
});

describe('recaptchaRequired', () => {
  it('is true for a guarded form when verification is on with a site key', () => {
    expect(recaptchaRequired(config, 'CUSTOMER_LOGIN')).toBe(true);
  });

  it('is false for a form that is not guarded', () => {
    expect(recaptchaRequired(config, 'CUSTOMER_FORGOT_PASSWORD')).toBe(false);
  });

  it('is false when verification is off, the site key is missing or there are no settings', () => {
    expect(recaptchaRequired({ ...config, enabled: false }, 'CUSTOMER_LOGIN')).toBe(false);
    expect(recaptchaRequired({ ...config, websiteKey: '' }, 'CUSTOMER_LOGIN')).toBe(false);
    expect(recaptchaRequired(null, 'CUSTOMER_LOGIN')).toBe(false);
  });
});
