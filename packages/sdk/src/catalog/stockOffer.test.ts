import { describe, expect, it } from 'vitest';
import { stockOffer, type StockOfferInput } from './stockOffer';

const base: StockOfferInput = {
  stockStatus: 'in-stock',
  onlyLeft: null,
  backorders: false,
  supplierLeadDays: null,
  deliveryTime: 'Sendes i dag',
};

describe('stockOffer', () => {
  it('sells a part in stock with the catalogue delivery time', () => {
    expect(stockOffer(base)).toEqual({
      state: 'in-stock',
      canBuy: true,
      canWatch: false,
      onlyLeft: null,
      delivery: { kind: 'stock', text: 'Sendes i dag' },
    });
  });

  it('says how many are left when few are', () => {
    expect(stockOffer({ ...base, onlyLeft: 2 })).toMatchObject({ state: 'low-stock', onlyLeft: 2 });
    expect(stockOffer({ ...base, onlyLeft: 0 })).toMatchObject({
      state: 'in-stock',
      onlyLeft: null,
    });
  });

  it('never shows the catalogue delivery time beside "out of stock", and offers the alert', () => {
    expect(stockOffer({ ...base, stockStatus: 'out-of-stock' })).toEqual({
      state: 'out-of-stock',
      canBuy: false,
      canWatch: true,
      onlyLeft: null,
      delivery: null,
    });
  });

  it('sells a backordered part with the supplier lead time instead of the shelf delivery time', () => {
    const offer = stockOffer({
      ...base,
      stockStatus: 'out-of-stock',
      backorders: true,
      supplierLeadDays: 12,
    });
    expect(offer).toEqual({
      state: 'backorder',
      canBuy: true,
      canWatch: false,
      onlyLeft: null,
      delivery: { kind: 'supplier', days: 12 },
    });
    const unknownLead = { ...base, stockStatus: 'out-of-stock' as const, backorders: true };
    expect(stockOffer(unknownLead).delivery).toEqual({ kind: 'supplier', days: null });
  });

  it('ignores the backorder flag while the part is on the shelf', () => {
    expect(stockOffer({ ...base, backorders: true, supplierLeadDays: 9 }).state).toBe('in-stock');
  });

  it('counts an unknown status as in stock, without a delivery time when none is given', () => {
    expect(stockOffer({ ...base, stockStatus: null, deliveryTime: null })).toMatchObject({
      state: 'in-stock',
      canBuy: true,
      delivery: null,
    });
  });
});
