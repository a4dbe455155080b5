import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SdkEvents } from '../events/createEventBus';
import { cartData, cartLineData } from '../testing/cartData';
import { magento } from '../testing/magento';
import { setupSessionReactions } from '../testing/sessionReactionsTestSetup';
import { graphQLErrors } from '../testing/sessionTestSetup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const part = { sku: 'MF-3581', type: 'simple', stockStatus: 'in-stock' as const };
const notAuthorized = () =>
  graphQLErrors("The current customer isn't authorized.", 'graphql-authorization');

/** The customer's cart `id` as `CustomerCart` answers it; the adds it receives. */
function answerCustomerCart(id: string) {
  const added: unknown[] = [];
  server.use(
    magento.query('CustomerCart', () =>
      HttpResponse.json({ data: { customerCart: cartData(id) } }),
    ),
    magento.mutation('AddSimpleProductsToCart', ({ variables }) => {
      added.push(variables);
      return HttpResponse.json({
        data: {
          addSimpleProductsToCart: { cart: cartData(id, [cartLineData('l1', 'MF-3581', 2)]) },
        },
      });
    }),
  );
  return added;
}

function setup() {
  const setupResult = setupSessionReactions({
    stored: {
      'vsf-cart': 'cust',
      'vsf-cache-id': 'cache-1',
      'vsf-store': 'ad_nb_no',
      'vsf-currency': 'NOK',
    },
    preferences: { 'vsf-credit-check-approved': 'true' },
  });
  const ended: SdkEvents['session:ended'][] = [];
  const resumed: SdkEvents['session:action-resumed'][] = [];
  setupResult.sdk.events.on('session:ended', (event) => ended.push(event));
  setupResult.sdk.events.on('session:action-resumed', (event) => resumed.push(event));
  return { ...setupResult, ended, resumed };
}

describe('the end of a signed-in session', () => {
  it('ends it once, clears every key of the customer session and keeps the store and currency', async () => {
    answerCustomerCart('cust');
    const { sdk, storage, preferenceStorage, signIn, ended } = setup();
    await signIn();
    server.use(magento.mutation('AddSimpleProductsToCart', notAuthorized));

    const results = await Promise.allSettled([
      sdk.cart.add(part, { quantity: 2 }),
      sdk.cart.add(part, { quantity: 1 }),
    ]);

    expect(results.map(({ status }) => status)).toEqual(['rejected', 'rejected']);
    expect(ended).toEqual([
      {
        reason: 'authorization',
        clearKeys: expect.arrayContaining(['vsf-credit-check-approved']),
        notice: 'not-authorized',
        loginPrompt: true,
        keepInterruptedAction: true,
      },
    ]);
    expect(sdk.session.getSnapshot().status).toBe('guest');
    expect(storage.get('vsf-cart')).toBeNull();
    expect(storage.get('vsf-cache-id')).toBeNull();
    expect(preferenceStorage.get('vsf-credit-check-approved')).toBeNull();
    expect(storage.get('vsf-store')).toBe('ad_nb_no');
    expect(storage.get('vsf-currency')).toBe('NOK');
  });

  it('adds the interrupted item again after the next login, then forgets it', async () => {
    answerCustomerCart('cust');
    const { sdk, preferenceStorage, signIn, resumed } = setup();
    await signIn();
    server.use(magento.mutation('AddSimpleProductsToCart', notAuthorized));
    await sdk.cart.add(part, { quantity: 2 }).catch(() => undefined);
    expect(JSON.parse(preferenceStorage.get('vsf-interrupted-action') ?? 'null')).toMatchObject({
      kind: 'add-to-cart',
      product: part,
      options: { quantity: 2 },
    });

    const added = answerCustomerCart('cust-2');
    await signIn();

    expect(added).toEqual([
      { cartId: 'cust-2', cartItems: [{ data: { sku: 'MF-3581', quantity: 2 } }] },
    ]);
    expect(resumed).toEqual([
      { action: expect.objectContaining({ product: part }), outcome: 'done' },
    ]);
    expect(sdk.cart.getSnapshot().cart?.totalQuantity).toBe(2);
    expect(preferenceStorage.get('vsf-interrupted-action')).toBeNull();
  });

  it('says so when the add fails again, so the shopper can be offered it', async () => {
    answerCustomerCart('cust');
    const { sdk, preferenceStorage, signIn, resumed } = setup();
    await signIn();
    server.use(magento.mutation('AddSimpleProductsToCart', notAuthorized));
    await sdk.cart.add(part, { quantity: 2 }).catch(() => undefined);

    answerCustomerCart('cust-2');
    server.use(
      magento.mutation('AddSimpleProductsToCart', () =>
        graphQLErrors('The requested qty is not available', 'graphql-input'),
      ),
    );
    await signIn();

    expect(resumed).toEqual([
      {
        action: expect.objectContaining({ product: part }),
        outcome: 'failed',
        error: expect.anything(),
      },
    ]);
    expect(preferenceStorage.get('vsf-interrupted-action')).toBeNull();
  });

  it('does not add a stale interrupted item (older than 30 minutes)', async () => {
    const added = answerCustomerCart('cust');
    const stale = JSON.stringify({
      kind: 'add-to-cart',
      product: part,
      options: { quantity: 1 },
      savedAt: 0,
    });
    const { preferenceStorage, signIn, resumed } = setupWith({ 'vsf-interrupted-action': stale });
    await signIn();
    expect(added).toEqual([]);
    expect(resumed).toEqual([]);
    expect(preferenceStorage.get('vsf-interrupted-action')).toBeNull();
  });

  it('ends nothing and says nothing for a guest refused another’s cart', async () => {
    server.use(magento.query('Cart', notAuthorized));
    const { sdk } = setupSessionReactions({ stored: { 'vsf-cart': 'theirs' } });
    const ended: unknown[] = [];
    sdk.events.on('session:ended', (event) => ended.push(event));
    await sdk.cart.load({ create: false }).catch(() => undefined);
    expect(ended).toEqual([]);
  });
});

function setupWith(preferences: Record<string, string>) {
  const result = setupSessionReactions({ preferences });
  const resumed: SdkEvents['session:action-resumed'][] = [];
  result.sdk.events.on('session:action-resumed', (event) => resumed.push(event));
  return { ...result, resumed };
}
