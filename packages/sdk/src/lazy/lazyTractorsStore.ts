import { sessionOwner } from '../store/followSessionOwner';
import type { MyTractorsState, MyTractorsStore } from '../tractors/createMyTractorsStore';
import { initialTractorsState } from '../tractors/initialTractorsState';
import { forwardMethods, lazyStore } from './lazyStore';
import { memoByKey } from './memoByKey';
import type { SdkParts } from './SdkParts';

/**
 * `sdk.tractors`: "My tractors", its code loaded with the first call. A list hydrated before the
 * code arrived (the account page's, rendered by the server) is the snapshot meanwhile, and is
 * handed to the store once it exists.
 */
export function lazyTractorsStore(parts: SdkParts): MyTractorsStore {
  const { transport, session, preferenceStorage, logger } = parts;
  const owner = () => sessionOwner(session);
  const hydrated: { first?: MyTractorsState; last?: MyTractorsState } = {};
  const tractorsStore = lazyStore(
    () =>
      import('./chunks/createMyTractorsStore').then((m) => {
        const store = m.createMyTractorsStore({
          transport,
          session,
          storage: preferenceStorage,
          logger,
        });
        // What a server rendered before the code arrived (the account page's list).
        if (hydrated.first) store.hydrate(hydrated.first);
        if (hydrated.last !== hydrated.first && hydrated.last) store.hydrate(hydrated.last);
        return store;
      }),
    {
      initialState: memoByKey(owner, (key) =>
        initialTractorsState(key as MyTractorsState['owner']),
      ),
      key: owner,
      keyChanges: session.subscribe,
    },
  );
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () =>
      tractorsStore.current() || !hydrated.last ? tractorsStore.getSnapshot() : hydrated.last,
    getServerSnapshot: () =>
      tractorsStore.current()?.getServerSnapshot() ?? hydrated.first ?? tractorsStore.getSnapshot(),
    subscribe(listener) {
      listeners.add(listener);
      const stop = tractorsStore.subscribe(listener);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
    hydrate(state) {
      const real = tractorsStore.current();
      if (real) return real.hydrate(state);
      hydrated.first ??= state;
      hydrated.last = state;
      for (const listener of listeners) listener();
    },
    ...forwardMethods(tractorsStore, ['load', 'add', 'remove', 'setActive', 'mergeGuestList']),
  };
}
