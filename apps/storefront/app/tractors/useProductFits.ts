import { useActiveTractorFit, useMyTractors } from '@agri-parts/react-hooks';
import { activeTractor as selectActiveTractor, fitsActiveTractor } from '@agri-parts/sdk';
import { useCallback, useMemo } from 'react';

import { fitView } from './tractorView';

/** What a product card shows about the active tractor (see {@link fitView}). */
export type ProductFitView = ReturnType<typeof fitView>;

/**
 * What each product card of a page says about the shopper's active tractor: `fitFor(sku)` →
 * "Passer …" / "Passer ikke …" / not known yet, or `null` without an active tractor. One request
 * for all the page's cards (`sdk.partFinder.fittingSkus`), none without an active tractor, and
 * none when the listing is already narrowed to the active tractor's model (`narrowedToModelId`):
 * then every card fits.
 */
export function useProductFits(
  skus: readonly string[],
  narrowedToModelId: number | null = null,
): (sku: string) => ProductFitView {
  // The active machine alone, so the cards do not re-render while the list loads.
  const activeTractor = useMyTractors(selectActiveTractor);
  const narrowed = activeTractor !== null && activeTractor.model.id === narrowedToModelId;
  const fits = useActiveTractorFit(narrowed ? noSkus : skus);
  return useCallback(
    (sku: string) => fitView(narrowed ? true : fits(sku), activeTractor),
    [narrowed, fits, activeTractor],
  );
}

const noSkus: readonly string[] = [];

/**
 * What the product page says about the active tractor, from the models the product fits (no
 * request): `null` without an active tractor.
 */
export function useProductPageFit(modelIds: readonly number[]): ProductFitView {
  const activeTractor = useMyTractors(selectActiveTractor);
  return useMemo(
    () =>
      fitView(
        fitsActiveTractor(
          modelIds.map((id) => ({ model: { id } })),
          activeTractor,
        ),
        activeTractor,
      ),
    [modelIds, activeTractor],
  );
}
