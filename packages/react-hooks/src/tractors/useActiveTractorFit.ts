import { activeTractor } from '@agri-parts/sdk';
import { useCallback } from 'react';
import { useSdkRequest } from '../request/useSdkRequest';
import { useMyTractors } from './useMyTractors';

/**
 * Whether each of a listing's products fits the shopper's active tractor, for its product cards:
 * returns `fits(sku)` → `true` / `false`, or `null` while there is no active tractor or the answer
 * is not in yet (say nothing). One request per listing page (`sdk.partFinder.fittingSkus`), asked
 * again when the SKUs or the active tractor change; none without an active tractor.
 *
 * @example
 * ```tsx
 * const fits = useActiveTractorFit(list.items.map((item) => item.sku));
 * <ProductCard product={item} fitsTractor={fits(item.sku)} />
 * ```
 */
export function useActiveTractorFit(skus: readonly string[]): (sku: string) => boolean | null {
  // The active machine alone: the fit is not asked again while the list loads.
  const modelId = useMyTractors((state) => activeTractor(state)?.model.id ?? null);
  const key = modelId === null ? 'none' : `${modelId}:${skus.join('\n')}`;
  // Nothing to ask without an active tractor (no answer to re-render the cards for).
  const state = useSdkRequest(
    key,
    (sdk) => (modelId === null ? Promise.resolve(null) : sdk.partFinder.fittingSkus(skus, modelId)),
    { enabled: modelId !== null },
  );
  const fitting = state.status === 'success' ? state.data : null;
  return useCallback((sku: string) => (fitting ? fitting.has(sku) : null), [fitting]);
}
