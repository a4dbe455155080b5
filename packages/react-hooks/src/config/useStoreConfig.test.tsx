import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SdkProvider } from '../sdk/SdkProvider';
import { createTestSdk, magento, testEndpoint } from '../testing/createTestSdk';
import { useStoreConfig } from './useStoreConfig';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function answerStoreConfig() {
  server.use(
    magento.query('StoreConfig', () =>
      HttpResponse.json({
        data: { storeConfig: { store_name: 'Agri Parts', logo_alt: 'Agri Parts logo' } },
      }),
    ),
  );
}

function LogoAlt() {
  const { status, storeConfig } = useStoreConfig();
  return <p>{`${status}: ${storeConfig?.logoAlt ?? 'no config'}`}</p>;
}

describe('useStoreConfig', () => {
  it('renders the idle state, then the config once the app loads it', async () => {
    answerStoreConfig();
    const sdk = createTestSdk();
    render(
      <SdkProvider sdk={sdk}>
        <LogoAlt />
      </SdkProvider>,
    );
    expect(screen.getByText('idle: no config')).toBeDefined();

    await act(() => sdk.config.loadStoreConfig());

    expect(screen.getByText('success: Agri Parts logo')).toBeDefined();
  });

  it('shows the loading state while the request runs', async () => {
    answerStoreConfig();
    const sdk = createTestSdk();
    render(
      <SdkProvider sdk={sdk}>
        <LogoAlt />
      </SdkProvider>,
    );

    let load: Promise<unknown> = Promise.resolve();
    act(() => {
      load = sdk.config.loadStoreConfig();
    });

    expect(screen.getByText('loading: no config')).toBeDefined();
    await act(() => load);
    expect(screen.getByText('success: Agri Parts logo')).toBeDefined();
  });

  it('renders the error state when the backend answers HTTP 500', async () => {
    server.use(http.get(testEndpoint, () => new HttpResponse(null, { status: 500 })));
    const sdk = createTestSdk();
    render(
      <SdkProvider sdk={sdk}>
        <LogoAlt />
      </SdkProvider>,
    );

    await act(() => sdk.config.loadStoreConfig());

    await waitFor(() => expect(screen.getByText('error: no config')).toBeDefined());
  });

  it('renders on the server what the request’s SDK has loaded', async () => {
    answerStoreConfig();
    const sdk = createTestSdk();
    await sdk.config.loadStoreConfig();

    const html = renderToString(
      <SdkProvider sdk={sdk}>
        <LogoAlt />
      </SdkProvider>,
    );

    expect(html).toBe('<p>success: Agri Parts logo</p>');
  });
});
