import type { ProductSummary } from '../catalog/mapProductSummary';

/**
 * How a product presents its price, its stock and its buying, on a card and on its page:
 * - `price`: `amount` — the catalogue's price, which the shop honours; `on-request` — no amount at
 *   all, only the words "price on request" (Norwegian: "Pris på forespørsel");
 * - `showStock`: whether the stock status is shown ("På lager", "Ikke på lager", "Kun N igjen");
 * - `purchase`: `cart` — bought online (whether it can be added now is `canAddToCart`'s and
 *   `cardCartAction`'s to say); `quote` — the shopper asks for a quote instead ("Be om tilbud",
 *   `createQuoteService`).
 */
export interface ProductPresentation {
  price: 'amount' | 'on-request';
  showStock: boolean;
  purchase: 'cart' | 'quote';
}

const online: ProductPresentation = { price: 'amount', showStock: true, purchase: 'cart' };
const byQuote: ProductPresentation = { price: 'on-request', showStock: false, purchase: 'quote' };

/**
 * The {@link ProductPresentation} of a product. A quote product (`orderOnRequest`, the
 * catalogue's `wm_order_product`: ordered on request, priced on application) shows no amount,
 * no stock status and no add button, but a way to ask for a quote. Pure.
 *
 * Decided (issue 22): a quote product never shows an amount — not even as a "Veiledende pris"
 * (indicative price). The catalogue's price on such a product is a list price from the importer,
 * not one the shop offers: machines are quoted with freight, trade-in and set-up, and an amount on
 * the page, however labelled, reads as an offer a buyer may hold the shop to. The catalogue decides
 * which products are quote products (`wm_order_product`); it has no attribute that marks a price
 * as indicative, so none is shown. Should the shop want indicative prices, a catalogue attribute
 * (such as `wm_indicative_price`) and a third `price` value here are the way, not a heuristic on
 * the amount. Stock is hidden too: a quote product is ordered on request, so "Ikke på lager" would
 * say it cannot be had, and "På lager" would promise a delivery the quote has not settled.
 *
 * @example
 * ```ts
 * productPresentation({ orderOnRequest: true });
 * // { price: 'on-request', showStock: false, purchase: 'quote' }
 * ```
 */
export function productPresentation(
  product: Pick<ProductSummary, 'orderOnRequest'>,
): ProductPresentation {
  return product.orderOnRequest ? byQuote : online;
}
