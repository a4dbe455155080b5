import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

let t: TestApi;
const ok = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const result = await t.query<T>(query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

describe('store configuration', () => {
  it('serves the Norwegian store in NOK with the storefront block', async () => {
    const data = await ok<{
      storeConfig: Record<string, unknown>;
      currency: Record<string, unknown>;
    }>(`{
      storeConfig {
        store_code locale base_currency_code grid_per_page catalog_display_tax base_media_url
        top_menu_block_identifier top_bar_block_enabled top_bar_block_identifier
        top_bar_block_background_color sticky_header hide_cart_button
      }
      currency { base_currency_code default_display_currency_code available_currency_codes }
    }`);
    expect(data.storeConfig).toMatchObject({
      store_code: 'ad_nb_no',
      locale: 'nb_NO',
      base_currency_code: 'NOK',
      catalog_display_tax: 2,
      base_media_url: 'http://media.test/media/',
      top_bar_block_enabled: true,
      sticky_header: true,
      hide_cart_button: false,
    });
    expect(data.storeConfig.grid_per_page).toBeGreaterThan(0);
    expect(data.currency).toEqual({
      base_currency_code: 'NOK',
      default_display_currency_code: 'NOK',
      available_currency_codes: ['NOK'],
    });
  });

  it('answers the settings Magento clients read at start-up, and the one store view', async () => {
    const data = await ok<{
      storeConfig: Record<string, unknown>;
      availableStores: Record<string, unknown>[];
    }>(`{
      storeConfig {
        store_code allow_items allow_order configurable_thumbnail_source contact_enabled
        newsletter_enabled product_fixed_product_tax_display_setting
        category_fixed_product_tax_display_setting sales_fixed_product_tax_display_setting
      }
      availableStores(useCurrentGroup: true) { store_code store_name locale base_currency_code }
    }`);
    expect(data.storeConfig).toEqual({
      store_code: 'ad_nb_no',
      allow_items: '0',
      allow_order: '0',
      configurable_thumbnail_source: 'itself',
      // On since this server serves `contactUs` and `subscribeEmailToNewsletter`.
      contact_enabled: true,
      newsletter_enabled: true,
      product_fixed_product_tax_display_setting: 'FPT_DISABLED',
      category_fixed_product_tax_display_setting: 'FPT_DISABLED',
      sales_fixed_product_tax_display_setting: 'FPT_DISABLED',
    });
    expect(data.availableStores).toEqual([
      {
        store_code: 'ad_nb_no',
        store_name: 'Agri Deler',
        locale: 'nb_NO',
        base_currency_code: 'NOK',
      },
    ]);
  });

  it('lists countries and finds Norway by id', async () => {
    const data = await ok<{
      countries: { id: string }[];
      country: { id: string; full_name_locale: string; full_name_english: string };
    }>(`{ countries { id } country(id: "NO") { id full_name_locale full_name_english } }`);
    expect(data.countries.map((c) => c.id)).toContain('NO');
    expect(data.country).toEqual({
      id: 'NO',
      full_name_locale: 'Norge',
      full_name_english: 'Norway',
    });
  });

  it('answers an unknown country with a no-such-entity error', async () => {
    const result = await t.query(`{ country(id: "XX") { id } }`);
    expect(result.errors?.[0]?.extensions?.category).toBe('graphql-no-such-entity');
  });
});

describe('content', () => {
  it('serves the CMS pages the shop links to', async () => {
    for (const identifier of ['home', 'faq', 'kontakt-oss']) {
      const data = await ok<{ cmsPage: { identifier: string; title: string; content: string } }>(
        `query ($id: String) { cmsPage(identifier: $id) { identifier title content } }`,
        { id: identifier },
      );
      expect(data.cmsPage.identifier).toBe(identifier);
      expect(data.cmsPage.content.length).toBeGreaterThan(20);
    }
  });

  it('answers a missing CMS page with a no-such-entity error', async () => {
    const result = await t.query(`{ cmsPage(identifier: "finnes-ikke") { title } }`);
    expect(result.errors?.[0]).toMatchObject({
      message: 'The CMS page with the "finnes-ikke" ID doesn\'t exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });

  it('returns CMS blocks in the order asked for', async () => {
    const data = await ok<{ cmsBlocks: { items: { identifier: string; content: string }[] } }>(
      `{ cmsBlocks(identifiers: ["top-bar", "top-menu"]) { items { identifier content } } }`,
    );
    expect(data.cmsBlocks.items.map((b) => b.identifier)).toEqual(['top-bar', 'top-menu']);
  });

  it('serves the mega menu with three levels of children', async () => {
    type Item = { title: string; link: string; link_type: string; children: Item[] | null };
    const data = await ok<{ megaMenuItems: Item[] }>(`{
      megaMenuItems { uid title link link_type cols_nb show_subcategories
        children { uid title link children { uid title link children { uid title } } } }
    }`);
    expect(data.megaMenuItems.length).toBeGreaterThan(3);
    const withGrandchildren = data.megaMenuItems.find((item) =>
      item.children?.some((child) => (child.children ?? []).length > 0),
    );
    expect(withGrandchildren).toBeDefined();
    expect(data.megaMenuItems.some((item) => item.link_type === 'CATEGORY')).toBe(true);
  });

  it('serves the menu by its identifier, and refuses an unknown one', async () => {
    const main = await ok<{ megaMenuItems: unknown[] }>(
      `{ megaMenuItems(identifier: "main") { uid } }`,
    );
    expect(main.megaMenuItems.length).toBeGreaterThan(3);
    const unknown = await t.query(`{ megaMenuItems(identifier: "footer") { uid } }`);
    expect(unknown.errors?.[0]?.message).toBe('The menu "footer" doesn\'t exist.');
  });

  it('pages the blog, newest first', async () => {
    const data = await ok<{
      WmBlogPosts: {
        total_count: number;
        items: { slug: string; published_at: string; image: string }[];
      };
    }>(`{ WmBlogPosts(pageSize: 3) { total_count items { slug published_at image } } }`);
    expect(data.WmBlogPosts.total_count).toBeGreaterThan(3);
    const dates = data.WmBlogPosts.items.map((post) => post.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const image = await fetch(
      t.url.replace('/graphql', new URL(data.WmBlogPosts.items[0]!.image).pathname),
    );
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('categories and routes', () => {
  type Node = { uid: string; name: string; url_path: string; children: Node[] };

  it('serves a three-level tree below the root, with .html URLs', async () => {
    const data = await ok<{ categories: { total_count: number; items: Node[] } }>(`{
      categories { total_count items { uid name children { uid name url_path url_suffix
        children { uid name url_path children { uid name url_path } } } } }
    }`);
    const root = data.categories.items[0]!;
    expect(root.children.length).toBeGreaterThan(3);
    const leaf = root.children.flatMap((a) => a.children).flatMap((b) => b.children)[0];
    expect(leaf?.url_path.split('/')).toHaveLength(3);
  });

  it('finds categories by uid and by parent', async () => {
    const tree = await ok<{ categories: { items: Node[] } }>(
      `{ categories { items { children { uid name } } } }`,
    );
    const top = tree.categories.items[0]!.children[0]!;
    const byUid = await ok<{ categories: { items: { name: string; breadcrumbs: unknown }[] } }>(
      `query ($uid: String) { categories(filters: { category_uid: { eq: $uid } }) { items { name breadcrumbs { category_name } } } }`,
      { uid: top.uid },
    );
    expect(byUid.categories.items).toEqual([{ name: top.name, breadcrumbs: null }]);
    const children = await ok<{
      categories: { items: { breadcrumbs: { category_name: string }[] }[] };
    }>(
      `query ($uid: String) { categories(filters: { parent_category_uid: { eq: $uid } }) { items { breadcrumbs { category_name } } } }`,
      { uid: top.uid },
    );
    expect(children.categories.items[0]?.breadcrumbs).toEqual([{ category_name: top.name }]);
  });

  it('resolves category, product and CMS URLs, and nothing for unknown ones', async () => {
    const tree = await ok<{ categories: { items: Node[] } }>(
      `{ categories { items { children { name url_path } } } }`,
    );
    const top = tree.categories.items[0]!.children[0]!;
    const route = `query ($url: String!) { route(url: $url) { __typename relative_url type
      ... on CategoryTree { name } ... on ProductInterface { sku } ... on CmsPage { identifier } } }`;
    const category = await ok<{ route: Record<string, unknown> }>(route, {
      url: `/${top.url_path}.html`,
    });
    expect(category.route).toMatchObject({
      __typename: 'CategoryTree',
      type: 'CATEGORY',
      name: top.name,
    });

    const product = await t.api.db
      .selectFrom('products')
      .select(['sku', 'url_key', 'type_id'])
      .where('visible', '=', true)
      .where('type_id', '=', 'configurable')
      .executeTakeFirstOrThrow();
    const productRoute = await ok<{ route: Record<string, unknown> }>(route, {
      url: `${product.url_key}.html`,
    });
    expect(productRoute.route).toMatchObject({
      __typename: 'ConfigurableProduct',
      sku: product.sku,
      type: 'PRODUCT',
    });

    const page = await ok<{ route: Record<string, unknown> }>(route, { url: '/kontakt-oss' });
    expect(page.route).toMatchObject({ __typename: 'CmsPage', identifier: 'kontakt-oss' });
    const home = await ok<{ route: Record<string, unknown> }>(route, { url: '/' });
    expect(home.route).toMatchObject({ __typename: 'CmsPage', identifier: 'home' });

    const unknown = await ok<{ route: unknown }>(route, { url: '/finnes/ikke.html' });
    expect(unknown.route).toBeNull();
  });

  it("answers a category's route with the fields of its page, as categories by URL path does", async () => {
    // What a storefront reads with the route, so a category page needs no second look-up.
    const pageFields = `uid name url_path url_suffix description meta_title meta_description
      display_mode product_count breadcrumbs { category_uid category_name category_url_path }
      cms_block { identifier title content }
      children { uid name position url_path url_suffix product_count }`;
    const tree = await ok<{
      categories: {
        items: { children: { url_path: string; children: { url_path: string }[] }[] }[];
      };
    }>(`{ categories { items { children { url_path children { url_path } } } } }`);
    const top = tree.categories.items[0]!.children[0]!;
    const routes: Record<string, unknown>[] = [];
    for (const urlPath of [top.url_path, top.children[0]!.url_path]) {
      const { route } = await ok<{ route: Record<string, unknown> }>(
        `query ($url: String!) { route(url: $url) { __typename ... on CategoryTree { ${pageFields} } } }`,
        { url: `/${urlPath}.html` },
      );
      const { categories } = await ok<{ categories: { items: Record<string, unknown>[] } }>(
        `query ($urlPath: String!) {
          categories(filters: { url_path: { eq: $urlPath } }) { items { ${pageFields} } }
        }`,
        { urlPath },
      );
      expect(route).toEqual({ __typename: 'CategoryTree', ...categories.items[0] });
      expect(route.url_path).toBe(urlPath);
      routes.push(route);
    }
    // The seed gives top-level categories a landing block and children, the second level its parent.
    const [topRoute, childRoute] = routes;
    expect(topRoute).toMatchObject({ cms_block: { identifier: expect.any(String) } });
    expect((topRoute?.children as unknown[]).length).toBeGreaterThan(0);
    expect(childRoute?.breadcrumbs).toHaveLength(1);
  });
});

describe('product types', () => {
  const productBySku = async (type: string) => {
    const row = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('visible', '=', true)
      .where('type_id', '=', type)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.sku;
  };
  const PRODUCT = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
    __typename sku name stock_status only_x_left_in_stock wm_delivery_time ag_produktgruppe wm_order_product
    price_matrix_price { price_excl_tax price_incl_tax }
    price_range { minimum_price { regular_price { value currency } final_price { value } }
                  maximum_price { final_price { value } } }
    media_gallery { url label }
    categories { uid name }
    related_products { sku }
    ... on ConfigurableProduct {
      configurable_options { attribute_code label values { uid label swatch_data { value } } }
      variants { attributes { code label } product { sku stock_status } }
    }
    ... on BundleProduct { items { uid option_id title required price_range { minimum_price { final_price { value } } } options { uid id qty label quantity product { sku } } } }
    ... on GroupedProduct { items { qty product { sku } } }
    ... on DownloadableProduct { downloadable_product_links { title price } }
  } } }`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read deep, known paths of the response
  type Item = Record<string, any>;

  it('serves a simple part with prices incl. and excl. VAT, pictures and categories', async () => {
    const data = await ok<{ products: { items: Item[] } }>(PRODUCT, {
      sku: await productBySku('simple'),
    });
    const item = data.products.items[0]!;
    expect(item.__typename).toBe('SimpleProduct');
    expect(item.price_range.minimum_price.regular_price.currency).toBe('NOK');
    const incl = item.price_matrix_price.price_incl_tax;
    expect(item.price_matrix_price.price_excl_tax).toBeCloseTo(incl / 1.25, 2);
    expect(item.media_gallery.length).toBeGreaterThan(0);
    expect(item.media_gallery[0].url).toMatch(/^http:\/\/media\.test\/media\/catalog\/product\//);
    expect(item.categories.length).toBeGreaterThan(0);
    expect(typeof item.wm_delivery_time).toBe('string');
  });

  it('serves a product video after the pictures, and no video for other products', async () => {
    const VIDEO = `query ($sku: String) { products(filter: { sku: { eq: $sku } }) { items {
      media_gallery { __typename url position ... on ProductVideo { video_content {
        media_type video_provider video_url video_title video_description } } } } } }`;
    const { sku } = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('visible', '=', true)
      .where('name', 'like', 'Momentnøkkel%')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const gallery = (await ok<{ products: { items: Item[] } }>(VIDEO, { sku })).products.items[0]!
      .media_gallery as Item[];
    const video = gallery.at(-1)!;
    expect(video.__typename).toBe('ProductVideo');
    expect(video.video_content).toMatchObject({
      media_type: 'external-video',
      video_provider: 'youtube',
      video_url: expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=/),
      video_title: expect.any(String),
    });
    // The preview is the product's own picture: no request to the video host to show it.
    expect(video.url).toBe(gallery[0]!.url);
    expect(video.position).toBeGreaterThan(gallery.at(-2)!.position);
    const plain = (
      await ok<{ products: { items: Item[] } }>(VIDEO, { sku: await productBySku('simple') })
    ).products.items[0]!.media_gallery as Item[];
    expect(plain.every((entry) => entry.__typename === 'ProductImage')).toBe(true);
  });

  it('serves a configurable product with colour swatches and variants', async () => {
    const data = await ok<{ products: { items: Item[] } }>(PRODUCT, {
      sku: await productBySku('configurable'),
    });
    const item = data.products.items[0]!;
    expect(item.__typename).toBe('ConfigurableProduct');
    const option = item.configurable_options[0];
    expect(option.attribute_code).toBe('color');
    expect(option.values.length).toBeGreaterThan(1);
    expect(option.values[0].swatch_data.value).toMatch(/^#[0-9a-f]{6}$/i);
    expect(item.variants.length).toBe(option.values.length);
    expect(item.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(
      item.price_range.maximum_price.final_price.value,
    );
  });

  it('serves bundle, grouped and downloadable products with their parts', async () => {
    const bundle = (
      await ok<{ products: { items: Item[] } }>(PRODUCT, { sku: await productBySku('bundle') })
    ).products.items[0]!;
    expect(bundle.items.length).toBeGreaterThan(1);
    expect(bundle.items[0].options[0].product.sku).toBeTruthy();
    // The deprecated numeric ids (what addBundleProductsToCart's bundle_options take) agree with
    // the uids Magento builds from them: bundle/{option_id} and bundle/{option_id}/{id}/{quantity}.
    for (const option of bundle.items as Item[]) {
      expect(Buffer.from(option.uid, 'base64').toString()).toBe(`bundle/${option.option_id}`);
      for (const choice of option.options as Item[]) {
        expect(Buffer.from(choice.uid, 'base64').toString()).toBe(
          `bundle/${option.option_id}/${choice.id}/${choice.quantity}`,
        );
        expect(choice.qty).toBe(choice.quantity);
      }
    }
    // An option costs at least its cheapest selection.
    expect(bundle.items[0].price_range.minimum_price.final_price.value).toBeGreaterThan(0);
    const grouped = (
      await ok<{ products: { items: Item[] } }>(PRODUCT, { sku: await productBySku('grouped') })
    ).products.items[0]!;
    expect(grouped.items.length).toBeGreaterThan(1);
    const downloadable = (
      await ok<{ products: { items: Item[] } }>(PRODUCT, {
        sku: await productBySku('downloadable'),
      })
    ).products.items[0]!;
    expect(downloadable.downloadable_product_links.length).toBeGreaterThan(0);
  });

  it('reports stock: out of stock, and "only x left" under five', async () => {
    const out = await t.api.db
      .selectFrom('products')
      .select('sku')
      .where('visible', '=', true)
      .where('type_id', '=', 'simple')
      .where('quantity', '=', 0)
      .executeTakeFirstOrThrow();
    const low = await t.api.db
      .selectFrom('products')
      .select(['sku', 'quantity'])
      .where('visible', '=', true)
      .where('type_id', '=', 'simple')
      .where('quantity', '>', 0)
      .where('quantity', '<', 5)
      .executeTakeFirstOrThrow();
    const outItem = (await ok<{ products: { items: Item[] } }>(PRODUCT, { sku: out.sku })).products
      .items[0]!;
    expect(outItem).toMatchObject({ stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null });
    const lowItem = (await ok<{ products: { items: Item[] } }>(PRODUCT, { sku: low.sku })).products
      .items[0]!;
    expect(lowItem).toMatchObject({ stock_status: 'IN_STOCK', only_x_left_in_stock: low.quantity });
  });

  it('serves generated product pictures, and 404 for unknown ones', async () => {
    const data = await ok<{ products: { items: Item[] } }>(PRODUCT, {
      sku: await productBySku('simple'),
    });
    const path = new URL(data.products.items[0]!.media_gallery[0].url).pathname;
    const picture = await fetch(t.url.replace('/graphql', path));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
    const missing = await fetch(
      t.url.replace('/graphql', '/media/catalog/product/x/y/finnes-ikke.svg'),
    );
    expect(missing.status).toBe(404);
  });
});

describe('part finder', () => {
  type Page<T> = { total_count: number; items: T[] };

  it("loads finders, a finder's brands and a brand's models, sorted by name", async () => {
    const finders = await ok<{
      WmPartFinderFinders: Page<{ finder_id: number; name: string; slug: string }>;
    }>(`{ WmPartFinderFinders { total_count items { finder_id name slug } } }`);
    expect(finders.WmPartFinderFinders.items.map((f) => f.finder_id)).toContain(1);
    const brands = await ok<{ WmPartFinderBrands: Page<{ brand_id: number; name: string }> }>(
      `{ WmPartFinderBrands(filter: { finder_id: { eq: "1" } }) { total_count items { brand_id name slug } } }`,
    );
    const names = brands.WmPartFinderBrands.items.map((b) => b.name);
    expect(names).toEqual(
      expect.arrayContaining(['Massey Ferguson', 'John Deere', 'Fendt', 'Valtra']),
    );
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const massey = brands.WmPartFinderBrands.items.find((b) => b.name === 'Massey Ferguson')!;
    const models = await ok<{ WmPartFinderModels: Page<{ model_id: number; brand_id: number }> }>(
      `query ($brand: String) { WmPartFinderModels(filter: { brand_id: { eq: $brand } }) { total_count items { model_id brand_id name slug } } }`,
      { brand: String(massey.brand_id) },
    );
    expect(models.WmPartFinderModels.total_count).toBeGreaterThan(5);
    expect(models.WmPartFinderModels.items.every((m) => m.brand_id === massey.brand_id)).toBe(true);
  });

  it('pages brands so that every page together is the whole list', async () => {
    const all = await ok<{ WmPartFinderBrands: Page<{ brand_id: number }> }>(
      `{ WmPartFinderBrands(filter: { finder_id: { eq: "1" } }) { total_count items { brand_id } } }`,
    );
    const pageSize = 4;
    const pages = Math.ceil(all.WmPartFinderBrands.total_count / pageSize);
    const ids: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const result = await ok<{ WmPartFinderBrands: Page<{ brand_id: number }> }>(
        `query ($p: Int) { WmPartFinderBrands(filter: { finder_id: { eq: "1" } }, pageSize: 4, currentPage: $p) { total_count items { brand_id } } }`,
        { p: page },
      );
      ids.push(...result.WmPartFinderBrands.items.map((b) => b.brand_id));
    }
    expect(ids).toEqual(all.WmPartFinderBrands.items.map((b) => b.brand_id));
  });

  it('resolves the slugs of a parts URL to finder, brand and model', async () => {
    const finder = await ok<{ WmPartFinderFinders: Page<{ finder_id: number }> }>(
      `{ WmPartFinderFinders(filter: { slug: { eq: "traktor" } }) { items { finder_id } } }`,
    );
    expect(finder.WmPartFinderFinders.items).toEqual([{ finder_id: 1 }]);
    const brand = await ok<{ WmPartFinderBrands: Page<{ brand_id: number; name: string }> }>(
      `{ WmPartFinderBrands(filter: { finder_id: { eq: "1" }, slug: { eq: "massey-ferguson" } }) { items { brand_id name } } }`,
    );
    expect(brand.WmPartFinderBrands.items.map((b) => b.name)).toEqual(['Massey Ferguson']);
    const brandId = String(brand.WmPartFinderBrands.items[0]!.brand_id);
    const models = await ok<{ WmPartFinderModels: Page<{ model_id: number; slug: string }> }>(
      `query ($b: String) { WmPartFinderModels(filter: { brand_id: { eq: $b } }, pageSize: 1) { items { model_id slug } } }`,
      { b: brandId },
    );
    const model = models.WmPartFinderModels.items[0]!;
    const bySlug = await ok<{ WmPartFinderModels: Page<{ model_id: number }> }>(
      `query ($b: String, $s: String) { WmPartFinderModels(filter: { brand_id: { eq: $b }, slug: { eq: $s } }) { total_count items { model_id } } }`,
      { b: brandId, s: model.slug },
    );
    expect(bySlug.WmPartFinderModels).toEqual({
      total_count: 1,
      items: [{ model_id: model.model_id }],
    });
  });

  it('finds the parts that fit a model', async () => {
    const fitment = await t.api.db
      .selectFrom('product_fitments as f')
      .innerJoin('products as p', 'p.id', 'f.product_id')
      .select(['f.model_id', (eb) => eb.fn.countAll<number>().as('count')])
      .where('p.visible', '=', true)
      .groupBy('f.model_id')
      .orderBy('f.model_id')
      .executeTakeFirstOrThrow();
    const data = await ok<{ products: { total_count: number } }>(
      `query ($model: String) { products(filter: { wm_pf_model_id: { eq: $model } }) { total_count } }`,
      { model: String(fitment.model_id) },
    );
    expect(data.products.total_count).toBe(Number(fitment.count));
  });
});
