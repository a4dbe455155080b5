import { useEffect } from 'react';
import type { ObservableStore } from './useStoreSelector';

/**
 * Loads a store in the browser whenever it is `idle` while the component is mounted: soon after
 * mounting, and again when the store turns `idle` (a login or logout resets the shopper's
 * stores). Many components use the same store (every product card): the first starts the load
 * (the store turns `loading` at once), the others see that. Watching the store here instead of
 * rendering its status keeps a component from re-rendering while the store loads.
 *
 * The first load waits for a task of its own (`setTimeout` 0): the effects of a hydrating page
 * run in one task, and starting every store's load (and its code's import) there made it longer.
 * A failure is kept in the store's state (and logged by the SDK).
 */
export function useLoadWhenIdle(
  store: ObservableStore<{ status: string }>,
  load: () => Promise<unknown>,
): void {
  useEffect(() => {
    const loadIfIdle = () => {
      if (store.getSnapshot().status === 'idle') load().catch(() => undefined);
    };
    const first = setTimeout(loadIfIdle, 0);
    const stop = store.subscribe(loadIfIdle);
    return () => {
      clearTimeout(first);
      stop();
    };
  }, [store, load]);
}
