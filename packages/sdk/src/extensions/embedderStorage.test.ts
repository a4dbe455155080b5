import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { shopConstants } from '../config/shopConstants';
import { createSdk } from '../createSdk';
import type { SdkConfig } from '../SdkConfig';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createLocalStorage, type WebStorageLike } from '../storage/createLocalStorage';
import { buildCustomerData } from '../testing/customerData';
import { itemData, listData } from '../testing/wishlistData';

/**
 * An embedder's own storages (docs/extending/storage.md): a JSON file for what outlives a
 * request, a `sessionStorage`-like object for the token, their own Map-backed store for the
 * preferences. Each key goes where it is configured, and a second instance over the same storages
 * resumes the session, the cart and the wish list.
 */

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The embedder's storage over a JSON file, read and written on every call (as in the docs). */
function createJsonFileStorage(path: string): KeyValueStorage {
  const read = (): Record<string, string> => {
    try {
      return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
    } catch {
      return {};
    }
  };
  const write = (values: Record<string, string>) =>
    writeFileSync(path, JSON.stringify(values, null, 2));
  return {
    get: (key) => read()[key] ?? null,
    set: (key, value) => write({ ...read(), [key]: value }),
    remove: (key) => {
      const values = read();
      delete values[key];
      write(values);
    },
  };
}

/** A `sessionStorage` stand-in, as a WebView or a test environment has one. */
class SessionLike implements WebStorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

/** The embedder's own store: a Map they also show in a settings screen. */
function createMapStorage(values: Map<string, string>): KeyValueStorage {
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
}

/** The part of an async key-value store that is used (as in docs/extending/storage.md). */
interface AsyncKeyValue {
  getItem(key: string): Promise<string | null>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

const sdkKeys = [
  ...Object.values(shopConstants.cookies.names),
  ...Object.values(shopConstants.localStorageKeys),
];

/** docs/extending/storage.md's `loadAsyncStorage`, word for word. */
async function loadAsyncStorage(
  store: AsyncKeyValue,
): Promise<KeyValueStorage & { flushed(): Promise<void> }> {
  const values = new Map<string, string>();
  await Promise.all(
    sdkKeys.map(async (key) => {
      const value = await store.getItem(key);
      if (value !== null) values.set(key, value);
    }),
  );
  let writes = Promise.resolve();
  const writeBack = (write: () => Promise<void>) => {
    writes = writes.then(write).catch((error: unknown) => {
      console.error('storage: a write failed', error); // the value is still in memory
    });
  };
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      values.set(key, value);
      writeBack(() => store.setItem(key, value));
    },
    remove: (key) => {
      values.delete(key);
      writeBack(() => store.removeItem(key));
    },
    flushed: () => writes,
  };
}

/** An async store (AsyncStorage, Redis) whose every call takes a turn of the event loop. */
function createSlowStore(): AsyncKeyValue & { values: Map<string, string> } {
  const values = new Map<string, string>();
  const later = <T>(run: () => T) =>
    new Promise<T>((resolve) => setTimeout(() => resolve(run()), 1));
  return {
    values,
    getItem: (key) => later(() => values.get(key) ?? null),
    setItem: (key, value) => later(() => void values.set(key, value)),
    removeItem: (key) => later(() => void values.delete(key)),
  };
}

const money = (value: number) => ({ value });
function cartAnswer(id: string, quantity: number) {
  return {
    id,
    total_quantity: quantity,
    applied_coupons: [],
    items: [],
    prices: {
      subtotal_including_tax: money(100 * quantity),
      subtotal_excluding_tax: money(80 * quantity),
      grand_total: money(100 * quantity),
      applied_taxes: [],
      discounts: [],
    },
    available_payment_methods: [],
    wm_customer_order_fields: null,
  };
}

let directory: string;
let file: string;
let session: SessionLike;
let preferences: Map<string, string>;

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'sdk-storage-'));
  file = join(directory, 'shop-state.json');
  session = new SessionLike();
  preferences = new Map();
  return () => rmSync(directory, { recursive: true, force: true });
});

