import { sql, type Kysely, type Selectable } from 'kysely';
import { decodeUid, encodeUid } from '../catalog/uid.js';
import type { Database, RequisitionListTable } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import {
  checkListDescription,
  checkListName,
  newShareToken,
  REQUISITION_LIST_LIMITS,
  REQUISITION_LIST_MESSAGES,
} from './requisitionListRules.js';

type Db = Kysely<Database>;

/** A saved list as the GraphQL field resolvers receive it: the stored row. */
export type RequisitionListRow = Selectable<RequisitionListTable>;

/** A list's or a line's uid: the base64 of its id, like Magento's. */
export const requisitionUid = (id: number) => encodeUid(id);

/** The id behind a uid, or null when it is none. */
export function idOfUid(uid: string): number | null {
  const raw = decodeUid(uid.trim());
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

const notFound = (uid: string) =>
  new Refusal('REQUISITION_LIST_NOT_FOUND', REQUISITION_LIST_MESSAGES.notFound(uid), {
    requisition_list_uid: uid,
  });

/**
 * The customer's list with this uid. Another customer's list is refused exactly like an unknown
 * one, so no one learns which uids exist.
 */
export async function ownList(
  db: Db,
  customerId: number,
  uid: string,
): Promise<RequisitionListRow> {
  const id = idOfUid(uid);
  const list =
    id === null
      ? undefined
      : await db
          .selectFrom('requisition_lists')
          .selectAll()
          .where('id', '=', id)
          .where('customer_id', '=', customerId)
          .executeTakeFirst();
  if (!list) throw notFound(uid);
  return list;
}

/** A list shared by link, by its token; null when no list is shared with it. */
export async function sharedList(db: Db, token: string): Promise<RequisitionListRow | null> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return null;
  return (
    (await db
      .selectFrom('requisition_lists')
      .selectAll()
      .where('share_token', '=', token)
      .executeTakeFirst()) ?? null
  );
}

/** Creates a list, refused past the customer's limit. */
export async function createList(
  db: Db,
  customerId: number,
  input: { name: string; description?: string | null },
): Promise<RequisitionListRow> {
  const name = checkListName(input.name);
  const description = checkListDescription(input.description);
  return db.transaction().execute(async (trx) => {
    // One customer's creations queue behind each other, so two at once cannot pass the limit.
    await sql`SELECT id FROM customers WHERE id = ${customerId} FOR UPDATE`.execute(trx);
    const { count } = await trx
      .selectFrom('requisition_lists')
      .select(sql<number>`count(*)`.as('count'))
      .where('customer_id', '=', customerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= REQUISITION_LIST_LIMITS.listsPerCustomer) {
      throw new Refusal('TOO_MANY_REQUISITION_LISTS', REQUISITION_LIST_MESSAGES.tooManyLists, {
        max_lists: REQUISITION_LIST_LIMITS.listsPerCustomer,
      });
    }
    return trx
      .insertInto('requisition_lists')
      .values({ customer_id: customerId, name, description })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Renames a list and sets its note. */
export async function updateList(
  db: Db,
  list: RequisitionListRow,
  input: { name: string; description?: string | null },
): Promise<RequisitionListRow> {
  return db
    .updateTable('requisition_lists')
    .set({
      name: checkListName(input.name),
      description: checkListDescription(input.description),
      updated_at: new Date(),
    })
    .where('id', '=', list.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a list and its lines. */
export async function deleteList(db: Db, list: RequisitionListRow): Promise<void> {
  await db.deleteFrom('requisition_lists').where('id', '=', list.id).execute();
}

/** The list's share token, made on first share and kept after. */
export async function shareList(db: Db, list: RequisitionListRow): Promise<RequisitionListRow> {
  if (list.share_token) return list;
  return db
    .updateTable('requisition_lists')
    .set({ share_token: newShareToken() })
    .where('id', '=', list.id)
    .where('share_token', 'is', null)
    .returningAll()
    .executeTakeFirst()
    .then(
      async (row) =>
        row ??
        db
          .selectFrom('requisition_lists')
          .selectAll()
          .where('id', '=', list.id)
          .executeTakeFirstOrThrow(),
    );
}

/** The list as it is now (after a change). */
export const rereadList = (db: Db, list: RequisitionListRow) =>
  db
    .selectFrom('requisition_lists')
    .selectAll()
    .where('id', '=', list.id)
    .executeTakeFirstOrThrow();

/** One page of the customer's lists, most recently changed first, with the filter applied. */
export async function customerLists(
  db: Db,
  customerId: number,
  page: { pageSize: number; currentPage: number },
  filter: { name?: string | null; uids?: readonly string[] | null },
): Promise<{ items: RequisitionListRow[]; total: number }> {
  let query = db.selectFrom('requisition_lists').where('customer_id', '=', customerId);
  if (filter.name) {
    const pattern = `%${filter.name.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    query = query.where(sql<boolean>`name ILIKE ${pattern}`);
  }
  if (filter.uids) {
    const ids = filter.uids.map(idOfUid).filter((id): id is number => id !== null);
    query = query.where('id', 'in', ids.length > 0 ? ids : [0]);
  }
  const { count } = await query.select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  const items = await query
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)
    .execute();
  return { items, total: Number(count) };
}
