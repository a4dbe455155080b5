import { stockOffer } from '@agri-parts/sdk';
import { describe, expect, it } from 'vitest';

import { stockOfferText } from './stockOfferText';

const input = {
  stockStatus: 'in-stock' as const,
  onlyLeft: null,
  backorders: false,
  supplierLeadDays: null,
  deliveryTime: 'Sendes i dag',
};

describe('stockOfferText', () => {
  it('keeps the catalogue delivery time for a part in stock', () => {
    expect(stockOfferText(stockOffer(input))).toEqual({
      status: 'in-stock',
      outOfStockLabel: 'Ikke på lager',
      delivery: 'Leveringstid: Sendes i dag',
    });
  });

  it('never says "Sendes i dag" beside "Ikke på lager"', () => {
    expect(stockOfferText(stockOffer({ ...input, stockStatus: 'out-of-stock' }))).toEqual({
      status: 'out-of-stock',
      outOfStockLabel: 'Ikke på lager',
      delivery: null,
    });
  });

  it('gives a backordered part the supplier lead time', () => {
    const backorder = { ...input, stockStatus: 'out-of-stock' as const, backorders: true };
    expect(stockOfferText(stockOffer({ ...backorder, supplierLeadDays: 10 }))).toEqual({
      status: 'out-of-stock',
      outOfStockLabel: 'Ikke på lager – kan bestilles',
      delivery: 'Leveringstid: ca. 10 dager (bestilles fra leverandør)',
    });
    expect(stockOfferText(stockOffer(backorder)).delivery).toBe(
      'Leveringstid: bestilles fra leverandør',
    );
  });
});
