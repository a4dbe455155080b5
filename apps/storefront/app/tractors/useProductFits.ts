import { useActiveTractorFitment, useMyTractors } from '@agri-parts/react-hooks';
import { activeTractor as selectActiveTractor, fitmentState } from '@agri-parts/sdk';
import { useCallback, useMemo } from 'react';

import { fitView } from './tractorView';

/** What a product card shows about the active tractor (see {@link fitView}). */
export type ProductFitView = ReturnType<typeof fitView>;

/**
 * What each product card of a page says about the shopper's active tractor: `fitFor(sku)` →
 * "Passer …" / "Passer ikke …" / "Universell – passer alle traktorer" / not known yet, or `null`
 * without an active tractor. One request for all the page's cards
 * (`sdk.partFinder.fitmentStates`), none without an active tractor. A listing narrowed to the
 * active tractor asks too: it keeps the universal products, which say so.
 */
export function useProductFits(skus: readonly string[]): (sku: string) => ProductFitView {
  // The active machine alone, so the cards do not re-render while the list loads.
  const activeTractor = useMyTractors(selectActiveTractor);
  const fitment = useActiveTractorFitment(skus);
  return useCallback(
    (sku: string) => fitView(fitment(sku), activeTractor),
    [fitment, activeTractor],
  );
}

/**
 * What the product page says about the active tractor, from the models the product fits and its
 * "passer alle" flag (no request): `null` without an active tractor.
 */
export function useProductPageFit(
  modelIds: readonly number[],
  universalFit: boolean,
): ProductFitView {
  const activeTractor = useMyTractors(selectActiveTractor);
  return useMemo(
    () =>
      fitView(
        fitmentState(
          { fitments: modelIds.map((id) => ({ model: { id } })), universalFit },
          activeTractor,
        ),
        activeTractor,
      ),
    [modelIds, universalFit, activeTractor],
  );
}
