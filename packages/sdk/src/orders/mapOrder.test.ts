import { describe, expect, it } from 'vitest';
import { buildOrderData } from '../testing/orderData';
import { mapOrderDetails, mapOrderSummary, orderDateIso } from './mapOrder';

const nok = (value: number) => ({ value, currency: 'NOK' });

describe('orderDateIso', () => {
  it('reads Magento’s UTC date-time as ISO 8601', () => {
    expect(orderDateIso('2026-11-02 09:15:00')).toBe('2026-11-02T09:15:00Z');
    expect(orderDateIso('2026-11-02T09:15:00')).toBe('2026-11-02T09:15:00Z');
    expect(new Date(orderDateIso('2026-11-02 23:30:00')).toISOString()).toBe(
      '2026-11-02T23:30:00.000Z',
    );
  });

  it('returns anything else as it is', () => {
    expect(orderDateIso('2026-11-02')).toBe('2026-11-02');
    expect(orderDateIso('2026-11-02T09:15:00+01:00')).toBe('2026-11-02T09:15:00+01:00');
    expect(orderDateIso('')).toBe('');
  });
});

describe('mapOrderSummary', () => {
  it('maps number, date, status, grand total and the pieces ordered', () => {
    expect(mapOrderSummary(buildOrderData())).toEqual({
      number: '000000123',
      date: '2026-11-02T09:15:00Z',
      status: 'Complete',
      grandTotal: nok(639),
      itemCount: 3,
    });
  });

  it('counts nothing for missing lines and quantities, and zero for a missing total', () => {
    expect(
      mapOrderSummary(
        buildOrderData({
          items: [null, { ...buildOrderData().items![0]!, quantity_ordered: null }],
        }),
      ).itemCount,
    ).toBe(0);
    expect(mapOrderSummary(buildOrderData({ items: null, total: null }))).toMatchObject({
      itemCount: 0,
      grandTotal: { value: 0, currency: null },
    });
  });
});

describe('mapOrderDetails', () => {
  it('maps lines, totals, addresses, payment and shipping', () => {
    const order = mapOrderDetails(buildOrderData());

    expect(order.items).toEqual([
      {
        id: 'item-1',
        sku: 'OF-1234',
        originalNumber: '3595854M1',
        name: 'Oljefilter',
        urlKey: 'oljefilter',
        quantityOrdered: 2,
        quantityShipped: 2,
        quantityCanceled: 0,
        quantityRefunded: 0,
        unitPrice: nok(200),
        unitPriceInclTax: nok(250),
        rowTotal: nok(400),
        rowTotalInclTax: nok(500),
        discount: nok(0),
        options: [{ label: 'Farge', value: 'Grønn' }],
      },
      {
        id: 'item-2',
        sku: 'KR-9',
        originalNumber: null,
        name: 'KR-9',
        urlKey: null,
        quantityOrdered: 1,
        quantityShipped: 0,
        quantityCanceled: 0,
        quantityRefunded: 0,
        unitPrice: nok(80),
        unitPriceInclTax: null,
        rowTotal: null,
        rowTotalInclTax: null,
        discount: null,
        options: [{ label: 'Gravering', value: 'OLA' }],
      },
    ]);
    expect(order.totals).toEqual({
      subtotalExclTax: nok(480),
      subtotalInclTax: nok(600),
      shipping: nok(79.2),
      shippingInclTax: nok(99),
      discounts: [{ label: 'VINTER10', amount: nok(60) }],
      taxes: [{ title: 'MVA', rate: 25, amount: nok(127.8) }],
      tax: nok(127.8),
      grandTotal: nok(639),
    });
    expect(order).toMatchObject({
      number: '000000123',
      status: 'Complete',
      email: 'ola.nordmann@example.no',
      paymentMethods: [{ name: 'Faktura', code: 'checkmo' }],
      shippingMethod: 'Bring - Pakke i postkassen',
      carrier: 'Bring',
      couponCodes: ['VINTER10'],
      billingAddress: {
        firstname: 'Ola',
        lastname: 'Nordmann',
        company: null,
        street: ['Storgata 1', 'H0201'],
        city: 'Hamar',
        postcode: '2317',
        countryCode: 'NO',
        region: null,
        telephone: '+4790000000',
        vatId: null,
      },
      shippingAddress: { street: ['Gardsveien 7'] },
    });
  });

  it('fills what the backend leaves out', () => {
    const order = mapOrderDetails(
      buildOrderData({
        billing_address: null,
        shipping_address: {
          ...buildOrderData().shipping_address!,
          street: ['Gardsveien 7', null],
          postcode: null,
          country_code: null,
          company: '',
          telephone: '',
        },
        payment_methods: null,
        applied_coupons: [],
        shipping_method: '',
        carrier: null,
        total: null,
      }),
    );

    expect(order).toMatchObject({
      billingAddress: null,
      shippingAddress: {
        street: ['Gardsveien 7', ''],
        postcode: '',
        countryCode: '',
        company: null,
        telephone: null,
      },
      paymentMethods: [],
      couponCodes: [],
      shippingMethod: null,
      carrier: null,
    });
    expect(order.totals).toEqual({
      subtotalExclTax: { value: 0, currency: null },
      subtotalInclTax: { value: 0, currency: null },
      shipping: { value: 0, currency: null },
      shippingInclTax: null,
      discounts: [],
      taxes: [],
      tax: { value: 0, currency: null },
      grandTotal: { value: 0, currency: null },
    });
  });
});
