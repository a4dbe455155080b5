import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods } from './offeredPaymentMethods';

const card = { code: 'wm_card', title: 'Card' };
const credit = { code: 'wm_credit', title: 'Credit' };
const invoice = { code: 'wm_invoice', title: 'Invoice' };
const available = <T extends object>(method: T) => ({ ...method, unavailable: null });

describe('offeredPaymentMethods', () => {
  it('offers a private customer what the API lists: card and credit, no invoice', () => {
    expect(offeredPaymentMethods({ companyId: null, taxvat: null }, [card, credit])).toEqual([
      available(card),
      available(credit),
    ]);
  });

  it('offers invoice to a business customer the API lists it for', () => {
    expect(offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [card, invoice])).toEqual([
      available(card),
      available(invoice),
    ]);
  });

  it('shows invoice to a business awaiting approval as unavailable, with the reason, before they choose', () => {
    expect(offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [card])).toEqual([
      available(card),
      { code: 'wm_invoice', title: '', unavailable: 'credit_not_approved' },
    ]);
    expect(offeredPaymentMethods({ companyId: '987654325', taxvat: null }, [card])[1]).toEqual({
      code: 'wm_invoice',
      title: '',
      unavailable: 'credit_not_approved',
    });
    expect(offeredPaymentMethods({ companyId: null, taxvat: 'NO1' }, [card])).toHaveLength(2);
  });

  it('never marks a method the API lists as unavailable', () => {
    const offered = offeredPaymentMethods({ companyId: '3', taxvat: 'NO1' }, [
      card,
      credit,
      invoice,
    ]);
    expect(offered.every((method) => method.unavailable === null)).toBe(true);
  });

  it('keeps methods the shop does not know, and offers no invoice without a customer', () => {
    expect(offeredPaymentMethods(null, [{ code: 'other', title: 'Annet' }])).toEqual([
      { code: 'other', title: 'Annet', unavailable: null },
    ]);
  });
});
