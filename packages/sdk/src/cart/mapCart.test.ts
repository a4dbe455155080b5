import { describe, expect, it } from 'vitest';
import { cartData, cartLineData } from '../testing/cartData';
import { mapCart } from './mapCart';

const money = (value: number | null) => ({ value });

describe('mapCart', () => {
  it('maps lines, prices, coupons, payment methods and order fields', () => {
    const cart = mapCart(
      cartData('c1', [cartLineData('l1', 'A', 2)], {
        applied_coupons: [{ code: 'VAAR10' }, null],
        wm_customer_order_fields: { customer_ref: 'Ref', customer_order_no: null },
        prices: {
          subtotal_including_tax: money(200),
          subtotal_excluding_tax: money(160),
          grand_total: money(180),
          applied_taxes: [{ label: 'MVA 25 %', amount: money(36) }],
          discounts: [{ label: 'VAAR10', amount: money(20) }],
        },
      }) as never,
    );
    expect(cart).toEqual({
      id: 'c1',
      totalQuantity: 2,
      items: [
        {
          uid: 'l1',
          quantity: 2,
          product: {
            sku: 'A',
            originalNumber: 'OEM-A',
            uid: 'p-A',
            name: 'Produkt A',
            type: 'simple',
            url: '/a.html',
            stockStatus: 'in-stock',
            onlyXLeftInStock: null,
            thumbnail: { url: 'https://img.test/A.jpg', label: null },
          },
          configuredVariant: null,
          options: [],
          prices: {
            price: 80,
            priceIncludingTax: 100,
            rowTotal: 160,
            rowTotalIncludingTax: 200,
            totalItemDiscount: 0,
          },
          isAvailable: true,
          notAvailableMessage: null,
          errors: [],
        },
      ],
      appliedCoupons: ['VAAR10'],
      prices: {
        subtotalIncludingTax: 200,
        subtotalExcludingTax: 160,
        grandTotal: 180,
        appliedTaxes: [{ label: 'MVA 25 %', amount: 36 }],
        discounts: [{ label: 'VAAR10', amount: 20 }],
      },
      availablePaymentMethods: [{ code: 'wm_card', title: 'Kortbetaling' }],
      orderFields: { customerRef: 'Ref', customerOrderNo: null },
    });
  });

  it('adds the custom options typed in to the line options, after the chosen ones', () => {
    const hose = cartLineData('l1', 'HOSE', 1, {
      customizable_options: [
        {
          customizable_option_uid: 'len',
          label: 'Lengde (cm)',
          values: [{ value: '250', label: '', price: { value: 149, type: 'FIXED' } }],
        },
        null,
      ],
    });
    const cart = mapCart(cartData('c1', [hose]) as never);
    expect(cart.items[0]!.options).toEqual([{ label: 'Lengde (cm)', value: '250' }]);
  });

  it('maps a configurable line with its variant and options, and a bundle line', () => {
    const configurable = cartLineData('l1', 'SHIRT', 1, {
      __typename: 'ConfigurableCartItem',
      is_available: false,
      not_available_message: 'The requested qty is not available',
      errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
      configured_variant: { sku: 'SHIRT-M', uid: 'v1', name: 'Skjorte M', thumbnail: null },
      configurable_options: [{ option_label: 'Størrelse', value_label: 'M' }],
    });
    const bundle = cartLineData('l2', 'KIT', 1, {
      __typename: 'BundleCartItem',
      bundle_options: [
        { uid: 'b1', label: 'Filter', values: [{ label: 'Oljefilter', quantity: 2 }] },
      ],
    });
    const cart = mapCart(cartData('c1', [configurable, bundle]) as never);
    expect(cart.items[0]).toMatchObject({
      configuredVariant: { sku: 'SHIRT-M', uid: 'v1', name: 'Skjorte M', thumbnail: null },
      options: [{ label: 'Størrelse', value: 'M' }],
      isAvailable: false,
      notAvailableMessage: 'The requested qty is not available',
      errors: [{ code: 'ITEM_QTY', message: 'The requested qty is not available' }],
    });
    expect(cart.items[1]).toMatchObject({
      configuredVariant: null,
      options: [{ label: 'Filter', value: '2 x Oljefilter' }],
    });
  });

  it('leaves out lines without a SKU and reads missing lists as empty', () => {
    const noSku = cartLineData('l1', 'A', 1);
    noSku.product = { ...noSku.product, sku: null as unknown as string };
    const cart = mapCart(
      cartData('c1', [noSku], {
        applied_coupons: null,
        available_payment_methods: null,
        prices: null,
      }) as never,
    );
    expect(cart.items).toEqual([]);
    expect(cart.appliedCoupons).toEqual([]);
    expect(cart.availablePaymentMethods).toEqual([]);
    expect(cart.prices).toEqual({
      subtotalIncludingTax: null,
      subtotalExcludingTax: null,
      grandTotal: null,
      appliedTaxes: [],
      discounts: [],
    });
  });
});
