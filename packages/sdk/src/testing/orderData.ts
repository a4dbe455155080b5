import type { OrderDetailsFieldsFragment } from '../generated/graphql';

const nok = (value: number) => ({ value, currency: 'NOK' as const });

/** An order as the API answers it, in full, for the SDK's tests. */
export function buildOrderData(
  overrides: Partial<OrderDetailsFieldsFragment> = {},
): OrderDetailsFieldsFragment {
  const address = {
    firstname: 'Ola',
    lastname: 'Nordmann',
    company: null,
    street: ['Storgata 1', 'H0201'],
    city: 'Hamar',
    postcode: '2317',
    country_code: 'NO' as const,
    region: null,
    telephone: '+4790000000',
    vat_id: null,
  };
  return {
    number: '000000123',
    order_date: '2026-11-02 09:15:00',
    status: 'Complete',
    email: 'ola.nordmann@example.no',
    carrier: 'Bring',
    shipping_method: 'Bring - Pakke i postkassen',
    wm_customer_notes: null,
    applied_coupons: [{ code: 'VINTER10' }],
    payment_methods: [{ name: 'Faktura', type: 'checkmo' }],
    wm_customer_order_fields: { customer_ref: null, customer_order_no: null },
    wm_invoice_terms: null,
    billing_address: address,
    shipping_address: { ...address, street: ['Gardsveien 7'] },
    shipments: [
      {
        id: 'c2hpcG1lbnQ6MQ==',
        number: '000000123-1',
        tracking: [{ carrier: 'bring', title: 'Posten/Bring', number: '370722000000012347' }],
        items: [
          { id: 'si-1', product_sku: 'OF-1234', product_name: 'Oljefilter', quantity_shipped: 2 },
        ],
        wm_stage: 'IN_TRANSIT',
        wm_events: [
          { stage: 'REGISTERED', timestamp: '2026-11-03 05:15:00', location: 'Lillestrøm' },
          { stage: 'HANDED_TO_CARRIER', timestamp: '2026-11-03 12:15:00', location: 'Lillestrøm' },
          { stage: 'IN_TRANSIT', timestamp: '2026-11-03 21:15:00', location: 'Alnabru' },
        ],
      },
    ],
    items: [
      {
        id: 'item-1',
        product_sku: 'OF-1234',
        product_name: 'Oljefilter',
        product_url_key: 'oljefilter',
        product: {
          listing_attributes: {
            items: [{ code: 'wm_part_numbers', value: '3595854M1, 3595854M91' }],
          },
        },
        quantity_ordered: 2,
        quantity_shipped: 2,
        quantity_canceled: 0,
        quantity_refunded: 0,
        product_sale_price: nok(200),
        prices: {
          price_including_tax: nok(250),
          row_total: nok(400),
          row_total_including_tax: nok(500),
          total_item_discount: nok(0),
        },
        selected_options: [{ label: 'Farge', value: 'Grønn' }],
        entered_options: [],
      },
      {
        id: 'item-2',
        product_sku: 'KR-9',
        product_name: null,
        product_url_key: null,
        product: null,
        quantity_ordered: 1,
        quantity_shipped: null,
        quantity_canceled: null,
        quantity_refunded: null,
        product_sale_price: nok(80),
        prices: null,
        selected_options: null,
        entered_options: [{ label: 'Gravering', value: 'OLA' }],
      },
    ],
    total: {
      subtotal_excl_tax: nok(480),
      subtotal_incl_tax: nok(600),
      total_shipping: nok(79.2),
      shipping_handling: { amount_including_tax: nok(99) },
      discounts: [{ label: 'VINTER10', amount: nok(60) }],
      taxes: [{ title: 'MVA', rate: 25, amount: nok(127.8) }],
      total_tax: nok(127.8),
      grand_total: nok(639),
    },
    ...overrides,
  };
}
