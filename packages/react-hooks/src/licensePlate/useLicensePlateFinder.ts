import {
  initialLicensePlateState,
  licensePlateCanConfirm,
  licensePlateCanSearch,
  licensePlateTransition,
  runPlateCommand,
  type LicensePlateCommand,
  type LicensePlateEvent,
  type LicensePlateState,
} from '@agri-parts/sdk';
import { useCallback, useMemo, useRef } from 'react';
import { useCommandMachine } from '../partFinder/useCommandMachine';
import { useSdk } from '../sdk/SdkProvider';

/** Options of {@link useLicensePlateFinder}. */
export interface UseLicensePlateFinderOptions {
  /** Goes to the page the look-up ends on (`/parts/...`), such as React Router's `navigate`. */
  onNavigate: (path: string) => void;
}

/** What {@link useLicensePlateFinder} returns: the machine's state and its events. */
export interface UseLicensePlateFinderResult {
  /** The machine's state: the field, the look-up and the choices left to make. */
  state: LicensePlateState;
  /** Sends any event to the machine. */
  dispatch: (event: LicensePlateEvent) => void;
  /** The field changed. */
  setInput: (value: string) => void;
  /** The search button (ignored below 3 characters). */
  search: () => void;
  /** The brand select, when the plate matched several brands. */
  chooseBrand: (brand: string) => void;
  /** The finder (machine type) select, when several finders remain. */
  chooseFinder: (finderId: number) => void;
  /** The model select, when several models remain. */
  chooseModel: (modelId: number) => void;
  /** Show, once the values are filled in (several suggestions). */
  confirm: () => void;
  /** Back to an empty field, forgetting the look-up. */
  reset: () => void;
  /** Whether the search button is enabled. */
  canSearch: boolean;
  /** Whether Show is enabled. */
  canConfirm: boolean;
}

/**
 * The licence-plate finder (spec §4, §5, §8): drives the SDK's `licensePlateTransition`, runs
 * its look-up (`sdk.licensePlate.search`) and info fetch (`sdk.partFinder.getInfo`) with the
 * SDK's `runPlateCommand`, and calls `onNavigate` with the destination. Messages are
 * `state.message` keys of no.json (`licensePlate.notFound`, `licensePlate.cannotVerify`). Every
 * rule lives in the SDK.
 *
 * @example
 * ```tsx
 * const plate = useLicensePlateFinder({ onNavigate: navigate });
 * <input value={plate.state.input} onChange={(event) => plate.setInput(event.target.value)} />
 * <button disabled={!plate.canSearch} onClick={plate.search}>Søk</button>
 * {plate.state.message && <p role="alert">{t(plate.state.message)}</p>}
 * ```
 */
export function useLicensePlateFinder(
  options: UseLicensePlateFinderOptions,
): UseLicensePlateFinderResult {
  const { licensePlate, partFinder } = useSdk();
  const navigate = useRef(options.onNavigate);
  navigate.current = options.onNavigate;

  const run = useCallback(
    (command: LicensePlateCommand, dispatch: (event: LicensePlateEvent) => void) => {
      const navigateTo = (path: string) => navigate.current(path);
      void runPlateCommand(command, { licensePlate, partFinder, navigate: navigateTo }, dispatch);
    },
    [licensePlate, partFinder],
  );
  const [state, dispatch] = useCommandMachine(
    licensePlateTransition,
    initialLicensePlateState,
    run,
  );

  const actions = useMemo(
    () => ({
      setInput: (value: string) => dispatch({ type: 'input-changed', value }),
      search: () => dispatch({ type: 'search' }),
      chooseBrand: (brand: string) => dispatch({ type: 'choose-brand', brand }),
      chooseFinder: (finderId: number) => dispatch({ type: 'choose-finder', finderId }),
      chooseModel: (modelId: number) => dispatch({ type: 'choose-model', modelId }),
      confirm: () => dispatch({ type: 'confirm' }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [dispatch],
  );

  return {
    state,
    dispatch,
    ...actions,
    canSearch: licensePlateCanSearch(state),
    canConfirm: licensePlateCanConfirm(state),
  };
}
