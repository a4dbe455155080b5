import { describe, expect, it } from 'vitest';
import { initialTaxDisplayState, taxDisplayReducer } from './taxDisplayReducer';

describe('taxDisplayReducer', () => {
  it('starts without VAT, not initialised', () => {
    expect(initialTaxDisplayState).toEqual({
      taxOff: true,
      showIncludingTax: false,
      initialised: false,
    });
  });

  it('initialises with the chosen display', () => {
    expect(
      taxDisplayReducer(initialTaxDisplayState, { type: 'initialised', taxOff: false }),
    ).toEqual({ taxOff: false, showIncludingTax: true, initialised: true });
    expect(
      taxDisplayReducer(initialTaxDisplayState, { type: 'initialised', taxOff: true }),
    ).toEqual({ taxOff: true, showIncludingTax: false, initialised: true });
  });

  it('changes the display, keeping whether it was initialised', () => {
    expect(taxDisplayReducer(initialTaxDisplayState, { type: 'changed', taxOff: false })).toEqual({
      taxOff: false,
      showIncludingTax: true,
      initialised: false,
    });
  });

  it('returns the same state when nothing changes', () => {
    const ready = taxDisplayReducer(initialTaxDisplayState, { type: 'initialised', taxOff: true });
    expect(taxDisplayReducer(ready, { type: 'changed', taxOff: true })).toBe(ready);
    expect(taxDisplayReducer(ready, { type: 'initialised', taxOff: true })).toBe(ready);
    expect(taxDisplayReducer(initialTaxDisplayState, { type: 'changed', taxOff: true })).toBe(
      initialTaxDisplayState,
    );
  });
});
