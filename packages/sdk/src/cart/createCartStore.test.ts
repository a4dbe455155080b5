import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guestSessionState, type SessionState } from '../session/sessionReducer';
import { cartData, cartLineData } from '../testing/cartData';
import { setupCartStore } from '../testing/cartTestSetup';
import { magento } from '../testing/magento';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('createCartStore', () => {
  describe('composing the operations', () => {
    it('runs each method as its operation on one cart and one state', async () => {
      const lines = [cartLineData('l1', 'A', 1)];
      // Each mutation answers with the cart as the field of its own name.
      const answering = (operation: string, extra: Record<string, unknown> = {}) =>
        magento.mutation(operation, () =>
          HttpResponse.json({
            data: {
              [operation.charAt(0).toLowerCase() + operation.slice(1)]: {
                cart: cartData('g1', lines, extra),
              },
            },
          }),
        );
      server.use(
        magento.query('Cart', () => HttpResponse.json({ data: { cart: cartData('g1') } })),
        answering('AddSimpleProductsToCart'),
        answering('UpdateCartItems'),
        answering('ApplyCouponToCart', { applied_coupons: [{ code: 'VAAR10' }] }),
        answering('RemoveCouponFromCart'),
        answering('AddCustomFieldsToCart', {
          wm_customer_order_fields: { customer_ref: 'Ref 1', customer_order_no: null },
        }),
        magento.mutation('RemoveItemFromCart', () =>
          HttpResponse.json({ data: { removeItemFromCart: { cart: cartData('g1') } } }),
        ),
      );
      const { store, updates } = setupCartStore('guest', { 'vsf-cart': 'g1' });

      expect((await store.load()).id).toBe('g1');
      const added = await store.add(
        { sku: 'A', type: 'simple', stockStatus: 'in-stock' },
        { quantity: 1 },
      );
      expect(added).toMatchObject({ notice: 'product-added', cart: { totalQuantity: 1 } });
      expect((await store.updateQuantity('l1', 1)).id).toBe('g1');
      expect((await store.applyCoupon('VAAR10')).appliedCoupons).toEqual(['VAAR10']);
      expect((await store.removeCoupon()).appliedCoupons).toEqual([]);
      expect((await store.setOrderFields({ customerRef: 'Ref 1' })).orderFields).toMatchObject({
        customerRef: 'Ref 1',
      });
      expect((await store.remove('l1')).items).toEqual([]);
      expect(store.getSnapshot()).toMatchObject({
        status: 'ready',
        cart: { id: 'g1' },
        error: null,
      });
      expect(updates).toHaveLength(7);
    });

    it('asks once for the customer cart when the first load and the merge run together', async () => {
      let reads = 0;
      server.use(
        magento.query('CustomerCart', () => {
          reads += 1;
          return HttpResponse.json({
            data: { customerCart: cartData('cust', [cartLineData('l1', 'A', 1)]) },
          });
        }),
      );
      // A page opened signed in: useCart loads the cart while sdk.sessionReactions merges.
      const { store } = setupCartStore('authenticated', {
        'vsf-customer': 'tok',
        'vsf-cart': 'cust',
      });
      const [loaded, merge] = await Promise.all([
        store.load({ create: false }),
        store.mergeGuestCart(),
      ]);
      expect(loaded?.id).toBe('cust');
      expect(merge).toMatchObject({ merged: false, reason: 'same-cart' });
      expect(store.getSnapshot()).toMatchObject({ status: 'ready', cart: { id: 'cust' } });
      expect(reads).toBe(1);

      // A later load asks again: the shared read ends with its answer.
      await store.load({ create: false });
      expect(reads).toBe(2);
    });
  });

  describe('following the session', () => {
    const customerState: SessionState = {
      status: 'authenticated',
      customer: null,
      creditCheckApproved: null,
    };

    it('becomes idle at a login and keeps the guest cart for the merge', async () => {
      const merged: unknown[] = [];
      server.use(
        magento.query('Cart', ({ variables }) =>
          HttpResponse.json({
            data: { cart: cartData(variables.cartId as string, [cartLineData('l1', 'A', 1)]) },
          }),
        ),
        magento.query('CustomerCart', () =>
          HttpResponse.json({ data: { customerCart: cartData('cust') } }),
        ),
        magento.mutation('MergeCarts', ({ variables }) => {
          merged.push(variables);
          return HttpResponse.json({
            data: { mergeCarts: cartData('cust', [cartLineData('l1', 'A', 1)]) },
          });
        }),
      );
      const { store, session, storage } = setupCartStore('guest', { 'vsf-cart': 'g1' });
      await store.load();
      expect(store.getSnapshot().cart?.id).toBe('g1');

      // A browser's session after the login (the token stays with the server).
      session.hydrate(customerState);
      expect(store.getSnapshot()).toEqual({ status: 'idle', cart: null, error: null });
      expect(storage.get('vsf-cart-merge')).toBe('g1');

      // The header's load comes first: the guest cart is not lost for the merge.
      expect((await store.load({ create: false }))?.id).toBe('cust');
      expect(storage.get('vsf-cart')).toBe('cust');
      await expect(store.mergeGuestCart()).resolves.toMatchObject({ merged: true, unmoved: [] });
      expect(merged).toEqual([{ sourceCartId: 'g1', destinationCartId: 'cust' }]);
      expect(storage.get('vsf-cart-merge')).toBeNull();
    });

    it("becomes idle at a logout and drops the previous session's answer", async () => {
      let answer: (() => void) | null = null;
      server.use(
        magento.query('CustomerCart', async () => {
          await new Promise<void>((resolve) => (answer = resolve));
          return HttpResponse.json({
            data: { customerCart: cartData('cust', [cartLineData('l1', 'A', 4)]) },
          });
        }),
      );
      const { store, session, storage, updates } = setupCartStore('authenticated');
      const loading = store.load();
      await vi.waitFor(() => expect(answer).not.toBeNull());
      session.hydrate(guestSessionState);
      expect(store.getSnapshot().status).toBe('idle');
      answer!();

      expect((await loading).id).toBe('cust');
      expect(store.getSnapshot()).toEqual({ status: 'idle', cart: null, error: null });
      expect(storage.get('vsf-cart')).toBeNull();
      expect(updates).toEqual([]);
    });

    it('does nothing when the status stays the same', () => {
      const { store, session } = setupCartStore('authenticated');
      const listener = vi.fn();
      store.subscribe(listener);
      session.hydrate(customerState);
      session.setCustomer({ email: 'ola@example.no' } as never);
      expect(listener).not.toHaveBeenCalled();
    });
  });
});
