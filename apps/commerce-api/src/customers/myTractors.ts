import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import type { WmTractor } from '../graphql/generated/schemaTypes.js';
import {
  MAX_TRACTORS,
  checkTractorInput,
  mergeTractors,
  type TractorAddition,
  type TractorEntry,
  type TractorInput,
} from './tractorList.js';

type Db = Kysely<Database>;

/** Advisory-lock namespace of a customer's tractor list (the two-key form). */
const TRACTOR_LOCK_NAMESPACE = 4712;

/** The customer's list with finder, brand and model names and slugs, oldest first. */
export async function tractorList(db: Kysely<Database>, customerId: number): Promise<WmTractor[]> {
  const rows = await db
    .selectFrom('customer_tractors as t')
    .innerJoin('pf_models as m', 'm.model_id', 't.model_id')
    .innerJoin('pf_brands as b', 'b.brand_id', 'm.brand_id')
    .innerJoin('pf_finders as f', 'f.finder_id', 'b.finder_id')
    .select([
      't.id',
      't.license_plate',
      't.nickname',
      't.is_active',
      't.added_at',
      'm.model_id',
      'm.name as model_name',
      'm.slug as model_slug',
      'b.brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
      'f.finder_id',
      'f.name as finder_name',
      'f.slug as finder_slug',
    ])
    .where('t.customer_id', '=', customerId)
    .orderBy('t.added_at')
    .orderBy('t.id')
    .execute();
  return rows.map((row) => ({
    id: String(row.id),
    finder: { id: row.finder_id, name: row.finder_name, slug: row.finder_slug },
    brand: { id: row.brand_id, name: row.brand_name, slug: row.brand_slug },
    model: { id: row.model_id, name: row.model_name, slug: row.model_slug },
    license_plate: row.license_plate,
    nickname: row.nickname,
    is_active: row.is_active,
    added_at: row.added_at.toISOString(),
  }));
}

/** Runs a change of one customer's list in a transaction that holds the list's lock. */
function withListLock<T>(db: Db, customerId: number, change: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${TRACTOR_LOCK_NAMESPACE}::int, ${customerId}::int)`.execute(
      trx,
    );
    return change(trx);
  });
}

/** The entry id as stored, or null when it cannot be one. */
const entryId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : null);

const notOnList = (id: string) =>
  new Refusal('TRACTOR_NOT_FOUND', `No machine with id "${id}" is on your list.`, {
    tractor_id: id,
  });

const tooMany = (message: string) =>
  new Refusal('TOO_MANY_TRACTORS', message, { max_tractors: MAX_TRACTORS });

/**
 * The machines to add, checked: at most `MAX_TRACTORS` at once, each valid (`checkTractorInput`,
 * refused with its 0-based `index`), every model one the part finder has.
 */
async function checkedAdditions(
  db: Db,
  input: readonly TractorInput[],
  now: Date,
): Promise<TractorAddition[]> {
  if (input.length > MAX_TRACTORS) {
    throw tooMany(`At most ${MAX_TRACTORS} machines can be added at once.`);
  }
  const additions = input.map((item, index) => {
    const checked = checkTractorInput(item, now);
    if (!checked.ok) {
      throw new Refusal('INVALID_PARAMETER_VALUE', `Machine ${index + 1}: ${checked.message}`, {
        index,
      });
    }
    return checked.addition;
  });
  const modelIds = [...new Set(additions.map((addition) => addition.modelId))];
  if (modelIds.length === 0) return additions;
  const known = new Set(
    (
      await db
        .selectFrom('pf_models')
        .select('model_id')
        .where('model_id', 'in', modelIds)
        .execute()
    ).map((row) => row.model_id),
  );
  const unknown = modelIds.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw new Refusal(
      'PART_FINDER_MODEL_NOT_FOUND',
      `No part-finder model has the id ${unknown.join(', ')}.`,
      { model_ids: unknown },
    );
  }
  return additions;
}

/** Writes the merged list over the stored one: only rows that changed are touched. */
async function storeList(
  trx: Db,
  customerId: number,
  existing: readonly TractorEntry[],
  merged: readonly TractorEntry[],
): Promise<void> {
  // Deactivate first: at most one active row at any moment (a unique index says so).
  const before = new Map(existing.map((entry) => [entry.id, entry]));
  for (const entry of merged) {
    const old = entry.id === null ? undefined : before.get(entry.id);
    if (old?.isActive && !entry.isActive) {
      await trx
        .updateTable('customer_tractors')
        .set({ is_active: false })
        .where('id', '=', old.id!)
        .execute();
    }
  }
  for (const entry of merged) {
    const old = entry.id === null ? undefined : before.get(entry.id);
    const values = {
      license_plate: entry.licensePlate,
      nickname: entry.nickname,
      is_active: entry.isActive,
      added_at: entry.addedAt,
    };
    if (!old) {
      await trx
        .insertInto('customer_tractors')
        .values({ customer_id: customerId, model_id: entry.modelId, ...values })
        .execute();
    } else if (
      old.licensePlate !== entry.licensePlate ||
      old.nickname !== entry.nickname ||
      old.isActive !== entry.isActive ||
      old.addedAt.getTime() !== entry.addedAt.getTime()
    ) {
      await trx.updateTable('customer_tractors').set(values).where('id', '=', old.id!).execute();
    }
  }
}

/** Adds machines to the customer's list (`mergeTractors` decides what the list becomes). */
export async function addTractors(
  db: Db,
  customerId: number,
  input: readonly TractorInput[],
): Promise<void> {
  const additions = await checkedAdditions(db, input, new Date());
  await withListLock(db, customerId, async (trx) => {
    const stored = await trx
      .selectFrom('customer_tractors')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('added_at')
      .orderBy('id')
      .execute();
    const existing: TractorEntry[] = stored.map((row) => ({
      id: row.id,
      modelId: row.model_id,
      licensePlate: row.license_plate,
      nickname: row.nickname,
      isActive: row.is_active,
      addedAt: row.added_at,
    }));
    const merged = mergeTractors(existing, additions);
    if (merged.length > MAX_TRACTORS) {
      throw tooMany(`A list holds at most ${MAX_TRACTORS} machines.`);
    }
    await storeList(trx, customerId, existing, merged);
  });
}

/** Removes a machine from the customer's list, or refuses an id not on it. */
export async function removeTractor(db: Db, customerId: number, id: string): Promise<void> {
  const rowId = entryId(id);
  const removed =
    rowId === null
      ? []
      : await db
          .deleteFrom('customer_tractors')
          .where('id', '=', rowId)
          .where('customer_id', '=', customerId)
          .returning('id')
          .execute();
  if (removed.length === 0) throw notOnList(id);
}

/** Makes one machine of the list the active one (none when `id` is null). */
export async function setActiveTractor(
  db: Db,
  customerId: number,
  id: string | null | undefined,
): Promise<void> {
  const rowId = id == null ? null : entryId(id);
  if (id != null && rowId === null) throw notOnList(id);
  await withListLock(db, customerId, async (trx) => {
    if (rowId !== null) {
      const owned = await trx
        .selectFrom('customer_tractors')
        .select('id')
        .where('id', '=', rowId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!owned) throw notOnList(String(id));
    }
    await trx
      .updateTable('customer_tractors')
      .set({ is_active: false })
      .where('customer_id', '=', customerId)
      .where('is_active', '=', true)
      .execute();
    if (rowId !== null) {
      await trx
        .updateTable('customer_tractors')
        .set({ is_active: true })
        .where('id', '=', rowId)
        .execute();
    }
  });
}
