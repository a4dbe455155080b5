import { sql, type Kysely } from 'kysely';
import { PRODUCT_COLUMNS, type ProductRow } from '../../catalog/catalogLoaders.js';
import { newMaskedId } from '../../carts/maskedId.js';
import type { Database } from '../../db/tables.js';
import type { WishlistParent } from '../../wishlists/wishlistRow.js';
import type { GraphQLContext } from '../context.js';
import { categorizedError, inputError, noSuchEntityError } from '../errors.js';
import type { Resolvers, WishListUserInputErrorType } from '../generated/schemaTypes.js';
import { assertPageExists, pageInfo, validatePage, type PageRequest } from '../paging.js';
import { magentoDateTime } from './customers.js';

type Db = Kysely<Database>;

/** Magento's (and the guest list's) messages about wish lists. */
export const WISHLIST_ERRORS = {
  notYours: 'The current user cannot perform operations on wishlist',
  notFound: 'The wishlist was not found.',
  productNotFound: (sku: string) => `Could not find a product with SKU "${sku}"`,
  quantityNotPositive: 'The quantity of a wish list item cannot be 0',
  itemNotFound: (id: string) => `The wishlist item with ID "${id}" does not belong to the wishlist`,
  unknownSharingCode: (code: string) => `Could not find a wish list with sharing code "${code}"`,
} as const;

const DEFAULT_GUEST_PAGE: PageRequest = { currentPage: 1, pageSize: 10 };
const MAX_PAGE_SIZE = 100;

interface UserError {
  code: WishListUserInputErrorType;
  message: string;
}

interface WishlistItemInput {
  sku: string;
  quantity: number;
  parent_sku?: string | null;
  selected_options?: readonly (string | null)[] | null;
  entered_options?: readonly ({ uid: string; value: string } | null)[] | null;
}

const ITEM_TYPES: Record<string, string> = {
  simple: 'SimpleWishlistItem',
  configurable: 'ConfigurableWishlistItem',
  bundle: 'BundleWishlistItem',
  downloadable: 'DownloadableWishlistItem',
  virtual: 'VirtualWishlistItem',
  grouped: 'GroupedProductWishlistItem',
};

// ---------------------------------------------------------------------------------------------
// Storage
// ---------------------------------------------------------------------------------------------

