import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProviderServer, type RunningProvider } from '@agri-parts/payment-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './customerHelpers.js';
import { withTestDatabase } from './testApi.js';

/**
 * commerce-api as the process `npm start` runs (its source through tsx), killed while shoppers
 * keep it busy and started again on the same database: every mutation that got a success answer
 * must still be there. SIGTERM must be a graceful shutdown; SIGKILL must leave a database that
 * opens again. The embedded database on disk, or a schema of its own on PostgreSQL when
 * `DATABASE_URL` is set.
 */

const appRoot = fileURLToPath(new URL('..', import.meta.url));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `src/main.ts` and resolves once it says where it listens. */
function startApi(env: NodeJS.ProcessEnv): Promise<Running> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/main.ts'],
      {
        cwd: appRoot,
        env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child.on('exit', (code, signal) => done({ code, signal })),
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /GraphQL API ready at (http:\/\/\S+\/graphql)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1], output: () => output, exited });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) =>
      reject(new Error(`commerce-api exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
}

type Body<T> = { data?: T; errors?: { message: string }[] };

/** A GraphQL request; throws on a network failure, a non-200 status or a GraphQL error. */
async function gql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: 'ad_nb_no',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await response.json()) as Body<T>;
  if (response.status !== 200 || body.errors?.length || !body.data) {
    throw new Error(`HTTP ${response.status}: ${JSON.stringify(body.errors)}`);
  }
  return body.data;
}

const LOGIN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }`;
const CREATE_CART = `mutation { createGuestCart { cart { id } } }`;
const ADD = `mutation ($id: String!, $sku: String!) {
  addSimpleProductsToCart(input: { cart_id: $id, cart_items: [{ data: { sku: $sku, quantity: 1 } }] }) {
    cart { id } } }`;
const CREATE_ADDRESS = `mutation ($input: CustomerAddressInput!) {
  createCustomerAddress(input: $input) { id } }`;
const HOME = {
  firstname: 'Åse',
  lastname: 'Østby',
  city: 'Hamar',
  postcode: '2317',
  country_code: 'NO',
  telephone: '90000000',
};

/** What the shoppers were told succeeded, and what they tried. */
interface Ledger {
  /** Guest cart id → adds answered with success, and adds sent. */
  carts: Map<string, { answered: number; sent: number }>;
  /** Streets of the customer addresses whose creation was answered with success. */
  streets: string[];
  /** Order numbers placed with a success answer. */
  orders: string[];
  failures: number;
  /** The first few distinct failures, to tell a kill from a mistake. */
  failureMessages: Set<string>;
}

const newLedger = (): Ledger => ({
  carts: new Map(),
  streets: [],
  orders: [],
  failures: 0,
  failureMessages: new Set(),
});

/**
 * Keeps commerce-api busy until `stop()`: two shoppers filling guest carts, a customer creating
 * addresses and another placing orders, each going on after a failed request as a shopper would.
 */
function startLoad(url: string, tokens: { addresses: string; orders: string }, sku: string) {
  const ledger = newLedger();
  let running = true;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
  const loop = async (step: () => Promise<void>) => {
    while (running) {
      try {
        await step();
      } catch (error) {
        ledger.failures += 1;
        if (ledger.failureMessages.size < 5) ledger.failureMessages.add(String(error));
        await pause();
      }
    }
  };

  let cartId: string | null = null;
  const guest = async () => {
    if (!cartId) {
      cartId = (await gql<{ createGuestCart: { cart: { id: string } } }>(url, CREATE_CART))
        .createGuestCart.cart.id;
      ledger.carts.set(cartId, { answered: 0, sent: 0 });
    }
    const entry = ledger.carts.get(cartId)!;
    entry.sent += 1;
    await gql(url, ADD, { id: cartId, sku });
    entry.answered += 1;
    if (entry.answered >= 3) cartId = null;
  };

  let streetNumber = 0;
  const addresses = async () => {
    const street = `Omstartveien ${Date.now()}-${(streetNumber += 1)}`;
    await gql(url, CREATE_ADDRESS, { input: { ...HOME, street: [street] } }, tokens.addresses);
    ledger.streets.push(street);
  };

  const orders = async () => {
    const token = tokens.orders;
    const { customerCart } = await gql<{ customerCart: { id: string; items: unknown[] } }>(
      url,
      '{ customerCart { id items { uid } } }',
      {},
      token,
    );
    const id = customerCart.id;
    if (customerCart.items.length === 0) await gql(url, ADD, { id, sku }, token);
    const steps: [string, Record<string, unknown>][] = [
      [
        `mutation ($id: String!, $a: ShippingAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [$a] }) { cart { id } } }`,
        { a: { address: { ...HOME, street: ['Storgata 1'] } } },
      ],
      [
        `mutation ($id: String!) { setBillingAddressOnCart(input: { cart_id: $id, billing_address: { same_as_shipping: true } }) { cart { id } } }`,
        {},
      ],
      [
        `mutation ($id: String!) { setShippingMethodsOnCart(input: { cart_id: $id, shipping_methods: [{ carrier_code: "bring", method_code: "pickup_point" }] }) { cart { id } } }`,
        {},
      ],
      [
        `mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "wm_credit" } }) { cart { id } } }`,
        {},
      ],
    ];
    for (const [query, variables] of steps) await gql(url, query, { id, ...variables }, token);
    const { placeOrder } = await gql<{
      placeOrder: { errors: { message: string }[]; orderV2: { number: string } | null };
    }>(
      url,
      `mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { errors { message } orderV2 { number } } }`,
      { id },
      token,
    );
    if (!placeOrder.orderV2) throw new Error(placeOrder.errors.map((e) => e.message).join('; '));
    ledger.orders.push(placeOrder.orderV2.number);
  };

  const workers = [loop(guest), loop(guest), loop(addresses), loop(orders)];
  return {
    ledger,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Checks that everything the ledger says was answered with success is in the database. */
async function expectAllKept(
  url: string,
  ledger: Ledger,
  tokens: { addresses: string; orders: string },
) {
  const adds = [...ledger.carts.values()].reduce((sum, cart) => sum + cart.answered, 0);
  console.info(
    `answered before the kill: ${adds} adds to ${ledger.carts.size} guest carts, ${ledger.streets.length} addresses, ${ledger.orders.length} orders (${ledger.failures} failed requests: ${[...ledger.failureMessages].join(' | ')})`,
  );
  for (const [id, { answered, sent }] of ledger.carts) {
    if (answered === 0) continue;
    const { cart } = await gql<{ cart: { items: { quantity: number }[] } }>(
      url,
      'query ($id: String!) { cart(cart_id: $id) { items { quantity } } }',
      { id },
    );
    const quantity = cart.items.reduce((sum, item) => sum + item.quantity, 0);
    // Every answered add is there; an add cut off by the kill may or may not be.
    expect(quantity).toBeGreaterThanOrEqual(answered);
    expect(quantity).toBeLessThanOrEqual(sent);
  }
  const { customer } = await gql<{ customer: { addresses: { street: string[] }[] } }>(
    url,
    '{ customer { addresses { street } } }',
    {},
    tokens.addresses,
  );
  const streets = new Set(customer.addresses.map((address) => address.street[0]));
  expect(ledger.streets.filter((street) => !streets.has(street))).toEqual([]);
  const { customer: buyer } = await gql<{ customer: { orders: { items: { number: string }[] } } }>(
    url,
    '{ customer { orders(pageSize: 100) { items { number } } } }',
    {},
    tokens.orders,
  );
  const numbers = new Set(buyer.orders.items.map((order) => order.number));
  expect(ledger.orders.filter((number) => !numbers.has(number))).toEqual([]);
}

/**
 * A POST whose body is sent in two halves: the request is under way from the first half on, and
 * the server can only answer once `finish()` sends the rest.
 */
function halfSentRequest(
  url: string,
  query: string,
  variables: Record<string, unknown>,
  token: string,
) {
  const body = Buffer.from(JSON.stringify({ query, variables }));
  const target = new URL(url);
  const request = httpRequest({
    host: target.hostname,
    port: target.port,
    path: target.pathname,
    method: 'POST',
    agent: false,
    headers: {
      'content-type': 'application/json',
      'content-length': String(body.length),
      store: 'ad_nb_no',
      authorization: `Bearer ${token}`,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  // Awaited by the test after `finish()`; a failure before that is not unhandled.
  answer.catch(() => undefined);
  const half = Math.floor(body.length / 2);
  request.write(body.subarray(0, half));
  return {
    answer,
    finish: () => request.end(body.subarray(half)),
  };
}

/** Whether a new connection to `url` is refused. */
function connectionRefused(url: string): Promise<boolean> {
  const target = new URL(url);
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: target.hostname, port: target.port, path: '/', agent: false },
      (response) => {
        response.resume();
        resolve(false);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    request.end();
  });
}

const waitFor = async (condition: () => boolean, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('commerce-api killed and restarted under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'commerce-api-restart-'));
  let env: NodeJS.ProcessEnv;
  let running: Running | null = null;
  let releaseDatabase: () => void = () => {};
  // Orders on credit go through the payment provider, a service of its own.
  let provider: RunningProvider | null = null;
  let sku = '';
  let tokens = { addresses: '', orders: '' };

  const buyer = { email: `omstart.${Date.now()}@example.no`, password: 'Traktor-2024' };

  /** Starts the server (again) and signs both customers in. */
  const start = async () => {
    if (!running || running.child.exitCode !== null || running.child.signalCode !== null) {
      running = await startApi(env);
    }
    tokens = {
      addresses: (
        await gql<{ generateCustomerToken: { token: string } }>(running.url, LOGIN, DEMO.ola)
      ).generateCustomerToken.token,
      orders: (await gql<{ generateCustomerToken: { token: string } }>(running.url, LOGIN, buyer))
        .generateCustomerToken.token,
    };
    return running;
  };

  beforeAll(async () => {
    const databaseReady = new Promise<NodeJS.ProcessEnv>((resolve) => {
      void withTestDatabase(
        (location) =>
          new Promise<void>((release) => {
            releaseDatabase = release;
            resolve(
              location.kind === 'postgres'
                ? { DATABASE_URL: location.url }
                : { DATABASE_URL: '', DATA_DIR: join(dataDir, 'pglite') },
            );
          }),
      );
    });
    provider = await startProviderServer({ shopOrigins: [], secret: 'restart-test-secret' });
    env = {
      ...(await databaseReady),
      SEED_PRODUCTS: '40',
      PAYMENT_PROVIDER_URL: provider.url,
      PAYMENT_PROVIDER_SECRET: 'restart-test-secret',
    };
    running = await startApi(env);
    // A private customer of their own places the orders (card-free: on credit).
    await gql(
      running.url,
      `mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }`,
      { input: { ...buyer, firstname: 'Åse', lastname: 'Østby' } },
    );
    const api = await start();
    const { products } = await gql<{
      products: {
        items: {
          __typename: string;
          sku: string;
          stock_status: string;
          only_x_left_in_stock: number | null;
        }[];
      };
    }>(
      api.url,
      '{ products(filter: { price: { from: "1" } }, pageSize: 40) { items { __typename sku stock_status only_x_left_in_stock } } }',
    );
    sku = products.items.find(
      (product) =>
        product.__typename === 'SimpleProduct' &&
        product.stock_status === 'IN_STOCK' &&
        product.only_x_left_in_stock === null,
    )!.sku;
  }, 120_000);

  afterAll(async () => {
    const child = running?.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await running?.exited;
    }
    releaseDatabase();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('SIGTERM: stops accepting, finishes the request under way, closes the database and exits 0; nothing answered is lost', async () => {
    const api = running!;
    const load = startLoad(api.url, tokens, sku);
    // Killed once there is something of every kind to lose, in the middle of more.
    await waitFor(() => load.ledger.orders.length >= 2 && load.ledger.streets.length >= 2, 30_000);
    const street = `Halvsendt ${Date.now()}`;
    const underWay = halfSentRequest(
      api.url,
      CREATE_ADDRESS,
      { input: { ...HOME, street: [street] } },
      tokens.addresses,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));

    api.child.kill('SIGTERM');
    await waitFor(() => api.output().includes('Shutting down'), 5_000);
    expect(await connectionRefused(api.url)).toBe(true);
    underWay.finish();
    const answered = await underWay.answer;
    const exit = await api.exited;
    await load.stop();

    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({
      data: { createCustomerAddress: { id: expect.any(Number) } },
    });
    expect(exit).toEqual({ code: 0, signal: null });

    await start();
    await expectAllKept(
      running!.url,
      { ...load.ledger, streets: [...load.ledger.streets, street] },
      tokens,
    );
  }, 120_000);

  it('SIGKILL: the database opens again and every mutation answered before the kill is there', async () => {
    const api = running!;
    const load = startLoad(api.url, tokens, sku);
    // Killed once there is something of every kind to lose, in the middle of more.
    await waitFor(() => load.ledger.orders.length >= 2 && load.ledger.streets.length >= 2, 30_000);

    api.child.kill('SIGKILL');
    expect(await api.exited).toEqual({ code: null, signal: 'SIGKILL' });
    await load.stop();

    await start();
    await expectAllKept(running!.url, load.ledger, tokens);
  }, 120_000);
});
