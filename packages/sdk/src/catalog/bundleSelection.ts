import type { BundleOptionInput } from '../generated/graphql';
import type { BundleItem, BundleItemChoice } from './mapProduct';

/** A bundle's chosen contents: option id → the chosen selection ids. */
export type BundleSelection = Readonly<Record<number, readonly number[]>>;

/** What choosing a bundle's contents needs of an option; a {@link BundleItem} fits. */
export type BundleSelectionItem = Pick<BundleItem, 'id' | 'title' | 'required' | 'type'> & {
  options: readonly Pick<BundleItemChoice, 'id' | 'quantity' | 'isDefault'>[];
};

const takesOne = (item: Pick<BundleItem, 'type'>) =>
  item.type === 'radio' || item.type === 'select';

/**
 * The contents a bundle starts with (spec §5): each option's default choices (one for a radio or
 * select, every default for checkboxes); a required option with a single choice has it chosen.
 * Pure.
 *
 * @example
 * ```ts
 * defaultBundleSelection(product.bundleItems); // { 1: [2], 7: [8, 10] }
 * ```
 */
export function defaultBundleSelection(items: readonly BundleSelectionItem[]): BundleSelection {
  const selection: Record<number, number[]> = {};
  for (const item of items) {
    const defaults = item.options.filter((option) => option.isDefault).map((option) => option.id);
    const chosen = takesOne(item) ? defaults.slice(0, 1) : defaults;
    if (chosen.length === 0 && item.required && item.options.length === 1) {
      chosen.push(item.options[0]!.id);
    }
    if (chosen.length > 0) selection[item.id] = chosen;
  }
  return selection;
}

/**
 * The selection with an option's choices replaced by `choiceIds` (none clears it; a radio or
 * select keeps the first only). Pure.
 */
export function chooseBundleOption(
  selection: BundleSelection,
  item: Pick<BundleItem, 'id' | 'type'>,
  choiceIds: readonly number[],
): BundleSelection {
  const next: Record<number, readonly number[]> = { ...selection };
  const chosen = takesOne(item) ? choiceIds.slice(0, 1) : [...new Set(choiceIds)];
  if (chosen.length === 0) delete next[item.id];
  else next[item.id] = chosen;
  return next;
}

/** The first required option with nothing chosen, or `null` when the bundle is complete. Pure. */
export function missingBundleOption<T extends BundleSelectionItem>(
  items: readonly T[],
  selection: BundleSelection,
): T | null {
  return items.find((item) => item.required && !(selection[item.id]?.length ?? 0)) ?? null;
}

/**
 * `bundle_options` for `addBundleProductsToCart` (spec §7), as `AddToCartOptions.bundleOptions`:
 * one entry per option with a choice — its id, the chosen selection ids as strings, and the
 * quantity the (first) chosen choice holds. Choices the option does not have are left out. Pure.
 */
export function bundleOptionsInput(
  items: readonly BundleSelectionItem[],
  selection: BundleSelection,
): BundleOptionInput[] {
  return items.flatMap((item) => {
    const chosen = item.options.filter((option) => selection[item.id]?.includes(option.id));
    if (chosen.length === 0) return [];
    return [
      {
        id: item.id,
        quantity: chosen[0]!.quantity,
        value: chosen.map((option) => String(option.id)),
      },
    ];
  });
}

/** What pricing a bundle's contents needs of an option: its id and its choices' prices. */
export type BundlePricedItem = Pick<BundleItem, 'id'> & {
  options: readonly Pick<BundleItemChoice, 'id' | 'quantity' | 'price'>[];
};

/**
 * What one bundle costs with the chosen contents: each chosen choice's price times how many of it
 * the bundle holds, summed in øre — as commerce-api prices the bundle's cart line, so the page
 * shows what the cart will say, not the cheapest contents ("Fra", which belongs on listings).
 * `null` when nothing is chosen or a chosen choice's price is not known. Pure.
 *
 * @example
 * ```ts
 * // Oil filter 249,– ×1 and two litres of oil at 129,50:
 * bundleSelectionPrice(product.bundleItems, { 1: [2], 7: [8] }); // 508
 * ```
 */
export function bundleSelectionPrice(
  items: readonly BundlePricedItem[],
  selection: BundleSelection,
): number | null {
  let ore = 0;
  let chosen = 0;
  for (const item of items) {
    for (const option of item.options) {
      if (!selection[item.id]?.includes(option.id)) continue;
      if (option.price === null) return null;
      ore += Math.round(option.price * 100) * option.quantity;
      chosen += 1;
    }
  }
  return chosen === 0 ? null : ore / 100;
}
