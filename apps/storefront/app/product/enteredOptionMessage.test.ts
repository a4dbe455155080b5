import { describe, expect, it } from 'vitest';

import { enteredOptionErrors, enteredOptionMessage, numberRangeText } from './enteredOptionMessage';

describe('enteredOptionMessage', () => {
  it('says what is wrong with the value, naming the option', () => {
    expect(enteredOptionMessage('Lengde (cm)', { uid: 'l', reason: 'required' })).toBe(
      'Fyll ut lengde (cm).',
    );
    expect(
      enteredOptionMessage('Tekst på skiltet', { uid: 't', reason: 'too-long', maxCharacters: 30 }),
    ).toBe('Tekst på skiltet kan ha maks 30 tegn.');
    expect(
      enteredOptionMessage('Lengde (cm)', { uid: 'l', reason: 'out-of-range', min: 10, max: 500 }),
    ).toBe('Lengde (cm) må være et tall fra 10 til 500.');
  });

  it('says the open end of a range, and asks for a number when no range is known', () => {
    expect(
      enteredOptionMessage('Lengde (cm)', { uid: 'l', reason: 'out-of-range', min: 10, max: null }),
    ).toBe('Lengde (cm) må være et tall på minst 10.');
    expect(
      enteredOptionMessage('Lengde (cm)', {
        uid: 'l',
        reason: 'out-of-range',
        min: null,
        max: 2.5,
      }),
    ).toBe('Lengde (cm) må være et tall på høyst 2,5.');
    expect(
      enteredOptionMessage('Antall', { uid: 'a', reason: 'out-of-range', min: null, max: null }),
    ).toBe('Antall må være et tall.');
  });
});

describe('numberRangeText', () => {
  it('is nothing for a text option', () => {
    expect(numberRangeText(null)).toBeNull();
  });
});

describe('enteredOptionErrors', () => {
  it('keeps the first problem of each option, by uid', () => {
    const options = [
      {
        uid: 'l',
        kind: 'field' as const,
        title: 'Lengde (cm)',
        required: true,
        maxCharacters: 5,
        price: 149,
        priceType: 'FIXED' as const,
        numberRange: { min: 10, max: 500 },
      },
    ];
    expect(
      enteredOptionErrors(options, [
        { uid: 'l', reason: 'out-of-range', min: 10, max: 500 },
        { uid: 'l', reason: 'required' },
      ]),
    ).toEqual({ l: 'Lengde (cm) må være et tall fra 10 til 500.' });
  });
});
