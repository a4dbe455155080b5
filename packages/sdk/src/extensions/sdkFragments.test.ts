import { graphql, HttpResponse, type GraphQLResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { parse } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildProductData } from '../catalog/buildCatalogData';
import { createSdk } from '../createSdk';
import { isSdkError } from '../errors/SdkError';
import { CodegenDocumentString as TypedDocumentString } from '../testing/codegenDocumentString';
import { createMemoryStorage } from '../storage/createMemoryStorage';

/**
 * The embedder's fragments through `createSdk`, at the HTTP layer: what is sent, and what the
 * product and the cart carry as `extension`. The result types are written as the embedder's
 * codegen writes them.
 */

const endpoint = 'http://magento.test/graphql';
const magento = graphql.link(endpoint);

const server = setupServer(
  magento.query('SpecificationLabels', () =>
    HttpResponse.json({ data: { attributesList: { items: [] } } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type MyProductFieldsFragment = {
  canonical_url: string | null;
  meta_keyword: string | null;
  price_range: { minimum_price: { discount: { percent_off: number | null } | null } };
};

const MyProductFields = new TypedDocumentString<MyProductFieldsFragment, unknown>(
  `
    fragment MyProductFields on ProductInterface {
  canonical_url
  meta_keyword
  price_range {
    minimum_price {
      discount {
        percent_off
      }
    }
  }
}
    `,
  { fragmentName: 'MyProductFields' },
);

type MyCartFieldsFragment = {
  email: string | null;
  is_virtual: boolean;
  prices: { grand_total: { currency: string | null } | null } | null;
};

const MyCartFields = new TypedDocumentString<MyCartFieldsFragment, unknown>(
  `
    fragment MyCartFields on Cart {
  email
  is_virtual
  prices {
    grand_total {
      currency
    }
  }
}
    `,
  { fragmentName: 'MyCartFields' },
);

function cartAnswer(id: string, quantity: number) {
  return {
    id,
    total_quantity: quantity,
    applied_coupons: [],
    items:
      quantity === 0
        ? []
        : [
            {
              __typename: 'SimpleCartItem',
              uid: 'line-1',
              quantity,
              is_available: true,
              not_available_message: null,
              errors: [],
              product: {
                __typename: 'SimpleProduct',
                sku: 'AP-10001',
                uid: 'MTAx',
                name: 'Oljefilter',
                url_key: 'oljefilter',
                url_suffix: '.html',
                stock_status: 'IN_STOCK',
                only_x_left_in_stock: null,
                thumbnail: null,
              },
              prices: {
                price: { value: 80 },
                price_including_tax: { value: 100 },
                row_total: { value: 80 * quantity },
                row_total_including_tax: { value: 100 * quantity },
                total_item_discount: { value: 0 },
              },
            },
          ],
    prices: {
      subtotal_including_tax: { value: 100 * quantity },
      subtotal_excluding_tax: { value: 80 * quantity },
      // The SDK's `value` and the embedder's `currency`, merged in one object.
      grand_total: { value: 100 * quantity, currency: 'NOK' },
      applied_taxes: [],
      discounts: [],
    },
    available_payment_methods: [],
    wm_customer_order_fields: null,
    email: null,
    is_virtual: false,
  };
}

describe('createSdk fragments', () => {
  it('sends the product fragment with the product page query and gives its fields as extension', async () => {
    const sent: string[] = [];
    server.use(
      magento.query('ProductByUrlKey', ({ query }) => {
        sent.push(query);
        return HttpResponse.json({
          data: {
            products: {
              items: [
                {
                  ...buildProductData(),
                  canonical_url: 'oljefilter-massey-ferguson-3080.html',
                  meta_keyword: 'oljefilter',
                  price_range: {
                    ...buildProductData().price_range,
                    minimum_price: {
                      ...buildProductData().price_range.minimum_price,
                      discount: { percent_off: 20 },
                    },
                  },
                },
              ],
            },
          },
        });
      }),
    );
    const sdk = createSdk({ endpoint, fragments: { product: MyProductFields } });

    const product = await sdk.catalog.getProductByUrl('oljefilter-massey-ferguson-3080');

    expect(sent[0]).toMatch(
      /fragment ProductDetailFields on ProductInterface \{\s+\.\.\.MyProductFields/,
    );
    expect(sent[0]).toContain('fragment MyProductFields on ProductInterface');
    expect(product?.extension).toEqual({
      canonical_url: 'oljefilter-massey-ferguson-3080.html',
      meta_keyword: 'oljefilter',
      price_range: { minimum_price: { discount: { percent_off: 20 } } },
    });
    // The SDK's own fields, mapped as without a fragment.
    expect(product).toMatchObject({ sku: 'AP-10001', name: 'Oljefilter Massey Ferguson 3080' });
    expectTypeOf(product!.extension).toEqualTypeOf<MyProductFieldsFragment>();
  });

  it('takes a fragment for one product read, as an AST, instead of the instance’s', async () => {
    const sent: string[] = [];
    server.use(
      magento.query('ProductBySku', ({ query }) => {
        sent.push(query);
        return HttpResponse.json({
          data: { products: { items: [{ ...buildProductData(), min_sale_qty: 2 }] } },
        });
      }),
    );
    const Quantities = parse(
      'fragment Quantities on ProductInterface { min_sale_qty }',
    ) as TypedDocumentNode<{ min_sale_qty: number | null }, unknown>;
    const sdk = createSdk({ endpoint, fragments: { product: MyProductFields } });

    const product = await sdk.catalog.getProductBySku('AP-10001', { fragment: Quantities });
    const again = await sdk.catalog.getProductBySku('AP-10001', { fragment: Quantities });

    expect(sent[0]).toMatch(/\.\.\.Quantities/);
    expect(sent[0]).not.toContain('MyProductFields');
    expect(sent[1]).toBe(sent[0]);
    expect(product?.extension).toEqual({ min_sale_qty: 2 });
    expect(again?.extension).toEqual({ min_sale_qty: 2 });
    expectTypeOf(product!.extension).toEqualTypeOf<{ min_sale_qty: number | null }>();
  });

  it('sends the cart fragment with every cart request and keeps the extension on the store’s cart', async () => {
    const sent: Record<string, string> = {};
    server.use(
      magento.mutation('CreateGuestCart', ({ query }) => {
        sent['CreateGuestCart'] = query;
        return HttpResponse.json({ data: { createGuestCart: { cart: cartAnswer('c1', 0) } } });
      }),
      magento.mutation('AddSimpleProductsToCart', ({ query }) => {
        sent['AddSimpleProductsToCart'] = query;
        return HttpResponse.json({
          data: { addSimpleProductsToCart: { cart: cartAnswer('c1', 1) } },
        });
      }),
      magento.mutation('UpdateCartItems', ({ query }) => {
        sent['UpdateCartItems'] = query;
        return HttpResponse.json({
          data: {
            updateCartItems: { cart: { ...cartAnswer('c1', 3), email: 'a@b.no' }, errors: [] },
          },
        });
      }),
    );
    const sdk = createSdk({
      endpoint,
      storage: createMemoryStorage(),
      logger: { error: () => undefined },
      fragments: { cart: MyCartFields },
    });

    const loaded = await sdk.cart.load();
    const { cart: added } = await sdk.cart.add(
      { sku: 'AP-10001', type: 'simple', stockStatus: 'in-stock' },
      { quantity: 1 },
    );
    const changed = await sdk.cart.updateQuantity('line-1', 3);

    expect(Object.keys(sent)).toEqual([
      'CreateGuestCart',
      'AddSimpleProductsToCart',
      'UpdateCartItems',
    ]);
    for (const query of Object.values(sent)) {
      expect(query).toMatch(/fragment CartFields on Cart \{\s+\.\.\.MyCartFields/);
      expect(query).toContain('fragment MyCartFields on Cart');
    }
    const extension = {
      email: null,
      is_virtual: false,
      prices: { grand_total: { currency: 'NOK' } },
    };
    expect(loaded.extension).toEqual(extension);
    expect(added.extension).toEqual(extension);
    expect(changed.extension).toEqual({ ...extension, email: 'a@b.no' });
    expect(sdk.cart.getSnapshot().cart?.extension).toEqual(changed.extension);
    // The SDK's own mapping is untouched: `grand_total` is the SDK's number, not the merged object.
    expect(changed.prices.grandTotal).toBe(300);
    expect(changed.totalQuantity).toBe(3);
    expectTypeOf(sdk.cart.getSnapshot().cart!.extension).toEqualTypeOf<MyCartFieldsFragment>();
  });

  it('sends the cart fragment with the customer cart, the merge, removal, coupons and order fields', async () => {
    const sent: Record<string, string> = {};
    const answer =
      (
        operation: string,
        data: (cart: unknown) => Record<string, unknown>,
      ): GraphQLResponseResolver =>
      ({ query }) => {
        sent[operation] = query;
        return HttpResponse.json({
          data: data({ ...cartAnswer('customer', 1), email: operation }),
        });
      };
    server.use(
      magento.query(
        'CustomerCart',
        answer('CustomerCart', (cart) => ({ customerCart: cart })),
      ),
      magento.mutation(
        'MergeCarts',
        answer('MergeCarts', (cart) => ({ mergeCarts: cart })),
      ),
      magento.mutation(
        'RemoveItemFromCart',
        answer('RemoveItemFromCart', (cart) => ({ removeItemFromCart: { cart } })),
      ),
      magento.mutation(
        'ApplyCouponToCart',
        answer('ApplyCouponToCart', (cart) => ({ applyCouponToCart: { cart } })),
      ),
      magento.mutation(
        'RemoveCouponFromCart',
        answer('RemoveCouponFromCart', (cart) => ({ removeCouponFromCart: { cart } })),
      ),
      magento.mutation(
        'AddCustomFieldsToCart',
        answer('AddCustomFieldsToCart', (cart) => ({ addCustomFieldsToCart: { cart } })),
      ),
    );
    // Signed in, with the guest cart of before the login waiting to be merged.
    const sdk = createSdk({
      endpoint,
      storage: createMemoryStorage([
        ['vsf-customer', 'token-1'],
        ['vsf-cart-merge', 'guest'],
      ]),
      logger: { error: () => undefined },
      fragments: { cart: MyCartFields },
    });

    const merged = await sdk.cart.mergeGuestCart();
    const results = [
      merged.cart,
      await sdk.cart.remove('line-1'),
      await sdk.cart.applyCoupon('VAAR10'),
      await sdk.cart.removeCoupon(),
      await sdk.cart.setOrderFields({ customerRef: 'Ola' }),
    ];

    expect(Object.keys(sent)).toEqual([
      'CustomerCart',
      'MergeCarts',
      'RemoveItemFromCart',
      'ApplyCouponToCart',
      'RemoveCouponFromCart',
      'AddCustomFieldsToCart',
    ]);
    for (const query of Object.values(sent)) {
      expect(query).toMatch(/fragment CartFields on Cart \{\s+\.\.\.MyCartFields/);
    }
    expect(results.map((cart) => cart?.extension.email)).toEqual([
      'MergeCarts',
      'RemoveItemFromCart',
      'ApplyCouponToCart',
      'RemoveCouponFromCart',
      'AddCustomFieldsToCart',
    ]);
  });

  it('leaves products and carts without extension when no fragment is given', async () => {
    server.use(
      magento.mutation('CreateGuestCart', ({ query }) => {
        expect(query).not.toContain('...My');
        return HttpResponse.json({ data: { createGuestCart: { cart: cartAnswer('c2', 0) } } });
      }),
    );
    const sdk = createSdk({ endpoint });

    const cart = await sdk.cart.load();

    expect(cart).not.toHaveProperty('extension');
    expectTypeOf(cart).not.toHaveProperty('extension');
  });

  it('refuses a fragment on the wrong type at the first cart call, before any request, naming it', async () => {
    // Any request would fail differently: the server answers none (onUnhandledRequest: error).
    const sdk = createSdk({ endpoint, fragments: { cart: MyProductFields } });
    const error = await sdk.cart.load().catch((caught: unknown) => caught);

    expect(isSdkError(error, 'invalid-argument')).toBe(true);
    expect((error as Error).message).toBe(
      'The cart extension fragment MyProductFields is on ProductInterface, but must be on Cart',
    );
  });

  it('refuses source that is not GraphQL at the first cart call, before any request', async () => {
    const Broken = new TypedDocumentString<{ email: string }, unknown>(
      'fragment Broken on Cart { email( }',
      { fragmentName: 'Broken' },
    );

    const sdk = createSdk({ endpoint, fragments: { cart: Broken } });

    await expect(sdk.cart.load()).rejects.toThrow(
      /The cart extension fragment is not valid GraphQL: unclosed "\("/,
    );
    // Every call tries again and fails the same way, still without a request.
    await expect(
      sdk.cart.add({ sku: 'A', type: 'simple', stockStatus: 'in-stock' }, { quantity: 1 }),
    ).rejects.toThrow(/not valid GraphQL/);
  });
});
