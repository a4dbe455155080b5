import { describe, expect, it } from 'vitest';
import { productFilterInput } from './productFilterInput';

describe('productFilterInput', () => {
  it('filters one value with eq and several with in', () => {
    expect(productFilterInput({ color: ['12'], manufacturer: ['7', '9'] })).toEqual({
      color: { eq: '12' },
      manufacturer: { in: ['7', '9'] },
    });
  });

  it('filters price with a range, leaving out an open end', () => {
    expect(productFilterInput({ price: ['100_500'] })).toEqual({
      price: { from: '100', to: '500' },
    });
    expect(productFilterInput({ price: ['_500'] })).toEqual({ price: { to: '500' } });
    expect(productFilterInput({ price: ['1000_'] })).toEqual({ price: { from: '1000' } });
  });

  it('spans several price ranges into one', () => {
    expect(productFilterInput({ price: ['200_300', '0_100'] })).toEqual({
      price: { from: '0', to: '300' },
    });
  });

  it('leaves out codes without values and invalid price ranges', () => {
    expect(productFilterInput({ color: [], price: ['abc'] })).toEqual({});
    expect(productFilterInput({})).toEqual({});
  });
});
