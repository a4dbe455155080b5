import { stockOffer, type StockOffer } from '@agri-parts/sdk';
import { StockStatus } from '@agri-parts/ui';

import { translate } from '../i18n/translate';
import type { ProductOffer } from './productOffer';
import { stockOfferText } from './stockOfferText';

const stockLabels = {
  inStock: translate('product.inStock'),
  outOfStock: translate('product.outOfStock'),
  onlyLeft: (count: number) => translate('product.onlyLeft', { count }),
};

/** The one stock rule for an offer: the stock line, the delivery line and the alert agree. Pure. */
export function offerStock(offer: ProductOffer, deliveryTime: string | null): StockOffer {
  return stockOffer({
    stockStatus: offer.inStock ? 'in-stock' : 'out-of-stock',
    onlyLeft: offer.onlyLeft,
    backorders: offer.backorders,
    supplierLeadDays: offer.supplierLeadDays,
    deliveryTime,
  });
}

/** The buying box's stock line and "Leveringstid" line, in the words of `stockOfferText`. */
export function ProductStock({ stock }: { stock: StockOffer }) {
  const text = stockOfferText(stock);
  return (
    <>
      <StockStatus
        status={text.status}
        onlyLeft={stock.onlyLeft}
        labels={{ ...stockLabels, outOfStock: text.outOfStockLabel }}
      />
      {text.delivery ? <p className="product-purchase__delivery">{text.delivery}</p> : null}
    </>
  );
}
