import type { ProductSummary } from '../catalog/mapProductSummary';

/**
 * How a product card offers the cart (spec §4, §5):
 * - `add`: added from the card (a simple, virtual or downloadable product in stock);
 * - `out-of-stock`: the button is disabled and the stock status says why;
 * - `choose-variant`: a configurable product, whose variant is chosen on its page;
 * - `see-options`: a bundle's contents or a grouped product's quantities are chosen on its page.
 */
export type CardCartAction = 'add' | 'out-of-stock' | 'choose-variant' | 'see-options';

/**
 * The {@link CardCartAction} of a product on a card: out of stock first, whatever the type; a
 * product whose choices a card cannot hold leads to its page; any other is added from the card
 * (`canAddToCart` still checks it when added). Pure.
 *
 * @example
 * ```ts
 * cardCartAction({ type: 'configurable', stockStatus: 'in-stock' }); // 'choose-variant'
 * cardCartAction({ type: 'simple', stockStatus: null });             // 'add'
 * ```
 */
export function cardCartAction(
  product: Pick<ProductSummary, 'type' | 'stockStatus'>,
): CardCartAction {
  if (product.stockStatus === 'out-of-stock') return 'out-of-stock';
  switch (product.type) {
    case 'configurable':
      return 'choose-variant';
    case 'bundle':
    case 'grouped':
      return 'see-options';
    default:
      return 'add';
  }
}
