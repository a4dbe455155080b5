/**
 * A whole purchase with `@agri-parts/sdk` alone: plain TypeScript for Node, no framework, no
 * storefront code. It browses, finds a part by the part finder and by licence plate, fills a guest
 * cart, signs a customer in (who already has a cart of their own), merges the two carts and places
 * the order. Read it top to bottom; every step prints what it did.
 *
 * Run it (from this folder, against commerce-api from this repository or your own Magento):
 *
 *   npm start -- --endpoint http://localhost:4000/graphql
 *
 * See README.md for the options and what your Magento needs.
 */
import {
  canAddToCart,
  createMemoryStorage,
  createSdk,
  formatPrice,
  isSdkError,
  isUnansweredError,
  shopConstants,
  withModelFilter,
  type Cart,
  type Product,
  type ProductSummary,
  type Sdk,
} from '@agri-parts/sdk';
import { readOptions, type PurchaseOptions } from './options';

const options = readOptions(process.argv.slice(2), process.env);
const log = (message: string) => console.log(message);
const step = (title: string) => console.log(`\n== ${title}`);
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const nok = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '–' : `${formatPrice(amount)} NOK`;

/**
 * One SDK instance is one shopper: its own token, cart id, events and state. Nothing is shared
 * between instances, so a server makes one per request (see the getting-started guide).
 */
function shopperSdk(): Sdk {
  return createSdk({
    endpoint: options.endpoint,
    storeCode: options.storeCode, // sent as the `Store` header
    currency: options.currency, // sent as the `Content-Currency` header
    // Where the cart id and the like live between requests. A browser would pass
    // createLocalStorage() or createCookieStorage(...); a script keeps them in memory.
    storage: createMemoryStorage(),
    // Where the customer token lives; its own storage, so it could be an httpOnly cookie instead.
    tokenStorage: createMemoryStorage(),
    timeoutMs: options.timeoutMs,
    // The SDK reports the failures it handles itself (a store config that did not load, ...).
    logger: { error: (message, error) => console.error(`[sdk] ${message}:`, describe(error)) },
  });
}

/** A developer-readable line for anything thrown, with the SDK's error code when it is one. */
function describe(error: unknown): string {
  if (!isSdkError(error)) return error instanceof Error ? error.message : String(error);
  const codes = error.graphQLErrors.map((e) => e.code ?? e.category).filter(Boolean);
  return `${error.code} error (status ${error.statusCode}${codes.length ? `, ${codes.join(', ')}` : ''}): ${error.message}`;
}

/** The first product of a list the cart will take in `quantity` (simple, in stock, enough left). */
async function firstBuyable(
  sdk: Sdk,
  items: readonly ProductSummary[],
  quantity: number,
  skip: ReadonlySet<string> = new Set(),
): Promise<Product | null> {
  for (const summary of items) {
    if (summary.type !== 'simple' || skip.has(summary.sku)) continue;
    const product = await sdk.catalog.getProductBySku(summary.sku);
    // The SDK's own add-to-cart rule: stock, quantity, variants. The same check `cart.add` makes.
    if (product && canAddToCart(product, { quantity }).ok) return product;
  }
  return null;
}

function printCart(cart: Cart): void {
  for (const line of cart.items) {
    log(`   ${line.quantity} × ${line.product.sku} ${line.product.name ?? ''}`);
  }
  log(`   ${count(cart.totalQuantity, 'piece')}, grand total ${nok(cart.prices.grandTotal)}`);
}

