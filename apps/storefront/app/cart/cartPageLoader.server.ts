import type { Cart } from '@agri-parts/sdk';
import type { RouterContextProvider } from 'react-router';

import { sdkContext } from '../sdk/sdkContext';
import { sessionContext } from '../session/sessionContext';

/**
 * The cart for the `/cart` page's first paint (it reads before its script runs): the customer's,
 * else the guest cart the browser's `vsf-cart` names; `null` without one, or when it could not be
 * read (the browser then loads it). Never creates a cart.
 */
export async function loadCartForPage(context: Readonly<RouterContextProvider>): Promise<{
  cart: Cart | null;
}> {
  const session = await context.get(sessionContext)();
  // A session that just ended: the browser loads the guest's cart itself.
  if (session.ended) return { cart: null };
  try {
    return { cart: await context.get(sdkContext).cart.load({ create: false }) };
  } catch {
    return { cart: null };
  }
}
