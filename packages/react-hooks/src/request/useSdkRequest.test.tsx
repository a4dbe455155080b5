import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useSdkRequest } from './useSdkRequest';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('useSdkRequest', () => {
  it('ignores the late answer of a request that a new key replaced', async () => {
    server.use(
      magento.query('CmsPage', async ({ variables }) => {
        const identifier = variables['identifier'] as string;
        if (identifier === 'slow') await delay(150);
        return HttpResponse.json({ data: { cmsPage: { identifier, title: identifier } } });
      }),
    );
    const { result, rerender } = renderHook(
      ({ identifier }: { identifier: string }) =>
        useSdkRequest(`page:${identifier}`, (sdk) => sdk.cms.getPage(identifier)),
      { wrapper: sdkWrapper(), initialProps: { identifier: 'slow' } },
    );

    rerender({ identifier: 'fast' });
    await waitFor(() => expect(result.current.data?.title).toBe('fast'));
    await delay(200);

    expect(result.current.data?.title).toBe('fast');
  });

  it('does not send the request again when only the closure changes', async () => {
    let requests = 0;
    server.use(
      magento.query('CmsPage', () => {
        requests += 1;
        return HttpResponse.json({ data: { cmsPage: { identifier: 'om-oss' } } });
      }),
    );
    const { result, rerender } = renderHook(
      () => useSdkRequest('page:om-oss', (sdk) => sdk.cms.getPage('om-oss')),
      { wrapper: sdkWrapper() },
    );
    await waitFor(() => expect(result.current.status).toBe('success'));

    rerender();
    rerender();
    await delay(50);

    expect(requests).toBe(1);
  });

  it('sends nothing and stays loading while not enabled, then asks once enabled', async () => {
    let requests = 0;
    server.use(
      magento.query('CmsPage', () => {
        requests += 1;
        return HttpResponse.json({ data: { cmsPage: { identifier: 'om-oss', title: 'Om oss' } } });
      }),
    );
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useSdkRequest('page:om-oss', (sdk) => sdk.cms.getPage('om-oss'), { enabled }),
      { wrapper: sdkWrapper(), initialProps: { enabled: false } },
    );
    await delay(50);
    expect(requests).toBe(0);
    expect(result.current.status).toBe('loading');

    rerender({ enabled: true });
    await waitFor(() => expect(result.current.data?.title).toBe('Om oss'));
    expect(requests).toBe(1);
  });
});
