import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_AUTHORIZED, bearer, registerCustomer } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Saved lists (Adobe Commerce's requisition lists): ownership, limits, merging, the cart, and
 * the read-only link.
 */

const LIST = `uid name description items_count updated_at wm_share_token
  items(pageSize: 50) { total_pages items { uid quantity wm_sku product { sku name } } }`;
const LISTS = `query ($filter: RequisitionListFilterInput) { customer { requisition_lists(filter: $filter) {
  total_count page_info { total_pages } items { ${LIST} } } } }`;
const CREATE = `mutation ($input: CreateRequisitionListInput) {
  createRequisitionList(input: $input) { requisition_list { ${LIST} } } }`;
const UPDATE = `mutation ($uid: ID!, $input: UpdateRequisitionListInput) {
  updateRequisitionList(requisitionListUid: $uid, input: $input) { requisition_list { ${LIST} } } }`;
const DELETE = `mutation ($uid: ID!) { deleteRequisitionList(requisitionListUid: $uid) {
  status requisition_lists { total_count } } }`;
const ADD = `mutation ($uid: ID!, $items: [RequisitionListItemsInput!]!) {
  addProductsToRequisitionList(requisitionListUid: $uid, requisitionListItems: $items) {
    requisition_list { ${LIST} } } }`;
const UPDATE_ITEMS = `mutation ($uid: ID!, $items: [UpdateRequisitionListItemsInput!]!) {
  updateRequisitionListItems(requisitionListUid: $uid, requisitionListItems: $items) {
    requisition_list { ${LIST} } } }`;
const DELETE_ITEMS = `mutation ($uid: ID!, $items: [ID!]!) {
  deleteRequisitionListItems(requisitionListUid: $uid, requisitionListItemUids: $items) {
    requisition_list { ${LIST} } } }`;
const TO_CART = `mutation ($uid: ID!) { addRequisitionListItemsToCart(requisitionListUid: $uid) {
  status add_requisition_list_items_to_cart_user_errors { message type wm_sku }
  cart { items { quantity product { sku } } } } }`;
const SHARE = `mutation ($uid: ID!) { wmShareRequisitionList(requisitionListUid: $uid) { token
  requisition_list { uid wm_share_token } } }`;
const SHARED = `query ($token: String!) { wmSharedRequisitionList(token: $token) { name description
  items_count items { items { quantity wm_sku product { sku } } } } }`;
const SHARED_TO_CART = `mutation ($token: String!) { wmAddSharedRequisitionListToCart(token: $token) {
  status add_requisition_list_items_to_cart_user_errors { type wm_sku }
  cart { items { quantity product { sku } } } } }`;

interface ListResult {
  uid: string;
  name: string;
  description: string | null;
  items_count: number;
  wm_share_token: string | null;
  items: {
    items: { uid: string; quantity: number; wm_sku: string; product: { sku: string } | null }[];
  };
}

describe('saved lists (requisition lists)', () => {
  let t: TestApi;
  let skus: string[];
  beforeAll(async () => {
    t = await startTestApi({ productCount: 40 });
    const rows = await t.api.db
      .selectFrom('products')
      .select(['id', 'sku'])
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .where('wm_order_product', '=', false)
      .orderBy('id')
      .limit(4)
      .execute();
    skus = rows.map((row) => row.sku);
    await t.api.db
      .updateTable('products')
      .set({ quantity: 1000 })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  });
  afterAll(() => t?.close());

  async function ok<T>(query: string, variables: Record<string, unknown>, token: string) {
    const result = await t.query<T>(query, variables, bearer(token));
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!;
  }
  async function create(token: string, name: string, description?: string) {
    const data = await ok<{ createRequisitionList: { requisition_list: ListResult } }>(
      CREATE,
      { input: { name, description } },
      token,
    );
    return data.createRequisitionList.requisition_list;
  }

  it('needs a customer token for the lists and every change', async () => {
    for (const [query, variables] of [
      [LISTS, {}],
      [CREATE, { input: { name: 'Verksted' } }],
      [DELETE, { uid: 'MQ==' }],
      [TO_CART, { uid: 'MQ==' }],
      [SHARE, { uid: 'MQ==' }],
    ] as const) {
      const result = await t.query(query, variables);
      expect(result.errors?.[0], query).toMatchObject({
        message: NOT_AUTHORIZED,
        extensions: { category: 'graphql-authorization' },
      });
    }
  });

  it('creates, renames, lists, merges the same SKU and deletes', async () => {
    const { token } = await registerCustomer(t);
    const list = await create(token, '  Våronn   MF 135 ', 'Før våronna');
    expect(list).toMatchObject({
      name: 'Våronn MF 135',
      description: 'Før våronna',
      items_count: 0,
    });
    expect(list.wm_share_token).toBeNull();

    const added = await ok<{ addProductsToRequisitionList: { requisition_list: ListResult } }>(
      ADD,
      { uid: list.uid, items: [{ sku: skus[0], quantity: 2 }, { sku: skus[1] }] },
      token,
    );
    const again = await ok<{ addProductsToRequisitionList: { requisition_list: ListResult } }>(
      ADD,
      { uid: list.uid, items: [{ sku: skus[0], quantity: 3 }] },
      token,
    );
    const lines = again.addProductsToRequisitionList.requisition_list.items.items;
    expect(added.addProductsToRequisitionList.requisition_list.items_count).toBe(2);
    expect(lines.map((line) => [line.wm_sku, line.quantity])).toEqual([
      [skus[0], 5],
      [skus[1], 1],
    ]);
    expect(lines[0]!.product?.sku).toBe(skus[0]);

    const renamed = await ok<{ updateRequisitionList: { requisition_list: ListResult } }>(
      UPDATE,
      { uid: list.uid, input: { name: 'Verksted', description: '' } },
      token,
    );
    expect(renamed.updateRequisitionList.requisition_list).toMatchObject({
      name: 'Verksted',
      description: null,
    });

    const changed = await ok<{ updateRequisitionListItems: { requisition_list: ListResult } }>(
      UPDATE_ITEMS,
      { uid: list.uid, items: [{ item_id: lines[1]!.uid, quantity: 4 }] },
      token,
    );
    expect(changed.updateRequisitionListItems.requisition_list.items.items[1]!.quantity).toBe(4);
    const removed = await ok<{ deleteRequisitionListItems: { requisition_list: ListResult } }>(
      DELETE_ITEMS,
      { uid: list.uid, items: [lines[0]!.uid] },
      token,
    );
    expect(removed.deleteRequisitionListItems.requisition_list.items_count).toBe(1);

    await create(token, 'Slåttonn');
    const all = await ok<{
      customer: { requisition_lists: { total_count: number; items: ListResult[] } };
    }>(LISTS, { filter: { name: { match: 'slått' } } }, token);
    expect(all.customer.requisition_lists.items.map((item) => item.name)).toEqual(['Slåttonn']);

    const deleted = await ok<{
      deleteRequisitionList: { status: boolean; requisition_lists: { total_count: number } };
    }>(DELETE, { uid: list.uid }, token);
    expect(deleted.deleteRequisitionList).toEqual({
      status: true,
      requisition_lists: { total_count: 1 },
    });
  });

  it("refuses another customer's list exactly like an unknown one (no IDOR)", async () => {
    const owner = await registerCustomer(t);
    const other = await registerCustomer(t);
    const list = await create(owner.token, 'Verksted');
    for (const [query, variables] of [
      [UPDATE, { uid: list.uid, input: { name: 'Mitt nå' } }],
      [DELETE, { uid: list.uid }],
      [ADD, { uid: list.uid, items: [{ sku: skus[0] }] }],
      [TO_CART, { uid: list.uid }],
      [SHARE, { uid: list.uid }],
      [DELETE, { uid: 'OTk5OTk5' }],
      [DELETE, { uid: 'not base64!' }],
    ] as const) {
      const result = await t.query(query, variables, bearer(other.token));
      expect(result.errors?.[0]?.extensions, query).toMatchObject({
        category: 'graphql-no-such-entity',
        error_code: 'REQUISITION_LIST_NOT_FOUND',
      });
    }
    const theirs = await ok<{ customer: { requisition_lists: { total_count: number } } }>(
      LISTS,
      { filter: { uids: { in: [list.uid] } } },
      other.token,
    );
    expect(theirs.customer.requisition_lists.total_count).toBe(0);
    const mine = await ok<{ customer: { requisition_lists: { items: ListResult[] } } }>(
      LISTS,
      {},
      owner.token,
    );
    expect(mine.customer.requisition_lists.items[0]).toMatchObject({
      name: 'Verksted',
      items_count: 0,
    });
  });

  it('refuses bad names, quantities, SKUs and item uids with codes, changing nothing', async () => {
    const { token } = await registerCustomer(t);
    const list = await create(token, 'Verksted');
    const cases: [string, Record<string, unknown>, string][] = [
      [CREATE, { input: { name: '   ' } }, 'REQUISITION_LIST_NAME_INVALID'],
      [CREATE, { input: { name: 'x'.repeat(61) } }, 'REQUISITION_LIST_NAME_INVALID'],
      [
        CREATE,
        { input: { name: 'Ok', description: 'x'.repeat(256) } },
        'REQUISITION_LIST_DESCRIPTION_TOO_LONG',
      ],
      [
        ADD,
        { uid: list.uid, items: [{ sku: skus[0], quantity: 0 }] },
        'REQUISITION_LIST_QUANTITY_INVALID',
      ],
      [
        ADD,
        { uid: list.uid, items: [{ sku: skus[0], quantity: 10_001 }] },
        'REQUISITION_LIST_QUANTITY_INVALID',
      ],
      [
        ADD,
        { uid: list.uid, items: [{ sku: skus[0] }, { sku: 'FINNES-IKKE' }] },
        'PRODUCT_NOT_FOUND',
      ],
      [
        UPDATE_ITEMS,
        { uid: list.uid, items: [{ item_id: 'MQ==', quantity: 2 }] },
        'REQUISITION_LIST_ITEM_NOT_FOUND',
      ],
      [DELETE_ITEMS, { uid: list.uid, items: ['eA=='] }, 'REQUISITION_LIST_ITEM_NOT_FOUND'],
    ];
    for (const [query, variables, code] of cases) {
      const result = await t.query(query, variables, bearer(token));
      expect(result.errors?.[0]?.extensions, JSON.stringify(variables)).toMatchObject({
        error_code: code,
      });
    }
    const after = await ok<{
      customer: { requisition_lists: { total_count: number; items: ListResult[] } };
    }>(LISTS, {}, token);
    // The refused add of a good and an unknown SKU added neither.
    expect(after.customer.requisition_lists).toMatchObject({
      total_count: 1,
      items: [{ items_count: 0 }],
    });
  });

  it('holds at most 50 lists per customer and 200 lines per list', async () => {
    const { token } = await registerCustomer(t);
    const customer = await t.api.db
      .selectFrom('customers')
      .select('id')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.api.db
      .insertInto('requisition_lists')
      .values(
        Array.from({ length: 50 }, (_, i) => ({ customer_id: customer.id, name: `Liste ${i}` })),
      )
      .execute();
    const refused = await t.query(CREATE, { input: { name: 'Én til' } }, bearer(token));
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      error_code: 'TOO_MANY_REQUISITION_LISTS',
      max_lists: 50,
    });

    const other = await registerCustomer(t);
    const list = await create(other.token, 'Stor');
    const listId = Number(Buffer.from(list.uid, 'base64').toString());
    await t.api.db
      .insertInto('requisition_list_items')
      .values(
        Array.from({ length: 200 }, (_, i) => ({
          list_id: listId,
          sku: `GAMMEL-${i}`,
          quantity: 1,
        })),
      )
      .execute();
    const full = await t.query(
      ADD,
      { uid: list.uid, items: [{ sku: skus[0] }] },
      bearer(other.token),
    );
    expect(full.errors?.[0]?.extensions).toMatchObject({
      error_code: 'TOO_MANY_REQUISITION_LIST_ITEMS',
    });
    // A product already on the full list still adds up.
    await t.api.db.deleteFrom('requisition_list_items').where('sku', '=', 'GAMMEL-0').execute();
    await ok(ADD, { uid: list.uid, items: [{ sku: skus[0] }] }, other.token);
    await ok(ADD, { uid: list.uid, items: [{ sku: skus[0] }] }, other.token);
  });

  it('puts the whole list into the cart and reports each line that could not go in', async () => {
    const { token } = await registerCustomer(t);
    const list = await create(token, 'Våronn MF 135');
    await ok(
      ADD,
      {
        uid: list.uid,
        items: [{ sku: skus[0], quantity: 2 }, { sku: skus[1] }, { sku: skus[2], quantity: 5 }],
      },
      token,
    );
    await t.api.db
      .updateTable('products')
      .set({ quantity: 0 })
      .where('sku', '=', skus[1]!)
      .execute();
    await t.api.db
      .updateTable('products')
      .set({ quantity: 3 })
      .where('sku', '=', skus[2]!)
      .execute();
    // A line whose product has left the catalogue since.
    const listId = Number(Buffer.from(list.uid, 'base64').toString());
    await t.api.db
      .insertInto('requisition_list_items')
      .values({ list_id: listId, sku: 'UTGATT-1', quantity: 1 })
      .execute();

    const data = await ok<{
      addRequisitionListItemsToCart: {
        status: boolean;
        add_requisition_list_items_to_cart_user_errors: { type: string; wm_sku: string }[];
        cart: { items: { quantity: number; product: { sku: string } }[] };
      };
    }>(TO_CART, { uid: list.uid }, token);
    const result = data.addRequisitionListItemsToCart;
    expect(result.status).toBe(false);
    expect(result.add_requisition_list_items_to_cart_user_errors).toEqual([
      { type: 'OUT_OF_STOCK', message: expect.any(String), wm_sku: skus[1] },
      { type: 'LOW_QUANTITY', message: expect.stringContaining('3 of 5'), wm_sku: skus[2] },
      { type: 'UNAVAILABLE_SKU', message: expect.any(String), wm_sku: 'UTGATT-1' },
    ]);
    expect(result.cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([
      [skus[0], 2],
      [skus[2], 3],
    ]);
    await t.api.db
      .updateTable('products')
      .set({ quantity: 1000 })
      .where('sku', 'in', [skus[1]!, skus[2]!])
      .execute();
  });

  it('shares a list read-only by link: anyone reads it, a customer adds it to their own cart', async () => {
    const owner = await registerCustomer(t);
    const list = await create(owner.token, 'Verksted', 'Filtre og olje');
    await ok(ADD, { uid: list.uid, items: [{ sku: skus[3], quantity: 2 }] }, owner.token);
    const shared = await ok<{
      wmShareRequisitionList: { token: string; requisition_list: ListResult };
    }>(SHARE, { uid: list.uid }, owner.token);
    const { token } = shared.wmShareRequisitionList;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(shared.wmShareRequisitionList.requisition_list.wm_share_token).toBe(token);
    const twice = await ok<{ wmShareRequisitionList: { token: string } }>(
      SHARE,
      { uid: list.uid },
      owner.token,
    );
    expect(twice.wmShareRequisitionList.token).toBe(token);

    const anonymous = await t.query<{ wmSharedRequisitionList: unknown }>(SHARED, { token });
    expect(anonymous.errors).toBeUndefined();
    expect(anonymous.data!.wmSharedRequisitionList).toEqual({
      name: 'Verksted',
      description: 'Filtre og olje',
      items_count: 1,
      items: { items: [{ quantity: 2, wm_sku: skus[3], product: { sku: skus[3] } }] },
    });
    const unknown = await t.query<{ wmSharedRequisitionList: unknown }>(SHARED, {
      token: 'x'.repeat(32),
    });
    expect(unknown.data!.wmSharedRequisitionList).toBeNull();
    // Read-only: the token is no uid, so no change reaches the list through it.
    const viaToken = await t.query(DELETE, { uid: token }, bearer(owner.token));
    expect(viaToken.errors?.[0]?.extensions).toMatchObject({
      error_code: 'REQUISITION_LIST_NOT_FOUND',
    });

    const guestAdd = await t.query(SHARED_TO_CART, { token });
    expect(guestAdd.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    const visitor = await registerCustomer(t);
    const added = await ok<{
      wmAddSharedRequisitionListToCart: {
        status: boolean;
        cart: { items: { quantity: number; product: { sku: string } }[] };
      };
    }>(SHARED_TO_CART, { token }, visitor.token);
    expect(added.wmAddSharedRequisitionListToCart.status).toBe(true);
    expect(added.wmAddSharedRequisitionListToCart.cart.items).toEqual([
      { quantity: 2, product: { sku: skus[3] } },
    ]);
  });
});
