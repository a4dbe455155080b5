import { describe, expect, it } from 'vitest';
import { defaultGroupedQuantities, groupedItemsInput } from './groupedQuantities';

describe('grouped quantities', () => {
  const members = [
    { sku: 'A', defaultQuantity: 2, inStock: true },
    { sku: 'B', defaultQuantity: 1, inStock: false },
    { sku: 'C', defaultQuantity: -1, inStock: true },
  ];

  it('start from the suggested quantities, 0 for a member out of stock', () => {
    expect(defaultGroupedQuantities(members)).toEqual({ A: 2, B: 0, C: 0 });
  });

  it('are sent per member in the page’s order', () => {
    expect(groupedItemsInput(members, { A: 3, C: 1 })).toEqual([
      { sku: 'A', quantity: 3 },
      { sku: 'B', quantity: 0 },
      { sku: 'C', quantity: 1 },
    ]);
  });
});
