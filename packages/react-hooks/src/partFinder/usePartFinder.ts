import {
  brandEnabled,
  filterOptions,
  initialPartFinderState,
  modelEnabled,
  partFinderTransition,
  selectedBrand,
  selectedFinder,
  selectedModel,
  showEnabled,
  showPath,
  type PartFinderBrand,
  type PartFinderCommand,
  type PartFinderEvent,
  type PartFinderFinder,
  type PartFinderListName,
  type PartFinderModel,
  type PartFinderState,
} from '@agri-parts/sdk';
import { useCallback, useEffect, useMemo } from 'react';
import { useSdk } from '../sdk/SdkProvider';
import { useCommandMachine } from './useCommandMachine';

/** What {@link usePartFinder} returns: the machine's state, its selectors and its events. */
export interface UsePartFinderResult {
  state: PartFinderState;
  /** Sends any event to the machine. */
  dispatch: (event: PartFinderEvent) => void;
  /** The finder (machine type) select; `null` clears it. */
  chooseFinder: (finderId: number | null) => void;
  /** The brand select; `null` clears it. */
  chooseBrand: (brandId: number | null) => void;
  /** The model select; `null` clears it. */
  chooseModel: (modelId: number | null) => void;
  /** Loads a failed list again. */
  retry: (list: PartFinderListName) => void;
  /** The default finder again, its brands reloaded. */
  reset: () => void;
  brandEnabled: boolean;
  modelEnabled: boolean;
  showEnabled: boolean;
  /** Where Show goes (`/parts/:finder/:brand/:model`); `null` until it can. */
  showPath: string | null;
  selectedFinder: PartFinderFinder | null;
  selectedBrand: PartFinderBrand | null;
  selectedModel: PartFinderModel | null;
  /** The dropdown filter: options whose name contains the query, ignoring case. */
  filterOptions: typeof filterOptions;
}

/**
 * The part finder widget (spec §2, §4): drives the SDK's `partFinderTransition` and runs its
 * loads with `sdk.partFinder`, sending back `*-loaded` or `load-failed` (the failure is logged
 * by the SDK and kept per list, for a message and a retry). Starts on mount: loads the finders,
 * then finder 1's brands. Every rule lives in the SDK; the hook only dispatches.
 *
 * @param initialState - A state the page prepared (`createPartFinderState`), such as one its
 *   loader resolved from `/parts/:finder/:brand`; the start loads only what it lacks.
 *
 * @example
 * ```tsx
 * const finder = usePartFinder();
 * <Select disabled={!finder.brandEnabled} options={finder.state.brands.items}
 *         value={finder.state.brandId} onChange={finder.chooseBrand} />
 * <Button disabled={!finder.showEnabled} onClick={() => navigate(finder.showPath!)}>Vis</Button>
 * ```
 */
export function usePartFinder(
  initialState: PartFinderState = initialPartFinderState,
): UsePartFinderResult {
  const { partFinder } = useSdk();
  const run = useCallback(
    (command: PartFinderCommand, dispatch: (event: PartFinderEvent) => void) => {
      switch (command.type) {
        case 'load-finders':
          partFinder.getFinders().then(
            (finders) => dispatch({ type: 'finders-loaded', finders }),
            (error: unknown) => dispatch({ type: 'load-failed', list: 'finders', error }),
          );
          return;
        case 'load-brands': {
          const { finderId } = command;
          partFinder.getBrands(finderId).then(
            (brands) => dispatch({ type: 'brands-loaded', finderId, brands }),
            (error: unknown) => dispatch({ type: 'load-failed', list: 'brands', finderId, error }),
          );
          return;
        }
        case 'load-models': {
          const { brandId } = command;
          partFinder.getModels(brandId).then(
            (models) => dispatch({ type: 'models-loaded', brandId, models }),
            (error: unknown) => dispatch({ type: 'load-failed', list: 'models', brandId, error }),
          );
          return;
        }
      }
    },
    [partFinder],
  );
  const [state, dispatch] = useCommandMachine(partFinderTransition, initialState, run);

  useEffect(() => {
    dispatch({ type: 'start' });
  }, [dispatch]);

  const actions = useMemo(
    () => ({
      chooseFinder: (finderId: number | null) => dispatch({ type: 'choose-finder', finderId }),
      chooseBrand: (brandId: number | null) => dispatch({ type: 'choose-brand', brandId }),
      chooseModel: (modelId: number | null) => dispatch({ type: 'choose-model', modelId }),
      retry: (list: PartFinderListName) => dispatch({ type: 'retry', list }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [dispatch],
  );

  return {
    state,
    dispatch,
    ...actions,
    brandEnabled: brandEnabled(state),
    modelEnabled: modelEnabled(state),
    showEnabled: showEnabled(state),
    showPath: showPath(state),
    selectedFinder: selectedFinder(state),
    selectedBrand: selectedBrand(state),
    selectedModel: selectedModel(state),
    filterOptions,
  };
}
