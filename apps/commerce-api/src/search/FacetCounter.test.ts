import { describe, expect, it } from 'vitest';
import type { CatalogSearch } from './catalogSearch.js';
import { FacetCounter } from './FacetCounter.js';
import { indexedDocument } from './searchDocument.js';
import { SearchIndex } from './SearchIndex.js';
import { buildSearchDocument } from './testing/buildSearchDocument.js';

const category = (id: number, parentId: number, path: string, includeInMenu = true) => ({
  id,
  parentId,
  path,
  level: path.split('/').length - 1,
  name: `Kategori ${id}`,
  position: 100 - id,
  includeInMenu,
});
const catalog: CatalogSearch = {
  index: new SearchIndex([]),
  categories: new Map([
    [10, category(10, 2, '1/2/10')],
    [11, category(11, 10, '1/2/10/11')],
    [12, category(12, 2, '1/2/12', false)],
    [13, category(13, 2, '1/2/13')],
  ]),
  options: new Map([
    [1, { optionId: 1, attributeCode: 'manufacturer', label: 'Kramp', position: 1 }],
    [2, { optionId: 2, attributeCode: 'manufacturer', label: 'Sparex', position: 0 }],
    [3, { optionId: 3, attributeCode: 'color', label: 'Rød', position: 0 }],
  ]),
  maxCategoryId: 13,
  maxOptionId: 3,
  positions: () => Promise.resolve(new Map()),
};
const product = (id: number, price: number, categoryIds: number[], optionIds: number[]) =>
  indexedDocument(buildSearchDocument(id, `Produkt ${id}`, { price, categoryIds, optionIds }));

/** Three products counted with a manufacturer filter (bit 1) that only the Kramp ones pass. */
function counted() {
  const counter = new FacetCounter(catalog, ['manufacturer']);
  counter.count(product(1, 50, [10, 11], [1]), 1);
  counter.count(product(2, 150, [10, 13], [2]), 0);
  counter.count(product(3, 1200, [10, 12], [1, 3]), 1);
  return counter;
}

describe('FacetCounter', () => {
  it('counts a facet with every filter but its own', () => {
    const facets = counted().facets(null, { categoryDirectChildrenOnly: false });
    expect(facets.get('manufacturer')).toEqual([
      { label: 'Sparex', value: '2', count: 1 },
      { label: 'Kramp', value: '1', count: 2 },
    ]);
    expect(facets.get('color')).toEqual([{ label: 'Rød', value: '3', count: 1 }]);
    expect(facets.get('price')).toEqual([
      { label: '', value: '10:5', count: 1 },
      { label: '', value: '10:120', count: 1 },
    ]);
  });

  it("lists the menu's categories below the root, by level then position", () => {
    const facets = counted().facets(null, { categoryDirectChildrenOnly: false });
    expect(facets.get('category_uid')).toEqual([
      { label: 'Kategori 10', value: '10', count: 2 },
      { label: 'Kategori 11', value: '11', count: 1 },
    ]);
    expect(
      counted()
        .facets(null, { categoryDirectChildrenOnly: true })
        .get('category_uid')
        ?.map((option) => option.value),
    ).toEqual(['10']);
  });

  it('lists the categories below the filtered one', () => {
    const facets = counted().facets(10, { categoryDirectChildrenOnly: true });
    expect(facets.get('category_uid')).toEqual([{ label: 'Kategori 11', value: '11', count: 1 }]);
  });

  it('counts nothing for no products', () => {
    const facets = new FacetCounter(catalog, []).facets(null, {
      categoryDirectChildrenOnly: false,
    });
    expect([...facets.values()].flat()).toEqual([]);
  });
});
