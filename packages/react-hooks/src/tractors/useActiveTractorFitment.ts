import { activeTractor, type FitmentState } from '@agri-parts/sdk';
import { useCallback } from 'react';
import { useSdkRequest } from '../request/useSdkRequest';
import { useMyTractors } from './useMyTractors';

/**
 * What each of a listing's products says about the shopper's active tractor (`fitmentState`):
 * returns `fitment(sku)` → `'fits'`, `'does-not-fit'`, `'universal'`, or `null` while there is no
 * active tractor or the answer is not in yet (say nothing). One request per listing page
 * (`sdk.partFinder.fitmentStates`), asked again when the SKUs or the active tractor change.
 *
 * @example
 * ```tsx
 * const fitment = useActiveTractorFitment(list.items.map((item) => item.sku));
 * <ProductCard product={item} fit={fitView(fitment(item.sku), tractor)} />
 * ```
 */
export function useActiveTractorFitment(
  skus: readonly string[],
): (sku: string) => FitmentState | null {
  const modelId = useMyTractors((state) => activeTractor(state)?.model.id ?? null);
  const key = modelId === null ? 'none' : `fitment:${modelId}:${skus.join('\n')}`;
  const state = useSdkRequest(
    key,
    (sdk) =>
      modelId === null ? Promise.resolve(null) : sdk.partFinder.fitmentStates(skus, modelId),
    { enabled: modelId !== null },
  );
  const states = state.status === 'success' ? state.data : null;
  return useCallback((sku: string) => states?.get(sku) ?? null, [states]);
}
