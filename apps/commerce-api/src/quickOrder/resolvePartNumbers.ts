import { sql, type Kysely } from 'kysely';
import { PRODUCT_COLUMNS, type ProductRow } from '../catalog/catalogRows.js';
import { normalizePartNumber } from '../catalog/normalizePartNumber.js';
import type { Database } from '../db/tables.js';
import { Refusal } from '../errors/refusal.js';
import { MAX_VARIABLES_LIST_LENGTH } from '../graphql/plugins/rejectUnsafeInput.js';

/**
 * The most part numbers one `wmResolvePartNumbers` takes: as many as a variable's list may hold
 * (and as `addProductsToCart` takes), so a longer quick order is sent in parts.
 */
export const MAX_PART_NUMBERS = MAX_VARIABLES_LIST_LENGTH;

/** The outcome of one part number (`WmPartNumberMatchStatus`). */
export type PartNumberStatus = 'FOUND' | 'NOT_FOUND' | 'AMBIGUOUS' | 'EMPTY';

/** What one part number matched (`WmPartNumberMatch`). */
export interface PartNumberMatch {
  part_number: string;
  status: PartNumberStatus;
  product: ProductRow | null;
  parent_sku: string | null;
  match_count: number;
}

/**
 * Picks the product a normalised part number means among the rows carrying it: the one whose own
 * SKU it is (a variant included), else the only one; a configurable's variants sharing their
 * parent's cross-reference do not make it ambiguous. Pure.
 */
export function pickProduct(
  partNumber: string,
  rows: readonly ProductRow[],
): { status: PartNumberStatus; product: ProductRow | null; count: number } {
  if (partNumber === '') return { status: 'EMPTY', product: null, count: 0 };
  const carrying = rows.filter((row) => row.part_numbers_normalized.includes(partNumber));
  const own = carrying.filter((row) => normalizePartNumber(row.sku) === partNumber);
  if (own.length === 1) return { status: 'FOUND', product: own[0]!, count: 1 };
  const ids = new Set(carrying.map((row) => row.id));
  // Visible products and variants; a variant whose parent also matched is that parent.
  const distinct = carrying.filter((row) =>
    row.parent_id === null ? row.visible : !ids.has(row.parent_id),
  );
  if (distinct.length === 1) return { status: 'FOUND', product: distinct[0]!, count: 1 };
  return {
    status: distinct.length === 0 ? 'NOT_FOUND' : 'AMBIGUOUS',
    product: null,
    count: distinct.length,
  };
}

/**
 * The product behind each part number, in the order given: one statement for the whole list
 * (the normalised numbers against `part_numbers_normalized`, which holds each product's SKU and
 * cross-references) and one more for the parents of the variants found.
 *
 * @throws {@link Refusal} `INVALID_PARAMETER_VALUE` for more than {@link MAX_PART_NUMBERS}.
 */
export async function resolvePartNumbers(
  db: Kysely<Database>,
  partNumbers: readonly string[],
): Promise<PartNumberMatch[]> {
  if (partNumbers.length > MAX_PART_NUMBERS) {
    throw new Refusal(
      'INVALID_PARAMETER_VALUE',
      `At most ${MAX_PART_NUMBERS} part numbers can be resolved at once; ${partNumbers.length} were given.`,
      { max: MAX_PART_NUMBERS, count: partNumbers.length },
    );
  }
  const normalized = partNumbers.map(normalizePartNumber);
  const wanted = [...new Set(normalized.filter((value) => value !== ''))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(PRODUCT_COLUMNS)
          .where(sql<boolean>`part_numbers_normalized && ARRAY[${sql.join(wanted)}]::text[]`)
          .orderBy('id')
          .execute();
  const byNumber = new Map<string, ProductRow[]>();
  for (const row of rows) {
    for (const value of row.part_numbers_normalized) {
      const list = byNumber.get(value);
      if (list) list.push(row);
      else byNumber.set(value, [row]);
    }
  }
  const picks = normalized.map((value) => pickProduct(value, byNumber.get(value) ?? []));
  const parentIds = [
    ...new Set(picks.flatMap((pick) => (pick.product?.parent_id ? [pick.product.parent_id] : []))),
  ];
  const parents =
    parentIds.length === 0
      ? []
      : await db
          .selectFrom('products')
          .select(['id', 'sku'])
          .where('id', 'in', parentIds)
          .execute();
  const parentSku = new Map(parents.map((parent) => [parent.id, parent.sku]));
  return picks.map((pick, index) => ({
    part_number: partNumbers[index]!,
    status: pick.status,
    product: pick.product,
    parent_sku: pick.product?.parent_id ? (parentSku.get(pick.product.parent_id) ?? null) : null,
    match_count: pick.count,
  }));
}
