import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.js';

/**
 * The catalogue's fitment and stock flags of a product (issue 23), kept as text values in
 * `product_attribute_values` (`wm_universal_fit`, `wm_backorders`, `wm_supplier_lead_days`).
 */
export interface ProductFlags {
  /** "Passer alle": fits every machine. */
  universalFit: boolean;
  /** The supplier takes orders while it is out of stock. */
  backorders: boolean;
  /** The supplier's lead time in days; null when not known. */
  supplierLeadDays: number | null;
}

/** The flags of a product from its attribute values. Pure. */
export function productFlags(values: ReadonlyMap<string, string>): ProductFlags {
  const lead = Number(values.get('wm_supplier_lead_days'));
  return {
    universalFit: values.get('wm_universal_fit') === '1',
    backorders: values.get('wm_backorders') === '1',
    supplierLeadDays: Number.isInteger(lead) && lead > 0 ? lead : null,
  };
}

/** The products among `ids` the supplier backorders (for the cart's stock check). */
export async function backorderedProductIds(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('product_attribute_values')
    .select('product_id')
    .where('attribute_code', '=', 'wm_backorders')
    .where('value', '=', '1')
    .where('product_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.product_id));
}
