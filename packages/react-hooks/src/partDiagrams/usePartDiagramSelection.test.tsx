import { act, cleanup, renderHook } from '@testing-library/react';
import type { PartDiagramPosition, ProductSummary } from '@agri-parts/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { usePartDiagramSelection } from './usePartDiagramSelection';

afterEach(cleanup);

const product = (sku: string, stockStatus: ProductSummary['stockStatus']) =>
  ({ sku, type: 'simple', stockStatus, requiredCustomOptions: [] }) as unknown as ProductSummary;

const positions: PartDiagramPosition[] = [
  { position: 1, x: 50, y: 8, quantity: 2, product: product('HJ-1', 'in-stock') },
  { position: 2, x: 90, y: 50, quantity: 1, product: product('OUT-1', 'out-of-stock') },
  { position: 3, x: 50, y: 92, quantity: 4, product: product('BR-1', 'in-stock') },
];

describe('usePartDiagramSelection', () => {
  it('highlights a number, and clears it when the same number comes again', () => {
    const { result } = renderHook(() => usePartDiagramSelection(positions));
    expect(result.current.highlighted).toBeNull();
    act(() => result.current.highlight(3));
    expect(result.current.highlighted).toBe(3);
    expect(result.current.highlightedPosition?.product?.sku).toBe('BR-1');
    act(() => result.current.highlight(1));
    expect(result.current.highlighted).toBe(1);
    act(() => result.current.highlight(1));
    expect(result.current.highlighted).toBeNull();
  });

  it('ticks positions and gives the cart lines they make', () => {
    const { result } = renderHook(() => usePartDiagramSelection(positions));
    act(() => result.current.toggle(3));
    act(() => result.current.toggle(2));
    act(() => result.current.toggle(1));
    expect(result.current.selected).toEqual([1, 2, 3]);
    expect(result.current.cart.lines.map((line) => [line.product.sku, line.quantity])).toEqual([
      ['HJ-1', 2],
      ['BR-1', 4],
    ]);
    expect(result.current.cart.skipped).toEqual([2]);
    act(() => result.current.clear());
    expect(result.current.selected).toEqual([]);
    expect(result.current.cart.lines).toEqual([]);
  });

  it('adds nothing for a shopper who may not buy online', () => {
    const { result } = renderHook(() =>
      usePartDiagramSelection(positions, { canBuyOnline: false }),
    );
    act(() => result.current.toggle(1));
    expect(result.current.cart).toEqual({ lines: [], skipped: [1] });
  });
});
