import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './testApi.js';

let t: TestApi;
const ok = async <T>(query: string, variables: Record<string, unknown> = {}) => {
  const result = await t.query<T>(query, variables, { method: 'POST' });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!;
};

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(() => t?.close());

type AttributeValue =
  | { code: string; value: string }
  | { code: string; selected_options: { label: string; value: string }[] };

interface SpecProduct {
  sku: string;
  price_range: { minimum_price: { final_price: { value: number } } };
  wm_order_product: boolean;
  custom_attributesV2: { items: AttributeValue[]; errors: unknown[] };
}

const SPEC_FIELDS = /* GraphQL */ `
  sku
  wm_order_product
  price_range { minimum_price { final_price { value } } }
  custom_attributesV2(filters: $filters) {
    items {
      code
      ... on AttributeValue { value }
      ... on AttributeSelectedOptions { selected_options { label value } }
    }
    errors { type message }
  }
`;

const specs = async (filter: Record<string, unknown>, filters: unknown = null, pageSize = 100) =>
  (
    await ok<{ products: { items: SpecProduct[] } }>(
      `query ($filter: ProductAttributeFilterInput, $filters: AttributeFilterInput, $pageSize: Int) {
        products(filter: $filter, pageSize: $pageSize, sort: { name: ASC }) { items { ${SPEC_FIELDS} } }
      }`,
      { filter, filters, pageSize },
    )
  ).products.items;

const valueOf = (product: SpecProduct, code: string) =>
  product.custom_attributesV2.items.find((item) => item.code === code);

describe('product attributes (custom_attributesV2)', () => {
  it('gives a part its select options with labels and its technical values as text', async () => {
    const [part] = await specs({ sku: { eq: 'MF-8371034M1' } });
    expect(part!.custom_attributesV2.errors).toEqual([]);
    expect(valueOf(part!, 'manufacturer')).toEqual({
      code: 'manufacturer',
      selected_options: [{ label: 'Vapormatic', value: expect.stringMatching(/^\d+$/) }],
    });
    expect(valueOf(part!, 'wm_part_numbers')).toEqual({
      code: 'wm_part_numbers',
      value: '8371034M1, 8371034 M1, VPD7951',
    });
    expect(valueOf(part!, 'wm_material')).toEqual({ code: 'wm_material', value: 'Støpejern' });
    expect(valueOf(part!, 'weight')).toMatchObject({ value: expect.stringMatching(/^\d/) });
  });

  it('narrows the values by storefront flags', async () => {
    const [all] = await specs({ sku: { eq: 'MF-8371034M1' } });
    const [visible] = await specs({ sku: { eq: 'MF-8371034M1' } }, { is_visible_on_front: true });
    const [filterable] = await specs({ sku: { eq: 'MF-8371034M1' } }, { is_filterable: true });
    const codes = (product: SpecProduct | undefined) =>
      product!.custom_attributesV2.items.map((item) => item.code);
    expect(codes(all)).toContain('wm_order_product');
    expect(codes(visible)).not.toContain('wm_order_product');
    expect(codes(filterable)).toEqual(['manufacturer', 'ag_produktgruppe', 'wm_delivery_time']);
  });

  it('gives a listing the part numbers among few attributes (the storefront card’s selection)', async () => {
    const [part] = await specs(
      { sku: { eq: 'MF-8371034M1' } },
      { used_in_product_listing: true, is_searchable: true },
    );
    expect(part!.custom_attributesV2.items.map((item) => item.code)).toEqual([
      'manufacturer',
      'ag_produktgruppe',
      'wm_part_numbers',
    ]);
  });

  it('marks packaging on some parts and free freight on every dear one', async () => {
    const cheap = await specs({ price: { to: '500' } }, null, 200);
    expect(cheap.some((product) => valueOf(product, 'wm_package'))).toBe(true);
    expect(cheap.some((product) => valueOf(product, 'wm_free_fright'))).toBe(false);
    const dear = await specs({ price: { from: '2500' } }, null, 200);
    const shipped = dear.filter((product) => !product.wm_order_product);
    expect(shipped.length).toBeGreaterThan(0);
    for (const product of shipped) {
      expect(valueOf(product, 'wm_free_fright'), product.sku).toEqual({
        code: 'wm_free_fright',
        value: '1',
      });
    }
  });
});

interface Metadata {
  code: string;
  label: string;
  frontend_input: string;
  is_visible_on_front: boolean;
  is_comparable: boolean;
  swatch_input_type: string | null;
  options: { label: string; value: string; swatch: { __typename: string; value: string } | null }[];
}

const METADATA_FIELDS = /* GraphQL */ `
  items {
    code
    label
    frontend_input
    options {
      label
      value
      ... on AttributeOptionMetadata { swatch { __typename value } }
    }
    ... on CatalogAttributeMetadata { is_visible_on_front is_comparable swatch_input_type }
  }
  errors { type message }
`;

