import type { GroupedItemChoice } from '../cart/addToCartRules';

/** A grouped product's chosen quantities: member SKU → quantity. */
export type GroupedQuantities = Readonly<Record<string, number>>;

/**
 * The quantities a grouped product starts with (spec §5): each member's suggested quantity, 0 for
 * a member out of stock. Pure.
 *
 * @example
 * ```ts
 * defaultGroupedQuantities([{ sku: 'A', defaultQuantity: 2, inStock: true }]); // { A: 2 }
 * ```
 */
export function defaultGroupedQuantities(
  items: readonly { sku: string; defaultQuantity: number; inStock: boolean }[],
): GroupedQuantities {
  return Object.fromEntries(
    items.map((item) => [item.sku, item.inStock ? Math.max(0, item.defaultQuantity) : 0]),
  );
}

/**
 * The members to add, as `AddToCartOptions.groupedItems`, in the page's order (those at 0 are
 * left out when the request is made). Pure.
 */
export function groupedItemsInput(
  items: readonly { sku: string }[],
  quantities: GroupedQuantities,
): GroupedItemChoice[] {
  return items.map((item) => ({ sku: item.sku, quantity: quantities[item.sku] ?? 0 }));
}
