/**
 * Steps 3 and 4 of the purchase: a guest fills a cart, the customer already has one of their own
 * from another device, and signing in merges the two.
 */
import type { Cart, Product, Sdk } from '@agri-parts/sdk';
import { describe, log, nok, printCart, step } from './console';
import { firstBuyable } from './finding';
import type { PurchaseOptions } from './options';

export async function fillGuestCart(sdk: Sdk, product: Product, part: Product): Promise<Cart> {
  step('3. Fill a guest cart');
  // Events only notify; state lives in the stores. A header badge listens to cart:updated.
  sdk.events.on('cart:item-added', (item) =>
    log(`   [event] cart:item-added ${item.quantity} × ${item.sku} at ${nok(item.price)}`),
  );
  sdk.events.on('cart:updated', ({ totalQuantity }) =>
    log(`   [event] cart:updated, badge shows ${totalQuantity}`),
  );

  await sdk.cart.add(product, { quantity: 1 }); // creates the guest cart on the first add
  const { cart } = await sdk.cart.add(part, { quantity: 1 });
  const line = cart.items.find((item) => item.product.sku === part.sku);
  if (!line) throw new Error(`${part.sku} is not in the cart`);
  const updated = await sdk.cart.updateQuantity(line.uid, 2);
  log(`Guest cart ${updated.id}:`);
  printCart(updated);
  return updated;
}

/**
 * The customer already has a cart of their own, from another device: a second SDK instance
 * (`phone`: its own token and storage, nothing shared) signs in there and puts a part in it.
 */
export async function customerCartFromAnotherDevice(
  phone: Sdk,
  credentials: PurchaseOptions['customer'],
  skip: ReadonlySet<string>,
): Promise<void> {
  step('4a. The customer, on another device, already has a cart');
  if (credentials.register) {
    const registered = await phone.session.register({
      email: credentials.email,
      password: credentials.password,
      firstname: 'Kari',
      lastname: 'Nordmann',
    });
    if (registered.outcome === 'confirmation-required') {
      throw new Error(`${credentials.email} must confirm the account by e-mail first`);
    }
    log(`Registered ${credentials.email}`);
  } else {
    await phone.session.login({ email: credentials.email, password: credentials.password });
    log(`Signed in as ${credentials.email}`);
  }
  const found = await phone.search.search({ term: '', filters: { price: ['0_'] }, pageSize: 50 });
  const other = await firstBuyable(phone, found.items, 1, skip);
  if (!other) throw new Error('No other product can be added to a cart');
  const { cart } = await phone.cart.add(other, { quantity: 1 });
  log(`Customer cart ${cart.id}:`);
  printCart(cart);
}

export async function signInAndMerge(
  sdk: Sdk,
  credentials: PurchaseOptions['customer'],
): Promise<Cart> {
  step('4b. Sign in and merge the guest cart into the customer cart');
  sdk.events.on('session:expired', ({ reason }) => log(`   [event] session:expired (${reason})`));
  // The SDK merges by itself when the session turns authenticated (`sdk.sessionReactions`) and
  // says how it went in events; a shop shows the lines that could not be moved to the shopper.
  const merge: { cart: Cart | null } = { cart: null };
  sdk.events.on('session:guest-merged', (event) => {
    log(`   [event] session:guest-merged (${event.target})`);
    if (event.target !== 'cart') return;
    merge.cart = event.cart;
    for (const unmoved of event.unmoved) {
      log(`   Not moved: ${unmoved.quantity} × ${unmoved.sku} (${unmoved.message})`);
    }
  });
  sdk.events.on('session:guest-merge-failed', ({ target, error }) =>
    log(`   [event] session:guest-merge-failed (${target}): ${describe(error)}`),
  );
  const session = await sdk.session.login({
    email: credentials.email,
    password: credentials.password,
  });
  log(
    `Signed in as ${session.customer?.firstname} ${session.customer?.lastname} (${session.status})`,
  );

  // A script waits for what the login set off; a page just shows the stores as they change.
  await sdk.sessionReactions.settled();
  const { cart } = merge;
  if (!cart) throw new Error('The guest cart was not merged');
  log(`Merged into customer cart ${cart.id}:`);
  printCart(cart);
  return cart;
}
