import type { Insertable, Kysely } from 'kysely';
import type { Database, ProductCustomOptionTable } from '../db/tables.js';

/** How many products of each kind get the options. */
const PER_KIND = 3;

/**
 * The first in-catalogue simple products (by id, so the same ones every time) whose name begins
 * with `prefix`.
 */
async function productsNamed(db: Kysely<Database>, prefix: string) {
  return db
    .selectFrom('products')
    .select(['id', 'sku'])
    .where('type_id', '=', 'simple')
    .where('parent_id', 'is', null)
    .where('visible', '=', true)
    .where('name', 'like', `${prefix}%`)
    .orderBy('id')
    .limit(PER_KIND)
    .execute();
}

/**
 * Custom options on a few products (issue 22), deterministically: hydraulic hoses are cut and
 * pressed to length ("Lengde (cm)", required, a number from 10 to 500, 149,– for the work, with
 * a note to the workshop), and a spanner set's case gets a nameplate ("Tekst på skiltet",
 * required, at most 30 characters, 99,–). Returns how many options were added.
 */
export async function loadDemoCustomOptions(db: Kysely<Database>): Promise<number> {
  const hoses = await productsNamed(db, 'Hydraulikkslange');
  const sets = await productsNamed(db, 'Fastnøkkelsett');
  const rows: Insertable<ProductCustomOptionTable>[] = [
    ...hoses.flatMap((hose) => [
      {
        product_id: hose.id,
        type: 'field' as const,
        title: 'Lengde (cm)',
        required: true,
        sort_order: 1,
        max_characters: 5,
        value_kind: 'number' as const,
        min_value: 10,
        max_value: 500,
        price: 149,
        sku: 'KAPP',
      },
      {
        product_id: hose.id,
        type: 'area' as const,
        title: 'Merknad til verkstedet',
        required: false,
        sort_order: 2,
        max_characters: 200,
        price: 0,
      },
    ]),
    ...sets.map((set) => ({
      product_id: set.id,
      type: 'field' as const,
      title: 'Tekst på skiltet',
      required: true,
      sort_order: 1,
      max_characters: 30,
      price: 99,
      sku: 'SKILT',
    })),
  ];
  if (rows.length > 0) await db.insertInto('product_custom_options').values(rows).execute();
  return rows.length;
}
