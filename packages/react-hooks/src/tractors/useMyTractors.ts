import {
  activeTractor,
  type MyTractorsState,
  type MyTractorsStore,
  type Tractor,
} from '@agri-parts/sdk';
import { useSdk } from '../sdk/SdkProvider';
import { useLoadWhenIdle } from '../store/useLoadWhenIdle';
import { useStoreSelector } from '../store/useStoreSelector';

/** What {@link useMyTractors} returns: the state, the active machine and the store's actions. */
export type UseMyTractorsResult = MyTractorsState &
  Pick<MyTractorsStore, 'load' | 'add' | 'remove' | 'setActive' | 'mergeGuestList'> & {
    /** The active machine; `null` when none is. */
    activeTractor: Tractor | null;
  };

/**
 * "My tractors" from `sdk.tractors`, re-rendering when it changes, and loaded in the browser
 * when not loaded yet (a guest's from local storage, a customer's from the account; a failed
 * load is in `status` / `error`). On the server and during hydration it is the store's server
 * snapshot (not loaded, unless a server hydrated it). The SDK merges the guest's list at a login
 * (`sdk.sessionReactions`).
 *
 * With `select`, the hook returns only what `select` picks and re-renders only when that
 * changes (compared with `isEqual`, `Object.is` by default): `useMyTractors(activeTractor)` is
 * the active machine alone, unchanged while the list loads.
 *
 * @example
 * ```tsx
 * const { activeTractor } = useMyTractors();
 * const fits = fitsActiveTractor(product.fitments, activeTractor);
 * ```
 */
export function useMyTractors(): UseMyTractorsResult;
export function useMyTractors<TSelected>(
  select: (state: MyTractorsState) => TSelected,
  isEqual?: (a: TSelected, b: TSelected) => boolean,
): TSelected;
export function useMyTractors<TSelected>(
  select?: (state: MyTractorsState) => TSelected,
  isEqual?: (a: TSelected, b: TSelected) => boolean,
): UseMyTractorsResult | TSelected {
  const { tractors } = useSdk();
  useLoadWhenIdle(tractors, tractors.load);
  const selected = useStoreSelector<MyTractorsState, MyTractorsState | TSelected>(
    tractors,
    select ?? wholeState,
    tractors.getServerSnapshot,
    isEqual as
      ((a: MyTractorsState | TSelected, b: MyTractorsState | TSelected) => boolean) | undefined,
  );
  if (select) return selected as TSelected;
  const state = selected as MyTractorsState;
  const { load, add, remove, setActive, mergeGuestList } = tractors;
  return {
    ...state,
    activeTractor: activeTractor(state),
    load,
    add,
    remove,
    setActive,
    mergeGuestList,
  };
}

const wholeState = (state: MyTractorsState): MyTractorsState => state;
