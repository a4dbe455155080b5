import { createMemoryStorage, createSdk, type SessionState } from '@agri-parts/sdk';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SdkProvider } from '../sdk/SdkProvider';
import { createTestSdk, magento, testEndpoint } from '../testing/createTestSdk';
import { sdkWrapper } from '../testing/sdkWrapper';
import { useCustomer, useSession } from './useSession';
import { useSessionExpired } from './useSessionExpired';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const customerData = {
  firstname: 'Ola',
  lastname: 'Nordmann',
  email: 'ola.nordmann@example.no',
  taxvat: null,
  company_id: null,
  is_subscribed: false,
  hide_cart_button: null,
  default_billing: null,
  default_shipping: null,
  addresses: [],
};

function answerCustomer() {
  let requests = 0;
  server.use(
    magento.query('Customer', () => {
      requests += 1;
      return HttpResponse.json({ data: { customer: customerData } });
    }),
  );
  return () => requests;
}

function sdkWithToken() {
  return createSdk({
    endpoint: testEndpoint,
    logger: { error: () => undefined },
    sessionReactions: false,
    tokenStorage: createMemoryStorage([['vsf-customer', 'token-1']]),
  });
}

function Greeting() {
  const { status, customer } = useSession();
  return <p>{status === 'authenticated' ? `Hei ${customer?.firstname ?? '…'}` : 'Logg inn'}</p>;
}

describe('useSession', () => {
  it('renders a guest, then the customer after login', async () => {
    server.use(
      magento.mutation('GenerateCustomerToken', () =>
        HttpResponse.json({
          data: { generateCustomerToken: { token: 'token-1', credit_check_approved: true } },
        }),
      ),
    );
    answerCustomer();
    const sdk = createTestSdk();
    const { result } = renderHook(() => useSession(), { wrapper: sdkWrapper(sdk) });
    expect(result.current).toMatchObject({ status: 'guest', customer: null });

    await act(() => result.current.login({ email: 'ola.nordmann@example.no', password: 'x' }));

    expect(result.current).toMatchObject({
      status: 'authenticated',
      customer: { firstname: 'Ola' },
      creditCheckApproved: true,
    });
  });

  it('keeps its actions stable across renders', () => {
    const sdk = createTestSdk();
    const { result, rerender } = renderHook(() => useSession(), { wrapper: sdkWrapper(sdk) });
    const { login, logout } = result.current;

    act(() => sdk.session.hydrate({ status: 'guest', customer: null, creditCheckApproved: null }));
    rerender();

    expect(result.current.login).toBe(login);
    expect(result.current.logout).toBe(logout);
  });

  it('loads the customer of an authenticated session once, for every component', async () => {
    const requests = answerCustomer();
    const sdk = sdkWithToken();
    render(
      <SdkProvider sdk={sdk}>
        <Greeting />
        <Greeting />
      </SdkProvider>,
    );
    expect(screen.getAllByText('Hei …')).toHaveLength(2);

    await waitFor(() => expect(screen.getAllByText('Hei Ola')).toHaveLength(2));
    expect(requests()).toBe(1);
  });

  it('becomes a guest when the customer cannot be loaded', async () => {
    server.use(
      magento.query('Customer', () =>
        HttpResponse.json({
          errors: [
            {
              message: "The current customer isn't authorized.",
              extensions: { category: 'graphql-authorization' },
            },
          ],
        }),
      ),
    );
    render(
      <SdkProvider sdk={sdkWithToken()}>
        <Greeting />
      </SdkProvider>,
    );

    await waitFor(() => expect(screen.getByText('Logg inn')).toBeDefined());
  });

  it('renders the hydrated state on the server, without loading', () => {
    const sdk = createTestSdk();
    const hydrated: SessionState = {
      status: 'authenticated',
      customer: {
        firstname: 'Kari',
        lastname: 'Nordmann',
        email: 'kari@example.no',
        taxvat: null,
        companyId: null,
        phoneNumber: null,
        companyType: null,
        isSubscribed: false,
        hideCartButton: null,
        addresses: [],
        defaultBillingId: null,
        defaultShippingId: null,
      },
      creditCheckApproved: null,
    };
    sdk.session.hydrate(hydrated);

    const html = renderToString(
      <SdkProvider sdk={sdk}>
        <Greeting />
      </SdkProvider>,
    );

    expect(html).toBe('<p>Hei Kari</p>');
  });
});

describe('useCustomer', () => {
  it('is null for a guest and the customer once loaded', async () => {
    answerCustomer();
    const { result } = renderHook(() => useCustomer(), { wrapper: sdkWrapper(sdkWithToken()) });
    expect(result.current).toBeNull();

    await waitFor(() => expect(result.current?.email).toBe('ola.nordmann@example.no'));
  });
});

describe('useSessionExpired', () => {
  it('calls the latest handler on session:expired until unmounted', () => {
    const sdk = createTestSdk();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useSessionExpired(handler), {
      wrapper: sdkWrapper(sdk),
      initialProps: { handler: first },
    });

    rerender({ handler: second });
    act(() => sdk.events.emit('session:expired', { reason: 'authorization' }));
    unmount();
    sdk.events.emit('session:expired', { reason: 'user-load-failed' });

    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ reason: 'authorization' });
  });

  it('hears an authorization error of any request', async () => {
    server.use(
      magento.query('StoreConfig', () =>
        HttpResponse.json({
          errors: [
            {
              message: "The current customer isn't authorized.",
              extensions: { category: 'graphql-authorization' },
            },
          ],
        }),
      ),
    );
    const sdk = sdkWithToken();
    const goHome = vi.fn();
    renderHook(() => useSessionExpired(goHome), { wrapper: sdkWrapper(sdk) });

    await act(() => sdk.config.loadStoreConfig());

    expect(goHome).toHaveBeenCalledWith({ reason: 'authorization' });
    expect(sdk.session.getSnapshot().status).toBe('guest');
  });
});
