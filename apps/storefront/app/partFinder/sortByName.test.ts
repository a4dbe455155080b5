import { describe, expect, it } from 'vitest';

import { sortByName } from './sortByName';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('sortByName', () => {
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
    expect(names(sortByName(items))).toEqual([
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

  it('keeps equal names in their order and never changes the input', () => {
    const items = [
      { name: 'b', id: 1 },
      { name: 'A', id: 2 },
      { name: 'a', id: 3 },
    ];
    expect(sortByName(items).map((item) => item.id)).toEqual([2, 3, 1]);
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(sortByName([])).toEqual([]);
  });
});
