/**
 * Runs the purchase example as a developer would — a child process, `node --conditions=source
 * --import tsx src/purchase.ts` — against a real commerce-api on a fresh database over real HTTP,
 * then checks through GraphQL, without the SDK, that what it printed really happened.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@agri-parts/sdk';
import { startTestApi, type TestApi } from '../../apps/commerce-api/test/testApi';
import { buildRegistryDataset } from '../../apps/commerce-api/src/vehicles/registryDataset';

const exampleDir = fileURLToPath(new URL('.', import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the example with these arguments and waits for it to end. */
function runExample(args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', 'src/purchase.ts', ...args],
      { cwd: exampleDir, env: { ...process.env, NODE_OPTIONS: '' } },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The `N × SKU` lines printed under a heading that starts with `heading`. */
function printedLines(stdout: string, heading: string): Map<string, number> {
  const lines = stdout.split('\n');
  const start = lines.findIndex((line) => line.startsWith(heading));
  const found = new Map<string, number>();
  for (const line of lines.slice(start + 1)) {
    const match = /^ {3}(\d+) × (\S+)/.exec(line);
    if (!match) break;
    found.set(match[2]!, Number(match[1]));
  }
  return found;
}

/** Quantities of two carts added up by SKU (what a merge makes). */
function added(a: Map<string, number>, b: Map<string, number>): Record<string, number> {
  const sum: Record<string, number> = Object.fromEntries(a);
  for (const [sku, quantity] of b) sum[sku] = (sum[sku] ?? 0) + quantity;
  return sum;
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

const ORDER = `query ($number: String!) {
  customer {
    orders(filter: { number: { eq: $number } }) {
      items {
        number status
        items { product_sku quantity_ordered prices { row_total_including_tax { value } } }
        total {
          subtotal_incl_tax { value }
          discounts { amount { value } }
          total_shipping { value }
          shipping_handling { amount_including_tax { value } }
          grand_total { value currency }
        }
      }
    }
  }
}`;

interface OrderData {
  customer: {
    orders: {
      items: {
        number: string;
        status: string;
        items: {
          product_sku: string;
          quantity_ordered: number;
          prices: { row_total_including_tax: { value: number } };
        }[];
        total: {
          subtotal_incl_tax: { value: number };
          discounts: { amount: { value: number } }[];
          total_shipping: { value: number };
          shipping_handling: { amount_including_tax: { value: number } };
          grand_total: { value: number; currency: string };
        };
      }[];
    };
  };
}

let api: TestApi;
/** A seeded plate that matches one model, which has a part in stock in the small seed. */
let plate: string;

beforeAll(async () => {
  api = await startTestApi({ productCount: 60 });
  for (const entry of buildRegistryDataset()) {
    if (entry.branch !== 'unique' || entry.personalised) continue;
    const fits = await api.query<{ products: { items: { stock_status: string }[] } }>(
      `query ($model: String!) {
        products(search: "", filter: { wm_pf_model_id: { eq: $model } }) { items { stock_status } }
      }`,
      { model: String(entry.truth.modelId) },
    );
    if (fits.data?.products.items.some((item) => item.stock_status === 'IN_STOCK')) {
      plate = entry.plate;
      break;
    }
  }
  if (!plate) throw new Error('No seeded plate with a part in stock');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('the SDK purchase example', () => {
  it('browses, finds parts, merges the guest cart at login and places an order that commerce-api holds', async () => {
    const email = `example-test-${Date.now()}@example.no`;
    const password = 'Traktor-2024';

    const run = await runExample([
      '--endpoint',
      api.url,
      '--payment-provider',
      api.payment.url,
      '--plate',
      plate,
      '--email',
      email,
      '--password',
      password,
      '--register',
    ]);

    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const guestCartId = /^Guest cart (\S+):$/m.exec(run.stdout)?.[1];
    const orderNumber = /^Order (\d+) placed/m.exec(run.stdout)?.[1];
    expect(guestCartId).toBeDefined();
    expect(orderNumber).toMatch(/^\d{9}$/);
    const guestLines = printedLines(run.stdout, 'Guest cart ');
    const customerLines = printedLines(run.stdout, 'Customer cart ');
    expect(guestLines.size).toBe(2);
    expect(customerLines.size).toBe(1);
    expect(run.stdout).toContain('[event] cart:updated');
    expect(run.stdout).toContain(`[event] checkout:order-placed ${orderNumber}`);

    // The order, read with the customer's own token: the merged lines and totals that add up.
    const login = await api.query<{ generateCustomerToken: { token: string } }>(
      `mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }`,
      { email, password },
    );
    const bearer = {
      headers: { Authorization: `Bearer ${login.data!.generateCustomerToken.token}` },
    };
    const found = await api.query<OrderData>(ORDER, { number: orderNumber }, bearer);
    expect(found.errors).toBeUndefined();
    const [order] = found.data!.customer.orders.items;
    expect(order?.number).toBe(orderNumber);
    const ordered = Object.fromEntries(
      order!.items.map((line) => [line.product_sku, line.quantity_ordered]),
    );
    expect(ordered).toEqual(added(guestLines, customerLines));
    const rows = order!.items.reduce(
      (sum, line) => sum + line.prices.row_total_including_tax.value,
      0,
    );
    expect(order!.total.subtotal_incl_tax.value).toBeCloseTo(rows, 2);
    expect(order!.total.shipping_handling.amount_including_tax.value).toBeGreaterThan(0);
    expect(order!.total.grand_total).toEqual({
      value: expect.closeTo(
        rows +
          order!.total.shipping_handling.amount_including_tax.value -
          order!.total.discounts.reduce((sum, discount) => sum + discount.amount.value, 0),
        2,
      ),
      currency: 'NOK',
    });
    expect(run.stdout).toMatch(
      new RegExp(`^Total to pay: ${formatPrice(order!.total.grand_total.value)} NOK`, 'm'),
    );

    // The guest cart was merged: it is closed, for a guest and for the customer.
    const guestCart = await api.query(`query ($id: String!) { cart(cart_id: $id) { id } }`, {
      id: guestCartId,
    });
    expect(guestCart.errors?.[0]).toMatchObject({
      message: "The cart isn't active.",
      extensions: { category: 'graphql-no-such-entity' },
    });
    // The customer's cart after the order is a fresh, empty one.
    const fresh = await api.query<{ customerCart: { id: string; total_quantity: number } }>(
      `{ customerCart { id total_quantity } }`,
      {},
      bearer,
    );
    expect(fresh.data?.customerCart.total_quantity).toBe(0);
  });

  it('fails with a clear message and a non-zero exit code when nothing answers at the endpoint', async () => {
    const endpoint = `http://127.0.0.1:${await closedPort()}/graphql`;

    const run = await runExample(['--endpoint', endpoint]);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The store config did not load from ${endpoint}: network error`);
    expect(run.stderr).toContain(
      `No answer from ${endpoint}. Is the GraphQL server running there?`,
    );
    expect(run.stdout).not.toContain('== 2a.');
  });
});
