import { describe, expect, it } from 'vitest';
import { mapProductSummary } from '../catalog/mapProductSummary';
import { productData } from '../testing/wishlistData';
import type { PartDiagramPosition } from './mapPartDiagram';
import {
  diagramCartLines,
  findPosition,
  partDiagramPath,
  togglePosition,
} from './partDiagramRules';

const product = (sku: string, changes: Record<string, unknown> = {}) =>
  mapProductSummary({ ...productData(sku), ...changes } as never)!;

const at = (
  position: number,
  quantity: number,
  part: PartDiagramPosition['product'],
): PartDiagramPosition => ({ position, x: 10 * position, y: 20, quantity, product: part });

describe('partDiagramPath', () => {
  const slugs = { finder: 'traktor', brand: 'massey-ferguson', model: '135 (1965)' };

  it('is the model’s diagrams page, or one assembly’s, encoded', () => {
    expect(partDiagramPath(slugs)).toBe('/parts/traktor/massey-ferguson/135%20(1965)/diagram');
    expect(partDiagramPath(slugs, 'bremser')).toBe(
      '/parts/traktor/massey-ferguson/135%20(1965)/diagram/bremser',
    );
  });

  it('needs the whole machine', () => {
    expect(partDiagramPath({ finder: 'traktor', brand: 'valtra' })).toBeNull();
    expect(partDiagramPath({ brand: 'valtra', model: 'n134' }, 'bremser')).toBeNull();
  });
});

describe('togglePosition', () => {
  it('adds and removes, sorted and each once', () => {
    expect(togglePosition([], 4)).toEqual([4]);
    expect(togglePosition([3, 1], 2)).toEqual([1, 2, 3]);
    expect(togglePosition([1, 2, 3], 2)).toEqual([1, 3]);
    expect(togglePosition([2, 2], 1)).toEqual([1, 2]);
  });
});

describe('findPosition', () => {
  const positions = [at(1, 1, null), at(2, 4, null)];

  it('finds the line of a number and nothing for none', () => {
    expect(findPosition(positions, 2)).toBe(positions[1]);
    expect(findPosition(positions, 3)).toBeNull();
    expect(findPosition(positions, null)).toBeNull();
  });
});

describe('diagramCartLines', () => {
  const positions = [
    at(1, 2, product('HJ-1')),
    at(2, 1, product('OUT-1', { stock_status: 'OUT_OF_STOCK' })),
    at(3, 1, null),
    at(4, 4, product('BR-1')),
    at(5, 1, product('CF-1', { __typename: 'ConfigurableProduct', configurable_options: [] })),
    at(6, 2, product('HJ-1')),
  ];

  it('adds the chosen parts a card could add, as many as the machine has', () => {
    const { lines, skipped } = diagramCartLines(positions, [4, 1, 2, 3, 5]);
    expect(lines.map((line) => [line.position, line.product.sku, line.quantity])).toEqual([
      [1, 'HJ-1', 2],
      [4, 'BR-1', 4],
    ]);
    expect(skipped).toEqual([2, 3, 5]);
  });

  it('adds a part on two positions once, with both quantities', () => {
    const { lines } = diagramCartLines(positions, [1, 6]);
    expect(lines.map((line) => [line.product.sku, line.quantity])).toEqual([['HJ-1', 4]]);
  });

  it('adds nothing when nothing is chosen or the shopper may not buy online', () => {
    expect(diagramCartLines(positions, [])).toEqual({ lines: [], skipped: [] });
    expect(diagramCartLines(positions, [1, 4], { canBuyOnline: false })).toEqual({
      lines: [],
      skipped: [1, 4],
    });
  });
});
