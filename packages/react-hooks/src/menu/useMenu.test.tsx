import { isSdkError } from '@agri-parts/sdk';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useMenu } from './useMenu';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('useMenu', () => {
  it('has the menu once loaded', async () => {
    server.use(
      magento.query('MegaMenu', () =>
        HttpResponse.json({
          data: {
            megaMenuItems: [
              {
                uid: '1',
                title: 'Kampanjer',
                link: '/kampanjer',
                link_type: 'INTERNAL',
                link_uid: null,
                target: null,
                cols_nb: 1,
                content: null,
                custom_class: null,
                icon_url: null,
                items_id: null,
                show_subcategories: false,
                show_title: true,
                width: null,
                children: [],
              },
            ],
          },
        }),
      ),
    );

    const { result } = renderHook(() => useMenu(), { wrapper: sdkWrapper() });

    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toMatchObject([
      { uid: '1', title: 'Kampanjer', linkType: 'internal', children: [] },
    ]);
  });

  it('has a network SdkError when the request fails', async () => {
    server.use(http.get(testEndpoint, () => HttpResponse.error()));

    const { result } = renderHook(() => useMenu(), { wrapper: sdkWrapper() });

    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(isSdkError(result.current.error, 'network')).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});
