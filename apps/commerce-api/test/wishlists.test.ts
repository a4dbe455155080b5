import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerCustomer } from './customerHelpers.js';
import { startTestApi, type TestApi } from './testApi.js';

const WISHLIST = `id items_count sharing_code updated_at
  items_v2(currentPage: $page, pageSize: $size) {
    items { __typename id quantity added_at product { sku }
      ... on ConfigurableWishlistItem { configured_variant { sku } } }
    page_info { current_page page_size total_pages } }`;
const CUSTOMER_WISHLISTS = `query ($page: Int = 1, $size: Int = 20) { customer { wishlists { ${WISHLIST} } } }`;
const ADD = `mutation ($id: ID!, $items: [WishlistItemInput!]!, $page: Int = 1, $size: Int = 20) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
    wishlist { ${WISHLIST} } user_errors { code message } } }`;
const REMOVE = `mutation ($id: ID!, $ids: [ID!]!, $page: Int = 1, $size: Int = 20) {
  removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $ids) {
    wishlist { ${WISHLIST} } user_errors { code message } } }`;

const GUEST = `id items_count sharing_code
  items { id quantity added_at product { sku } configured_variant { sku } }
  page_info { current_page page_size total_pages }`;
const GUEST_CREATE = `mutation { WmWishlistCreate { sharing_code } }`;
const GUEST_READ = `query ($code: String!, $page: Int, $size: Int) {
  WmWishlist(sharing_code: $code, currentPage: $page, pageSize: $size) { ${GUEST} } }`;
const GUEST_COUNT = `query ($code: String!) { WmWishlistItemsCount(sharing_code: $code) }`;
const GUEST_ADD = `mutation ($code: String!, $items: [WmWishlistItemInput!]!) {
  WmWishlistAddItems(sharing_code: $code, items: $items) { wishlist { ${GUEST} } user_errors { code message } } }`;
const GUEST_REMOVE = `mutation ($code: String!, $ids: [ID!]!) {
  WmWishlistRemoveItems(sharing_code: $code, item_ids: $ids) { wishlist { ${GUEST} } user_errors { code message } } }`;
const MERGE = `mutation ($code: String!, $page: Int = 1, $size: Int = 20) {
  WmMergeWishlist(sharing_code: $code) { wishlist { ${WISHLIST} } user_errors { code message } } }`;

interface Item {
  id: string;
  quantity: number;
  product: { sku: string };
  configured_variant?: { sku: string } | null;
  __typename?: string;
}
interface CustomerWishlist {
  id: string;
  items_count: number;
  sharing_code: string;
  updated_at: string;
  items_v2: {
    items: Item[];
    page_info: { current_page: number; page_size: number; total_pages: number };
  };
}
interface GuestWishlist {
  id: string;
  items_count: number;
  sharing_code: string;
  items: Item[];
  page_info: { current_page: number; page_size: number; total_pages: number };
}

