import { shopConstants } from '../config/shopConstants';
import type { KeyValueStorage } from '../storage/KeyValueStorage';
import { createStore } from '../store/createStore';
import { initialTaxDisplay } from './initialTaxDisplay';
import {
  initialTaxDisplayState,
  taxDisplayReducer,
  type TaxDisplayAction,
  type TaxDisplayState,
} from './taxDisplayReducer';

/** What {@link TaxDisplayStore.initialise} decides from. */
export interface TaxDisplayContext {
  /** The logged-in customer's `taxvat`; none for guests and private customers. */
  customerTaxvat?: string | null;
  /** The logged-in customer's `companyId`; none for guests and private customers. */
  customerCompanyId?: string | null;
  /** The store config's `catalogDisplayTax`. */
  catalogDisplayTax?: number | null;
}

/**
 * The shopper's tax display as an observable store, shaped for `useSyncExternalStore`, persisted
 * under `taxOff` (`'true'` / `'false'`) in the storage it was given.
 */
export interface TaxDisplayStore {
  /** The current state; the same object until something changes. */
  getSnapshot(): TaxDisplayState;
  /**
   * The state a server renders and a browser hydrates with: the state of the first
   * {@link TaxDisplayStore.initialise}, else the header's default (prices without VAT). A server
   * that knows the shopper's choice (a cookie mirroring `taxOff`) initialises from it, and the
   * browser initialises from the same value before hydrating, so the first render matches and no
   * wrong price flashes. Without that, both render the default and the browser shows the saved
   * choice right after hydration.
   */
  getServerSnapshot(): TaxDisplayState;
  /** Calls `listener` after every change; returns a function that stops it. */
  subscribe(listener: () => void): () => void;
  /**
   * Chooses the display from the saved value, the customer and the store
   * ({@link initialTaxDisplay}); saves it when a business customer's default applies. Call it
   * when the page starts in the browser and again when a customer logs in.
   */
  initialise(context?: TaxDisplayContext): void;
  /** Shows prices without VAT (`true`) or with VAT (`false`), and saves the choice. */
  setTaxOff(taxOff: boolean): void;
  /** Switches between with and without VAT, and saves the choice. */
  toggle(): void;
}

/**
 * Creates the tax display store of one SDK instance (`sdk.taxDisplay`).
 *
 * @param storage - Where `taxOff` is kept: local storage in a browser (`createLocalStorage()`).
 *
 * @example
 * ```ts
 * const taxDisplay = createTaxDisplayStore(createLocalStorage());
 * taxDisplay.initialise({ catalogDisplayTax: storeConfig.catalogDisplayTax, customerTaxvat });
 * const shown = displayPrice(price, {
 *   pricesIncludeTax: pricesIncludeTax(storeConfig.catalogDisplayTax),
 *   showIncludingTax: taxDisplay.getSnapshot().showIncludingTax,
 * });
 * ```
 */
export function createTaxDisplayStore(storage: KeyValueStorage): TaxDisplayStore {
  const key = shopConstants.localStorageKeys.taxOff;
  const store = createStore(initialTaxDisplayState);
  // What the page is rendered with: the first initialised state, else the default.
  let renderedState: TaxDisplayState | undefined;

  function dispatch(action: TaxDisplayAction): void {
    store.setState((state) => taxDisplayReducer(state, action), true);
  }

  function setTaxOff(taxOff: boolean): void {
    storage.set(key, String(taxOff));
    dispatch({ type: 'changed', taxOff });
  }

  return {
    getSnapshot: store.getSnapshot,
    getServerSnapshot: () => renderedState ?? initialTaxDisplayState,
    subscribe: store.subscribe,
    initialise(context = {}) {
      const { taxOff, save } = initialTaxDisplay({ saved: storage.get(key), ...context });
      if (save) storage.set(key, String(taxOff));
      dispatch({ type: 'initialised', taxOff });
      renderedState ??= store.getSnapshot();
    },
    setTaxOff,
    toggle: () => setTaxOff(!store.getSnapshot().taxOff),
  };
}
