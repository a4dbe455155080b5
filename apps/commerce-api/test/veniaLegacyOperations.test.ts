import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadTypeDefs } from '@agri-parts/schema';
import { Kind, buildSchema, parse, print, validate, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, bearer, newEmail, tokenFor } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * The Venia / Vue Storefront style operations in `schema/examples/veniaLegacyFields.graphql`
 * (issue 25, item 3): each validates against the schema commerce-api serves and against Magento
 * 2.4.8 (the reference validator, when `../shared` is there), and runs here without errors.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const examplesFile = `${root}schema/examples/veniaLegacyFields.graphql`;
const validator = `${root}../shared/reference/magento-graphql/validate.mjs`;
const operations = new Map(
  parse(readFileSync(examplesFile, 'utf8'))
    .definitions.filter(
      (definition): definition is OperationDefinitionNode =>
        definition.kind === Kind.OPERATION_DEFINITION,
    )
    .map((operation) => [operation.name!.value, print(operation)]),
);

describe('Venia-style operations with the older and optional Magento fields', () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 30 });
  });
  afterAll(() => t?.close());

  it('validate against the schema commerce-api serves', () => {
    const schema = buildSchema(loadTypeDefs().join('\n'));
    expect(operations.size).toBe(8);
    for (const [name, document] of operations) {
      expect(validate(schema, parse(document)).map(String), name).toEqual([]);
    }
  });

  it.skipIf(!existsSync(validator))('validate against Magento 2.4.8 plus the extensions', () => {
    const result = spawnSync(
      process.execPath,
      [validator, '--schema-ext', 'schema/extensions.graphql', examplesFile],
      { cwd: root, encoding: 'utf8' },
    );
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toContain('8 passed, 0 failed');
  });

  it('run without errors: registration, account, product, URL and order history', async () => {
    const run = async <T>(name: string, variables: Record<string, unknown>, token?: string) => {
      const result = await t.query(operations.get(name)!, variables, {
        method: 'POST',
        ...(token ? bearer(token) : {}),
      });
      expect(result.errors, name).toBeUndefined();
      return result.data as T;
    };
    const email = newEmail('venia');
    const created = await run<{ createCustomer: { customer: unknown } }>('CreateAccount', {
      email,
      firstname: 'Åse',
      lastname: 'Østby',
      password: 'Traktor-2024',
      is_subscribed: false,
      date_of_birth: '1988-08-08',
    });
    expect(created.createCustomer.customer).toEqual({ id: null, email });
    const token = await tokenFor(t, email, 'Traktor-2024');
    const changed = await run<{ updateCustomer: { customer: unknown } }>(
      'SetCustomerInformation',
      { customerInput: { email, firstname: 'Kari', lastname: 'Østby' } },
      token,
    );
    expect(changed.updateCustomer.customer).toMatchObject({
      firstname: 'Kari',
      date_of_birth: '1988-08-08',
    });
    const read = await run<{ customer: unknown }>('GetCustomerInformation', {}, token);
    expect(read.customer).toMatchObject({ firstname: 'Kari', dob: '1988-08-08', id: null });

    const product = await t.api.db
      .selectFrom('products')
      .select('url_key')
      .where('visible', '=', true)
      .where('url_key', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const details = await run<{
      products: { items: { price: { minimalPrice: { amount: { currency: string } } } }[] };
    }>('ProductDetailsLegacy', { urlKey: product.url_key });
    expect(details.products.items[0]!.price.minimalPrice.amount.currency).toBe('NOK');
    const url = await run<{ urlResolver: unknown }>('ResolveURL', {
      url: `${product.url_key}.html`,
    });
    expect(url.urlResolver).toMatchObject({ type: 'PRODUCT', redirectCode: 0 });

    const ola = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const orders = await run<{ customer: { orders: { items: unknown[] } } }>(
      'GetCustomerOrdersWithInvoices',
      {},
      ola,
    );
    expect(orders.customer.orders.items.length).toBeGreaterThan(0);
  });
});
