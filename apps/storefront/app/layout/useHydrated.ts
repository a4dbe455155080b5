import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether React has taken over the page: `false` on the server and while hydrating, `true`
 * afterwards. For what only the server-rendered page (without JavaScript) must show.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