async function browse(sdk: Sdk): Promise<Product> {
  step('1. Browse');
  // Loads never throw: a failure is logged, kept in the store's state and answered with null.
  const storeConfig = await sdk.config.loadStoreConfig();
  if (!storeConfig) {
    const { error } = sdk.config.getSnapshot();
    throw new Error(`The store config did not load from ${options.endpoint}: ${describe(error)}`, {
      cause: error,
    });
  }
  log(
    `Store ${storeConfig.storeCode} (${storeConfig.storeName ?? 'no name'}), ${storeConfig.gridPerPage} products a page`,
  );

  const menu = await sdk.menu.load();
  log(`Menu: ${menu.map((item) => item.title).join(' | ')}`);

  // A category by its URL, as a router would resolve it; null is the 404.
  const category = await sdk.catalog.getCategoryByUrl(options.categoryUrl);
  if (!category) throw new Error(`No category at ${options.categoryUrl}`);
  log(`Category ${category.name} (${category.url}): ${category.productCount ?? '?'} products`);

  // A listing with a facet value chosen and sorted by price, as a shopper filters it.
  const unfiltered = await sdk.catalog.getProductList({ categoryUid: category.uid, pageSize: 1 });
  const facet = unfiltered.facets.find((f) => f.type === 'options' && f.code !== 'category_uid');
  const value = facet?.options[0];
  const filters = facet && value ? { [facet.code]: [value.value] } : {};
  const list = await sdk.catalog.getProductList({
    categoryUid: category.uid,
    filters,
    sort: { field: 'price', direction: 'ASC' },
    pageSize: storeConfig.gridPerPage,
  });
  log(
    `Filtered by ${facet ? `${facet.label} = ${value?.label}` : 'nothing'}, cheapest first: ` +
      `${list.totalCount} products, page 1 of ${list.pageInfo.totalPages}`,
  );
  for (const item of list.items.slice(0, 3)) {
    log(`   ${item.sku} ${item.name} from ${nok(item.priceRange.minimum.final.value)}`);
  }

  // A product page, by the URL the listing links to.
  const first = list.items[0] ?? unfiltered.items[0];
  const page = first && (await sdk.catalog.getProductByUrl(first.url));
  if (page) {
    log(
      `Product page ${page.url}: ${page.name}, ${page.stockStatus}, ${page.images.length} images`,
    );
  }

  const product = await firstBuyable(sdk, [...list.items, ...unfiltered.items], 1);
  if (!product) throw new Error(`No product in ${category.url} can be added to a cart`);
  return product;
}

async function findByPartFinder(sdk: Sdk): Promise<void> {
  step('2a. Find parts with the part finder (finder → brand → model → parts)');
  const finders = await sdk.partFinder.getFinders();
  const finder =
    finders.find((f) => f.id === shopConstants.partFinder.defaultFinderId) ?? finders[0];
  if (!finder) throw new Error('The backend has no part finder');
  const brands = await sdk.partFinder.getBrands(finder.id);
  const brand = brands.find((b) => b.name === options.brand) ?? brands[0];
  if (!brand) throw new Error(`Finder ${finder.name} has no brands`);
  const models = await sdk.partFinder.getModels(brand.id);
  const model = models.find((m) => m.name === options.model) ?? models[0];
  if (!model) throw new Error(`Brand ${brand.name} has no models`);
  log(
    `${finders.length} finders, ${brands.length} brands in ${finder.name}, ${models.length} models of ${brand.name}`,
  );

  // The model's parts page is a product search narrowed to the parts that fit the model.
  const parts = await sdk.search.search({ term: '', filters: withModelFilter({}, model.id) });
  log(
    `/parts/${finder.slug}/${brand.slug}/${model.slug}: ${count(parts.totalCount, 'part')} fit ` +
      `${brand.name} ${model.name}`,
  );
}

async function findByLicencePlate(sdk: Sdk): Promise<Product> {
  step(`2b. Find parts by licence plate ${options.plate}`);
  // Business outcomes come back as a result, not as a throw: branch on `ok` and `failure.kind`.
  const outcome = await sdk.licensePlate.search(options.plate);
  if (!outcome.ok) {
    const { failure } = outcome;
    switch (failure.kind) {
      case 'invalid':
        throw new Error(`${outcome.plate} is not a licence plate (${failure.reason})`);
      case 'not-registered':
        throw new Error(`No vehicle is registered as ${outcome.plate}`);
      case 'rate-limited':
        throw new Error(`Too many look-ups; try again in ${failure.retryAfterSeconds} s`);
      case 'unavailable':
        throw new Error('The vehicle registry cannot be reached now');
      case 'error':
        throw failure.error;
    }
  }
  const { result } = outcome;
  log(
    `${outcome.plate} is a ${result.vehicle?.make ?? '?'} ${result.vehicle?.tradeName ?? ''} (${result.vehicle?.vehicleClassName ?? 'unknown class'})`,
  );

  // Match the registry's names to the part finder: finder, brand and model with their slugs.
  const info = await sdk.partFinder.getInfo({
    brand: result.brand ?? '',
    model: result.model ?? '',
    finderId: result.brandFinderId ?? shopConstants.partFinder.defaultFinderId,
  });
  if (!info.model)
    throw new Error(`${outcome.plate}: no single model matches; a shopper would choose`);
  const parts = await sdk.search.search({
    term: '',
    filters: withModelFilter({}, info.model.id),
    pageSize: 50,
  });
  log(
    `Parts page /parts/${info.finder?.slug}/${info.brand?.slug}/${info.model.slug}: ${count(parts.totalCount, 'part')}`,
  );
  const part = await firstBuyable(sdk, parts.items, 2);
  if (!part) throw new Error(`None of the parts that fit ${info.model.name} can be bought now`);
  log(`Chose ${part.sku} ${part.name}`);
  return part;
}

