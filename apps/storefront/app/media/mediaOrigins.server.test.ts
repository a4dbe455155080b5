import { describe, expect, it, vi } from 'vitest';

import { mediaOriginsFromEnv } from './mediaOrigins.server';

describe('mediaOriginsFromEnv', () => {
  it('serves the GraphQL API’s media from the shop by default, and preconnects nothing', () => {
    expect(mediaOriginsFromEnv({ MAGENTO_GRAPHQL_URL: 'http://127.0.0.1:4000/graphql' })).toEqual({
      proxied: 'http://127.0.0.1:4000',
      preconnect: [],
    });
    expect(mediaOriginsFromEnv({})).toEqual({ proxied: 'http://localhost:4000', preconnect: [] });
  });

  it('preconnects the pictures’ other origins, such as a CDN', () => {
    expect(
      mediaOriginsFromEnv({
        MAGENTO_GRAPHQL_URL: 'https://api.agrideler.no/graphql',
        MEDIA_ORIGINS: 'https://api.agrideler.no, https://cdn.agrideler.no/media',
      }),
    ).toEqual({ proxied: 'https://api.agrideler.no', preconnect: ['https://cdn.agrideler.no'] });
  });

  it('with `off` serves no media and preconnects the API’s origin', () => {
    expect(
      mediaOriginsFromEnv({
        MAGENTO_GRAPHQL_URL: 'https://magento.agrideler.no/graphql',
        MEDIA_PROXY_ORIGIN: 'off',
      }),
    ).toEqual({ proxied: null, preconnect: ['https://magento.agrideler.no'] });
  });

  it('proxies another origin when told, and ignores a value that is not one', () => {
    expect(
      mediaOriginsFromEnv({
        MAGENTO_GRAPHQL_URL: 'https://api.agrideler.no/graphql',
        MEDIA_PROXY_ORIGIN: 'https://media.agrideler.no/',
        MEDIA_ORIGINS: 'https://media.agrideler.no',
      }),
    ).toEqual({ proxied: 'https://media.agrideler.no', preconnect: [] });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      mediaOriginsFromEnv({
        MAGENTO_GRAPHQL_URL: 'https://api.agrideler.no/graphql',
        MEDIA_PROXY_ORIGIN: 'media.agrideler.no',
      }).proxied,
    ).toBe('https://api.agrideler.no');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
