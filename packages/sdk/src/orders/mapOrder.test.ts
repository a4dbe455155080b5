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
      shipmentStatuses: [{ number: '000000123-1', stage: 'IN_TRANSIT' }],
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
        downloads: [],
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
        downloads: [],
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
      deliveryInstructions: null,
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
      orderFields: { customerRef: null, customerOrderNo: null },
      invoiceTerms: null,
    });
  });

  it('keeps a business order’s references and an invoice order’s terms', () => {
    const order = mapOrderDetails(
      buildOrderData({
        wm_customer_order_fields: { customer_ref: ' Per Hansen ', customer_order_no: 'PO-77' },
        wm_invoice_terms: { days: 14, due_date: '2026-11-16' },
      }),
    );
    expect(order.orderFields).toEqual({ customerRef: 'Per Hansen', customerOrderNo: 'PO-77' });
    expect(order.invoiceTerms).toEqual({ days: 14, dueDate: '2026-11-16' });
  });

  it('reads blank references, or none at all (a backend without the fields), as none', () => {
    const blank = mapOrderDetails(
      buildOrderData({ wm_customer_order_fields: { customer_ref: ' ', customer_order_no: '' } }),
    );
    expect(blank.orderFields).toEqual({ customerRef: null, customerOrderNo: null });
    const none = mapOrderDetails(buildOrderData({ wm_customer_order_fields: null }));
    expect(none.orderFields).toEqual({ customerRef: null, customerOrderNo: null });
  });

  it('gives a downloadable line its files in sort order, a link only where one is given', () => {
    const line = buildOrderData().items?.[0];
    const order = mapOrderDetails(
      buildOrderData({
        items: [
          {
            ...line!,
            downloadable_links: [
              {
                uid: 'ZG93bmxvYWRhYmxlLzI=',
                title: 'Koblingsskjema elektrisk (PDF)',
                sort_order: 1,
                wm_download_url: null,
                wm_expires_at: null,
              },
              null,
              {
                uid: 'ZG93bmxvYWRhYmxlLzE=',
                title: 'Verkstedhåndbok (PDF)',
                sort_order: 0,
                wm_download_url: 'https://butikk.test/downloads/t1',
                wm_expires_at: '2026-11-09T09:15:00.000Z',
              },
            ],
          },
        ],
      }),
    );

    expect(order.items[0]!.downloads).toEqual([
      {
        uid: 'ZG93bmxvYWRhYmxlLzE=',
        title: 'Verkstedhåndbok (PDF)',
        url: 'https://butikk.test/downloads/t1',
        expiresAt: '2026-11-09T09:15:00.000Z',
      },
      {
        uid: 'ZG93bmxvYWRhYmxlLzI=',
        title: 'Koblingsskjema elektrisk (PDF)',
        url: null,
        expiresAt: null,
      },
    ]);
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
      deliveryInstructions: null,
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

  it('keeps the delivery instructions given at checkout, trimmed', () => {
    const order = mapOrderDetails(
      buildOrderData({ wm_customer_notes: ' Sett pakken i garasjen ' }),
    );
    expect(order.deliveryInstructions).toBe('Sett pakken i garasjen');
    expect(mapOrderDetails(buildOrderData({ wm_customer_notes: '  ' })).deliveryInstructions).toBe(
      null,
    );
  });
});

describe('mapOrderDetails shipments', () => {
  it('maps each parcel: carrier, tracking number, stage, events as ISO 8601 and its lines', () => {
    const [shipment] = mapOrderDetails(buildOrderData()).shipments;
    expect(shipment).toEqual({
      id: 'c2hpcG1lbnQ6MQ==',
      number: '000000123-1',
      carrier: { code: 'bring', title: 'Posten/Bring' },
      trackingNumber: '370722000000012347',
      stage: 'IN_TRANSIT',
      events: [
        { stage: 'REGISTERED', at: '2026-11-03T05:15:00Z', location: 'Lillestrøm' },
        { stage: 'HANDED_TO_CARRIER', at: '2026-11-03T12:15:00Z', location: 'Lillestrøm' },
        { stage: 'IN_TRANSIT', at: '2026-11-03T21:15:00Z', location: 'Alnabru' },
      ],
      items: [{ id: 'si-1', sku: 'OF-1234', name: 'Oljefilter', quantity: 2 }],
    });
  });

  it('reads no shipments, no tracking and an unknown stage without failing', () => {
    const data = buildOrderData({
      shipments: [
        null,
        {
          id: 's2',
          number: '000000123-2',
          tracking: null,
          items: null,
          wm_stage: 'LOST' as never,
          wm_events: [{ stage: 'LOST' as never, timestamp: '2026-11-04 10:00:00', location: null }],
        },
      ],
    });
    expect(mapOrderDetails(data).shipments).toEqual([
      {
        id: 's2',
        number: '000000123-2',
        carrier: null,
        trackingNumber: null,
        stage: 'REGISTERED',
        events: [],
        items: [],
      },
    ]);
    expect(mapOrderDetails(buildOrderData({ shipments: null })).shipments).toEqual([]);
    expect(mapOrderSummary(buildOrderData({ shipments: null })).shipmentStatuses).toEqual([]);
  });
});
