/**
 * A whole purchase with `@agri-parts/sdk` alone: plain TypeScript for Node, no framework, no
 * storefront code. It browses, finds a part by the part finder and by licence plate, fills a guest
 * cart, signs a customer in (who already has a cart of their own), merges the two carts and places
 * the order. Read it top to bottom: `main()` tells the story, and each step lives in a module of
 * its own (`finding.ts`, `cart.ts`, `checkout.ts`); every step prints what it did.
 *
 * Run it (from this folder, against commerce-api from this repository or your own Magento):
 *
 *   npm start -- --endpoint http://localhost:4000/graphql
 *
 * See README.md for the options and what your Magento needs.
 */
import { createMemoryStorage, createSdk, isUnansweredError, type Sdk } from '@agri-parts/sdk';
import { customerCartFromAnotherDevice, fillGuestCart, signInAndMerge } from './cart';
import { checkout } from './checkout';
import { describe, log } from './console';
import { browse, findByLicencePlate, findByPartFinder } from './finding';
import { readOptions } from './options';

const options = readOptions(process.argv.slice(2), process.env);

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

async function main(): Promise<void> {
  log(
    `Shopping at ${options.endpoint} (Store: ${options.storeCode}, Content-Currency: ${options.currency})`,
  );
  const sdk = shopperSdk();
  const product = await browse(sdk, options);
  await findByPartFinder(sdk, options);
  const part = await findByLicencePlate(sdk, options.plate);
  await fillGuestCart(sdk, product, part);
  // The customer's phone: a second shopper, signed in as the same customer.
  const phone = shopperSdk();
  await customerCartFromAnotherDevice(phone, options.customer, new Set([product.sku, part.sku]));
  await signInAndMerge(sdk, options.customer);
  await checkout(sdk, options);
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