async function fillGuestCart(sdk: Sdk, product: Product, part: Product): Promise<Cart> {
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
 * The customer already has a cart of their own, from another device: a second SDK instance (its
 * own token and storage, nothing shared) signs in there and puts a part in it.
 */
async function customerCartFromAnotherDevice(
  credentials: PurchaseOptions['customer'],
  skip: ReadonlySet<string>,
): Promise<void> {
  step('4a. The customer, on another device, already has a cart');
  const phone = shopperSdk();
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

async function signInAndMerge(sdk: Sdk, credentials: PurchaseOptions['customer']): Promise<Cart> {
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

async function checkout(sdk: Sdk): Promise<void> {
  step('5. Checkout');
  sdk.events.on('checkout:order-placed', (purchase) =>
    log(
      `   [event] checkout:order-placed ${purchase.transactionId}, ${nok(purchase.value)}, ${purchase.items.length} lines`,
    ),
  );
  let state = await sdk.checkout.load();
  const customer = sdk.session.getSnapshot().customer;
  const saved = customer?.addresses.find((address) => address.defaultShipping);
  state = await sdk.checkout.setShippingAddress(
    saved
      ? { customerAddressId: saved.id }
      : {
          address: {
            firstname: customer?.firstname ?? 'Kari',
            lastname: customer?.lastname ?? 'Nordmann',
            street: ['Storgata 1'],
            city: 'Hamar',
            postcode: '2317',
            countryCode: 'NO',
            telephone: '90000000',
          },
        },
  );
  log(
    `Ship to ${state.shippingAddress?.street.join(' ')}, ${state.shippingAddress?.postcode} ${state.shippingAddress?.city}`,
  );
  if (state.shippingMethodsStatus !== 'available') {
    throw new Error(`No shipping method for this address (${state.shippingMethodsStatus})`);
  }
  await sdk.checkout.setBillingAddress({ sameAsShipping: true });

  const method = state.shippingMethods.find((candidate) => candidate.available);
  if (!method) throw new Error('No shipping method is available');
  state = await sdk.checkout.setShippingMethod(method.carrierCode, method.methodCode);
  log(`Shipping: ${method.carrierTitle} ${method.methodTitle}, ${nok(method.priceInclTax)}`);

  // commerce-api takes cards (a test card here); a stock Magento offers e.g. checkmo instead.
  const codes = state.paymentMethods.map((payment) => payment.code);
  const payment = codes.includes('wm_card')
    ? 'wm_card'
    : codes.find((code) => code !== 'wm_credit');
  if (!payment) throw new Error(`No payment method to choose from (${codes.join(', ')})`);
  try {
    state = await sdk.checkout.setPaymentMethod(
      payment,
      payment === 'wm_card' ? { card: options.card } : {},
    );
  } catch (error) {
    // The checkout keeps a typed kind for the failures a page explains to the shopper.
    const { error: failure } = sdk.checkout.getSnapshot();
    throw new Error(`Payment refused (${failure?.kind ?? 'unknown'}): ${describe(error)}`);
  }
  log(
    `Payment: ${state.selectedPaymentMethod?.title} ${state.selectedPaymentMethod?.card ? `(${state.selectedPaymentMethod.card.brand} ending ${state.selectedPaymentMethod.card.last4})` : ''}`,
  );
  log(
    `Total to pay: ${nok(state.totals.grandTotal)} (VAT ${nok(state.totals.tax)}, shipping ${nok(state.totals.shippingInclTax)})`,
  );

  const placed = await sdk.checkout.placeOrder();
  log(
    `Order ${placed.orderNumber} placed: ${placed.order.items.length} lines, ${nok(placed.order.totals.grandTotal.value)}`,
  );
}

async function main(): Promise<void> {
  log(
    `Shopping at ${options.endpoint} (Store: ${options.storeCode}, Content-Currency: ${options.currency})`,
  );
  const sdk = shopperSdk();
  const product = await browse(sdk);
  await findByPartFinder(sdk);
  const part = await findByLicencePlate(sdk);
  await fillGuestCart(sdk, product, part);
  await customerCartFromAnotherDevice(options.customer, new Set([product.sku, part.sku]));
  await signInAndMerge(sdk, options.customer);
  await checkout(sdk);
  await sdk.session.logout({ pathname: '/' });
  log('\nDone.');
}

try {
  await main();
} catch (error) {
  console.error(`\nThe purchase failed: ${describe(error)}`);
  const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
  if (isUnansweredError(cause)) {
    // No answer (no connection, a timeout, a gateway's 502/503/504): the backend may have done
    // the work, so a shop reads the state again before it retries.
    console.error(`No answer from ${options.endpoint}. Is the GraphQL server running there?`);
  }
  process.exitCode = 1;
}
