import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSdk } from './createSdk';
import { createMemoryStorage } from './storage/createMemoryStorage';
import { buildCustomerData } from './testing/customerData';

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Answers `StoreConfig` with an empty config, recording the headers of each request. */
function recordHeaders(): Headers[] {
  const seen: Headers[] = [];
  server.use(
    magento.query('StoreConfig', ({ request }) => {
      seen.push(request.headers);
      return HttpResponse.json({ data: { storeConfig: { grid_per_page: 24 } } });
    }),
  );
  return seen;
}

describe('createSdk', () => {
  it('sends the shop store code and NOK by default, and no token for a guest', async () => {
    const seen = recordHeaders();

    await createSdk({ endpoint }).config.loadStoreConfig();

    expect(seen[0]?.get('Store')).toBe('ad_nb_no');
    expect(seen[0]?.get('Content-Currency')).toBe('NOK');
    expect(seen[0]?.has('Authorization')).toBe(false);
  });

  it('sends the configured store code and currency', async () => {
    const seen = recordHeaders();

    await createSdk({ endpoint, storeCode: 'ad_en_gb', currency: 'EUR' }).config.loadStoreConfig();

    expect(seen[0]?.get('Store')).toBe('ad_en_gb');
    expect(seen[0]?.get('Content-Currency')).toBe('EUR');
  });

  it('reads the customer token from storage under vsf-customer', async () => {
    const seen = recordHeaders();
    const storage = createMemoryStorage([['vsf-customer', 'token-1']]);

    await createSdk({ endpoint, storage }).config.loadStoreConfig();

    expect(seen[0]?.get('Authorization')).toBe('Bearer token-1');
  });

  it('reads the token from tokenStorage when one is given, at the time of each request', async () => {
    const seen = recordHeaders();
    const tokenStorage = createMemoryStorage();
    const sdk = createSdk({
      endpoint,
      storage: createMemoryStorage([['vsf-customer', 'not-this-one']]),
      tokenStorage,
    });

    await sdk.config.loadStoreConfig();
    tokenStorage.set('vsf-customer', 'token-2');
    await sdk.config.loadStoreConfig();

    expect(seen.map((headers) => headers.get('Authorization'))).toEqual([null, 'Bearer token-2']);
  });

  it('gives every instance its own state', async () => {
    recordHeaders();
    const first = createSdk({ endpoint });
    const second = createSdk({ endpoint });

    await first.config.loadStoreConfig();

    expect(first.config.getSnapshot().storeConfig?.gridPerPage).toBe(24);
    expect(second.config.getSnapshot().status).toBe('idle');
    expect(first.events).not.toBe(second.events);
    expect(first.notifications).not.toBe(second.notifications);
  });

  it('reads the catalogue through the same transport and headers', async () => {
    let store: string | null = null;
    server.use(
      magento.query('Route', ({ request }) => {
        store = request.headers.get('Store');
        return HttpResponse.json({ data: { route: null } });
      }),
    );

    await expect(createSdk({ endpoint }).catalog.resolveUrl('/nope')).resolves.toBeNull();

    expect(store).toBe('ad_nb_no');
  });

  it('ranks a search by the guest’s active tractor once My tractors is loaded', async () => {
    const filters: unknown[] = [];
    server.use(
      magento.query('ProductList', ({ variables }) => {
        filters.push(variables['filter']);
        return HttpResponse.json({ data: { products: { items: [], total_count: 0 } } });
      }),
    );
    const info = (id: number, name: string) => ({ id, name, slug: name.toLowerCase() });
    const tractor = {
      finder: info(1, 'Traktor'),
      brand: info(4, 'Massey Ferguson'),
      model: info(40, '3080'),
    };
    const sdk = createSdk({ endpoint, preferenceStorage: createMemoryStorage() });

    await sdk.search.search({ term: 'oljefilter' });
    await sdk.tractors.add(tractor, { active: true });
    await sdk.search.search({ term: 'oljefilter' });
    await sdk.tractors.setActive(null);
    await sdk.search.search({ term: 'oljefilter' });

    expect(filters).toEqual([{}, { wm_boost_pf_model_id: { eq: '40' } }, {}]);
  });

  it('keeps the tax display in preferenceStorage, or in storage when none is given', () => {
    const storage = createMemoryStorage();
    const preferenceStorage = createMemoryStorage();

    createSdk({ endpoint, storage, preferenceStorage }).taxDisplay.setTaxOff(false);
    createSdk({ endpoint, storage }).taxDisplay.setTaxOff(true);

    expect(preferenceStorage.get('taxOff')).toBe('false');
    expect(storage.get('taxOff')).toBe('true');
  });

  it('keeps the login token in tokenStorage and the credit flag in preferenceStorage', async () => {
    server.use(
      magento.mutation('GenerateCustomerToken', () =>
        HttpResponse.json({
          data: { generateCustomerToken: { token: 'token-3', credit_check_approved: true } },
        }),
      ),
      magento.query('Customer', () =>
        HttpResponse.json({ data: { customer: buildCustomerData() } }),
      ),
    );
    const storage = createMemoryStorage();
    const tokenStorage = createMemoryStorage();
    const preferenceStorage = createMemoryStorage();
    const sdk = createSdk({ endpoint, storage, tokenStorage, preferenceStorage });

    await sdk.session.login({ email: 'ola.nordmann@example.no', password: 'Traktor-2024' });

    expect(tokenStorage.get('vsf-customer')).toBe('token-3');
    expect(preferenceStorage.get('vsf-credit-check-approved')).toBe('true');
    expect(storage.get('vsf-customer')).toBeNull();
    expect(sdk.session.getSnapshot().customer?.email).toBe('ola.nordmann@example.no');
  });

  it('puts the customer a profile change returns into the session', async () => {
    server.use(
      magento.mutation('UpdateCustomer', () =>
        HttpResponse.json({
          data: { updateCustomerV2: { customer: buildCustomerData({ firstname: 'Kari' }) } },
        }),
      ),
    );
    const sdk = createSdk({ endpoint, storage: createMemoryStorage([['vsf-customer', 't']]) });

    await sdk.customer.updateProfile({ firstname: 'Kari' });

    expect(sdk.session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      customer: { firstname: 'Kari' },
    });
  });

  it('ends the session on a graphql-authorization error of any service', async () => {
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
    const storage = createMemoryStorage([
      ['vsf-customer', 'expired'],
      ['vsf-cart', 'cart-1'],
    ]);
    const sdk = createSdk({ endpoint, storage, logger: { error: () => undefined } });

    await sdk.config.loadStoreConfig();

    expect(storage.get('vsf-customer')).toBeNull();
    expect(storage.get('vsf-cart')).toBeNull();
    expect(sdk.session.getSnapshot().status).toBe('guest');
  });

  it('keeps the session’s customer current when an address is removed', async () => {
    server.use(
      magento.query('Customer', () =>
        HttpResponse.json({ data: { customer: buildCustomerData() } }),
      ),
      magento.mutation('DeleteCustomerAddress', () =>
        HttpResponse.json({ data: { deleteCustomerAddress: true } }),
      ),
    );
    const sdk = createSdk({ endpoint, storage: createMemoryStorage([['vsf-customer', 't']]) });
    await sdk.session.loadCustomer();

    await sdk.addresses.remove(1);

    expect(sdk.session.getSnapshot().customer).toMatchObject({
      addresses: [],
      defaultBillingId: null,
    });
  });
});
