import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

/**
 * Magento's deprecated catalogue fields Venia still reads (issue 25, item 3): `price`
 * (`ProductPrices`), `media_gallery_entries` and `urlResolver`. Each answers from the same data as
 * its replacement (`price_range`, `media_gallery`, `route`), which the tests compare against.
 */

const PRODUCT = `query ($sku: String!) {
  products(filter: { sku: { eq: $sku } }) {
    items {
      sku
      price {
        regularPrice { amount { value currency } }
        minimalPrice { amount { value currency } }
        maximalPrice { amount { value currency } }
      }
      price_range {
        minimum_price { regular_price { value } final_price { value } }
        maximum_price { final_price { value } }
      }
      media_gallery_entries { uid id file label position disabled media_type types }
      media_gallery { __typename url label position }
    }
  }
}`;

interface Amount {
  amount: { value: number; currency: string };
}
interface Product {
  sku: string;
  price: { regularPrice: Amount; minimalPrice: Amount; maximalPrice: Amount };
  price_range: {
    minimum_price: { regular_price: { value: number }; final_price: { value: number } };
    maximum_price: { final_price: { value: number } };
  };
  media_gallery_entries: {
    uid: string;
    id: number;
    file: string;
    label: string;
    position: number;
    disabled: boolean;
    media_type: string;
    types: string[];
  }[];
  media_gallery: { __typename: string; url: string; label: string; position: number }[];
}

const URL_RESOLVER = `query ($url: String!) {
  urlResolver(url: $url) { type id entity_uid relative_url canonical_url redirectCode }
}`;

describe("Magento's deprecated catalogue fields", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ productCount: 60 });
  });
  afterAll(() => t?.close());

  const productBySku = async (sku: string) => {
    const result = await t.query<{ products: { items: Product[] } }>(PRODUCT, { sku });
    expect(result.errors).toBeUndefined();
    return result.data!.products.items[0]!;
  };

  it('gives price as the regular, lowest and highest price of price_range, in NOK', async () => {
    const rows = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('visible', '=', true)
      .where('type_id', 'in', ['simple', 'configurable'])
      .orderBy('id')
      .limit(6)
      .execute();
    // A sale price, so regular and final differ.
    await t.api.db
      .updateTable('products')
      .set({ min_final_price: 80, max_final_price: 90, min_regular_price: 100 })
      .where('sku', '=', rows[0]!.sku)
      .execute();
    for (const { sku } of rows) {
      const product = await productBySku(sku);
      expect(product.price).toEqual({
        regularPrice: {
          amount: { value: product.price_range.minimum_price.regular_price.value, currency: 'NOK' },
        },
        minimalPrice: {
          amount: { value: product.price_range.minimum_price.final_price.value, currency: 'NOK' },
        },
        maximalPrice: {
          amount: { value: product.price_range.maximum_price.final_price.value, currency: 'NOK' },
        },
      });
    }
    const sale = await productBySku(rows[0]!.sku);
    expect(sale.price.regularPrice.amount.value).toBe(100);
    expect(sale.price.minimalPrice.amount.value).toBe(80);
    expect(sale.price.maximalPrice.amount.value).toBe(90);
  });

  it("lists the product's pictures as media_gallery_entries, the first with the image roles", async () => {
    const withImages = await t.api.db
      .selectFrom('product_images')
      .select('product_id')
      .groupBy('product_id')
      .having((eb) => eb.fn.countAll(), '>', 1)
      .executeTakeFirstOrThrow();
    const { sku } = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('id', '=', withImages.product_id)
      .executeTakeFirstOrThrow();
    const product = await productBySku(sku);
    const pictures = product.media_gallery.filter((entry) => entry.__typename === 'ProductImage');
    expect(product.media_gallery_entries).toHaveLength(pictures.length);
    for (const [index, entry] of product.media_gallery_entries.entries()) {
      const picture = pictures[index]!;
      // The same file the gallery's URL points at, as a path under the product media folder.
      expect(entry.file).toMatch(/^\//);
      expect(picture.url.endsWith(`/media/catalog/product${entry.file}`)).toBe(true);
      expect(entry).toMatchObject({
        label: picture.label,
        position: picture.position,
        disabled: false,
        media_type: 'image',
        types: index === 0 ? ['image', 'small_image', 'thumbnail'] : [],
      });
    }
    const uids = product.media_gallery_entries.map((entry) => entry.uid);
    const ids = product.media_gallery_entries.map((entry) => entry.id);
    expect(new Set(uids).size).toBe(uids.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves product, category and CMS paths with urlResolver as route does', async () => {
    const product = await t.api.db
      .selectFrom('products')
      .select(['id', 'url_key'])
      .where('visible', '=', true)
      .where('url_key', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const productUrl = await t.query(URL_RESOLVER, { url: `/${product.url_key}.html` });
    expect(productUrl.data).toEqual({
      urlResolver: {
        type: 'PRODUCT',
        id: product.id,
        entity_uid: Buffer.from(String(product.id)).toString('base64'),
        relative_url: `${product.url_key}.html`,
        canonical_url: `${product.url_key}.html`,
        redirectCode: 0,
      },
    });

    const tree = await t.query<{
      categories: { items: { children: { uid: string; url_path: string }[] }[] };
    }>(`{ categories { items { children { uid url_path } } } }`);
    const category = tree.data!.categories.items[0]!.children[0]!;
    const categoryUrl = await t.query<{ urlResolver: Record<string, unknown> }>(URL_RESOLVER, {
      url: `${category.url_path}.html`,
    });
    expect(categoryUrl.data!.urlResolver).toMatchObject({
      type: 'CATEGORY',
      entity_uid: category.uid,
      relative_url: `${category.url_path}.html`,
      redirectCode: 0,
    });

    const home = await t.query<{ urlResolver: Record<string, unknown> }>(URL_RESOLVER, {
      url: '/',
    });
    expect(home.data!.urlResolver).toMatchObject({ type: 'CMS_PAGE', relative_url: 'home' });

    for (const url of ['/finnes/ikke.html', '/kontakt%00oss', 'x'.repeat(3000)]) {
      const unknown = await t.query(URL_RESOLVER, { url });
      expect(unknown.errors).toBeUndefined();
      expect(unknown.data).toEqual({ urlResolver: null });
    }
  });

  it('answers a redirecting path with its code and where it leads', async () => {
    const product = await t.api.db
      .selectFrom('products')
      .select(['id', 'url_key'])
      .where('visible', '=', true)
      .where('url_key', 'is not', null)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    await t.api.db
      .insertInto('url_rewrites')
      .values({
        request_path: 'gammel-lenke.html',
        entity_type: 'PRODUCT',
        entity_id: product.id,
        target_path: `${product.url_key}.html`,
        redirect_code: 301,
      })
      .execute();
    const moved = await t.query(URL_RESOLVER, { url: 'gammel-lenke.html' });
    expect(moved.data).toEqual({
      urlResolver: {
        type: 'PRODUCT',
        id: product.id,
        entity_uid: Buffer.from(String(product.id)).toString('base64'),
        relative_url: `${product.url_key}.html`,
        canonical_url: `${product.url_key}.html`,
        redirectCode: 301,
      },
    });
  });
});
