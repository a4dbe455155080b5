import { shopConstants } from '../config/shopConstants';

/** The swatches a product card shows, and how many more the `+N` stands for. */
export interface CardSwatches<Swatch> {
  visible: Swatch[];
  /** The `N` of `+N`; 0 when every swatch shows (then no `+N` is shown). */
  hiddenCount: number;
}

/**
 * The colour swatches of a product card (spec §9): the first 4, then `+N` for the rest. Pure.
 *
 * @example
 * ```ts
 * const { visible, hiddenCount } = cardSwatches(product.colorSwatches);
 * // render visible, then `+${hiddenCount}` when hiddenCount > 0
 * ```
 */
export function cardSwatches<Swatch>(
  swatches: readonly Swatch[],
  max: number = shopConstants.productCard.maxSwatches,
): CardSwatches<Swatch> {
  const shown = Math.max(0, max);
  return { visible: swatches.slice(0, shown), hiddenCount: Math.max(0, swatches.length - shown) };
}
