import {
  addToCartEntry,
  claimPurchase,
  createLocalStorage,
  purchaseEntry,
  type EventBus,
} from '@agri-parts/sdk';
import { useEffect } from 'react';

import { pushEcommerceEvent } from './dataLayer';

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Turns the SDK's events into data-layer entries: `cart:item-added` into `add_to_cart`, and
 * `checkout:order-placed` into `purchase` — once per order number for the browser tab (session
 * storage), so a repeated event or a reload of the thank-you page never counts an order twice.
 */
export function useCommerceEvents(events: EventBus): void {
  useEffect(() => {
    const purchases = createLocalStorage(sessionStorageOrNull());
    const offAdded = events.on('cart:item-added', (item) =>
      pushEcommerceEvent(addToCartEntry(item)),
    );
    const offPlaced = events.on('checkout:order-placed', (order) => {
      if (claimPurchase(purchases, order.transactionId)) pushEcommerceEvent(purchaseEntry(order));
    });
    return () => {
      offAdded();
      offPlaced();
    };
  }, [events]);
}
