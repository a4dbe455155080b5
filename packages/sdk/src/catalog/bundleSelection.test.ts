import { describe, expect, it } from 'vitest';
import {
  bundleOptionsInput,
  bundleSelectionPrice,
  chooseBundleOption,
  defaultBundleSelection,
  missingBundleOption,
  type BundlePricedItem,
  type BundleSelectionItem,
} from './bundleSelection';

const choice = (id: number, isDefault = false, quantity = 1) => ({ id, isDefault, quantity });

const oilFilter: BundleSelectionItem = {
  id: 1,
  title: 'Oljefilter',
  required: true,
  type: 'radio',
  options: [choice(1), choice(2, true)],
};
const oil: BundleSelectionItem = {
  id: 3,
  title: 'Motorolje',
  required: true,
  type: 'select',
  options: [choice(4, true, 2), choice(5, true)],
};
const extras: BundleSelectionItem = {
  id: 7,
  title: 'Tilbehør',
  required: false,
  type: 'checkbox',
  options: [choice(8, true), choice(9), choice(10, true)],
};
const fuelFilter: BundleSelectionItem = {
  id: 11,
  title: 'Drivstoffilter',
  required: true,
  type: 'multi',
  options: [choice(12)],
};
const airFilter: BundleSelectionItem = {
  id: 13,
  title: 'Luftfilter',
  required: true,
  type: 'radio',
  options: [choice(14), choice(15)],
};

describe('defaultBundleSelection', () => {
  it('chooses the defaults: one for a radio or select, all for checkboxes; the only choice of a required option', () => {
    expect(defaultBundleSelection([oilFilter, oil, extras, fuelFilter, airFilter])).toEqual({
      1: [2],
      3: [4],
      7: [8, 10],
      11: [12],
    });
    expect(defaultBundleSelection([])).toEqual({});
  });
});

describe('chooseBundleOption', () => {
  it('replaces one option’s choices, keeping one for a radio and clearing with none', () => {
    const start = defaultBundleSelection([oilFilter, extras]);
    expect(chooseBundleOption(start, oilFilter, [1, 2])).toEqual({ 1: [1], 7: [8, 10] });
    expect(chooseBundleOption(start, extras, [9, 9, 10])).toEqual({ 1: [2], 7: [9, 10] });
    expect(chooseBundleOption(start, extras, [])).toEqual({ 1: [2] });
    expect(start).toEqual({ 1: [2], 7: [8, 10] });
  });
});

describe('missingBundleOption', () => {
  it('is the first required option without a choice, or null', () => {
    const items = [oilFilter, extras, airFilter];
    expect(missingBundleOption(items, defaultBundleSelection(items))).toBe(airFilter);
    expect(missingBundleOption(items, { 1: [2], 13: [14] })).toBeNull();
    expect(missingBundleOption(items, { 1: [], 13: [14] })).toBe(oilFilter);
  });
});

describe('bundleOptionsInput', () => {
  it('sends each chosen option with its selection ids as strings and the choice’s quantity', () => {
    expect(
      bundleOptionsInput([oilFilter, oil, extras, airFilter], { 1: [2], 3: [4], 7: [8, 10] }),
    ).toEqual([
      { id: 1, quantity: 1, value: ['2'] },
      { id: 3, quantity: 2, value: ['4'] },
      { id: 7, quantity: 1, value: ['8', '10'] },
    ]);
  });

  it('leaves out choices the option does not have', () => {
    expect(bundleOptionsInput([oilFilter], { 1: [99] })).toEqual([]);
  });
});

describe('bundleSelectionPrice', () => {
  const priced = (id: number, price: number | null, quantity = 1) => ({ id, price, quantity });
  const items: BundlePricedItem[] = [
    { id: 1, options: [priced(1, 199), priced(2, 249)] },
    { id: 3, options: [priced(4, 129.5, 2), priced(5, 139)] },
    { id: 7, options: [priced(8, 59.9), priced(9, null)] },
  ];

  it('is the chosen contents’ prices times their quantities, not the cheapest contents', () => {
    // The default contents: 249 + 2 × 129,50.
    expect(bundleSelectionPrice(items, { 1: [2], 3: [4] })).toBe(508);
    // Another choice changes it, and an optional extra adds to it.
    expect(bundleSelectionPrice(items, { 1: [1], 3: [5], 7: [8] })).toBe(397.9);
  });

  it('counts in øre, so binary fractions leave nothing behind', () => {
    const cents = [{ id: 1, options: [priced(1, 0.1), priced(2, 0.2)] }];
    expect(bundleSelectionPrice(cents, { 1: [1, 2] })).toBe(0.3);
  });

  it('is null with nothing chosen, or a chosen price not known', () => {
    expect(bundleSelectionPrice(items, {})).toBeNull();
    expect(bundleSelectionPrice(items, { 1: [2], 7: [9] })).toBeNull();
    // Choices the bundle does not have are left out.
    expect(bundleSelectionPrice(items, { 1: [99] })).toBeNull();
  });
});
