import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isSdkError } from '../errors/SdkError';
import { cartData, cartLineData } from '../testing/cartData';
import { setupCartContext } from '../testing/cartTestSetup';
import { graphQLError, magento } from '../testing/magento';
import { loadCart } from './loadCart';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('loadCart', () => {
  it("loads a signed-in customer's cart and stores its id", async () => {
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({
          data: { customerCart: cartData('cust', [cartLineData('l1', 'A', 3)]) },
        }),
      ),
    );
    const { context, store, storage, updates } = setupCartContext('authenticated', {
      'vsf-customer': 'tok',
    });
    const cart = await loadCart(context);
    expect(cart.id).toBe('cust');
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', error: null });
    expect(storage.get('vsf-cart')).toBe('cust');
    expect(updates).toEqual([{ cartId: 'cust', totalQuantity: 3 }]);
  });

  it('ends the session through sdk.session when the customer cart fails, and uses the guest cart of before the login', async () => {
    let cartToken: string | null = 'not asked';
    const revoked: (string | null)[] = [];
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ errors: [graphQLError('Something failed', 'graphql')] }),
      ),
      magento.mutation('RevokeCustomerToken', ({ request }) => {
        revoked.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
      }),
      magento.query('Cart', ({ request, variables }) => {
        cartToken = request.headers.get('authorization');
        return HttpResponse.json({ data: { cart: cartData(variables.cartId as string) } });
      }),
    );
    const { context, store, session, storage, tokenStorage, expired, logged } = setupCartContext(
      'authenticated',
      {
        'vsf-customer': 'tok',
        'vsf-cart': 'guest1',
      },
    );
    const states: string[] = [];
    store.subscribe(() => states.push(store.getSnapshot().status));

    expect((await loadCart(context)).id).toBe('guest1');
    expect(revoked).toEqual(['Bearer tok']);
    expect(tokenStorage.get('vsf-customer')).toBeNull();
    expect(session.getSnapshot().status).toBe('guest');
    expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
    expect(cartToken).toBeNull();
    expect(storage.get('vsf-cart')).toBe('guest1');
    expect(storage.get('vsf-cart-merge')).toBeNull();
    // The load goes on for the guest: never back to idle in between.
    expect(states).not.toContain('idle');
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'guest1' } });
    expect(logged).toHaveLength(1);
  });

  it("reads the kept cart as a guest: when it is the customer's own, a new guest cart follows and the session ends once", async () => {
    const created: (string | null)[] = [];
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({ errors: [graphQLError('Something failed', 'graphql')] }),
      ),
      magento.mutation('RevokeCustomerToken', () =>
        HttpResponse.json({ data: { revokeCustomerToken: { result: true } } }),
      ),
      magento.query('Cart', () =>
        HttpResponse.json({
          errors: [
            graphQLError(
              'The current user cannot perform operations on cart "own"',
              'graphql-authorization',
            ),
          ],
        }),
      ),
      magento.mutation('CreateGuestCart', ({ request }) => {
        created.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { createGuestCart: { cart: cartData('new1') } } });
      }),
    );
    const { context, expired, storage } = setupCartContext('authenticated', {
      'vsf-cart': 'own',
    });

    expect((await loadCart(context)).id).toBe('new1');
    expect(expired).toEqual([{ reason: 'cart-load-failed' }]);
    expect(created).toEqual([null]);
    expect(storage.get('vsf-cart')).toBe('new1');
  });

  it('goes on as a guest when the backend refused the token (the transport ended the session)', async () => {
    let revoked = 0;
    server.use(
      magento.query('CustomerCart', () =>
        HttpResponse.json({
          errors: [graphQLError("The current customer isn't authorized.", 'graphql-authorization')],
        }),
      ),
      magento.mutation('RevokeCustomerToken', () => {
        revoked += 1;
        return HttpResponse.json({ data: { revokeCustomerToken: { result: true } } });
      }),
      magento.query('Cart', ({ variables }) =>
        HttpResponse.json({ data: { cart: cartData(variables.cartId as string) } }),
      ),
    );
    const { context, store, session, expired } = setupCartContext('authenticated', {
      'vsf-cart': 'guest1',
    });

    expect((await loadCart(context)).id).toBe('guest1');
    expect(expired).toEqual([{ reason: 'authorization' }]);
    expect(revoked).toBe(0);
    expect(session.getSnapshot().status).toBe('guest');
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'guest1' } });
  });

  it('keeps the session when the customer cart gets no answer (or a gateway error), and fails the load', async () => {
    const gateway = {
      errors: [
        { message: 'The shop API is unreachable', extensions: { category: 'graphql-proxy' } },
      ],
    };
    server.use(magento.query('CustomerCart', () => HttpResponse.json(gateway, { status: 502 })));
    const proxied = setupCartContext('authenticated');
    const bad = await loadCart(proxied.context).catch((caught: unknown) => caught);
    expect(isSdkError(bad) && bad.statusCode).toBe(502);
    expect(proxied.session.getSnapshot().status).toBe('authenticated');

    server.use(magento.query('CustomerCart', () => HttpResponse.error()));
    const { context, store, session, tokenStorage, expired } = setupCartContext('authenticated');

    const error = await loadCart(context).catch((caught: unknown) => caught);
    expect(isSdkError(error, 'network')).toBe(true);
    expect(session.getSnapshot().status).toBe('authenticated');
    expect(tokenStorage.get('vsf-customer')).toBe('tok');
    expect(expired).toEqual([]);
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { action: 'load' } });
  });

  it('creates no cart for a guest without one when create is false', async () => {
    let created = 0;
    server.use(
      magento.mutation('CreateGuestCart', () => {
        created += 1;
        return HttpResponse.json({ data: { createGuestCart: { cart: cartData('new1') } } });
      }),
      magento.query('Cart', () =>
        HttpResponse.json({
          errors: [graphQLError("The cart isn't active.", 'graphql-no-such-entity')],
        }),
      ),
    );
    const none = setupCartContext();
    await expect(loadCart(none.context, { create: false })).resolves.toBeNull();
    expect(none.store.getSnapshot()).toEqual({ status: 'ready', cart: null, error: null });
    expect(none.storage.get('vsf-cart')).toBeNull();

    const unreadable = setupCartContext('guest', { 'vsf-cart': 'old' });
    await expect(loadCart(unreadable.context, { create: false })).resolves.toBeNull();
    expect(unreadable.storage.get('vsf-cart')).toBeNull();
    expect(created).toBe(0);

    // An explicit load (and an add) still creates one (spec §4).
    expect((await loadCart(none.context)).id).toBe('new1');
    expect(created).toBe(1);
  });

  it('reads a stored guest cart and the customer cart when create is false', async () => {
    server.use(
      magento.query('Cart', ({ variables }) =>
        HttpResponse.json({ data: { cart: cartData(variables.cartId as string) } }),
      ),
      magento.query('CustomerCart', () =>
        HttpResponse.json({ data: { customerCart: cartData('cust') } }),
      ),
    );
    const guest = setupCartContext('guest', { 'vsf-cart': 'g1' });
    expect((await loadCart(guest.context, { create: false }))?.id).toBe('g1');
    const customer = setupCartContext('authenticated');
    expect((await loadCart(customer.context, { create: false }))?.id).toBe('cust');
  });

  it('creates a new guest cart without a stored one, never with a token', async () => {
    let created = 0;
    server.use(
      magento.mutation('CreateGuestCart', ({ request }) => {
        created += 1;
        expect(request.headers.get('authorization')).toBeNull();
        return HttpResponse.json({ data: { createGuestCart: { cart: cartData('new1') } } });
      }),
    );
    const { context, storage } = setupCartContext();
    expect((await loadCart(context)).id).toBe('new1');
    expect(created).toBe(1);
    expect(storage.get('vsf-cart')).toBe('new1');
  });

  it('replaces a stored guest cart that cannot be read', async () => {
    server.use(
      magento.query('Cart', () =>
        HttpResponse.json({
          errors: [graphQLError("The cart isn't active.", 'graphql-no-such-entity')],
        }),
      ),
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ data: { createGuestCart: { cart: cartData('new2') } } }),
      ),
    );
    const { context, storage } = setupCartContext('guest', { 'vsf-cart': 'old' });
    expect((await loadCart(context)).id).toBe('new2');
    expect(storage.get('vsf-cart')).toBe('new2');
  });

  it('keeps the stored guest cart when it gets no answer', async () => {
    server.use(magento.query('Cart', () => HttpResponse.error()));
    const { context, store, storage } = setupCartContext('guest', { 'vsf-cart': 'g1' });
    const error = await loadCart(context).catch((caught: unknown) => caught);
    expect(isSdkError(error, 'network')).toBe(true);
    expect(storage.get('vsf-cart')).toBe('g1');
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { action: 'load' } });
  });

  it('throws the first error and keeps it when no cart can be had', async () => {
    server.use(
      magento.mutation('CreateGuestCart', () =>
        HttpResponse.json({ errors: [graphQLError('First'), graphQLError('Second')] }),
      ),
    );
    const { context, store } = setupCartContext();
    const error = await loadCart(context).catch((caught: unknown) => caught);
    expect(isSdkError(error, 'graphql') && error.message).toBe('First');
    expect(store.getSnapshot()).toMatchObject({ status: 'error', error: { action: 'load' } });
  });
});
