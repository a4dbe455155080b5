import { describe, expect, it } from 'vitest';
import type { PurchaseEvent } from '../events/createEventBus';
import { addToCartEntry, pageViewEntry, purchaseEntry, viewItemEntry } from './dataLayerEntries';

describe('pageViewEntry', () => {
  it('names the path with its query, the full address and the title', () => {
    expect(
      pageViewEntry({
        url: 'https://deler.example.no/deler?side=2#top',
        title: 'Deler | Agri Deler',
      }),
    ).toEqual({
      event: 'page_view',
      page_path: '/deler?side=2',
      page_location: 'https://deler.example.no/deler?side=2#top',
      page_title: 'Deler | Agri Deler',
    });
  });

  it('takes a URL object as well', () => {
    expect(pageViewEntry({ url: new URL('http://localhost:3000/'), title: '' }).page_path).toBe(
      '/',
    );
  });
});

describe('viewItemEntry', () => {
  it('is the product once in NOK, valued at its price', () => {
    expect(viewItemEntry({ sku: 'OF-1042', name: 'Oljefilter', price: 249 })).toEqual({
      event: 'view_item',
      ecommerce: {
        currency: 'NOK',
        value: 249,
        items: [{ item_id: 'OF-1042', item_name: 'Oljefilter', price: 249, quantity: 1 }],
      },
    });
  });
});

describe('addToCartEntry', () => {
  it('values the quantity added at the unit price, rounded to øre', () => {
    expect(addToCartEntry({ sku: 'BOLT-8', name: 'Bolt M8', price: 9.9, quantity: 3 })).toEqual({
      event: 'add_to_cart',
      ecommerce: {
        currency: 'NOK',
        value: 29.7,
        items: [{ item_id: 'BOLT-8', item_name: 'Bolt M8', price: 9.9, quantity: 3 }],
      },
    });
  });
});

describe('purchaseEntry', () => {
  const order: PurchaseEvent = {
    transactionId: '000001043',
    value: 1348.75,
    shipping: 149,
    tax: 269.75,
    coupon: 'VAAR10',
    currency: 'NOK',
    items: [
      { sku: 'OF-1042', name: 'Oljefilter', price: 249, quantity: 2 },
      { sku: 'KILEREIM-A', name: 'Kilereim', price: 799.5, quantity: 1 },
    ],
  };

  it('carries the transaction id, value, shipping, tax, coupon and items (spec §3)', () => {
    expect(purchaseEntry(order)).toEqual({
      event: 'purchase',
      ecommerce: {
        transaction_id: '000001043',
        currency: 'NOK',
        value: 1348.75,
        shipping: 149,
        tax: 269.75,
        coupon: 'VAAR10',
        items: [
          { item_id: 'OF-1042', item_name: 'Oljefilter', price: 249, quantity: 2 },
          { item_id: 'KILEREIM-A', item_name: 'Kilereim', price: 799.5, quantity: 1 },
        ],
      },
    });
  });

  it('leaves the coupon out of an order without one', () => {
    expect(purchaseEntry({ ...order, coupon: null }).ecommerce).not.toHaveProperty('coupon');
  });
});
