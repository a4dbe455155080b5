import type { ColumnType, Generated } from 'kysely';

/** A customer's saved list (see migration 0021). */
export interface RequisitionListTable {
  id: Generated<number>;
  customer_id: number;
  name: string;
  description: string | null;
  /** Set once the owner shares the list read-only by link; null while it is private. */
  share_token: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A product on a saved list. */
export interface RequisitionListItemTable {
  id: Generated<number>;
  list_id: number;
  /** The SKU chosen (a configurable product's variant). */
  sku: string;
  /** The configurable product a variant belongs to, else null. */
  parent_sku: string | null;
  selected_options: ColumnType<string[], string | undefined, string>;
  entered_options: ColumnType<{ uid: string; value: string }[], string | undefined, string>;
  /** Identifies the options chosen, so the same choice adds up on one line. */
  options_key: ColumnType<string, string | undefined, string>;
  quantity: number;
  added_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
