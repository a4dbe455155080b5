import { describe, expect, it } from 'vitest';
import {
  guestLineAddRequest,
  lineBundleOptions,
  unmovedLine,
  type CartLineData,
} from './guestCartLines';

function lineOf(typename: string, sku: string | null, extra: Record<string, unknown> = {}) {
  return {
    __typename: typename,
    uid: 'l1',
    quantity: 3,
    is_available: true,
    not_available_message: null,
    errors: null,
    product: {
      __typename: 'SimpleProduct',
      sku,
      uid: 'p1',
      name: 'Oljefilter',
      url_key: null,
      url_suffix: null,
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      thumbnail: null,
    },
    prices: null,
    ...extra,
  } as unknown as CartLineData;
}

const configurable = (variantSku: string | null) =>
  lineOf('ConfigurableCartItem', 'HANSKE', {
    configured_variant: { sku: variantSku, uid: 'v1', name: 'Hanske M', thumbnail: null },
    configurable_options: [],
  });

const bundle = (options: unknown[]) =>
  lineOf('BundleCartItem', 'SETT', { bundle_options: options });

describe('guestLineAddRequest', () => {
  it('adds simple, virtual and downloadable lines by SKU and quantity', () => {
    for (const [typename, mutation] of [
      ['SimpleCartItem', 'addSimpleProductsToCart'],
      ['VirtualCartItem', 'addVirtualProductsToCart'],
      ['DownloadableCartItem', 'addDownloadableProductsToCart'],
    ] as const) {
      expect(guestLineAddRequest('c', lineOf(typename, 'A'))).toEqual({
        mutation,
        variables: { cartId: 'c', cartItems: [{ data: { sku: 'A', quantity: 3 } }] },
      });
    }
  });

  it('adds a configurable line by the parent and the chosen variant', () => {
    expect(guestLineAddRequest('c', configurable('HANSKE-M'))).toEqual({
      mutation: 'addConfigurableProductsToCart',
      variables: {
        cartId: 'c',
        cartItems: [{ parent_sku: 'HANSKE', data: { sku: 'HANSKE-M', quantity: 3 } }],
      },
    });
    expect(guestLineAddRequest('c', configurable(null))).toBeNull();
  });

  it('adds a bundle line with the options it holds', () => {
    expect(
      guestLineAddRequest(
        'c',
        bundle([
          { id: 7, uid: 'o7', label: 'Filter', values: [{ id: 71, label: 'X', quantity: 2 }] },
        ]),
      ),
    ).toEqual({
      mutation: 'addBundleProductsToCart',
      variables: {
        cartId: 'c',
        cartItems: [
          {
            data: { sku: 'SETT', quantity: 3 },
            bundle_options: [{ id: 7, quantity: 2, value: ['71'] }],
          },
        ],
      },
    });
  });

  it('has nothing for a line without a SKU or of another type', () => {
    expect(guestLineAddRequest('c', lineOf('SimpleCartItem', null))).toBeNull();
    expect(guestLineAddRequest('c', lineOf('GiftCardCartItem', 'G'))).toBeNull();
  });
});

describe('lineBundleOptions', () => {
  it('gives one option per chosen option with all its selections, skipping empty ones', () => {
    expect(
      lineBundleOptions(
        bundle([
          {
            id: 1,
            uid: 'o1',
            label: 'A',
            values: [
              { id: 11, label: 'x', quantity: 1 },
              null,
              { id: 12, label: 'y', quantity: 1 },
            ],
          },
          { id: 2, uid: 'o2', label: 'B', values: [] },
          null,
        ]),
      ),
    ).toEqual([{ id: 1, quantity: 1, value: ['11', '12'] }]);
    expect(lineBundleOptions(lineOf('SimpleCartItem', 'A'))).toEqual([]);
  });
});

describe('unmovedLine', () => {
  it("reports the line's SKU (a configurable's variant), name, quantity and the message", () => {
    expect(unmovedLine(lineOf('SimpleCartItem', 'A'), 'This product is out of stock.')).toEqual({
      sku: 'A',
      name: 'Oljefilter',
      quantity: 3,
      message: 'This product is out of stock.',
    });
    expect(unmovedLine(configurable('HANSKE-M'), 'm')).toMatchObject({ sku: 'HANSKE-M' });
  });

  it('names a product without a name by its SKU', () => {
    const line = lineOf('SimpleCartItem', 'A');
    (line.product as { name: string | null }).name = null;
    expect(unmovedLine(line, 'm').name).toBe('A');
  });
});
