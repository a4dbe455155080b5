import { createCartContext } from '../cart/cartContext';
import { createCartStore, type CartStoreOptions } from '../cart/createCartStore';
import { createEventBus, type SdkEvents } from '../events/createEventBus';
import { createSessionStore } from '../session/createSessionStore';
import type { SessionState } from '../session/sessionReducer';
import { createMemoryStorage } from '../storage/createMemoryStorage';
import { createTransport, type Transport } from '../transport/createTransport';
import { withRequestHeaders } from '../transport/withRequestHeaders';
import { endpoint } from './magento';

/**
 * What a cart store is made of, over a real session store (same transport, events and storages,
 * as `createSdk` wires them), so session changes reach the cart; with what was emitted and
 * logged. `authenticated` without a stored token gets one.
 */
function cartWiring(status: SessionState['status'], stored: Record<string, string>) {
  const storage = createMemoryStorage();
  const tokenStorage = createMemoryStorage();
  for (const [key, value] of Object.entries(stored)) {
    (key === 'vsf-customer' ? tokenStorage : storage).set(key, value);
  }
  if (status === 'authenticated' && !tokenStorage.get('vsf-customer')) {
    tokenStorage.set('vsf-customer', 'tok');
  }
  const events = createEventBus();
  const updates: unknown[] = [];
  // The id and quantity of each update (the cart itself is the state's, tested there).
  events.on('cart:updated', ({ cartId, totalQuantity }) => updates.push({ cartId, totalQuantity }));
  const expired: SdkEvents['session:expired'][] = [];
  events.on('session:expired', (event) => expired.push(event));
  const logged: unknown[][] = [];
  const logger = { error: (...args: unknown[]) => logged.push(args) };
  const transport = createTransport({
    endpoint,
    storeCode: 'ad_nb_no',
    currency: 'NOK',
    getToken: () => tokenStorage.get('vsf-customer'),
    events,
  });
  const tokenless = createTransport({ endpoint, storeCode: 'ad_nb_no', currency: 'NOK' });
  const guestTransport: Transport = {
    request: (document, ...variablesAndOptions) =>
      tokenless.request(
        document,
        ...withRequestHeaders(variablesAndOptions, { 'X-Guest-Request': '1' }),
      ),
  };
  const session = createSessionStore({
    transport,
    events,
    storage,
    tokenStorage,
    preferenceStorage: createMemoryStorage(),
    logger,
  });
  const options: CartStoreOptions = { transport, guestTransport, session, storage, events, logger };
  return { options, session, storage, tokenStorage, updates, expired, logged };
}

/** A cart store (`createCartStore`) and what it is made of; see `cartWiring`. */
export function setupCartStore(
  status: SessionState['status'] = 'guest',
  stored: Record<string, string> = {},
) {
  const { options, ...wiring } = cartWiring(status, stored);
  return { store: createCartStore(options), ...wiring };
}

/**
 * The context the cart's operations run in (`createCartContext`), for calling one operation
 * directly, and what it is made of.
 */
export function setupCartContext(
  status: SessionState['status'] = 'guest',
  stored: Record<string, string> = {},
) {
  const { options, ...wiring } = cartWiring(status, stored);
  const context = createCartContext(options);
  return { context, store: context.store, ...wiring };
}
