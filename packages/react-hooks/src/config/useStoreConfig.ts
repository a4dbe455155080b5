import type { ConfigState } from '@agri-parts/sdk';
import { useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/**
 * The store's configuration state of the SDK in context — `status` (`idle`, `loading`,
 * `success`, `error`), `storeConfig`, `currency`, `countries` and `error` — re-rendering when it
 * changes. Loading is the app's call (`sdk.config.loadStoreConfig()`, usually in a route loader);
 * on the server the hook renders whatever the request's SDK has loaded.
 *
 * @example
 * ```tsx
 * function Logo() {
 *   const { storeConfig } = useStoreConfig();
 *   return <img src="/logo.svg" alt={storeConfig?.logoAlt ?? 'Agri Parts'} />;
 * }
 * ```
 */
export function useStoreConfig(): ConfigState {
  const { config } = useSdk();
  return useSyncExternalStore(config.subscribe, config.getSnapshot, config.getSnapshot);
}
