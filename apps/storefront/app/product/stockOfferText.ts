import type { StockOffer } from '@agri-parts/sdk';

import { translate } from '../i18n/translate';

/** The stock line and the delivery line of the buying box, in Norwegian. */
export interface StockOfferText {
  /** For `StockStatus`: the status it shows and the text for out of stock. */
  status: 'in-stock' | 'out-of-stock';
  outOfStockLabel: string;
  /** "Leveringstid: …"; `null` says nothing (out of stock without backorder). */
  delivery: string | null;
}

/**
 * The words of the SDK's `stockOffer`: the only place the buying box's stock and delivery texts
 * come from, so "Ikke på lager" never stands beside "Sendes i dag". Pure.
 */
export function stockOfferText(offer: StockOffer): StockOfferText {
  const delivery =
    offer.delivery === null
      ? null
      : offer.delivery.kind === 'stock'
        ? offer.delivery.text
        : offer.delivery.days === null
          ? translate('stock.fromSupplier')
          : translate('stock.fromSupplierDays', { days: offer.delivery.days });
  return {
    status:
      offer.state === 'backorder' || offer.state === 'out-of-stock' ? 'out-of-stock' : 'in-stock',
    outOfStockLabel: translate(
      offer.state === 'backorder' ? 'stock.backorder' : 'product.outOfStock',
    ),
    delivery: delivery === null ? null : `${translate('product.deliveryTime')}: ${delivery}`,
  };
}
