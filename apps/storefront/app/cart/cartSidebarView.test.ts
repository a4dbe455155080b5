import { describe, expect, it } from 'vitest';

import { buildTestCart, buildTestCartLine } from './buildTestCart';
import { cartSidebarLine, cartTotalsRows, freeShippingView } from './cartSidebarView';

const NBSP = '\u00a0';
const incl = { showIncludingTax: true };
const excl = { showIncludingTax: false };

describe('cartSidebarLine', () => {
  it('shows a simple line with VAT: picture, name linked, part numbers, unit price and row total', () => {
    expect(cartSidebarLine(buildTestCartLine(), incl)).toEqual({
      id: 'line-1',
      name: 'Oljefilter',
      href: '/oljefilter.html',
      partNumber: { sku: 'OF-100', originalNumber: '3595854M1' },
      image: { src: 'https://shop.test/media/oljefilter.jpg', alt: 'Oljefilter forfra' },
      options: [],
      quantity: 2,
      price: '249,–',
      rowTotal: '498,–',
      discount: null,
      message: null,
    });
  });

  it('shows the amounts without VAT when the shopper chose so, the discount in proportion', () => {
    const line = buildTestCartLine({
      prices: {
        price: 199.2,
        priceIncludingTax: 249,
        rowTotal: 398.4,
        rowTotalIncludingTax: 498,
        totalItemDiscount: 49.8,
      },
    });

    expect(cartSidebarLine(line, excl)).toMatchObject({
      price: '199,20',
      rowTotal: '398,40',
      discount: '-39,84',
    });
    expect(cartSidebarLine(line, incl)).toMatchObject({
      price: '249,–',
      rowTotal: '498,–',
      discount: '-49,80',
    });
  });

  it("takes a configurable line's variant picture and options, and names the product", () => {
    const line = buildTestCartLine({
      product: { ...buildTestCartLine().product, name: 'Arbeidshanske', thumbnail: null },
      configuredVariant: {
        sku: 'HANSKE-L',
        uid: 'v-1',
        name: 'Arbeidshanske L',
        thumbnail: { url: 'https://shop.test/media/hanske-l.jpg', label: null },
      },
      options: [{ label: 'Størrelse', value: 'L' }],
    });

    expect(cartSidebarLine(line, incl)).toMatchObject({
      name: 'Arbeidshanske',
      image: { src: 'https://shop.test/media/hanske-l.jpg', alt: 'Arbeidshanske' },
      options: [{ label: 'Størrelse', value: 'L' }],
      // The variant is the part bought: its number, with the product's original number.
      partNumber: { sku: 'HANSKE-L', originalNumber: '3595854M1' },
    });
  });

  it('falls back to the SKU without a name and leaves out a picture without one', () => {
    const line = buildTestCartLine({
      product: { ...buildTestCartLine().product, name: null, thumbnail: null },
    });

    expect(cartSidebarLine(line, incl)).toMatchObject({ name: 'OF-100', image: null });
  });

  it("says a line's stock problem in Norwegian", () => {
    const notAvailable = buildTestCartLine({
      isAvailable: false,
      notAvailableMessage: 'This product is out of stock.',
      errors: [
        {
          code: 'ITEM_QTY',
          message: 'Product that you are trying to add is not available.',
          availableQuantity: 0,
        },
      ],
      product: { ...buildTestCartLine().product, stockStatus: 'out-of-stock' },
    });
    const short = buildTestCartLine({
      errors: [
        {
          code: 'ITEM_QTY',
          message: 'The requested qty is not available',
          availableQuantity: null,
        },
      ],
    });
    const silent = buildTestCartLine({ isAvailable: false });

    expect(cartSidebarLine(notAvailable, incl).message).toBe('Varen er ikke på lager.');
    expect(cartSidebarLine(short, incl).message).toBe('Det antallet du ba om, er ikke på lager.');
    expect(cartSidebarLine(silent, incl).message).toBe('Varen kan ikke bestilles nå.');
  });
});

describe('cartTotalsRows', () => {
  const withCoupon = buildTestCart({
    appliedCoupons: ['VAAR10'],
    prices: {
      subtotalIncludingTax: 1000,
      subtotalExcludingTax: 800,
      grandTotal: 900,
      appliedTaxes: [{ label: 'MVA 25 %', amount: 180 }],
      discounts: [{ label: 'VAAR10', amount: 100 }],
    },
  });

  it('lists subtotal, discount, the VAT within and the grand total with VAT', () => {
    expect(cartTotalsRows(withCoupon, incl)).toEqual([
      { label: 'Delsum inkl. mva', value: `1${NBSP}000,–` },
      { label: 'Rabatt (VAAR10)', value: '-100,–', kind: 'discount' },
      { label: 'Herav MVA 25 %', value: '180,–' },
      { label: 'Totalt inkl. mva', value: '900,–', kind: 'total' },
    ]);
  });

  it('lists the subtotal and discount without VAT, the VAT added, when the shopper chose so', () => {
    expect(cartTotalsRows(withCoupon, excl)).toEqual([
      { label: 'Delsum eks. mva', value: '800,–' },
      { label: 'Rabatt (VAAR10)', value: '-80,–', kind: 'discount' },
      { label: 'MVA 25 %', value: '180,–' },
      { label: 'Totalt inkl. mva', value: '900,–', kind: 'total' },
    ]);
  });

  it('leaves out rows without an amount and names unlabelled ones', () => {
    const cart = buildTestCart({
      prices: {
        subtotalIncludingTax: null,
        subtotalExcludingTax: null,
        grandTotal: null,
        appliedTaxes: [{ label: '', amount: 20 }],
        discounts: [{ label: '', amount: 10 }],
      },
    });

    expect(cartTotalsRows(cart, incl)).toEqual([
      { label: 'Rabatt', value: '-10,–', kind: 'discount' },
      { label: 'Herav Mva', value: '20,–' },
    ]);
  });
});

describe('freeShippingView', () => {
  const cartWorth = (subtotal: number, discount = 0) =>
    buildTestCart({
      prices: {
        ...buildTestCart().prices,
        subtotalIncludingTax: subtotal,
        discounts: discount ? [{ label: 'RABATT200', amount: discount }] : [],
      },
    });

  it('says what is left below 6000 and that shipping is free from 6000', () => {
    expect(freeShippingView(cartWorth(5999.99), incl).message).toBe('0,01 igjen til fri frakt');
    expect(freeShippingView(cartWorth(4500), incl).message).toBe(
      `1${NBSP}500,– igjen til fri frakt`,
    );
    expect(freeShippingView(cartWorth(6000), incl)).toEqual({
      reached: true,
      remaining: 0,
      progress: 1,
      message: 'Du har fri frakt',
    });
  });

  it('counts the goods after discounts', () => {
    expect(freeShippingView(cartWorth(6100, 200), incl)).toMatchObject({
      reached: false,
      message: '100,– igjen til fri frakt',
    });
  });

  it('says the remainder without VAT beside totals without VAT (the threshold is with VAT)', () => {
    expect(freeShippingView(cartWorth(4500), excl)).toMatchObject({
      reached: false,
      progress: 0.75,
      message: `1${NBSP}200,– eks. mva igjen til fri frakt`,
    });
    expect(freeShippingView(cartWorth(6000), excl).message).toBe('Du har fri frakt');
  });
});
