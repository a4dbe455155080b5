import { isSdkError, SdkError } from '../errors/SdkError';
import { CountriesDocument } from './countries.generated';
import { CountryDocument } from './country.generated';
import { CurrencyDocument } from './currency.generated';
import { StoreConfigDocument } from './storeConfig.generated';
import type { SdkLogger } from '../logging/SdkLogger';
import { createStore } from '../store/createStore';
import type { Transport } from '../transport/createTransport';
import {
  configStateReducer,
  initialConfigState,
  type ConfigAction,
  type ConfigState,
} from './configStateReducer';
import { mapCountry, type Country } from './mapCountry';
import { mapCurrency, type Currency } from './mapCurrency';
import { mapStoreConfig, type StoreConfig } from './mapStoreConfig';

/**
 * The store's configuration as an observable store, shaped for `useSyncExternalStore`.
 *
 * The loads never throw: as the spec asks, a failure is stored as the error state and logged,
 * and the load resolves with `null`. The spec's "optional custom query and headers" for the store
 * config are left out: the query is the typed `StoreConfig` document, and headers come from the
 * SDK's transport.
 */
export interface ConfigService {
  /** The current state; the same object until something changes. */
  getSnapshot(): ConfigState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /** Loads the store config into the state and resolves with it (`null` on failure). */
  loadStoreConfig(options?: LoadStoreConfigOptions): Promise<StoreConfig | null>;
  /** Loads the currencies into the state and resolves with them (`null` on failure). */
  loadCurrency(): Promise<Currency | null>;
  /** Loads the countries into the state and resolves with them (`null` on failure). */
  loadCountries(): Promise<readonly Country[] | null>;
  /**
   * Looks up one country by its two-letter code; resolves with `null` when there is none or the
   * lookup failed. The country is not kept in the state.
   */
  getCountry(id: string): Promise<Country | null>;
}

/** Options of {@link ConfigService.loadStoreConfig}. */
export interface LoadStoreConfigOptions {
  /** Headers for this request only, such as another store view's `Store` (spec §7). */
  headers?: Record<string, string>;
}

/**
 * Creates the configuration service of one SDK instance.
 *
 * @example
 * ```ts
 * const config = createConfigService(transport, console);
 * await config.loadStoreConfig();
 * config.getSnapshot().storeConfig?.gridPerPage; // 12 unless the store says otherwise
 * ```
 */
export function createConfigService(transport: Transport, logger: SdkLogger): ConfigService {
  const store = createStore(initialConfigState);

  function dispatch(action: ConfigAction): void {
    store.setState((state) => configStateReducer(state, action), true);
  }

  /** Runs one load through the state: started, then succeeded with `toState(value)` or failed. */
  async function load<Value>(
    what: string,
    fetchValue: () => Promise<Value>,
    toState: (value: Value) => Extract<ConfigAction, { type: 'load-succeeded' }>['loaded'],
  ): Promise<Value | null> {
    dispatch({ type: 'load-started' });
    try {
      const value = await fetchValue();
      dispatch({ type: 'load-succeeded', loaded: toState(value) });
      return value;
    } catch (error) {
      const sdkError = isSdkError(error)
        ? error
        : new SdkError('network', `Could not load ${what}`, { cause: error });
      logger.error(`Could not load ${what}`, sdkError);
      dispatch({ type: 'load-failed', error: sdkError });
      return null;
    }
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    loadStoreConfig: (options) =>
      load(
        'the store config',
        async () => {
          const { storeConfig } = await transport.request(StoreConfigDocument, undefined, {
            headers: options?.headers ?? {},
          });
          return storeConfig ? mapStoreConfig(storeConfig) : null;
        },
        (storeConfig) => ({ storeConfig }),
      ),
    loadCurrency: () =>
      load(
        'the currency',
        async () => {
          const { currency } = await transport.request(CurrencyDocument);
          return currency ? mapCurrency(currency) : null;
        },
        (currency) => ({ currency }),
      ),
    loadCountries: () =>
      load(
        'the countries',
        async () => {
          const { countries } = await transport.request(CountriesDocument);
          return (countries ?? []).flatMap((country) => {
            const mapped = country && mapCountry(country);
            return mapped ? [mapped] : [];
          });
        },
        (countries) => ({ countries }),
      ),
    getCountry: (id) =>
      load(
        `the country ${id}`,
        async () => {
          const { country } = await transport.request(CountryDocument, { id });
          return country ? mapCountry(country) : null;
        },
        () => ({}),
      ),
  };
}
