import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { idOfUid, type RequisitionListRow } from './requisitionListAccess.js';
import {
  checkQuantity,
  optionsKey,
  REQUISITION_LIST_LIMITS,
  REQUISITION_LIST_MESSAGES,
} from './requisitionListRules.js';

type Db = Kysely<Database>;

/** A product to put on a list (`RequisitionListItemsInput`). */
export interface RequisitionListItemInput {
  sku: string;
  quantity?: number | null;
  parent_sku?: string | null;
  selected_options?: readonly string[] | null;
  entered_options?: readonly { uid: string; value: string }[] | null;
}

/** A line's new quantity (`UpdateRequisitionListItemsInput`). */
export interface RequisitionListItemUpdate {
  item_id: string;
  quantity?: number | null;
}

const itemNotFound = (uid: string) =>
  new Refusal('REQUISITION_LIST_ITEM_NOT_FOUND', REQUISITION_LIST_MESSAGES.itemNotFound(uid), {
    item_uid: uid,
  });

async function touch(db: Db, listId: number) {
  await db
    .updateTable('requisition_lists')
    .set({ updated_at: new Date() })
    .where('id', '=', listId)
    .execute();
}

export async function itemCount(db: Db, listId: number): Promise<number> {
  const { count } = await db
    .selectFrom('requisition_list_items')
    .select(sql<number>`count(*)`.as('count'))
    .where('list_id', '=', listId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * Puts products on a list, all or nothing: every input is checked (quantity, a product with the
 * SKU) before anything is written. The same SKU with the same options adds to its line.
 */
export async function addItems(
  db: Db,
  list: RequisitionListRow,
  items: readonly RequisitionListItemInput[],
): Promise<void> {
  const checked: {
    sku: string;
    parent_sku: string | null;
    selected_options: string;
    entered_options: string;
    options_key: string;
    quantity: number;
  }[] = [];
  for (const item of items) {
    const quantity = checkQuantity(item.quantity);
    const sku = item.sku.trim();
    const product = await db
      .selectFrom('products')
      .select(['sku'])
      .where('sku', '=', sku)
      .executeTakeFirst();
    if (!product) {
      throw new Refusal('PRODUCT_NOT_FOUND', `Could not find a product with SKU "${sku}"`, { sku });
    }
    const selected = [...(item.selected_options ?? [])];
    const entered = [...(item.entered_options ?? [])];
    checked.push({
      sku: product.sku,
      parent_sku: item.parent_sku?.trim() || null,
      selected_options: JSON.stringify(selected),
      entered_options: JSON.stringify(entered),
      options_key: optionsKey(selected, entered),
      quantity,
    });
  }
  if (checked.length === 0) return;
  await db.transaction().execute(async (trx) => {
    // Changes to one list queue behind each other, so the item limit holds.
    await sql`SELECT id FROM requisition_lists WHERE id = ${list.id} FOR UPDATE`.execute(trx);
    for (const row of checked) {
      await trx
        .insertInto('requisition_list_items')
        .values({ list_id: list.id, ...row })
        .onConflict((conflict) =>
          conflict.columns(['list_id', 'sku', 'options_key']).doUpdateSet({
            quantity: sql`LEAST(requisition_list_items.quantity + excluded.quantity, ${REQUISITION_LIST_LIMITS.maxQuantity})`,
          }),
        )
        .execute();
    }
    if ((await itemCount(trx, list.id)) > REQUISITION_LIST_LIMITS.itemsPerList) {
      throw new Refusal('TOO_MANY_REQUISITION_LIST_ITEMS', REQUISITION_LIST_MESSAGES.tooManyItems, {
        max_items: REQUISITION_LIST_LIMITS.itemsPerList,
      });
    }
    await touch(trx, list.id);
  });
}

/** Sets lines' quantities, all or nothing; a uid not on this list is refused. */
export async function updateItems(
  db: Db,
  list: RequisitionListRow,
  updates: readonly RequisitionListItemUpdate[],
): Promise<void> {
  const checked = updates.map((update) => ({
    uid: update.item_id,
    id: idOfUid(update.item_id),
    quantity: update.quantity == null ? null : checkQuantity(update.quantity),
  }));
  await db.transaction().execute(async (trx) => {
    for (const { uid, id, quantity } of checked) {
      const row =
        id === null
          ? undefined
          : await trx
              .selectFrom('requisition_list_items')
              .select('id')
              .where('id', '=', id)
              .where('list_id', '=', list.id)
              .executeTakeFirst();
      if (!row) throw itemNotFound(uid);
      if (quantity !== null) {
        await trx
          .updateTable('requisition_list_items')
          .set({ quantity })
          .where('id', '=', row.id)
          .execute();
      }
    }
    await touch(trx, list.id);
  });
}

/** Removes lines, all or nothing; a uid not on this list is refused. */
export async function deleteItems(
  db: Db,
  list: RequisitionListRow,
  uids: readonly string[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const uid of uids) {
      const id = idOfUid(uid);
      const removed =
        id === null
          ? undefined
          : await trx
              .deleteFrom('requisition_list_items')
              .where('id', '=', id)
              .where('list_id', '=', list.id)
              .returning('id')
              .executeTakeFirst();
      if (!removed) throw itemNotFound(uid);
    }
    await touch(trx, list.id);
  });
}

/** A list's lines, oldest first: a page, or all of them (`page` null). */
export async function listItems(
  db: Db,
  listId: number,
  page: { pageSize: number; currentPage: number } | null,
) {
  let query = db
    .selectFrom('requisition_list_items')
    .selectAll()
    .where('list_id', '=', listId)
    .orderBy('added_at')
    .orderBy('id');
  if (page) query = query.limit(page.pageSize).offset((page.currentPage - 1) * page.pageSize);
  return query.execute();
}

/** The lines with these uids, refused when one is not on the list. */
export async function itemsByUid(db: Db, listId: number, uids: readonly string[]) {
  const all = await listItems(db, listId, null);
  return uids.map((uid) => {
    const id = idOfUid(uid);
    const row = all.find((item) => item.id === id);
    if (!row) throw itemNotFound(uid);
    return row;
  });
}
