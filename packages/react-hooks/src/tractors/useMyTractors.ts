import {
  activeTractor,
  type MyTractorsState,
  type MyTractorsStore,
  type Tractor,
} from '@agri-parts/sdk';
import { useEffect, useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

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
 * snapshot (not loaded, unless a server hydrated it). Call `mergeGuestList()` after a login.
 *
 * @example
 * ```tsx
 * const { activeTractor } = useMyTractors();
 * const fits = fitsActiveTractor(product.fitments, activeTractor);
 * ```
 */
export function useMyTractors(): UseMyTractorsResult {
  const { tractors } = useSdk();
  const state = useSyncExternalStore(
    tractors.subscribe,
    tractors.getSnapshot,
    tractors.getServerSnapshot,
  );
  const needsLoad = state.status === 'idle';

  useEffect(() => {
    // Many components use the hook (every product card): the first effect starts the load (the
    // store turns `loading` at once), the others see that and wait for it. A failure is kept in
    // the state (and logged by the SDK).
    if (needsLoad && tractors.getSnapshot().status === 'idle') {
      tractors.load().catch(() => undefined);
    }
  }, [tractors, needsLoad, state.owner]);

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
