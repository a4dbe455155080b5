import { describe, expect, it } from 'vitest';

import { sortPartFinderItems } from './sortPartFinderItems';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('sortPartFinderItems', () => {
  it('sorts the Norwegian way, ignoring case, numbers by value', () => {
    const items = [
      'Zetor',
      'Ålø',
      'case ih',
      'Øveraasen',
      'Claas',
      '6480',
      '135',
      '35',
      'Æbelø',
    ].map((name) => ({ name }));
    expect(names(sortPartFinderItems(items))).toEqual([
      '35',
      '135',
      '6480',
      'case ih',
      'Claas',
      'Zetor',
      'Æbelø',
      'Øveraasen',
      'Ålø',
    ]);
  });

  it('sorts model numbers by value, not as text', () => {
    const models = ['3120', '350', '365', '35', '3050', 'MF 35', 'MF 135'].map((name) => ({
      name,
    }));
    expect(names(sortPartFinderItems(models))).toEqual([
      '35',
      '350',
      '365',
      '3050',
      '3120',
      'MF 35',
      'MF 135',
    ]);
  });

  it('keeps equal names in their order and never changes the input', () => {
    const items = [
      { name: 'b', id: 1 },
      { name: 'A', id: 2 },
      { name: 'a', id: 3 },
    ];
    expect(sortPartFinderItems(items).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(sortPartFinderItems([])).toEqual([]);
  });
});
