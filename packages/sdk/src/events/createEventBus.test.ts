import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { cartWithQuantity } from '../checkout/checkoutTestData';
import { createEventBus, type SdkEvents } from './createEventBus';

/** A cart update as the cart store sends it. */
function cartUpdate(cartId: string, quantity: number): SdkEvents['cart:updated'] {
  const cart = cartWithQuantity(cartId, quantity);
  return { cartId, totalQuantity: cart.totalQuantity, cart };
}

describe('createEventBus', () => {
  it('delivers an emitted payload to every handler of that event, in subscription order', () => {
    const events = createEventBus();
    const calls: string[] = [];
    events.on('cart:updated', (event) => calls.push(`first ${event.totalQuantity}`));
    events.on('cart:updated', (event) => calls.push(`second ${event.cartId}`));

    events.emit('cart:updated', cartUpdate('cart-1', 3));

    expect(calls).toEqual(['first 3', 'second cart-1']);
  });

  it('does not call handlers of other events', () => {
    const events = createEventBus();
    const onExpired = vi.fn();
    events.on('session:expired', onExpired);

    events.emit('currency:changed', { currency: 'NOK' });

    expect(onExpired).not.toHaveBeenCalled();
  });

  it('stops calling a handler once its unsubscribe function has run', () => {
    const events = createEventBus();
    const onExpired = vi.fn();
    const unsubscribe = events.on('session:expired', onExpired);

    events.emit('session:expired', { reason: 'authorization' });
    unsubscribe();
    events.emit('session:expired', { reason: 'user-load-failed' });

    expect(onExpired).toHaveBeenCalledExactlyOnceWith({ reason: 'authorization' });
  });

  it('stops calling a handler after off', () => {
    const events = createEventBus();
    const onCurrency = vi.fn();
    const onCurrencyToo = vi.fn();
    events.on('currency:changed', onCurrency);
    events.on('currency:changed', onCurrencyToo);

    events.off('currency:changed', onCurrency);
    events.emit('currency:changed', { currency: 'EUR' });

    expect(onCurrency).not.toHaveBeenCalled();
    expect(onCurrencyToo).toHaveBeenCalledOnce();
  });

  it('keeps the handlers of separate buses apart', () => {
    const first = createEventBus();
    const second = createEventBus();
    const onFirst = vi.fn();
    first.on('cart:updated', onFirst);

    second.emit('cart:updated', cartUpdate('cart-2', 1));

    expect(onFirst).not.toHaveBeenCalled();
  });

  it('types handlers by event and rejects wrong payloads', () => {
    const events = createEventBus();
    events.on('session:expired', (event) => {
      expectTypeOf(event).toEqualTypeOf<SdkEvents['session:expired']>();
    });

    // @ts-expect-error 'logout' is not a reason the SDK reports
    events.emit('session:expired', { reason: 'logout' });
    // @ts-expect-error a cart update carries a cart id, a quantity and the cart
    events.emit('cart:updated', { currency: 'NOK' });
    // @ts-expect-error not an SDK event
    events.on('cart:cleared', () => undefined);
  });
});
