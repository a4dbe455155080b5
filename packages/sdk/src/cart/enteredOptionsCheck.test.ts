import { describe, expect, it } from 'vitest';
import type { ProductCustomOption } from '../catalog/mapCustomOptions';
import { checkEnteredOptions } from './enteredOptionsCheck';

const option = (overrides: Partial<ProductCustomOption>): ProductCustomOption => ({
  uid: 'o1',
  kind: 'field',
  title: 'Tekst på skiltet',
  required: true,
  maxCharacters: 30,
  price: 99,
  priceType: 'FIXED',
  numberRange: null,
  ...overrides,
});

describe('checkEnteredOptions', () => {
  const length = option({
    uid: 'len',
    title: 'Lengde (cm)',
    maxCharacters: 5,
    numberRange: { min: 10, max: 500 },
  });
  const note = option({ uid: 'note', kind: 'area', required: false, maxCharacters: 200 });

  it('sends trimmed values, leaving out empty optional ones and unknown uids', () => {
    expect(checkEnteredOptions([length, note], { len: ' 250 ', note: '  ', other: 'x' })).toEqual({
      ok: true,
      options: [{ uid: 'len', value: '250' }],
    });
  });

  it('names every required option left empty', () => {
    expect(checkEnteredOptions([length, option({ uid: 'o2' })], {})).toEqual({
      ok: false,
      problems: [
        { uid: 'len', reason: 'required' },
        { uid: 'o2', reason: 'required' },
      ],
    });
  });

  it('refuses a text longer than the option allows, counting characters', () => {
    const plate = option({});
    expect(checkEnteredOptions([plate], { o1: 'Å'.repeat(30) })).toEqual({
      ok: true,
      options: [{ uid: 'o1', value: 'Å'.repeat(30) }],
    });
    expect(checkEnteredOptions([plate], { o1: '🚜'.repeat(31) })).toEqual({
      ok: false,
      problems: [{ uid: 'o1', reason: 'too-long', maxCharacters: 30 }],
    });
  });

  it.each(['10', '500', '250', '12,5', '12.5'])(
    'takes a number within the range, both ends included: %s',
    (value) => {
      expect(checkEnteredOptions([length], { len: value })).toEqual({
        ok: true,
        options: [{ uid: 'len', value }],
      });
    },
  );

  it.each(['9', '501', '9,99', '-20', 'lang', '2 m', '1e2'])(
    'refuses a value that is no number in the range: %s',
    (value) => {
      expect(checkEnteredOptions([length], { len: value })).toEqual({
        ok: false,
        problems: [{ uid: 'len', reason: 'out-of-range', min: 10, max: 500 }],
      });
    },
  );

  it('checks only the open end of a half-open range', () => {
    const atLeast = option({ uid: 'n', numberRange: { min: 1, max: null } });
    expect(checkEnteredOptions([atLeast], { n: '100000' }).ok).toBe(true);
    expect(checkEnteredOptions([atLeast], { n: '0' })).toEqual({
      ok: false,
      problems: [{ uid: 'n', reason: 'out-of-range', min: 1, max: null }],
    });
  });

  it('accepts anything for a product without options', () => {
    expect(checkEnteredOptions([], { x: 'y' })).toEqual({ ok: true, options: [] });
  });
});