/** The customer's wish list, created on first use (one per customer). */
async function customerWishlist(db: Db, customerId: number): Promise<WishlistParent> {
  await db
    .insertInto('wishlists')
    .values({ customer_id: customerId, sharing_code: newMaskedId() })
    .onConflict((conflict) => conflict.column('customer_id').doNothing())
    .execute();
  return db
    .selectFrom('wishlists')
    .selectAll()
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** A guest wish list by its sharing code; a customer's list is never reachable this way. */
async function guestWishlist(db: Db, sharingCode: string): Promise<WishlistParent | null> {
  return (
    (await db
      .selectFrom('wishlists')
      .selectAll()
      .where('sharing_code', '=', sharingCode)
      .where('customer_id', 'is', null)
      .executeTakeFirst()) ?? null
  );
}

async function requireGuestWishlist(db: Db, sharingCode: string): Promise<WishlistParent> {
  const wishlist = await guestWishlist(db, sharingCode);
  if (!wishlist) throw noSuchEntityError(WISHLIST_ERRORS.unknownSharingCode(sharingCode));
  return wishlist;
}

async function productBySku(db: Db, sku: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .select(PRODUCT_COLUMNS)
    .where('sku', '=', sku)
    .executeTakeFirst();
}

/**
 * Adds products to a wish list; a product (or variant) already on it is left as it is. Returns
 * the problems of the items that could not be added.
 */
async function addItems(
  db: Db,
  wishlistId: number,
  items: readonly WishlistItemInput[],
): Promise<UserError[]> {
  const errors: UserError[] = [];
  let changed = false;
  for (const item of items) {
    if (!(item.quantity > 0)) {
      errors.push({ code: 'UNDEFINED', message: WISHLIST_ERRORS.quantityNotPositive });
      continue;
    }
    const product = await productBySku(db, item.sku);
    if (!product) {
      errors.push({
        code: 'PRODUCT_NOT_FOUND',
        message: WISHLIST_ERRORS.productNotFound(item.sku),
      });
      continue;
    }
    const parentSku = item.parent_sku?.trim() || null;
    let parent: ProductRow | undefined;
    if (parentSku && parentSku !== product.sku) {
      parent = await productBySku(db, parentSku);
      if (!parent) {
        errors.push({
          code: 'PRODUCT_NOT_FOUND',
          message: WISHLIST_ERRORS.productNotFound(parentSku),
        });
        continue;
      }
    } else if (product.parent_id !== null) {
      parent = await db
        .selectFrom('products')
        .select(PRODUCT_COLUMNS)
        .where('id', '=', product.parent_id)
        .executeTakeFirst();
    }
    const isVariant = parent?.type_id === 'configurable' && product.parent_id === parent.id;
    const inserted = await db
      .insertInto('wishlist_items')
      .values({
        wishlist_id: wishlistId,
        product_id: isVariant ? parent!.id : product.id,
        variant_id: isVariant ? product.id : null,
        selected_options: JSON.stringify((item.selected_options ?? []).filter((uid) => uid)),
        entered_options: JSON.stringify((item.entered_options ?? []).filter((option) => option)),
        quantity: item.quantity,
      })
      .onConflict((conflict) =>
        conflict.expression(sql`wishlist_id, product_id, coalesce(variant_id, 0)`).doNothing(),
      )
      .executeTakeFirst();
    if (inserted?.numInsertedOrUpdatedRows) changed = true;
  }
  // A request whose every item was refused leaves the list as it was, its time included.
  if (changed) await touch(db, wishlistId);
  return errors;
}

async function removeItems(
  db: Db,
  wishlistId: number,
  itemIds: readonly string[],
): Promise<UserError[]> {
  const errors: UserError[] = [];
  let changed = false;
  for (const id of itemIds) {
    const removed = /^\d{1,9}$/.test(id)
      ? await db
          .deleteFrom('wishlist_items')
          .where('id', '=', Number(id))
          .where('wishlist_id', '=', wishlistId)
          .returning('id')
          .executeTakeFirst()
      : undefined;
    if (!removed) errors.push({ code: 'UNDEFINED', message: WISHLIST_ERRORS.itemNotFound(id) });
    else changed = true;
  }
  if (changed) await touch(db, wishlistId);
  return errors;
}

async function touch(db: Db, wishlistId: number) {
  await db
    .updateTable('wishlists')
    .set({ updated_at: new Date() })
    .where('id', '=', wishlistId)
    .execute();
}

async function itemCount(db: Db, wishlistId: number): Promise<number> {
  const row = await db
    .selectFrom('wishlist_items')
    .select(sql<number>`count(*)`.as('count'))
    .where('wishlist_id', '=', wishlistId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One page of a wish list's items, oldest first, with the products loaded. */
async function itemPage(context: GraphQLContext, wishlistId: number, page: PageRequest) {
  const total = await itemCount(context.db, wishlistId);
  assertPageExists(page, total);
  const rows = await context.db
    .selectFrom('wishlist_items')
    .selectAll()
    .where('wishlist_id', '=', wishlistId)
    .orderBy('added_at')
    .orderBy('id')
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  const items = await Promise.all(
    rows.map(async (row) => {
      const product = await context.loaders.products.load(row.product_id);
      const variant =
        row.variant_id === null ? null : await context.loaders.products.load(row.variant_id);
      return {
        __typename: ITEM_TYPES[product?.type_id ?? 'simple'] ?? 'SimpleWishlistItem',
        id: String(row.id),
        quantity: row.quantity,
        description: row.description,
        added_at: row.added_at,
        product,
        configured_variant: variant,
      };
    }),
  );
  return { items, page_info: pageInfo(page, total), total };
}

// ---------------------------------------------------------------------------------------------
// Resolvers
// ---------------------------------------------------------------------------------------------

async function requireCustomerId(context: GraphQLContext): Promise<number> {
  const session = await context.customerSession();
  if (!session) throw categorizedError('graphql-authorization', WISHLIST_ERRORS.notYours);
  return session.customer.id;
}

/** The signed-in customer's wish list with this id, or Magento's refusal. */
async function ownWishlist(context: GraphQLContext, wishlistId: string): Promise<WishlistParent> {
  const customerId = await requireCustomerId(context);
  const wishlist = await customerWishlist(context.db, customerId);
  if (String(wishlist.id) !== wishlistId) throw inputError(WISHLIST_ERRORS.notFound);
  return wishlist;
}

const reread = (db: Db, wishlist: WishlistParent, page?: PageRequest) =>
  db
    .selectFrom('wishlists')
    .selectAll()
    .where('id', '=', wishlist.id)
    .executeTakeFirstOrThrow()
    .then((row): WishlistParent => (page ? { ...row, page } : row));

/** Customer wish lists (Magento's) and guest wish lists by sharing code (the shop's). */
export const wishlistResolvers = {
  Customer: {
    wishlists: async (_parent, { currentPage, pageSize }, context) => {
      const page = validatePage(pageSize, currentPage, {
        currentPage: 1,
        pageSize: 20,
        maxPageSize: MAX_PAGE_SIZE,
      });
      const wishlist = await customerWishlist(context.db, await requireCustomerId(context));
      return page.currentPage === 1 ? [wishlist] : [];
    },
    wishlist_v2: async (_parent, { id }, context) => {
      const wishlist = await customerWishlist(context.db, await requireCustomerId(context));
      return String(wishlist.id) === id ? wishlist : null;
    },
  },
  Wishlist: {
    id: (wishlist) => String(wishlist.id),
    items_count: (wishlist, _args, context) => itemCount(context.db, wishlist.id),
    sharing_code: (wishlist) => wishlist.sharing_code,
    updated_at: (wishlist) => magentoDateTime(wishlist.updated_at),
    items_v2: async (wishlist, { currentPage, pageSize }, context) => {
      const page = validatePage(pageSize, currentPage, {
        currentPage: 1,
        pageSize: 20,
        maxPageSize: MAX_PAGE_SIZE,
      });
      const { items, page_info } = await itemPage(context, wishlist.id, page);
      return {
        items: items.map((item) => ({ ...item, added_at: magentoDateTime(item.added_at) })),
        page_info,
      } as never;
    },
  },
  WishlistItemInterface: {
    __resolveType: (item) => (item as { __typename: 'SimpleWishlistItem' }).__typename,
  },
  WmGuestWishlist: {
    id: (wishlist) => String(wishlist.id),
    sharing_code: (wishlist) => wishlist.sharing_code,
    items_count: (wishlist, _args, context) => itemCount(context.db, wishlist.id),
    items: async (wishlist, _args, context) => {
      const { items } = await itemPage(context, wishlist.id, wishlist.page ?? DEFAULT_GUEST_PAGE);
      return items.map((item) => ({ ...item, added_at: item.added_at.toISOString() })) as never;
    },
    page_info: async (wishlist, _args, context) => {
      const page = wishlist.page ?? DEFAULT_GUEST_PAGE;
      return pageInfo(page, await itemCount(context.db, wishlist.id));
    },
  },
  Query: {
    WmWishlist: async (_parent, { sharing_code, currentPage, pageSize }, context) => {
      const page = validatePage(pageSize, currentPage, {
        ...DEFAULT_GUEST_PAGE,
        maxPageSize: MAX_PAGE_SIZE,
      });
      const wishlist = await guestWishlist(context.db, sharing_code);
      return wishlist ? { ...wishlist, page } : null;
    },
    WmWishlistItemsCount: async (_parent, { sharing_code }, context) => {
      const wishlist = await guestWishlist(context.db, sharing_code);
      return wishlist ? itemCount(context.db, wishlist.id) : null;
    },
  },
  Mutation: {
    addProductsToWishlist: async (_parent, { wishlistId, wishlistItems }, context) => {
      const wishlist = await ownWishlist(context, wishlistId);
      const user_errors = await addItems(context.db, wishlist.id, wishlistItems);
      return { wishlist: await reread(context.db, wishlist), user_errors };
    },
    removeProductsFromWishlist: async (_parent, { wishlistId, wishlistItemsIds }, context) => {
      const wishlist = await ownWishlist(context, wishlistId);
      const user_errors = await removeItems(context.db, wishlist.id, wishlistItemsIds);
      return { wishlist: await reread(context.db, wishlist), user_errors };
    },
    WmWishlistCreate: async (_parent, _args, context) => {
      const created = await context.db
        .insertInto('wishlists')
        .values({ customer_id: null, sharing_code: newMaskedId() })
        .returning('sharing_code')
        .executeTakeFirstOrThrow();
      return { sharing_code: created.sharing_code };
    },
    WmWishlistAddItems: async (_parent, { sharing_code, items }, context) => {
      const wishlist = await requireGuestWishlist(context.db, sharing_code);
      const user_errors = await addItems(context.db, wishlist.id, items);
      return { wishlist: await reread(context.db, wishlist, DEFAULT_GUEST_PAGE), user_errors };
    },
    WmWishlistRemoveItems: async (_parent, { sharing_code, item_ids }, context) => {
      const wishlist = await requireGuestWishlist(context.db, sharing_code);
      const user_errors = await removeItems(context.db, wishlist.id, item_ids);
      return { wishlist: await reread(context.db, wishlist, DEFAULT_GUEST_PAGE), user_errors };
    },
    WmMergeWishlist: async (_parent, { sharing_code }, context) => {
      const customerId = await requireCustomerId(context);
      const target = await customerWishlist(context.db, customerId);
      await context.db.transaction().execute(async (trx) => {
        const guest = await trx
          .selectFrom('wishlists')
          .selectAll()
          .where('sharing_code', '=', sharing_code)
          .where('customer_id', 'is', null)
          .forUpdate()
          .executeTakeFirst();
        if (!guest) throw noSuchEntityError(WISHLIST_ERRORS.unknownSharingCode(sharing_code));
        // Everything moves; what the customer already has stays as it is (never twice).
        await sql`
          INSERT INTO wishlist_items
            (wishlist_id, product_id, variant_id, selected_options, entered_options, quantity, description, added_at)
          SELECT ${target.id}, product_id, variant_id, selected_options, entered_options, quantity, description, added_at
          FROM wishlist_items WHERE wishlist_id = ${guest.id}
          ORDER BY added_at, id
          ON CONFLICT (wishlist_id, product_id, coalesce(variant_id, 0)) DO NOTHING`.execute(trx);
        await trx.deleteFrom('wishlist_items').where('wishlist_id', '=', guest.id).execute();
        await touch(trx, target.id);
      });
      return { wishlist: await reread(context.db, target), user_errors: [] };
    },
  },
} satisfies Pick<
  Resolvers,
  'Customer' | 'Wishlist' | 'WishlistItemInterface' | 'WmGuestWishlist' | 'Query' | 'Mutation'
>;
