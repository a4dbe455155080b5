import type { Money } from '../catalog/mapPriceRange';
import type {
  RequisitionListItemFieldsFragment,
  RequisitionListSummaryFieldsFragment,
} from '../generated/graphql';
import { mapWishlistItemProduct, type WishlistItemProduct } from '../wishlist/wishlistRules';

/** The backend's limits of saved lists (commerce-api's `REQUISITION_LIST_LIMITS`). */
export const requisitionListLimits = Object.freeze({
  /** Characters of a name, after trimming. */
  nameLength: 60,
  /** Characters of a note. */
  descriptionLength: 255,
  /** The most of one product a line holds. */
  maxQuantity: 10_000,
});

/** Why a list's name or note cannot be sent. */
export type RequisitionListInputProblem = 'name-empty' | 'name-too-long' | 'description-too-long';

/** A name and note ready to send, or what is wrong with them. */
export type CheckedRequisitionListInput =
  | { ok: true; name: string; description: string | null }
  | { ok: false; problem: RequisitionListInputProblem };

/**
 * Checks a list's name and note as the backend will: the name trimmed, inner spaces folded,
 * 1 to 60 characters; the note at most 255 (empty is none). Pure.
 *
 * @example
 * ```ts
 * checkRequisitionListInput({ name: '  Våronn  MF 135 ' }); // { ok: true, name: 'Våronn MF 135', description: null }
 * checkRequisitionListInput({ name: ' ' }); // { ok: false, problem: 'name-empty' }
 * ```
 */
export function checkRequisitionListInput(input: {
  name: string;
  description?: string | null;
}): CheckedRequisitionListInput {
  const name = input.name.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, problem: 'name-empty' };
  if ([...name].length > requisitionListLimits.nameLength) {
    return { ok: false, problem: 'name-too-long' };
  }
  const description = input.description?.trim() ?? '';
  if ([...description].length > requisitionListLimits.descriptionLength) {
    return { ok: false, problem: 'description-too-long' };
  }
  return { ok: true, name, description: description === '' ? null : description };
}

/** A product to put on a list. */
export interface RequisitionListLineInput {
  /** The SKU bought (a configurable product's variant). */
  sku: string;
  quantity: number;
  /** The configurable product a variant belongs to. */
  parentSku?: string | null;
}

/**
 * The lines to send for products picked from several places (a cart or an order may hold the same
 * SKU twice): one line per SKU and parent, quantities added up and held to the most a line takes;
 * lines without a positive quantity are left out. First-seen order is kept. Pure.
 */
export function mergeRequisitionListLines(
  lines: readonly RequisitionListLineInput[],
): RequisitionListLineInput[] {
  const merged = new Map<string, RequisitionListLineInput>();
  for (const line of lines) {
    if (!(line.quantity > 0) || line.sku.trim() === '') continue;
    const sku = line.sku.trim();
    const parentSku = line.parentSku?.trim() || null;
    const key = `${parentSku ?? ''}\u0000${sku}`;
    const seen = merged.get(key);
    const quantity = Math.min(
      (seen?.quantity ?? 0) + line.quantity,
      requisitionListLimits.maxQuantity,
    );
    merged.set(key, { sku, quantity, parentSku });
  }
  return [...merged.values()];
}

/** A list as the account's overview shows it: no lines. */
export interface RequisitionListSummary {
  uid: string;
  name: string;
  description: string | null;
  itemsCount: number;
  /** `YYYY-MM-DD HH:MM:SS` (UTC), as the backend sends it; `null` when not said. */
  updatedAt: string | null;
  /** The read-only link's token once the list is shared, else `null`. */
  shareToken: string | null;
}

/** A line of a list. */
export interface RequisitionListItem {
  uid: string;
  /** The SKU saved, also when the product has left the catalogue. */
  sku: string;
  quantity: number;
  /** `null` when the product has left the catalogue. */
  product: WishlistItemProduct | null;
}

/** A list with a page of its lines. */
export interface RequisitionList extends RequisitionListSummary {
  items: RequisitionListItem[];
  totalPages: number;
}

/** What a list's lines add up to. */
export interface RequisitionListTotals {
  lines: number;
  /** The sum of the quantities. */
  units: number;
  /** The lines' prices times quantities (lowest final price), in the first line's currency. */
  total: Money;
  /** Lines without a product (gone from the catalogue), left out of `total`. */
  unpriced: number;
}

/**
 * What a page of lines adds up to: the shop shows it as an estimate, since the cart prices again.
 * Pure.
 */
export function requisitionListTotals(
  items: readonly RequisitionListItem[],
): RequisitionListTotals {
  let value = 0;
  let currency: string | null = null;
  let units = 0;
  let unpriced = 0;
  for (const item of items) {
    units += item.quantity;
    const price = item.product?.priceRange.minimum.final;
    if (!price) {
      unpriced += 1;
      continue;
    }
    currency ??= price.currency;
    value += price.value * item.quantity;
  }
  // Whole øre: the sum of many decimal prices must not show floating-point dust.
  return {
    lines: items.length,
    units,
    total: { value: Math.round(value * 100) / 100, currency },
    unpriced,
  };
}

/** Maps a list's summary from the backend. Pure. */
export function mapRequisitionListSummary(
  data: RequisitionListSummaryFieldsFragment,
): RequisitionListSummary {
  return {
    uid: data.uid,
    name: data.name,
    description: data.description ?? null,
    itemsCount: data.items_count,
    updatedAt: data.updated_at ?? null,
    shareToken: data.wm_share_token ?? null,
  };
}

/** Maps the backend's lines, leaving out empty entries. Pure. */
export function mapRequisitionListItems(
  items: readonly (RequisitionListItemFieldsFragment | null)[],
): RequisitionListItem[] {
  return items.flatMap((item) =>
    item
      ? [
          {
            uid: item.uid,
            sku: item.wm_sku,
            quantity: item.quantity,
            product: item.product ? mapWishlistItemProduct(item.product) : null,
          },
        ]
      : [],
  );
}

/** Why a list's line did not go into the cart. */
export type RequisitionListCartProblemType =
  'out_of_stock' | 'unavailable_sku' | 'options_updated' | 'low_quantity';

/** A line that did not go into the cart (or, `low_quantity`, only in part). */
export interface RequisitionListCartProblem {
  sku: string | null;
  type: RequisitionListCartProblemType;
  /** The backend's English text, for logs; the shop says each type in its own words. */
  message: string;
}

/** Maps the backend's errors of putting lines into the cart. Pure. */
export function mapRequisitionListCartProblems(
  errors: readonly ({ message: string; type: string; wm_sku?: string | null } | null)[],
): RequisitionListCartProblem[] {
  const types: Record<string, RequisitionListCartProblemType> = {
    OUT_OF_STOCK: 'out_of_stock',
    UNAVAILABLE_SKU: 'unavailable_sku',
    OPTIONS_UPDATED: 'options_updated',
    LOW_QUANTITY: 'low_quantity',
  };
  return errors.flatMap((error) =>
    error
      ? [
          {
            sku: error.wm_sku ?? null,
            type: types[error.type] ?? 'options_updated',
            message: error.message,
          },
        ]
      : [],
  );
}