describe('wish lists', () => {
  let t: TestApi;
  let skus: string[];
  let configurable: { sku: string; variant: string };

  beforeAll(async () => {
    t = await startTestApi({ productCount: 120 });
    const rows = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('type_id', '=', 'simple')
      .where('parent_id', 'is', null)
      .orderBy('id')
      .limit(14)
      .execute();
    skus = rows.map((row) => row.sku);
    const variant = await t.api.db
      .selectFrom('products as v')
      .innerJoin('products as p', 'p.id', 'v.parent_id')
      .select(['p.sku as parent', 'v.sku as variant'])
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    configurable = { sku: variant.parent, variant: variant.variant };
  });
  afterAll(() => t?.close());

  describe("a customer's wish list", () => {
    it('is created on first read, with a sharing code', async () => {
      const { token } = await registerCustomer(t);
      const first = await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
        CUSTOMER_WISHLISTS,
        {},
        bearer(token),
      );
      expect(first.errors).toBeUndefined();
      const [wishlist] = first.data!.customer.wishlists;
      expect(wishlist).toMatchObject({ items_count: 0, items_v2: { items: [] } });
      expect(wishlist!.sharing_code).toMatch(/^[A-Za-z0-9]{32}$/);
      const again = await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
        CUSTOMER_WISHLISTS,
        {},
        bearer(token),
      );
      expect(again.data!.customer.wishlists.map((w) => w.id)).toEqual([wishlist!.id]);
    });

    it('says what a wished bundle holds: its default selections, by option', async () => {
      const { token } = await registerCustomer(t);
      const id = (
        await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
          CUSTOMER_WISHLISTS,
          {},
          bearer(token),
        )
      ).data!.customer.wishlists[0]!.id;
      const bundle = await t.api.db
        .selectFrom('products')
        .select(['id', 'sku'])
        .where('type_id', '=', 'bundle')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      const added = await t.query(
        ADD,
        { id, items: [{ sku: bundle.sku, quantity: 1 }] },
        bearer(token),
      );
      expect(added.errors).toBeUndefined();
      const read = await t.query<{
        customer: {
          wishlists: {
            items_v2: {
              items: {
                __typename: string;
                description: string | null;
                bundle_options: { label: string; values: { label: string; quantity: number }[] }[];
              }[];
            };
          }[];
        };
      }>(
        `{ customer { wishlists { items_v2 { items { __typename description
          ... on BundleWishlistItem { bundle_options { label values { label quantity } } } } } } } }`,
        {},
        bearer(token),
      );
      const [item] = read.data!.customer.wishlists[0]!.items_v2.items;
      expect(item!.__typename).toBe('BundleWishlistItem');
      expect(item!.description).toBeNull();
      const defaults = await t.api.db
        .selectFrom('bundle_selections as s')
        .innerJoin('bundle_options as o', 'o.option_id', 's.option_id')
        .select('o.title')
        .where('o.product_id', '=', bundle.id)
        .where('s.is_default', '=', true)
        .execute();
      expect(item!.bundle_options.length).toBeGreaterThan(0);
      expect(item!.bundle_options.map((option) => option.label).sort()).toEqual(
        [...new Set(defaults.map((row) => row.title))].sort(),
      );
      expect(
        item!.bundle_options.every((option) => option.values.every((v) => v.quantity > 0)),
      ).toBe(true);
    });

    it('adds products once (variants under their parent), pages them and removes them', async () => {
      const { token } = await registerCustomer(t);
      const id = (
        await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
          CUSTOMER_WISHLISTS,
          {},
          bearer(token),
        )
      ).data!.customer.wishlists[0]!.id;
      const added = await t.query<{
        addProductsToWishlist: {
          wishlist: CustomerWishlist;
          user_errors: { code: string; message: string }[];
        };
      }>(
        ADD,
        {
          id,
          items: [
            { sku: skus[0], quantity: 1 },
            { sku: skus[1], quantity: 2 },
            { sku: skus[0], quantity: 5 },
            { sku: configurable.variant, parent_sku: configurable.sku, quantity: 1 },
            { sku: 'NO-SUCH-SKU', quantity: 1 },
            { sku: skus[2], quantity: 0 },
          ],
          size: 2,
        },
        bearer(token),
      );
      expect(added.errors).toBeUndefined();
      const { wishlist, user_errors } = added.data!.addProductsToWishlist;
      expect(user_errors).toEqual([
        { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NO-SUCH-SKU"' },
        { code: 'UNDEFINED', message: 'The quantity of a wish list item cannot be 0' },
      ]);
      expect(wishlist.items_count).toBe(3);
      expect(wishlist.items_v2.page_info).toEqual({
        current_page: 1,
        page_size: 2,
        total_pages: 2,
      });
      expect(wishlist.items_v2.items.map((item) => [item.product.sku, item.quantity])).toEqual([
        [skus[0], 1],
        [skus[1], 2],
      ]);
      const page2 = await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
        CUSTOMER_WISHLISTS,
        { page: 2, size: 2 },
        bearer(token),
      );
      const last = page2.data!.customer.wishlists[0]!.items_v2.items[0]!;
      expect(last).toMatchObject({
        __typename: 'ConfigurableWishlistItem',
        product: { sku: configurable.sku },
        configured_variant: { sku: configurable.variant },
      });

      const removed = await t.query<{
        removeProductsFromWishlist: {
          wishlist: CustomerWishlist;
          user_errors: { code: string; message: string }[];
        };
      }>(REMOVE, { id, ids: [last.id, '999999'] }, bearer(token));
      expect(removed.data!.removeProductsFromWishlist.wishlist.items_count).toBe(2);
      expect(removed.data!.removeProductsFromWishlist.user_errors).toEqual([
        {
          code: 'UNDEFINED',
          message: 'The wishlist item with ID "999999" does not belong to the wishlist',
        },
      ]);
    });

    it("needs a token, and refuses another customer's wish list", async () => {
      const a = await registerCustomer(t);
      const b = await registerCustomer(t);
      const aId = (
        await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
          CUSTOMER_WISHLISTS,
          {},
          bearer(a.token),
        )
      ).data!.customer.wishlists[0]!.id;
      const asGuest = await t.query(ADD, { id: aId, items: [{ sku: skus[0], quantity: 1 }] });
      expect(asGuest.errors?.[0]).toMatchObject({
        message: 'The current user cannot perform operations on wishlist',
        extensions: { category: 'graphql-authorization' },
      });
      const asOther = await t.query(
        ADD,
        { id: aId, items: [{ sku: skus[0], quantity: 1 }] },
        bearer(b.token),
      );
      expect(asOther.errors?.[0]?.message).toBe('The wishlist was not found.');
    });
  });

  describe('guest wish lists', () => {
    async function create(): Promise<string> {
      const created = await t.query<{ WmWishlistCreate: { sharing_code: string } }>(GUEST_CREATE);
      return created.data!.WmWishlistCreate.sharing_code;
    }

    it('are created with an unguessable sharing code, paged 10 at a time by default', async () => {
      const code = await create();
      expect(code).toMatch(/^[A-Za-z0-9]{32}$/);
      const added = await t.query<{
        WmWishlistAddItems: { wishlist: GuestWishlist; user_errors: unknown[] };
      }>(GUEST_ADD, { code, items: skus.slice(0, 12).map((sku) => ({ sku, quantity: 1 })) });
      expect(added.data!.WmWishlistAddItems.user_errors).toEqual([]);
      expect(added.data!.WmWishlistAddItems.wishlist).toMatchObject({
        items_count: 12,
        page_info: { current_page: 1, page_size: 10, total_pages: 2 },
      });
      const page2 = await t.query<{ WmWishlist: GuestWishlist }>(GUEST_READ, { code, page: 2 });
      expect(page2.data!.WmWishlist.items.map((item) => item.product.sku)).toEqual(
        skus.slice(10, 12),
      );
      const count = await t.query<{ WmWishlistItemsCount: number }>(GUEST_COUNT, { code });
      expect(count.data!.WmWishlistItemsCount).toBe(12);
    });

    it('add does nothing for a product already there; remove takes items out by id', async () => {
      const code = await create();
      await t.query(GUEST_ADD, { code, items: [{ sku: skus[0], quantity: 1 }] });
      const again = await t.query<{ WmWishlistAddItems: { wishlist: GuestWishlist } }>(GUEST_ADD, {
        code,
        items: [
          { sku: skus[0], quantity: 3 },
          { sku: configurable.variant, parent_sku: configurable.sku, quantity: 1 },
        ],
      });
      const items = again.data!.WmWishlistAddItems.wishlist.items;
      expect(
        items.map((item) => [
          item.product.sku,
          item.quantity,
          item.configured_variant?.sku ?? null,
        ]),
      ).toEqual([
        [skus[0], 1, null],
        [configurable.sku, 1, configurable.variant],
      ]);
      const removed = await t.query<{
        WmWishlistRemoveItems: { wishlist: GuestWishlist; user_errors: unknown[] };
      }>(GUEST_REMOVE, { code, ids: [items[0]!.id] });
      expect(removed.data!.WmWishlistRemoveItems.wishlist.items_count).toBe(1);
    });

    it("an unknown code reads as nothing, refuses changes, and never reaches a customer's list", async () => {
      const { token } = await registerCustomer(t);
      const customerCode = (
        await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
          CUSTOMER_WISHLISTS,
          {},
          bearer(token),
        )
      ).data!.customer.wishlists[0]!.sharing_code;
      for (const code of ['x'.repeat(32), customerCode]) {
        expect(
          (await t.query<{ WmWishlist: null }>(GUEST_READ, { code })).data!.WmWishlist,
        ).toBeNull();
        expect(
          (await t.query<{ WmWishlistItemsCount: null }>(GUEST_COUNT, { code })).data!
            .WmWishlistItemsCount,
        ).toBeNull();
        const add = await t.query(GUEST_ADD, { code, items: [{ sku: skus[0], quantity: 1 }] });
        expect(add.errors?.[0]).toMatchObject({
          message: `Could not find a wish list with sharing code "${code}"`,
          extensions: { category: 'graphql-no-such-entity' },
        });
      }
    });

    it("moves into the customer's wish list at login: nothing lost, nothing twice, idempotent", async () => {
      const { token } = await registerCustomer(t);
      const id = (
        await t.query<{ customer: { wishlists: CustomerWishlist[] } }>(
          CUSTOMER_WISHLISTS,
          {},
          bearer(token),
        )
      ).data!.customer.wishlists[0]!.id;
      await t.query(ADD, { id, items: [{ sku: skus[0], quantity: 1 }] }, bearer(token));
      const code = await create();
      await t.query(GUEST_ADD, {
        code,
        items: [skus[0], skus[1], skus[2]].map((sku) => ({ sku, quantity: 1 })),
      });
      const merged = await t.query<{ WmMergeWishlist: { wishlist: CustomerWishlist } }>(
        MERGE,
        { code },
        bearer(token),
      );
      expect(merged.errors).toBeUndefined();
      const skusOf = (wishlist: CustomerWishlist) =>
        wishlist.items_v2.items.map((item) => item.product.sku);
      expect(skusOf(merged.data!.WmMergeWishlist.wishlist)).toEqual([skus[0], skus[1], skus[2]]);
      const again = await t.query<{ WmMergeWishlist: { wishlist: CustomerWishlist } }>(
        MERGE,
        { code },
        bearer(token),
      );
      expect(skusOf(again.data!.WmMergeWishlist.wishlist)).toEqual([skus[0], skus[1], skus[2]]);
      expect(
        (await t.query<{ WmWishlistItemsCount: number }>(GUEST_COUNT, { code })).data!
          .WmWishlistItemsCount,
      ).toBe(0);
      const asGuest = await t.query(MERGE, { code });
      expect(asGuest.errors?.[0]?.extensions?.category).toBe('graphql-authorization');
    });
  });
});
