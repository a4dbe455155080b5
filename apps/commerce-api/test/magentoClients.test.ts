import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  print,
  validate,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExecutableSchema } from '../src/graphql/createGraphQLHandler.js';
import { bearer, DEMO, tokenFor } from './customerHelpers.js';
import { extractOperations, type ClientOperation } from './magentoClients/extractOperations.js';
import { EXCLUDED } from './magentoClients/exclusions.js';
import { clientRoot, installClients } from './magentoClients/installClients.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * The contract with real Magento frontends (docs/commerce-api/magento-clients.md): the GraphQL
 * documents of published client packages, taken from the packages themselves, must be valid on
 * commerce-api wherever they are valid on Magento Open Source 2.4.8 — and never the other way
 * round — and their read queries must answer on a seeded shop.
 */

const root = fileURLToPath(new URL('../../..', import.meta.url));
const magentoSchemaFile = path.join(root, '../shared/reference/magento-graphql/schema.graphql');
const haveMagento = existsSync(magentoSchemaFile);

const CLIENTS = [
  {
    name: '@vue-storefront/magento-api',
    label: 'Vue Storefront 2 (Magento)',
    packages: [{ name: '@vue-storefront/magento-api', dirs: ['server'] }],
    operations: 65,
    localOnly: 0,
    validOnMagento: 65,
  },
  {
    name: '@magento/venia-ui',
    label: 'PWA Studio Venia',
    packages: [
      { name: '@magento/peregrine', dirs: ['lib'] },
      { name: '@magento/venia-ui', dirs: ['lib'] },
    ],
    operations: 176,
    localOnly: 3,
    validOnMagento: 153,
  },
] as const;

interface Checked {
  operation: ClientOperation;
  magentoErrors: string[] | null;
  ourErrors: string[];
}

const errorsOn = (schema: GraphQLSchema, operation: ClientOperation) => [
  ...new Set(validate(schema, operation.document).map((error) => error.message)),
];

const checked = new Map<string, Checked[]>();
const localOnly = new Map<string, string[]>();
let magento: GraphQLSchema | null = null;

beforeAll(() => {
  installClients();
  const ours = createExecutableSchema();
  magento = haveMagento ? buildSchema(readFileSync(magentoSchemaFile, 'utf8')) : null;
  for (const client of CLIENTS) {
    const extraction = extractOperations(
      client.packages.map(({ name, dirs }) => ({ root: clientRoot(name), dirs: [...dirs] })),
    );
    expect(extraction.problems, `${client.label}: documents the extraction could not read`).toEqual(
      [],
    );
    localOnly.set(client.name, extraction.localOnly);
    checked.set(
      client.name,
      extraction.operations.map((operation) => ({
        operation,
        magentoErrors: magento ? errorsOn(magento, operation) : null,
        ourErrors: errorsOn(ours, operation),
      })),
    );
  }
}, 180_000);

describe.each(CLIENTS)('$label', (client) => {
  const all = () => checked.get(client.name)!;
  const excluded = EXCLUDED[client.name]!;

  it('finds every operation the client sends', () => {
    expect(all().length).toBe(client.operations);
    expect(localOnly.get(client.name)!.length).toBe(client.localOnly);
  });

  it.skipIf(!haveMagento)(
    'is valid on Magento 2.4.8 except for the operations listed as needing more than Open Source',
    () => {
      const invalid = all()
        .filter(({ magentoErrors }) => magentoErrors!.length > 0)
        .map(({ operation, magentoErrors }) => `${operation.name}: ${magentoErrors!.join(' | ')}`);
      const unlisted = invalid.filter((line) => !(line.split(':')[0]! in excluded));
      expect(unlisted, 'invalid on Magento but not listed in EXCLUDED').toEqual([]);
      const names = new Set(all().map(({ operation }) => operation.name));
      const stale = Object.keys(excluded).filter(
        (name) =>
          !names.has(name) ||
          all().find(({ operation }) => operation.name === name)!.magentoErrors!.length === 0,
      );
      expect(stale, 'listed in EXCLUDED but gone from the client or valid on Magento').toEqual([]);
      expect(all().length - invalid.length).toBe(client.validOnMagento);
    },
  );

  it('accepts every operation Magento accepts', () => {
    const missing = all()
      .filter(({ operation, magentoErrors, ourErrors }) => {
        const onMagento = magentoErrors
          ? magentoErrors.length === 0
          : !(operation.name in excluded);
        return onMagento && ourErrors.length > 0;
      })
      .map(({ operation, ourErrors }) => `${operation.name}: ${ourErrors.join(' | ')}`);
    expect(missing).toEqual([]);
  });

  it.skipIf(!haveMagento)('accepts nothing that Magento refuses (a strict subset)', () => {
    const extra = all()
      .filter(({ magentoErrors, ourErrors }) => ourErrors.length === 0 && magentoErrors!.length > 0)
      .map(({ operation }) => operation.name);
    expect(extra).toEqual([]);
  });
});

