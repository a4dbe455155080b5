import type { SdkError } from '../errors/SdkError';
import type { Currency } from './mapCurrency';
import type { Country } from './mapCountry';
import type { StoreConfig } from './mapStoreConfig';
import { initialConfigState } from './initialConfigState';

export { initialConfigState };

/**
 * The state of the store's configuration, shared by its loads (store config, currency,
 * countries, one country).
 *
 * - `status` is `idle` before any load, `loading` while at least one load is under way, and once
 *   the last of them settles `error` when one of them failed, otherwise `success`.
 * - `storeConfig`, `currency` and `countries` keep the latest value loaded (`null` until then);
 *   a failed load leaves the previous value in place.
 * - `error` is the latest failure, cleared when a load starts after everything had settled.
 */
export interface ConfigState {
  status: 'idle' | 'loading' | 'success' | 'error';
  storeConfig: StoreConfig | null;
  currency: Currency | null;
  countries: readonly Country[] | null;
  error: SdkError | null;
  /** How many loads are under way. */
  pendingLoads: number;
}

/** Everything that can happen to a {@link ConfigState}. */
export type ConfigAction =
  | { type: 'load-started' }
  | {
      type: 'load-succeeded';
      loaded: Partial<Pick<ConfigState, 'storeConfig' | 'currency' | 'countries'>>;
    }
  | { type: 'load-failed'; error: SdkError };

/** The one place a {@link ConfigState} changes. Pure. */
export function configStateReducer(state: ConfigState, action: ConfigAction): ConfigState {
  switch (action.type) {
    case 'load-started':
      return {
        ...state,
        status: 'loading',
        error: state.pendingLoads === 0 ? null : state.error,
        pendingLoads: state.pendingLoads + 1,
      };
    case 'load-succeeded':
      return settle({ ...state, ...action.loaded });
    case 'load-failed':
      return settle({ ...state, error: action.error });
  }
}

function settle(state: ConfigState): ConfigState {
  const pendingLoads = Math.max(0, state.pendingLoads - 1);
  const status = pendingLoads > 0 ? 'loading' : state.error ? 'error' : 'success';
  return { ...state, pendingLoads, status };
}