describe('attribute metadata (customAttributeMetadataV2, attributesList)', () => {
  it('labels the attributes asked for and reports unknown ones without failing', async () => {
    const data = await ok<{
      customAttributeMetadataV2: { items: Metadata[]; errors: { type: string }[] };
    }>(`{
      customAttributeMetadataV2(attributes: [
        { attribute_code: "manufacturer", entity_type: "catalog_product" }
        { attribute_code: "wm_free_fright", entity_type: "catalog_product" }
        { attribute_code: "no_such_code", entity_type: "catalog_product" }
        { attribute_code: "firstname", entity_type: "customer" }
      ]) { ${METADATA_FIELDS} }
    }`);
    const [manufacturer, freeFreight] = data.customAttributeMetadataV2.items;
    expect(manufacturer).toMatchObject({
      code: 'manufacturer',
      label: 'Produsent',
      frontend_input: 'SELECT',
      swatch_input_type: 'DROPDOWN',
    });
    expect(manufacturer!.options.map((option) => option.label)).toContain('Vapormatic');
    expect(freeFreight).toMatchObject({ code: 'wm_free_fright', frontend_input: 'BOOLEAN' });
    expect(freeFreight!.options.map((option) => option.value)).toEqual(['1', '0']);
    expect(data.customAttributeMetadataV2.errors.map((error) => error.type)).toEqual([
      'ATTRIBUTE_NOT_FOUND',
      'ENTITY_NOT_FOUND',
    ]);
  });

  it('gives every colour option a hex colour swatch, matching the colour facet', async () => {
    const data = await ok<{
      customAttributeMetadataV2: { items: Metadata[] };
      products: { aggregations: { attribute_code: string; options: { value: string }[] }[] };
    }>(`{
      customAttributeMetadataV2(attributes: [{ attribute_code: "color", entity_type: "catalog_product" }]) {
        ${METADATA_FIELDS}
      }
      products(search: "arbeidsklær") { aggregations { attribute_code options { value } } }
    }`);
    const [color] = data.customAttributeMetadataV2.items;
    expect(color).toMatchObject({ label: 'Farge', swatch_input_type: 'VISUAL' });
    expect(color!.options.length).toBeGreaterThanOrEqual(8);
    for (const option of color!.options) {
      expect(option.swatch).toEqual({
        __typename: 'ColorSwatchData',
        value: expect.stringMatching(/^#[0-9a-f]{6}$/),
      });
    }
    const facet = data.products.aggregations.find((a) => a.attribute_code === 'color');
    const known = new Set(color!.options.map((option) => option.value));
    for (const option of facet?.options ?? []) expect(known.has(option.value)).toBe(true);
  });

  it('lists the attributes a specifications table shows', async () => {
    const data = await ok<{ attributesList: { items: Metadata[] } }>(`{
      attributesList(entityType: CATALOG_PRODUCT, filters: { is_visible_on_front: true }) {
        ${METADATA_FIELDS}
      }
    }`);
    const codes = data.attributesList.items.map((item) => item.code);
    expect(codes).toEqual(
      expect.arrayContaining(['manufacturer', 'wm_material', 'wm_package', 'wm_free_fright']),
    );
    expect(codes).not.toContain('wm_order_product');
    expect(data.attributesList.items.every((item) => item.is_visible_on_front)).toBe(true);
    const none = await ok<{ attributesList: { items: unknown[] } }>(
      `{ attributesList(entityType: CUSTOMER) { items { code } errors { type } } }`,
    );
    expect(none.attributesList.items).toEqual([]);
  });
});

describe('fitment on the product (wm_pf_fitments)', () => {
  it('lists the finder, brand and model of every model a part fits, linkable by slug', async () => {
    const models = await ok<{
      WmPartFinderModels: { items: { model_id: number; slug: string }[] };
    }>(
      `{ WmPartFinderModels(filter: { brand_id: { eq: "1" } }, pageSize: 5) { items { model_id slug } } }`,
    );
    const model = models.WmPartFinderModels.items[0]!;
    const data = await ok<{
      products: {
        items: {
          sku: string;
          wm_pf_fitments: Record<'finder' | 'brand' | 'model', { id: number; slug: string }>[];
        }[];
      };
    }>(
      `query ($model: String!) {
        products(filter: { wm_pf_model_id: { eq: $model } }, pageSize: 10) {
          items { sku wm_pf_fitments { finder { id name slug } brand { id name slug } model { id name slug } } }
        }
      }`,
      { model: String(model.model_id) },
    );
    expect(data.products.items.length).toBeGreaterThan(0);
    for (const product of data.products.items) {
      const fit = product.wm_pf_fitments.find((f) => f.model.id === model.model_id);
      expect(fit, product.sku).toMatchObject({
        finder: { slug: 'traktor' },
        brand: { id: 1 },
        model: { slug: model.slug },
      });
    }
    const universal = await ok<{ products: { items: { wm_pf_fitments: unknown[] }[] } }>(
      `{ products(search: "arbeidshansker", pageSize: 1) { items { wm_pf_fitments { model { id } } } } }`,
    );
    expect(universal.products.items[0]?.wm_pf_fitments).toEqual([]);
  });
});
