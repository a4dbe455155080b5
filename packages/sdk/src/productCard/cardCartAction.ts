import type { ProductSummary } from '../catalog/mapProductSummary';

/**
 * How a product card offers the cart (spec §4, §5):
 * - `add`: added from the card (a simple, virtual or downloadable product in stock);
 * - `out-of-stock`: the button is disabled and the stock status says why;
 * - `choose-variant`: a configurable product, whose variant is chosen on its page;
 * - `see-options`: a bundle's contents or a grouped product's quantities are chosen on its page;
 * - `enter-options`: a required custom option (a hose's length) is entered on its page;
 * - `contact-us`: the shopper may not buy online (`canBuyOnline`): no button, the shop's contact;
 * - `request-quote`: a quote product (`productPresentation`): no button, a link to its page, where
 *   the shopper asks for a quote.
 */
export type CardCartAction =
  | 'add'
  | 'out-of-stock'
  | 'choose-variant'
  | 'see-options'
  | 'enter-options'
  | 'contact-us'
  | 'request-quote';

/**
 * The {@link CardCartAction} of a product on a card: a quote product is asked about on its page,
 * whoever the shopper (asking for a quote is not buying online); a shopper who may not buy online
 * (`shopper.canBuyOnline` false, see `canBuyOnline`) is told to contact the shop; then out of
 * stock, whatever the type; a product that needs something typed in (`requiredCustomOptions`) or
 * whose choices a card cannot hold leads to its page — an add button there could only fail; any
 * other is added from the card (`canAddToCart` still checks it when added). Pure.
 *
 * @example
 * ```ts
 * cardCartAction({ type: 'configurable', stockStatus: 'in-stock' }); // 'choose-variant'
 * cardCartAction({ type: 'simple', stockStatus: null });             // 'add'
 * cardCartAction({ type: 'simple', stockStatus: 'in-stock',
 *   requiredCustomOptions: [{ uid: 'o1', title: 'Lengde (cm)' }] });  // 'enter-options'
 * cardCartAction({ type: 'simple', stockStatus: 'in-stock', orderOnRequest: true }); // 'request-quote'
 * ```
 */
export function cardCartAction(
  product: Pick<ProductSummary, 'type' | 'stockStatus'> &
    Partial<Pick<ProductSummary, 'requiredCustomOptions' | 'orderOnRequest' | 'backorders'>>,
  shopper: { canBuyOnline: boolean } = { canBuyOnline: true },
): CardCartAction {
  if (product.orderOnRequest) return 'request-quote';
  if (!shopper.canBuyOnline) return 'contact-us';
  // A backordered part is bought out of stock too (`stockOffer`).
  if (product.stockStatus === 'out-of-stock' && !product.backorders) return 'out-of-stock';
  if ((product.requiredCustomOptions?.length ?? 0) > 0) return 'enter-options';
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
