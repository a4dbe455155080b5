/**
 * The tax display of one SDK instance.
 *
 * - `taxOff`: prices are shown excluding VAT (saved under `taxOff` in local storage).
 * - `showIncludingTax`: the opposite, as the header switch "inkl. mva" shows it (`På` / `Av`).
 * - `initialised`: the saved choice, the customer and the store have been taken into account;
 *   until then the state is the header's default (`taxOff: true`).
 */
export interface TaxDisplayState {
  taxOff: boolean;
  showIncludingTax: boolean;
  initialised: boolean;
}

/**
 * Everything that can happen to a {@link TaxDisplayState}: the initial choice was made
 * (`initialised`), or the shopper switched (`changed`).
 */
export type TaxDisplayAction =
  { type: 'initialised'; taxOff: boolean } | { type: 'changed'; taxOff: boolean };

/** The state before initialisation: the header's default, prices without VAT (spec §4). */
export const initialTaxDisplayState: TaxDisplayState = {
  taxOff: true,
  showIncludingTax: false,
  initialised: false,
};

/**
 * The one place a {@link TaxDisplayState} changes. Returns the same state when nothing changes, so
 * listeners are not called for nothing. Pure.
 */
export function taxDisplayReducer(
  state: TaxDisplayState,
  action: TaxDisplayAction,
): TaxDisplayState {
  const initialised = state.initialised || action.type === 'initialised';
  if (state.taxOff === action.taxOff && state.initialised === initialised) return state;
  return { taxOff: action.taxOff, showIncludingTax: !action.taxOff, initialised };
}
