import { describe, expect, it } from 'vitest';
import { searchDocuments, type SearchRows } from './searchDocuments.js';

const product = (
  id: number,
  overrides: Partial<SearchRows['products'][number]> = {},
): SearchRows['products'][number] => ({
  id,
  sku: `SKU-${id}`,
  url_key: `p-${id}`,
  name: `Produkt ${id}`,
  price: 100,
  updated_at: 1_700_000_000_000,
  part_numbers_normalized: [`sku${id}`],
  category_ids: [],
  option_ids: [],
  short_description: '',
  manufacturer: null,
  product_group: null,
  ...overrides,
});

const categories = new Map([
  [2, { level: 1, name: 'Default Category' }],
  [10, { level: 2, name: 'Traktordeler' }],
  [11, { level: 3, name: 'Filter' }],
]);

describe('searchDocuments', () => {
  it('gathers the manufacturer, the product group and the models it fits as its brand text', () => {
    const [document] = searchDocuments(
      {
        products: [product(1, { manufacturer: 'Kramp', product_group: 'Filter' })],
        fitments: [
          { product_id: 1, model_id: 7 },
          { product_id: 1, model_id: 8 },
          { product_id: 1, model_id: 9 },
        ],
        models: [
          { model_id: 7, name: 'Massey Ferguson 6480' },
          { model_id: 8, name: 'Massey Ferguson 6480' },
          { model_id: 9, name: 'Fendt 415' },
        ],
      },
      categories,
    );
    expect(document!.modelIds).toEqual([7, 8, 9]);
    expect(document!.brandText).toBe('Kramp Filter Massey Ferguson 6480 Fendt 415');
  });

  it('reads the categories below the root and the short description without HTML', () => {
    const [document] = searchDocuments(
      {
        products: [
          product(1, {
            category_ids: [2, 10, 11, 99],
            short_description: '<p>Passer <strong>Fendt</strong></p>',
          }),
        ],
        fitments: [],
        models: [],
      },
      categories,
    );
    expect(document!.descriptionText).toBe('Traktordeler Filter  Passer  Fendt  ');
    expect(document!.brandText).toBe('  ');
    expect(document!.modelIds).toEqual([]);
  });

  it('keeps the listing fields, prices and times as numbers', () => {
    const [document] = searchDocuments(
      {
        products: [product(1, { price: '249.5' as unknown as number, option_ids: [3, 4] })],
        fitments: [],
        models: [],
      },
      categories,
    );
    expect(document).toMatchObject({
      id: 1,
      sku: 'SKU-1',
      urlKey: 'p-1',
      price: 249.5,
      updatedAt: 1_700_000_000_000,
      partNumbers: ['sku1'],
      optionIds: [3, 4],
    });
  });
});
