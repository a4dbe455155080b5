import { describe, expect, it } from 'vitest';
import { parseCardFields } from './parseCardFields';

describe('parseCardFields', () => {
  it('turns the fields into the card the payment method takes', () => {
    expect(parseCardFields({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual(
      {
        ok: true,
        card: { number: '4242424242424242', expiryMonth: 12, expiryYear: 2030, cvc: '123' },
      },
    );
    expect(
      parseCardFields({ number: '4242-4242-4242-4242', expiry: '1 / 2031', cvc: '1234' }),
    ).toMatchObject({
      ok: true,
      card: { expiryMonth: 1, expiryYear: 2031 },
    });
  });

  it('names each wrong field, in the order of the form', () => {
    expect(parseCardFields({ number: '4242', expiry: '13/30', cvc: '12' })).toEqual({
      ok: false,
      invalid: ['number', 'expiry', 'cvc'],
    });
    expect(parseCardFields({ number: '4242424242424242', expiry: '0/30', cvc: ' 123 ' })).toEqual({
      ok: false,
      invalid: ['expiry'],
    });
    expect(parseCardFields({ number: '4242424242424242', expiry: '12/3', cvc: '123' })).toEqual({
      ok: false,
      invalid: ['expiry'],
    });
  });

  it('takes 12 to 19 digits as a number', () => {
    const fields = { expiry: '12/30', cvc: '123' };
    expect(parseCardFields({ ...fields, number: '1'.repeat(12) }).ok).toBe(true);
    expect(parseCardFields({ ...fields, number: '1'.repeat(19) }).ok).toBe(true);
    expect(parseCardFields({ ...fields, number: '1'.repeat(11) })).toEqual({
      ok: false,
      invalid: ['number'],
    });
    expect(parseCardFields({ ...fields, number: '1'.repeat(20) })).toEqual({
      ok: false,
      invalid: ['number'],
    });
  });
});
