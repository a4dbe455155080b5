import type { TaxDisplayContext, TaxDisplayState } from '@agri-parts/sdk';
import { useSyncExternalStore } from 'react';
import { useSdk } from '../sdk/SdkProvider';

/** What {@link useTaxDisplay} returns: the state and the store's stable actions. */
export interface UseTaxDisplayResult extends TaxDisplayState {
  /** Shows prices without VAT (`true`) or with VAT (`false`), and saves the choice. */
  setTaxOff: (taxOff: boolean) => void;
  /** Switches between with and without VAT (the header's "inkl. mva" switch). */
  toggle: () => void;
  /** Chooses the display from the saved value, the customer's taxvat and the store config. */
  initialise: (context?: TaxDisplayContext) => void;
}

/**
 * The shopper's tax display from `sdk.taxDisplay`, re-rendering when it changes. On the server
 * and during hydration it is the state of the store's first `initialise` (the header's default
 * when there was none), so a server and a browser that initialise from the same saved value
 * render the same prices. The rules (saved value first, business customers without VAT, the
 * store's catalogue setting) live in the SDK.
 *
 * @example
 * ```tsx
 * function VatSwitch() {
 *   const { showIncludingTax, toggle } = useTaxDisplay();
 *   return <Toggle checked={showIncludingTax} onChange={toggle} label="inkl. mva" />;
 * }
 * ```
 */
export function useTaxDisplay(): UseTaxDisplayResult {
  const { taxDisplay } = useSdk();
  const state = useSyncExternalStore(
    taxDisplay.subscribe,
    taxDisplay.getSnapshot,
    taxDisplay.getServerSnapshot,
  );
  const { setTaxOff, toggle, initialise } = taxDisplay;
  return { ...state, setTaxOff, toggle, initialise };
}