/** An instance over the embedder's storages, as a new process (or page) would create it. */
function embedderSdk(extra: Partial<SdkConfig> = {}) {
  return createSdk({
    endpoint,
    storage: createJsonFileStorage(file),
    tokenStorage: createLocalStorage(session),
    preferenceStorage: createMapStorage(preferences),
    logger: { error: () => undefined },
    // These tests follow each request to the storages; the login's merges are tested in
    // session/createSessionReactions.test.ts.
    sessionReactions: false,
    ...extra,
  });
}

const stored = () => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

describe('an embedder’s own storages', () => {
  it('keep the guest cart id, the wish list code and the cache id in the file, the tax choice in their store', async () => {
    const sent: { operation: string; variables: unknown; cacheId: string | null }[] = [];
    const record = (operation: string, variables: unknown, request: Request) =>
      sent.push({ operation, variables, cacheId: request.headers.get('X-Magento-Cache-Id') });
    server.use(
      magento.mutation('CreateGuestCart', ({ request }) => {
        record('CreateGuestCart', {}, request);
        return HttpResponse.json(
          { data: { createGuestCart: { cart: cartAnswer('guest-cart', 0) } } },
          { headers: { 'X-Magento-Cache-Id': 'cache-1' } },
        );
      }),
      magento.mutation('AddSimpleProductsToCart', ({ request, variables }) => {
        record('AddSimpleProductsToCart', variables, request);
        return HttpResponse.json({
          data: { addSimpleProductsToCart: { cart: cartAnswer('guest-cart', 1) } },
        });
      }),
      magento.mutation('CreateGuestWishlist', () =>
        HttpResponse.json({ data: { WmWishlistCreate: { sharing_code: 'share-1' } } }),
      ),
      magento.mutation('AddToGuestWishlist', () =>
        HttpResponse.json({
          data: {
            WmWishlistAddItems: {
              user_errors: [],
              wishlist: listData('w1', [itemData('i1', 'AP-2')], 'share-1'),
            },
          },
        }),
      ),
      magento.query('Cart', ({ request, variables }) => {
        record('Cart', variables, request);
        return HttpResponse.json({ data: { cart: cartAnswer('guest-cart', 1) } });
      }),
      magento.query('GuestWishlist', ({ request, variables }) => {
        record('GuestWishlist', variables, request);
        return HttpResponse.json({
          data: { WmWishlist: listData('w1', [itemData('i1', 'AP-2')], 'share-1') },
        });
      }),
    );
    const first = embedderSdk();

    await first.cart.add({ sku: 'AP-1', type: 'simple', stockStatus: 'in-stock' }, { quantity: 1 });
    await first.wishlist.add({ sku: 'AP-2', type: 'simple' });
    first.taxDisplay.setTaxOff(false);

    expect(stored()).toEqual({
      'vsf-cart': 'guest-cart',
      'vsf-cache-id': 'cache-1',
      'vsf-wishlist': 'share-1',
    });
    expect([...preferences]).toEqual([['taxOff', 'false']]);
    expect(session.values.size).toBe(0);

    // A new process: new instances over the same file and stores.
    const second = embedderSdk();
    const cart = await second.cart.load();
    const wishlist = await second.wishlist.load();
    second.taxDisplay.initialise();

    expect(cart).toMatchObject({ id: 'guest-cart', totalQuantity: 1 });
    expect(wishlist.items.map((item) => item.product.sku)).toEqual(['AP-2']);
    expect(second.taxDisplay.getSnapshot().taxOff).toBe(false);
    expect(sent.slice(2)).toEqual([
      { operation: 'Cart', variables: { cartId: 'guest-cart' }, cacheId: 'cache-1' },
      {
        operation: 'GuestWishlist',
        variables: expect.objectContaining({ sharingCode: 'share-1' }),
        cacheId: 'cache-1',
      },
    ]);
    // No new cart: the stored one was resumed.
    expect(sent.filter(({ operation }) => operation === 'CreateGuestCart')).toHaveLength(1);
  });

  it('keep the token in the token storage only, and a second instance resumes the session and merges the guest cart', async () => {
    const authorizations: Record<string, (string | null)[]> = {};
    const seen = (operation: string, request: Request) =>
      (authorizations[operation] ??= []).push(request.headers.get('Authorization'));
    server.use(
      magento.mutation('GenerateCustomerToken', () =>
        HttpResponse.json({
          data: { generateCustomerToken: { token: 'token-1', credit_check_approved: true } },
        }),
      ),
      magento.query('Customer', ({ request }) => {
        seen('Customer', request);
        return HttpResponse.json({ data: { customer: buildCustomerData() } });
      }),
      magento.query('CustomerCart', ({ request }) => {
        seen('CustomerCart', request);
        return HttpResponse.json({ data: { customerCart: cartAnswer('customer-cart', 2) } });
      }),
      magento.mutation('MergeCarts', ({ request, variables }) => {
        seen('MergeCarts', request);
        expect(variables).toEqual({
          sourceCartId: 'guest-cart',
          destinationCartId: 'customer-cart',
        });
        return HttpResponse.json({ data: { mergeCarts: cartAnswer('customer-cart', 3) } });
      }),
    );
    writeFileSync(file, JSON.stringify({ 'vsf-cart': 'guest-cart' }));
    const first = embedderSdk();

    await first.session.login({ email: 'ola.nordmann@example.no', password: 'hemmelig' });

    expect([...session.values]).toEqual([['vsf-customer', 'token-1']]);
    expect(preferences.get('vsf-credit-check-approved')).toBe('true');
    // The guest cart waits in the file to be merged; no token there. (The cart's code has not
    // run in this instance: the next one keeps the guest cart for the merge when it does.)
    expect(stored()).toEqual({ 'vsf-cart': 'guest-cart' });

    // A new page (or process) over the same storages: signed in, and the merge goes on.
    const second = embedderSdk();
    expect(second.session.getSnapshot()).toMatchObject({
      status: 'authenticated',
      creditCheckApproved: true,
    });
    const merged = await second.cart.mergeGuestCart();

    expect(merged).toMatchObject({ merged: true, cart: { id: 'customer-cart', totalQuantity: 3 } });
    expect(stored()).toEqual({ 'vsf-cart': 'customer-cart' });
    expect(authorizations).toEqual({
      Customer: ['Bearer token-1'],
      CustomerCart: ['Bearer token-1'],
      MergeCarts: ['Bearer token-1'],
    });
  });

  it('are where the logout clears the session: the token and the cart ids, not the preferences', async () => {
    server.use(
      magento.mutation('RevokeCustomerToken', () =>
        HttpResponse.json({ data: { revokeCustomerToken: { result: true } } }),
      ),
    );
    session.setItem('vsf-customer', 'token-1');
    writeFileSync(file, JSON.stringify({ 'vsf-cart': 'customer-cart', 'vsf-cache-id': 'c' }));
    preferences.set('taxOff', 'true');
    const sdk = embedderSdk();

    await sdk.session.logout({ pathname: '/' });

    expect(session.values.size).toBe(0);
    expect(stored()).not.toHaveProperty('vsf-cart');
    expect(preferences.get('taxOff')).toBe('true');
    expect(embedderSdk().session.getSnapshot().status).toBe('guest');
  });

  it('over an async store: loaded before createSdk, written back, resumed by the next instance', async () => {
    const cartIds: unknown[] = [];
    server.use(
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ data: { createGuestCart: { cart: cartAnswer('async-cart', 0) } } }),
      ),
      magento.query('Cart', ({ variables }) => {
        cartIds.push(variables['cartId']);
        return HttpResponse.json({ data: { cart: cartAnswer('async-cart', 0) } });
      }),
    );
    const store = createSlowStore();

    const storage = await loadAsyncStorage(store);
    await createSdk({ endpoint, storage }).cart.load();
    await storage.flushed();

    expect([...store.values]).toEqual([['vsf-cart', 'async-cart']]);
    const next = await loadAsyncStorage(store);
    await expect(createSdk({ endpoint, storage: next }).cart.load()).resolves.toMatchObject({
      id: 'async-cart',
    });
    expect(cartIds).toEqual(['async-cart']);
  });
});
