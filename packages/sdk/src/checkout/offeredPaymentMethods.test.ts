import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods } from './offeredPaymentMethods';

const card = { code: 'wm_card', title: 'Card' };
const credit = { code: 'wm_credit', title: 'Credit' };
const invoice = { code: 'wm_invoice', title: 'Invoice' };

describe('offeredPaymentMethods', () => {
  it('offers a private customer what the API lists: card and credit, no invoice', () => {
    expect(offeredPaymentMethods({ companyId: null, taxvat: null }, [card, credit])).toEqual([
      card,
      credit,
    ]);
  });

  it('offers invoice to a business customer the API lists it for', () => {
    expect(offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [card, invoice])).toEqual([
      card,
      invoice,
    ]);
  });

  it('still offers invoice to a business customer without approved credit, so the API can say why not', () => {
    expect(offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [card])).toEqual([
      card,
      { code: 'wm_invoice', title: '' },
    ]);
    expect(offeredPaymentMethods({ companyId: null, taxvat: 'NO1' }, [card])).toHaveLength(2);
  });

  it('keeps methods the shop does not know, and offers no invoice without a customer', () => {
    expect(offeredPaymentMethods(null, [{ code: 'other', title: 'Annet' }])).toEqual([
      { code: 'other', title: 'Annet' },
    ]);
  });
});
