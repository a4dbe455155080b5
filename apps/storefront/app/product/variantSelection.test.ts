import { describe, expect, it } from 'vitest';

import {
  onlyVariantChanged,
  selectionForVariantSku,
  findVariant,
  isOptionValueAvailable,
  isOptionValueInStock,
  selectOption,
} from './variantSelection';

const variants = [
  { sku: 'black-s', optionValues: { color: 'black', size: 's' } },
  { sku: 'black-m', optionValues: { color: 'black', size: 'm' } },
  { sku: 'red-m', optionValues: { color: 'red', size: 'm' } },
];
const codes = ['color', 'size'];

describe('selectOption', () => {
  it('sets one option and keeps the others', () => {
    expect(selectOption({ color: 'black' }, 'size', 'm')).toEqual({ color: 'black', size: 'm' });
  });

  it('clears an option chosen back to the placeholder', () => {
    expect(selectOption({ color: 'black', size: 'm' }, 'size', '')).toEqual({ color: 'black' });
  });

  it('does not change the selection it is given', () => {
    const selection = { color: 'black' };
    selectOption(selection, 'color', 'red');
    expect(selection).toEqual({ color: 'black' });
  });
});

describe('findVariant', () => {
  it('finds the variant once every option is chosen', () => {
    expect(findVariant(variants, codes, { color: 'red', size: 'm' })?.sku).toBe('red-m');
  });

  it('finds none while an option is still open', () => {
    expect(findVariant(variants, codes, { color: 'black' })).toBeNull();
  });

  it('finds none for a combination no variant has', () => {
    expect(findVariant(variants, codes, { color: 'red', size: 's' })).toBeNull();
  });

  it('finds none for a product without options', () => {
    expect(findVariant(variants, [], {})).toBeNull();
  });
});

describe('isOptionValueAvailable', () => {
  it('offers every value some variant has while nothing is chosen', () => {
    expect(isOptionValueAvailable(variants, {}, 'size', 's')).toBe(true);
    expect(isOptionValueAvailable(variants, {}, 'color', 'red')).toBe(true);
  });

  it('disables a value no variant has together with the options already chosen', () => {
    expect(isOptionValueAvailable(variants, { color: 'red' }, 'size', 's')).toBe(false);
    expect(isOptionValueAvailable(variants, { color: 'red' }, 'size', 'm')).toBe(true);
  });

  it('lets the shopper switch an option already chosen', () => {
    expect(isOptionValueAvailable(variants, { color: 'black', size: 'm' }, 'color', 'red')).toBe(
      true,
    );
  });
});

describe('isOptionValueInStock', () => {
  const variants = [
    { optionValues: { color: 'svart', size: 'm' }, inStock: true },
    { optionValues: { color: 'svart', size: 'l' }, inStock: false },
    { optionValues: { color: 'rod', size: 'l' }, inStock: false },
  ];

  it('is true when a variant in stock has the value with the options already chosen', () => {
    expect(isOptionValueInStock(variants, {}, 'color', 'svart')).toBe(true);
    expect(isOptionValueInStock(variants, { size: 'm' }, 'color', 'svart')).toBe(true);
  });

  it('is false when every such variant is out of stock, or there is none', () => {
    expect(isOptionValueInStock(variants, {}, 'color', 'rod')).toBe(false);
    expect(isOptionValueInStock(variants, { size: 'l' }, 'color', 'svart')).toBe(false);
    expect(isOptionValueInStock(variants, {}, 'color', 'gronn')).toBe(false);
  });
});

describe('selectionForVariantSku', () => {
  const variants = [
    { optionValues: { color: 'red', size: 'l' }, offer: { sku: 'SHIRT-RED-L' } },
    { optionValues: { color: 'blue', size: 'l' }, offer: { sku: 'SHIRT-BLUE-L' } },
  ];

  it('is the option values of the variant with that SKU', () => {
    expect(selectionForVariantSku(variants, 'SHIRT-BLUE-L')).toEqual({ color: 'blue', size: 'l' });
  });

  it('is nothing chosen for no SKU or one no variant has', () => {
    expect(selectionForVariantSku(variants, null)).toEqual({});
    expect(selectionForVariantSku(variants, 'GONE')).toEqual({});
  });
});

describe('onlyVariantChanged', () => {
  const url = (path: string) => new URL(path, 'https://butikk.test');

  it('is true when only the variant differs, whatever the other parameters’ order', () => {
    expect(
      onlyVariantChanged(url('/skjorte.html?a=1&b=2'), url('/skjorte.html?b=2&a=1&variant=X')),
    ).toBe(true);
    expect(onlyVariantChanged(url('/skjorte.html?variant=X'), url('/skjorte.html'))).toBe(true);
  });

  it('is false for another page, another parameter, or no change', () => {
    expect(onlyVariantChanged(url('/a.html'), url('/b.html?variant=X'))).toBe(false);
    expect(onlyVariantChanged(url('/a.html?variant=X'), url('/a.html?variant=Y&page=2'))).toBe(
      false,
    );
    expect(onlyVariantChanged(url('/a.html?variant=X'), url('/a.html?variant=X'))).toBe(false);
  });
});
