/**
 * Contract test of the extension fragments: an embedder's product and cart fragments through the
 * SDK against the real commerce-api (in-process, real HTTP, seeded database) — the composed
 * documents are accepted by the server the shop runs on, and the fragments' fields come back
 * beside the SDK's own, through add to cart and a quantity change.
 */
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../apps/commerce-api/test/testApi';
import { createMemoryStorage, createSdk, type Product } from '../src';
import { CodegenDocumentString as TypedDocumentString } from '../src/testing/codegenDocumentString';

/** As the embedder's codegen (`documentMode: 'string'`) writes it. */
type ShopProductFieldsFragment = {
  canonical_url: string | null;
  created_at: string | null;
  categories: Array<{ name: string | null } | null> | null;
  price_range: { minimum_price: { final_price: { currency: string | null } } };
};

const ShopProductFields = new TypedDocumentString<ShopProductFieldsFragment, unknown>(
  `
    fragment ShopProductFields on ProductInterface {
  canonical_url
  created_at
  categories {
    name
  }
  price_range {
    minimum_price {
      final_price {
        currency
      }
    }
  }
}
    `,
  { fragmentName: 'ShopProductFields' },
);

type ShopCartFieldsFragment = {
  email: string | null;
  is_virtual: boolean;
  prices: {
    subtotal_with_discount_excluding_tax: { value: number | null; currency: string | null } | null;
  } | null;
  items: Array<{ uid: string; product: ShopCartLineProductFragment } | null> | null;
};

type ShopCartLineProductFragment = { canonical_url: string | null };

// A fragment spreading another of the embedder's, as codegen inlines them.
const ShopCartFields = new TypedDocumentString<ShopCartFieldsFragment, unknown>(
  `
    fragment ShopCartFields on Cart {
  email
  is_virtual
  prices {
    subtotal_with_discount_excluding_tax {
      value
      currency
    }
  }
  items {
    uid
    product {
      ...ShopCartLineProduct
    }
  }
}
    fragment ShopCartLineProduct on ProductInterface {
  canonical_url
}`,
  { fragmentName: 'ShopCartFields' },
);

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ productCount: 60 });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

function shopSdk() {
  return createSdk({
    endpoint: api.url,
    storage: createMemoryStorage(),
    logger: { error: () => undefined },
    fragments: { product: ShopProductFields, cart: ShopCartFields },
  });
}

/** Two simple products in stock (at least 3 each), read through the extended product query. */
async function twoSimpleProducts(sdk: ReturnType<typeof shopSdk>) {
  const found = await sdk.search.search({ term: '', filters: { price: ['0_'] }, pageSize: 100 });
  const products = await Promise.all(
    found.items
      .filter((summary) => summary.type === 'simple')
      .slice(0, 10)
      .map((summary) => sdk.catalog.getProductBySku(summary.sku)),
  );
  const usable = products.filter(
    (product): product is NonNullable<typeof product> =>
      product !== null &&
      product.stockStatus === 'in-stock' &&
      (product.onlyXLeftInStock === null || product.onlyXLeftInStock >= 3),
  );
  expect(usable.length).toBeGreaterThanOrEqual(2);
  return [usable[0]!, usable[1]!] as const;
}

describe('extension fragments against commerce-api', () => {
  it('gives a product page’s product the product fragment’s fields, the SDK’s own unchanged', async () => {
    const sdk = shopSdk();
    const [product] = await twoSimpleProducts(sdk);

    const byUrl = await sdk.catalog.getProductByUrl(product.url);

    for (const read of [product, byUrl!]) {
      expect(read.extension.canonical_url).toBe(product.url.slice(1));
      expect(Date.parse(read.extension.created_at ?? '')).not.toBeNaN();
      expect(read.extension.price_range).toEqual({
        minimum_price: { final_price: { currency: 'NOK' } },
      });
      // The SDK's categories have uid and URL; the fragment's only what it asked for.
      expect(read.extension.categories).toEqual(
        read.categories.map((category) => ({ name: category.name })),
      );
    }
    expect(byUrl).toMatchObject({ sku: product.sku, name: product.name });
    expectTypeOf(byUrl!).toMatchTypeOf<Product>();
    expectTypeOf(byUrl!.extension).toEqualTypeOf<ShopProductFieldsFragment>();
  });

  it('carries the cart fragment’s fields through add to cart and a quantity change', async () => {
    const sdk = shopSdk();
    const [first, second] = await twoSimpleProducts(sdk);

    const added = (await sdk.cart.add(first, { quantity: 1 })).cart;
    expect(added.extension).toEqual({
      email: null,
      is_virtual: false,
      prices: {
        subtotal_with_discount_excluding_tax: {
          value: added.prices.subtotalExcludingTax,
          currency: 'NOK',
        },
      },
      items: [{ uid: added.items[0]!.uid, product: { canonical_url: first.url.slice(1) } }],
    });

    const both = (await sdk.cart.add(second, { quantity: 1 })).cart;
    const line = both.items.find((entry) => entry.product.sku === first.sku)!;
    const changed = await sdk.cart.updateQuantity(line.uid, 3);

    expect(changed.totalQuantity).toBe(4);
    expect(changed.extension.items?.map((entry) => entry?.uid).sort()).toEqual(
      changed.items.map((entry) => entry.uid).sort(),
    );
    expect(changed.extension.items?.map((entry) => entry?.product.canonical_url).sort()).toEqual(
      [first.url.slice(1), second.url.slice(1)].sort(),
    );
    expect(changed.extension.prices?.subtotal_with_discount_excluding_tax?.value).toBe(
      changed.prices.subtotalExcludingTax,
    );
    expect(sdk.cart.getSnapshot().cart?.extension).toEqual(changed.extension);
    expectTypeOf(changed.extension).toEqualTypeOf<ShopCartFieldsFragment>();

    // A second instance over the same storage loads the same cart, with the extension.
    const again = createSdk({
      endpoint: api.url,
      storage: createMemoryStorage([['vsf-cart', changed.id]]),
      fragments: { cart: ShopCartFields },
    });
    await expect(again.cart.load()).resolves.toMatchObject({
      id: changed.id,
      extension: changed.extension,
    });
  });
});
