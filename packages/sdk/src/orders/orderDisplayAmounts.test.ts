import { describe, expect, it } from 'vitest';
import { buildOrderData } from '../testing/orderData';
import { mapOrderDetails } from './mapOrder';
import { orderDisplayAmounts } from './orderDisplayAmounts';

// 2 × 250 (200 before VAT) and 1 × 80 before VAT; 600 / 480 subtotal, 99 / 79.2 shipping,
// 60 discount with VAT, 127.8 VAT, 639 in all.
const order = mapOrderDetails(buildOrderData());

describe('orderDisplayAmounts', () => {
  it('shows a business customer the amounts before VAT, then the VAT and the total with it', () => {
    const amounts = orderDisplayAmounts(order, { showIncludingTax: false });
    expect(amounts).toEqual({
      includingTax: false,
      lines: [
        { id: 'item-1', unitPrice: 200, rowTotal: 400 },
        { id: 'item-2', unitPrice: 80, rowTotal: 80 },
      ],
      subtotal: 480,
      shipping: 79.2,
      // 60 with VAT is 48 before it (the subtotal's 480 / 600).
      discounts: [{ label: 'VINTER10', amount: 48 }],
      totalExclTax: 511.2,
      taxes: [{ title: 'MVA', rate: 25, amount: 127.8 }],
      tax: 127.8,
      grandTotal: 639,
    });
    // What is listed before VAT adds up to the sum before VAT.
    expect(amounts.subtotal + amounts.shipping - amounts.discounts[0]!.amount).toBeCloseTo(
      amounts.totalExclTax,
      2,
    );
  });

  it('shows the amounts with VAT in the display with VAT', () => {
    const amounts = orderDisplayAmounts(order, { showIncludingTax: true });
    expect(amounts).toMatchObject({
      includingTax: true,
      lines: [
        { id: 'item-1', unitPrice: 250, rowTotal: 500 },
        // The backend gave no price with VAT for this line: its price before VAT stands.
        { id: 'item-2', unitPrice: 80, rowTotal: 80 },
      ],
      subtotal: 600,
      shipping: 99,
      discounts: [{ label: 'VINTER10', amount: 60 }],
      grandTotal: 639,
    });
  });

  it('falls back to shipping before VAT when the backend does not say it with VAT', () => {
    const bare = mapOrderDetails(
      buildOrderData({
        total: {
          ...buildOrderData().total!,
          shipping_handling: null,
        },
      }),
    );
    expect(orderDisplayAmounts(bare, { showIncludingTax: true }).shipping).toBe(79.2);
  });
});