describe('the clients’ read queries on a seeded shop', () => {
  let t: TestApi;
  let token: string;
  let values: Record<string, unknown>;
  const overrides: Record<string, Record<string, unknown>> = {};

  beforeAll(async () => {
    t = await startTestApi();
    token = await tokenFor(t, DEMO.ola.email, DEMO.ola.password);
    const auth = bearer(token);
    const lookup = async <T>(query: string, variables?: Record<string, unknown>) => {
      const result = await t.query<T>(query, variables, { method: 'POST', ...auth });
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const { products } = await lookup<{
      products: {
        items: { sku: string; url_key: string; name: string; categories: { uid: string }[] }[];
      };
    }>(
      `{ products(filter: { price: { from: "1" } }, pageSize: 20) {
        items { sku url_key name categories { uid } } } }`,
    );
    const product = products.items.find((item) => item.categories.length > 0)!;
    const categoryUid = product.categories.at(-1)!.uid;
    const { route } = await lookup<{ route: { relative_url: string } | null }>(
      `query ($url: String!) { route(url: $url) { relative_url } }`,
      { url: `${product.url_key}.html` },
    );
    const productUrl = route?.relative_url ?? `${product.url_key}.html`;
    const { customerCart } = await lookup<{ customerCart: { id: string } }>(
      `{ customerCart { id } }`,
    );
    await lookup(
      `mutation ($cartId: String!, $sku: String!) {
        addProductsToCart(cartId: $cartId, cartItems: [{ sku: $sku, quantity: 1 }]) {
          cart { id } } }`,
      { cartId: customerCart.id, sku: product.sku },
    );
    const { customer } = await lookup<{
      customer: { orders: { items: { number: string }[] }; wishlists: { id: string }[] };
    }>(`{ customer { orders(pageSize: 1) { items { number } } wishlists { id } } }`);
    const searchTerm = product.name.split(/\s+/)[0]!;
    values = {
      cartId: customerCart.id,
      cart_id: customerCart.id,
      sku: product.sku,
      urlKey: product.url_key,
      urlKeys: [product.url_key],
      url: productUrl,
      id: categoryUid,
      category_id: categoryUid,
      categoryIdFilter: { eq: categoryUid },
      filters: { category_uid: { eq: categoryUid } },
      identifier: 'home',
      identifiers: ['top-bar', 'top-menu'],
      cmsBlockIdentifiers: ['top-bar'],
      search: searchTerm,
      inputText: searchTerm,
      email: 'ny.kunde@example.no',
      countryCode: 'NO',
      currentPage: 1,
      pageSize: 12,
      orderNumber: customer.orders.items[0]?.number,
    };
    overrides.countryInformation = { id: 'NO' };
    overrides.getCustomerWishlist = { id: customer.wishlists[0]?.id };
    // VSF's category searches take a CategoryFilterInput.
    overrides.categories = { filters: { category_uid: { eq: categoryUid } } };
    overrides.categorySearch = { filters: { category_uid: { eq: categoryUid } } };
    overrides.ProductSearch = { filters: {} };
  }, 180_000);

  afterAll(() => t?.close());

  /** Real values for the variables the operation declares; optional ones are left out. */
  function variablesFor(operation: ClientOperation): Record<string, unknown> {
    const definition = operation.document.definitions[0] as OperationDefinitionNode;
    const out: Record<string, unknown> = {};
    for (const variable of definition.variableDefinitions ?? []) {
      const name = variable.variable.name.value;
      const given = overrides[operation.name]?.[name] ?? values[name];
      const required = variable.type.kind === 'NonNullType' && !variable.defaultValue;
      if (given !== undefined) out[name] = given;
      else if (required) {
        throw new Error(`${operation.name}: no value for $${name}`);
      }
    }
    return out;
  }

  it('answers every read query with data and no errors', async () => {
    const queries = CLIENTS.flatMap((client) =>
      checked
        .get(client.name)!
        .filter(({ operation, ourErrors }) => operation.type === 'query' && ourErrors.length === 0)
        .map(({ operation }) => ({ client: client.label, operation })),
    );
    const failures: string[] = [];
    for (const { client, operation } of queries) {
      const result = await t.query(print(operation.document), variablesFor(operation), {
        method: 'POST',
        ...bearer(token),
      });
      if (result.status !== 200 || !result.data || result.errors) {
        failures.push(
          `${client} ${operation.name} (${result.status}): ${JSON.stringify(result.errors ?? result.data)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(queries.length).toBeGreaterThan(100);
  }, 120_000);
});
